/**
 * The worker pool: claims due ledger rows in batches (a lease, not a held transaction), runs each through
 * processDelivery, renews the leases of everything it holds with one heartbeat, and records sent rows by
 * group commit. Any number of pools (processes) may share one PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import * as ledger from "../ledger";
import type { Outcome, WorkerEnv } from "./env";
import { processDelivery } from "./process-delivery";
import { createRecorder } from "./recorder";

export interface WorkerPool {
  stop(): Promise<void>;
  /** resolves when the pool has been idle (nothing claimable) at least once since the call */
  idle(): Promise<void>;
  readonly stats: Record<Outcome, number>;
  /** claim statements that took rows, the rows they took; group-commit statements and their rows */
  readonly counts: { claims: number; claimed: number; records: number; recorded: number };
}

/**
 * Rows being prepared at once by one pool unless configured (WORKER_PREPARE_CONCURRENCY): preparation is
 * mostly this process's CPU (render, summarise) and the database, so more in flight adds memory (each holds
 * its feed items, summaries and rendered email) and little throughput (measured: decision 048).
 */
export const DEFAULT_PREPARE_CONCURRENCY = 4;

export interface PoolOptions {
  /** prepared rows being sent at once; up to half as many more are claimed ahead (the prefetch window) */
  concurrency: number;
  /**
   * pending rows being prepared at once (gather → compose, ahead of the slot), on top of the sends; a claim
   * never takes more pending rows than there are free places. Default min(concurrency, 4).
   */
  prepareConcurrency?: number;
  pollMs: number;
  workerId?: string;
  recordDelayMs?: number;
}

/**
 * A continuous pool with two limits (decision 048):
 * - sending: up to `concurrency` prepared rows in flight and up to `concurrency / 2` more claimed ahead, so
 *   SMTP never waits for a claim round trip; these claims are made in batches (when at least that many
 *   places are free, or when the pool has nothing at all), not one per finished delivery;
 * - preparing: up to `prepareConcurrency` pending rows, each started as soon as it is claimed; free places
 *   are filled when half of them are free (or all), unless the last claim found no pending row due (then
 *   after the poll interval). A row prepared after its slot has come moves on to a send place.
 * One claim statement serves both (prepared rows and pending rows are selected separately), so a prepared
 * row due at its slot never waits for a place held by preparation, and preparation never takes more rows
 * than it has places for. Sent rows are recorded by a group-commit recorder (one statement per batch).
 * Polls the ledger when idle.
 */
