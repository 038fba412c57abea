import { useEffect } from "react";
import { readConsent } from "~/lib/consent";
import { useAnalytics } from "~/lib/use-analytics";
import { debugEnabled } from "../debug/debug-flag";
import { ConsentDialog } from "./consent-dialog";

/**
 * Mounted once in the single-page app's root: consent dialog, consent-gated analytics, and the debug
 * panel. The static pages get the same from their island (app/island/main.ts, decision 036).
 */
export function PublicRuntime() {
  useAnalytics();
  useEffect(() => {
    if (!debugEnabled()) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    void import("../debug/debug-panel").then(({ mountDebugPanel }) => {
      if (!cancelled) unmount = mountDebugPanel(readConsent);
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, []);
  return <ConsentDialog />;
}
