/**
 * Analytics debug panel (decision 032): consent state and the last 10 data-layer events, refreshed
 * every second while open. Framework-free DOM, loaded lazily (import()) by the static pages' island and
 * by the single-page app, only where debugEnabled() says so.
 */
import type { ConsentRecord } from "~/lib/consent";

export const DEBUG_REFRESH_MS = 1000;
export const DEBUG_EVENTS = 10;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
};

/** `readConsent` is passed in, so this lazy chunk shares no module with its loader (one request). */
/** Whether the panel is open survives document loads (static pages are one document each). */
const OPEN_KEY = "tidings-debug-open";
const remember = (open: boolean) => {
  try {
    sessionStorage.setItem(OPEN_KEY, open ? "1" : "0");
  } catch {
    // storage disabled: the panel starts collapsed on the next page
  }
};
const remembered = () => {
  try {
    return sessionStorage.getItem(OPEN_KEY) === "1";
  } catch {
    return false;
  }
};

export function mountDebugPanel(readConsent: () => ConsentRecord | null): () => void {
  const root = el("div", "fixed bottom-3 left-3 z-40 text-xs");
  root.dataset.testid = "debug-panel";
  let timer: number | undefined;

  const renderClosed = () => {
    window.clearInterval(timer);
    remember(false);
    const open = el(
      "button",
      "rounded-full bg-slate-900 px-3 py-1.5 font-mono text-slate-100 shadow-lg hover:bg-slate-800",
      "Debug",
    );
    open.type = "button";
    open.addEventListener("click", renderOpen);
    root.replaceChildren(open);
  };

  const renderOpen = () => {
    remember(true);
    const panel = el(
      "section",
      "w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-700 bg-slate-900 p-3 font-mono text-slate-100 shadow-xl",
    );
    panel.setAttribute("aria-label", "Analytics debug");
    const head = el("div", "flex items-center justify-between");
    const close = el("button", "rounded px-1.5 py-0.5 hover:bg-slate-700", "Close");
    close.type = "button";
    close.addEventListener("click", renderClosed);
    head.append(el("h2", "font-semibold", "Analytics debug"), close);
    const consentLine = el("p", "mt-1 text-slate-300");
    const list = el("ol", "mt-2 max-h-64 space-y-1 overflow-auto");
    list.dataset.testid = "debug-events";
    panel.append(head, consentLine, list);
    root.replaceChildren(panel);

    const refresh = () => {
      const consent = readConsent();
      consentLine.textContent = `consent: ${
        consent
          ? Object.entries(consent.preferences)
              .filter(([, v]) => v)
              .map(([k]) => k)
              .join(", ")
          : "pending"
      }`;
      const events = (window.dataLayer ?? []).slice(-DEBUG_EVENTS).reverse() as Record<string, unknown>[];
      if (events.length === 0) {
        list.replaceChildren(el("li", "text-slate-300", "No events yet"));
        return;
      }
      list.replaceChildren(
        ...events.map((e) => {
          const li = el("li", "truncate rounded bg-slate-800 px-2 py-1");
          li.append(
            el("span", "text-emerald-300", String(e.event)),
            " ",
            el("span", "text-slate-300", String(e.page_path ?? e.page_category ?? "")),
          );
          return li;
        }),
      );
    };
    refresh();
    timer = window.setInterval(refresh, DEBUG_REFRESH_MS);
  };

  if (remembered()) renderOpen();
  else renderClosed();
  document.body.append(root);
  // room under the page for the pill, so it never covers content (the footer's last line included)
  const padding = document.body.style.paddingBottom;
  document.body.style.paddingBottom = "3.5rem";
  return () => {
    window.clearInterval(timer);
    root.remove();
    document.body.style.paddingBottom = padding;
  };
}
