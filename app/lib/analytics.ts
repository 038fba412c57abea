/**
 * Analytics (spec §7, issue 6): a tag-manager data layer and local page analytics, both gated on
 * analytics consent. Nothing is pushed, stored or loaded before that consent exists. Framework-free:
 * the SPA's hook (app/lib/use-analytics.ts) and the static pages' island (app/island/main.ts) share it.
 */
import { publicConfig } from "../../common/public-config";
import { matchPage } from "../../common/routes";
import { hasConsent, subscribeConsent } from "./consent";

export const PAGE_VIEW_DELAY_MS = 100;
export const LOCAL_ANALYTICS_KEY = "page-analytics";
export const LOCAL_ANALYTICS_MAX = 100;

export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

export interface LocalPageView {
  url: string;
  timestamp: number;
  userAgent: string;
  referrer: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an event to window.dataLayer, only with analytics consent. Returns whether it was pushed. */
export function track(event: string, params: Record<string, unknown> = {}): boolean {
  if (typeof window === "undefined" || !hasConsent("analytics")) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...params, event_time: Date.now() } satisfies DataLayerEvent);
  return true;
}

/** Appends to the local page-analytics log, keeping the last 100 entries. Pure over its storage. */
export function appendLocalPageView(
  kv: Pick<Storage, "getItem" | "setItem">,
  entry: LocalPageView,
  max = LOCAL_ANALYTICS_MAX,
): LocalPageView[] {
  let list: LocalPageView[] = [];
  try {
    const parsed = JSON.parse(kv.getItem(LOCAL_ANALYTICS_KEY) ?? "[]") as unknown;
    if (Array.isArray(parsed)) list = parsed as LocalPageView[];
  } catch {
    list = [];
  }
  list.push(entry);
  if (list.length > max) list = list.slice(list.length - max);
  try {
    kv.setItem(LOCAL_ANALYTICS_KEY, JSON.stringify(list));
  } catch {
    // storage full: keep going without local analytics
  }
  return list;
}

export function trackPageView(path: string): void {
  if (
    !track("page_view", { page_path: path, page_location: window.location.href, page_title: document.title })
  ) {
    return;
  }
  appendLocalPageView(window.localStorage, {
    url: window.location.href,
    timestamp: Date.now(),
    userAgent: navigator.userAgent,
    referrer: document.referrer,
  });
  const page = matchPage(path);
  if (page?.access === "signed-in") {
    track("account_page_view", {
      page_category: "account",
      content_type: page.path.split("/")[1] || "account",
    });
  }
}

export function trackLandingPageView(signedIn: boolean): boolean {
  return track("landing_page_view", {
    page_category: "landing",
    user_status: signedIn ? "authenticated" : "anonymous",
  });
}

export function trackLegalPageView(page: "terms" | "privacy" | "cookies" | "refund"): boolean {
  return track("legal_page_view", { page_category: "legal", legal_page: page });
}

let gtmLoaded = false;
/** Loads Google Tag Manager once, after analytics consent, when GTM_ID was configured at build time. */
export function loadTagManager(gtmId = publicConfig.gtmId): boolean {
  if (!gtmId || gtmLoaded || typeof document === "undefined" || !hasConsent("analytics")) return false;
  gtmLoaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const s = document.createElement("script");
  s.async = true;
  s.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  s.dataset.testid = "gtm-script";
  document.head.appendChild(s);
  return true;
}

/**
 * Runs `fn` once analytics consent exists: now if it already does, else when it is first granted
 * (the dialog, /cookies or another tab). Returns a cleanup that stops waiting.
 */
export function whenAnalyticsAllowed(fn: () => void): () => void {
  if (hasConsent("analytics")) {
    fn();
    return () => {};
  }
  const stop = subscribeConsent(() => {
    if (!hasConsent("analytics")) return;
    stop();
    fn();
  });
  return stop;
}

/**
 * A static page (decision 036) is one document per page: its page_view is pushed 100 ms after load,
 * or 100 ms after analytics consent is first granted on it, and the tag manager loads with consent.
 */
export function trackDocumentPageView(path = window.location.pathname): () => void {
  let timer: number | undefined;
  const stop = whenAnalyticsAllowed(() => {
    loadTagManager();
    timer = window.setTimeout(() => trackPageView(path), PAGE_VIEW_DELAY_MS);
  });
  return () => {
    stop();
    window.clearTimeout(timer);
  };
}
