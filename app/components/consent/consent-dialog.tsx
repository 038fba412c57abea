import { Cookie } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import {
  ALL_ACCEPTED,
  type CookiePreferences,
  NECESSARY_ONLY,
  OPEN_COOKIE_SETTINGS_EVENT,
  type OptionalCategory,
  saveConsent,
  useConsent,
} from "~/lib/consent";

const categories: { key: keyof CookiePreferences; label: string; text: string }[] = [
  { key: "necessary", label: "Necessary", text: "Sign-in and your cookie choice. Always on." },
  { key: "preferences", label: "Preferences", text: "Remember settings such as display choices." },
  { key: "analytics", label: "Analytics", text: "Anonymous page views that help us improve the site." },
  { key: "marketing", label: "Marketing", text: "Measure campaigns. Tidings sets none itself." },
];

/**
 * The cookie consent dialog (spec §2, §4). Shown when no consent is stored or it is 7 days old or
 * older; reopened by the footer's Cookie Settings button. It sits at the bottom of the viewport and
 * does not block the page, so /cookies can be read (and answered) while it is pending.
 */
export function ConsentDialog() {
  const consent = useConsent();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<"main" | "customise">("main");
  const [draft, setDraft] = useState<CookiePreferences>(NECESSARY_ONLY);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnOpen = useRef(false);

  // Pending consent (none stored, or expired) opens the dialog after hydration; a choice made
  // elsewhere (the /cookies page, another tab) closes it.
  const openedForPending = useRef(false);
  useEffect(() => {
    if (consent === null) {
      openedForPending.current = true;
      setView("main");
      setOpen(true);
    } else if (consent && openedForPending.current) {
      openedForPending.current = false;
      setOpen(false);
    }
  }, [consent]);

  useEffect(() => {
    const onOpen = () => {
      openedForPending.current = false;
      setDraft(consent?.preferences ?? NECESSARY_ONLY);
      setView("customise");
      focusOnOpen.current = true;
      setOpen(true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen);
  }, [consent]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the heading again when the view changes
  useEffect(() => {
    if (open && focusOnOpen.current) {
      focusOnOpen.current = false;
      headingRef.current?.focus();
    }
  }, [open, view]);

  if (!open) return null;

  const choose = (prefs: CookiePreferences) => {
    saveConsent(prefs);
    setOpen(false);
  };
  const cancel = () => {
    if (consent) setOpen(false);
    else setView("main");
  };
  const toggle = (key: OptionalCategory) => setDraft((d) => ({ ...d, [key]: !d[key] }));

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="consent-dialog"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-2xl border border-line bg-white p-5 shadow-2xl shadow-ink/15 sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="hidden size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid">
          <Cookie className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold text-ink outline-none"
          >
            {view === "main" ? "Your privacy, your choice" : "Cookie preferences"}
          </h2>
          {view === "main" ? (
            <p className="mt-1.5 text-sm leading-6 text-muted">
              We use necessary cookies to run Tidings. With your permission we'd also use optional cookies for
              preferences and anonymous analytics. Read our{" "}
              <Link to="/cookies" className="font-medium text-brand-700 underline underline-offset-2">
                cookie policy
              </Link>
              .
            </p>
          ) : (
            <fieldset className="mt-3 space-y-2">
              <legend className="sr-only">Cookie categories</legend>
              {categories.map((c) => {
                const fixed = c.key === "necessary";
                return (
                  <label
                    key={c.key}
                    className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-line px-3.5 py-2.5 has-[:disabled]:cursor-not-allowed"
                  >
                    <span>
                      <span className="block text-sm font-medium text-ink">{c.label}</span>
                      <span className="block text-xs text-muted">{c.text}</span>
                    </span>
                    <input
                      type="checkbox"
                      role="switch"
                      name={c.key}
                      aria-checked={fixed ? true : draft[c.key]}
                      checked={fixed ? true : draft[c.key]}
                      disabled={fixed}
                      onChange={() => !fixed && toggle(c.key as OptionalCategory)}
                      className="switch"
                    />
                  </label>
                );
              })}
            </fieldset>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {view === "main" ? (
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setView("customise")}>
              Customise
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => choose(NECESSARY_ONLY)}>
              Reject all
            </button>
            <button type="button" className="btn btn-primary" onClick={() => choose(ALL_ACCEPTED)}>
              Accept all
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn btn-ghost" onClick={cancel}>
              Cancel
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => choose(NECESSARY_ONLY)}>
              Reject all
            </button>
            <button type="button" className="btn btn-primary" onClick={() => choose(draft)}>
              Save preferences
            </button>
          </>
        )}
      </div>
    </section>
  );
}
