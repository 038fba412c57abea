/**
 * The consent dialog's behaviour (spec §4, decision 032), on the markup of
 * app/components/consent/consent-dialog.tsx. One implementation for both kinds of page: the static pages'
 * island mounts it, and the single-page app mounts it from an effect (decision 036).
 *
 * - Pending consent (none stored, or 7 days old or older) shows the dialog on its main view; a choice
 *   made elsewhere (the /cookies page, another tab) closes it.
 * - Any `[data-open-cookie-settings]` button (the footer's Cookie Settings) opens it on the customise
 *   view with the stored choice, and moves focus to it; closing returns focus to that button.
 * - Escape acts as Cancel; switching view moves focus to the heading, so keyboard users keep their place.
 */
import {
  ALL_ACCEPTED,
  type CookiePreferences,
  NECESSARY_ONLY,
  OPEN_COOKIE_SETTINGS_EVENT,
  type OptionalCategory,
  readConsent,
  saveConsent,
  subscribeConsent,
} from "./consent";

export const CONSENT_TITLES = { main: "Your privacy, your choice", customise: "Cookie preferences" } as const;
type View = keyof typeof CONSENT_TITLES;

export function mountConsentDialog(root: HTMLElement): () => void {
  const heading = root.querySelector<HTMLElement>("[data-consent-title]");
  const switches = [...root.querySelectorAll<HTMLInputElement>("input[data-category]")];
  let view: View = "main";
  let openedForPending = false;
  let returnFocus: HTMLElement | null = null;

  const setView = (next: View, focus: boolean) => {
    view = next;
    for (const el of root.querySelectorAll<HTMLElement>("[data-view]")) el.hidden = el.dataset.view !== next;
    if (heading) heading.textContent = CONSENT_TITLES[next];
    if (focus) heading?.focus();
  };
  const setDraft = (prefs: CookiePreferences) => {
    for (const s of switches) {
      s.checked = prefs[s.dataset.category as OptionalCategory] === true;
      s.setAttribute("aria-checked", String(s.checked));
    }
  };
  const open = (next: View, focus: boolean) => {
    root.hidden = false;
    setView(next, focus);
  };
  const close = () => {
    root.hidden = true;
    openedForPending = false;
    const back = returnFocus;
    returnFocus = null;
    if (back?.isConnected && root.contains(document.activeElement)) back.focus();
  };
  const choose = (prefs: CookiePreferences) => {
    saveConsent(prefs);
    close();
  };
  const cancel = () => {
    if (readConsent()) close();
    else setView("main", true);
  };

  const onClick = (e: MouseEvent) => {
    const action = (e.target as Element).closest<HTMLElement>("[data-consent-action]")?.dataset.consentAction;
    if (action === "customise") setView("customise", true);
    else if (action === "reject") choose(NECESSARY_ONLY);
    else if (action === "accept") choose(ALL_ACCEPTED);
    else if (action === "cancel") cancel();
    else if (action === "save") {
      const draft = { ...NECESSARY_ONLY };
      for (const s of switches) draft[s.dataset.category as OptionalCategory] = s.checked;
      choose(draft);
    }
  };
  const onChange = (e: Event) => {
    const s = e.target as HTMLInputElement;
    if (s.dataset.category) s.setAttribute("aria-checked", String(s.checked));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && view === "customise") {
      e.preventDefault();
      cancel();
    }
  };
  const onOpenSettings = () => {
    openedForPending = false;
    if (
      !returnFocus &&
      document.activeElement instanceof HTMLElement &&
      !root.contains(document.activeElement)
    ) {
      returnFocus = document.activeElement;
    }
    setDraft(readConsent()?.preferences ?? NECESSARY_ONLY);
    open("customise", true);
  };
  const onDocumentClick = (e: MouseEvent) => {
    const button = (e.target as Element).closest<HTMLElement>("[data-open-cookie-settings]");
    if (!button) return;
    returnFocus = button;
    window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
  };
  const onConsentChange = () => {
    if (openedForPending && readConsent()) close();
  };

  root.addEventListener("click", onClick);
  root.addEventListener("change", onChange);
  root.addEventListener("keydown", onKeyDown);
  document.addEventListener("click", onDocumentClick);
  window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpenSettings);
  const unsubscribe = subscribeConsent(onConsentChange);

  if (!readConsent()) {
    openedForPending = true;
    setDraft(NECESSARY_ONLY);
    open("main", false);
  }

  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("change", onChange);
    root.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("click", onDocumentClick);
    window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpenSettings);
    unsubscribe();
    root.hidden = true;
  };
}
