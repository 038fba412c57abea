import { useEffect, useState } from "react";
import { readConsent } from "~/lib/consent";
import { DEBUG_EVENTS, DEBUG_REFRESH_MS } from "./debug-flag";

/** Analytics debug panel: consent state and the last 10 data-layer events, refreshed every second. */
export default function DebugPanel() {
  const [open, setOpen] = useState(false);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!open) return;
    const t = window.setInterval(() => setTick((n) => n + 1), DEBUG_REFRESH_MS);
    return () => window.clearInterval(t);
  }, [open]);

  const events = (window.dataLayer ?? []).slice(-DEBUG_EVENTS).reverse() as Record<string, unknown>[];
  const consent = readConsent();
  return (
    <div className="fixed bottom-3 left-3 z-40 text-xs" data-testid="debug-panel">
      {open ? (
        <section
          aria-label="Analytics debug"
          className="w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-700 bg-slate-900 p-3 font-mono text-slate-100 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <h2 className="font-semibold">Analytics debug</h2>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded px-1.5 py-0.5 hover:bg-slate-700"
            >
              Close
            </button>
          </div>
          <p className="mt-1 text-slate-300">
            consent:{" "}
            {consent
              ? Object.entries(consent.preferences)
                  .filter(([, v]) => v)
                  .map(([k]) => k)
                  .join(", ")
              : "pending"}
          </p>
          <ol className="mt-2 max-h-64 space-y-1 overflow-auto" data-testid="debug-events">
            {events.length === 0 ? <li className="text-slate-300">No events yet</li> : null}
            {events.map((e, i) => (
              <li key={`${String(e.event_time)}-${i}`} className="truncate rounded bg-slate-800 px-2 py-1">
                <span className="text-emerald-300">{String(e.event)}</span>{" "}
                <span className="text-slate-300">{String(e.page_path ?? e.page_category ?? "")}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="rounded-full bg-slate-900 px-3 py-1.5 font-mono text-slate-100 shadow-lg hover:bg-slate-800"
        >
          Debug
        </button>
      )}
    </div>
  );
}
