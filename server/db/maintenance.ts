import { sql } from "drizzle-orm";
import type { Service } from "../context";
import type { Logger } from "../log";
import type { Db } from "./client";

/**
 * PGlite's housekeeping (decision 052). PostgreSQL's autovacuum removes dead row versions, lets their space
 * be reused and keeps the planner's statistics current; PGlite runs no autovacuum, so without this its files
 * grow with every update (each sent email updates its ledger row, history row and briefing, and leaves its
 * composed message's out-of-line chunks behind when the message is cleared) and its planner never has
 * statistics. Every `intervalMs` (default an hour) this runs `VACUUM (ANALYZE)` over the whole database.
 *
 * PGlite is one backend: while VACUUM runs, every other statement waits for it. So it runs when no email is
 * due soon — no prepared delivery due and no pending one whose slot comes within `quietMs` — and looks again
 * after `retryMs` otherwise; after `maxDeferMs` of finding no quiet moment it runs anyway (a database that
 * never vacuums grows without bound; a short pause of the engine is the lesser harm).
 */
export interface MaintenanceOptions {
  intervalMs?: number;
  quietMs?: number;
  retryMs?: number;
  maxDeferMs?: number;
  /** first run after this long (default: intervalMs) */
  firstRunMs?: number;
  /** no email due within this long? (the delivery ledger answers: nothingDueWithin) */
  isQuiet(quietMs: number): Promise<boolean>;
}

/** One `VACUUM (ANALYZE)` of the whole database; returns how long it took (ms). */
export async function vacuumDatabase(db: Db): Promise<number> {
  const t = performance.now();
  await db.execute(sql`vacuum (analyze)`);
  return performance.now() - t;
}

export function startPgliteMaintenance(db: Db, log: Logger, o: MaintenanceOptions): Service {
  const intervalMs = o.intervalMs ?? 60 * 60_000;
  const quietMs = o.quietMs ?? 2 * 60_000;
  const retryMs = o.retryMs ?? 20_000;
  const maxDeferMs = o.maxDeferMs ?? 6 * 60 * 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let dueSince = Date.now() + (o.firstRunMs ?? intervalMs);

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = null;
      });
    }, ms);
    timer.unref();
  };

  async function run() {
    try {
      const deferred = Date.now() - dueSince;
      if (deferred < maxDeferMs && !(await o.isQuiet(quietMs))) {
        schedule(retryMs);
        return;
      }
      const ms = await vacuumDatabase(db);
      log.info("database maintenance: vacuumed", {
        ms: Math.round(ms),
        ...(deferred >= maxDeferMs ? { note: "no quiet moment in the last hours: ran anyway" } : {}),
      });
    } catch (err) {
      log.warn("database maintenance failed", { error: (err as Error).message });
    }
    dueSince = Date.now() + intervalMs;
    schedule(intervalMs);
  }

  schedule(Math.max(0, dueSince - Date.now()));
  return {
    name: "database-maintenance",
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
