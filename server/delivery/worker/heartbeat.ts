import type { Db } from "../../db/client";
import * as ledger from "../ledger";

/**
 * Keeps the leases of the rows a worker holds alive while it works on them (a slow feed must not let a
 * second worker take a row over): every third of the lease, one statement renews all of `held`.
 */
export function startHeartbeat(o: { db: Db; workerId: string; leaseMs: number; held: Set<string> }): {
  stop(): void;
} {
  const timer = setInterval(
    () => {
      if (o.held.size === 0) return;
      void ledger
        .renewLeases(o.db, { workerId: o.workerId, ids: [...o.held], leaseMs: o.leaseMs })
        .catch(() => {});
    },
    Math.max(200, Math.floor(o.leaseMs / 3)),
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
