import { lazy, Suspense, useEffect, useState } from "react";
import { useAnalytics } from "~/lib/analytics";
import { debugEnabled } from "../debug/debug-flag";
import { ConsentDialog } from "./consent-dialog";

const DebugPanel = lazy(() => import("../debug/debug-panel"));

/** Mounted once in app/root.tsx: consent dialog, consent-gated analytics, and the debug panel. */
export function PublicRuntime() {
  useAnalytics();
  const [debug, setDebug] = useState(false);
  useEffect(() => setDebug(debugEnabled()), []);
  return (
    <>
      <ConsentDialog />
      {debug ? (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      ) : null}
    </>
  );
}