export function startWorkerPool(env: WorkerEnv, opts: PoolOptions): WorkerPool {
  const workerId = opts.workerId ?? `w-${process.pid}-${randomUUID().slice(0, 8)}`;
  const stats: Record<Outcome, number> = { sent: 0, prepared: 0, skipped: 0, retry: 0, failed: 0, lost: 0 };
  const claimCounts = { claims: 0, claimed: 0 };
  const recorder = createRecorder({ db: env.db, workerId, delayMs: opts.recordDelayMs });
  const sendCap = Math.max(1, opts.concurrency);
  const prepareCap = Math.max(
    1,
    opts.prepareConcurrency ?? Math.min(opts.concurrency, DEFAULT_PREPARE_CONCURRENCY),
  );
  const ahead = Math.max(1, Math.ceil(sendCap / 2));
  /** prepare places are refilled a few at a time (a claim costs a round trip or two), half of them at once */
  const prepareBatch = Math.max(1, Math.ceil(prepareCap / 2));
  /**
   * waiting for a send place, in order: prepared rows claimed ahead, and rows just prepared late (their
   * slot already come) by this pool, which leave their prepare place and are then sent like the others
   */
  const queue: Array<ledger.ClaimedDelivery | { resume: () => void }> = [];
  let sending = 0;
  /** pending rows held: all in flight (a claim takes no more of them than there are free places) */
  let preparing = 0;
  /** the last claim found fewer pending rows due than it could take: do not claim just for them before this */
  let prepareDryUntil = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let claiming: Promise<void> | null = null;
  const idleWaiters: Array<() => void> = [];
  const drained: Array<() => void> = [];
  /**
   * rows being worked on (prepared or sent): their leases are renewed together, one statement per interval
   * for the whole pool instead of a timer and a statement per row
   */
  const working = new Set<string>();
  const heartbeat = setInterval(
    () => {
      if (working.size > 0)
        void ledger
          .renewLeases(env.db, { workerId, ids: [...working], leaseMs: env.leaseMs })
          .catch(() => {});
    },
    Math.max(200, Math.floor(env.leaseMs / 3)),
  );
  heartbeat.unref();

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(pump, ms);
  };

  const run = (item: ledger.ClaimedDelivery, place: "send" | "prepare") => {
    let holds: "send" | "prepare" | "queued" = place;
    if (place === "send") sending++;
    else preparing++;
    // prepared late: from a prepare place to a send place (waiting in line for one if all are taken)
    const preparedToSend = () =>
      new Promise<void>((resume) => {
        preparing--;
        if (stopped) {
          // a stopping pool finishes what it holds
          holds = "send";
          sending++;
          resume();
          return;
        }
        holds = "queued";
        queue.push({
          resume: () => {
            holds = "send";
            resume();
          },
        });
        startQueued();
        if (!claiming) schedule(0);
      });
    working.add(item.row.id);
    void processDelivery({
      env,
      workerId,
      item,
      record: recorder.record,
      beforeSend: preparedToSend,
    })
      .then((r) => {
        stats[r.outcome]++;
      })
      .catch(() => {
        stats.retry++;
      })
      .finally(() => {
        working.delete(item.row.id);
        if (holds === "send") sending--;
        else if (holds === "prepare") preparing--;
        if (stopped && sending + preparing === 0) for (const d of drained.splice(0)) d();
        if (!stopped) {
          startQueued();
          if (!claiming) schedule(0);
        }
      });
  };

  const startQueued = () => {
    while (!stopped && sending < sendCap && queue.length > 0) {
      const next = queue.shift()!;
      if ("resume" in next) {
        sending++;
        next.resume();
      } else run(next, "send");
    }
  };

  async function pump() {
    timer = null;
    if (stopped || claiming) return;
    startQueued();
    const held = sending + preparing + queue.length;
    const sendRoom = sendCap + ahead - sending - queue.length;
    const prepareRoom = prepareCap - preparing;
    // batch the claims for sending: wait until a good part of the window is free, unless the pool has nothing
    const wantSend = sendRoom > 0 && (sendRoom >= ahead || held === 0);
    const wantPrepare =
      prepareRoom > 0 &&
      (held === 0 || (Date.now() >= prepareDryUntil && (prepareRoom >= prepareBatch || preparing === 0)));
    if (!wantSend && !wantPrepare) return;
    const limits: ledger.ClaimLimits = {
      send: Math.max(0, sendRoom),
      prepare: wantPrepare ? prepareRoom : 0,
    };
    let batch: ledger.ClaimedDelivery[] = [];
    claiming = (async () => {
      try {
        batch = await ledger.claim(env.db, { workerId, limits, leaseMs: env.leaseMs });
        if (batch.length > 0) {
          claimCounts.claims++;
          claimCounts.claimed += batch.length;
        }
      } catch (err) {
        env.log.warn("ledger claim failed", { error: (err as Error).message });
      }
      // stopped meanwhile: give the rows back at once (stop() waits for this)
      if (stopped && batch.length > 0) {
        const ids = batch.map((b) => b.row.id);
        batch = [];
        await ledger.release(env.db, { workerId, ids }).catch(() => {});
      }
    })();
    await claiming;
    claiming = null;
    if (stopped) return;
    let toPrepare = 0;
    for (const item of batch) {
      if (item.row.status === "pending") {
        toPrepare++;
        run(item, "prepare");
      } else queue.push(item);
    }
    if (limits.prepare > 0 && toPrepare < limits.prepare) prepareDryUntil = Date.now() + opts.pollMs;
    if (batch.length === 0) {
      if (held === 0) for (const w of idleWaiters.splice(0)) w();
      schedule(opts.pollMs);
      return;
    }
    startQueued();
    // a full batch of either kind: there may be more due at once; otherwise look again after the poll
    // interval (finished deliveries look sooner)
    const full =
      (limits.send > 0 && batch.length - toPrepare === limits.send) ||
      (limits.prepare > 0 && toPrepare === limits.prepare);
    schedule(full ? 0 : opts.pollMs);
  }
  schedule(0);

  return {
    stats,
    get counts() {
      return { ...claimCounts, records: recorder.counts.statements, recorded: recorder.counts.rows };
    },
    idle: () => new Promise<void>((r) => idleWaiters.push(r)),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (claiming) await claiming.catch(() => {});
      const unstarted: string[] = [];
      for (const q of queue.splice(0)) {
        if ("resume" in q) {
          // prepared and due: sent now, not given back (the drain below waits for it)
          sending++;
          q.resume();
        } else unstarted.push(q.row.id);
      }
      await ledger.release(env.db, { workerId, ids: unstarted }).catch(() => {});
      if (sending + preparing > 0) await new Promise<void>((r) => drained.push(r));
      clearInterval(heartbeat);
      await recorder.flush();
    },
  };
}
