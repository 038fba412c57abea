import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { loadTagManager, PAGE_VIEW_DELAY_MS, trackPageView } from "./analytics";
import { useConsent } from "./use-consent";

/**
 * Mounted once in the single-page app's root: a page_view 100 ms after every route change (and for
 * the current page when consent is first granted), and the tag manager script once consent allows it.
 */
export function useAnalytics(): void {
  const location = useLocation();
  const consent = useConsent();
  const analyticsOn = consent?.preferences.analytics === true;
  const lastTracked = useRef<string | null>(null);
  const key = location.pathname + location.search;

  useEffect(() => {
    if (!analyticsOn) return;
    loadTagManager();
    if (lastTracked.current === key) return;
    const t = window.setTimeout(() => {
      lastTracked.current = key;
      trackPageView(location.pathname);
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [key, analyticsOn, location.pathname]);
}
