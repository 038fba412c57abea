/**
 * Retention (decision 088): the housekeeping job deletes what is older than its configured age — settled
 * ledger rows, cached feed items, cached summaries — in small batches: each batch one short statement
 * over an index, a pause between batches so the engine's statements interleave, and at most `maxBatches`
 * per run (the rest waits for the next run). A person's email_history is never touched, nor a waiting
 * delivery.
 */
import { sql } from "drizzle-orm";
import type { AppContext, Service } from "../context";
import type { Db } from "../db/client";
import { query } from "../db/query";
import type { Logger } from "../log";
import { deleteSettledBatch } from "./ledger/retention";

export interface RetentionOptions {
  /** 0 = keep forever */
  deliveriesDays: number;
  feedItemsDays: number;
  summariesDays: number;
  batchSize: number;
  /** pause between batches (ms) */
  pauseMs?: number;
  /** at most this many batches per table per run */
  maxBatches?: number;
  now?: () => Date;
  /** every batch's size, for tests and logs */
  onBatch?: (table: "deliveries" | "feed_items" | "article_summaries", deleted: number) => void;
}

/** Cached feed items first seen before `before` (any feed), oldest first. */
async function deleteFeedItemsBatch(db: Db, before: Date, limit: number): Promise<number> {
  const rows = await query<{ n: number }>(
    db,
    sql`with victims as (select id from feed_items where first_seen_at < ${before.toISOString()}::timestamptz
                          order by first_seen_at limit ${limit} for update skip locked),
        gone as (delete from feed_items f using victims v where f.id = v.id returning 1)
        select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Cached summaries made before `before`, oldest first (a later delivery simply summarises again). */
async function deleteSummariesBatch(db: Db, before: Date, limit: number): Promise<number> {
  const rows = await query<{ n: number }>(
    db,
    sql`with victims as (select article_hash, model from article_summaries
                          where created_at < ${before.toISOString()}::timestamptz
                          order by created_at limit ${limit} for update skip locked),
        gone as (delete from article_summaries s using victims v
                  where s.article_hash = v.article_hash and s.model = v.model returning 1)
        select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

export interface RetentionRun {
  deliveries: number;
  feedItems: number;
  summaries: number;
  batches: number;
}

/** One housekeeping run. */
export async function runRetention(db: Db, o: RetentionOptions): Promise<RetentionRun> {
  const now = o.now?.() ?? new Date();
  const pauseMs = o.pauseMs ?? 50;
  const maxBatches = o.maxBatches ?? 200;
  const run: RetentionRun = { deliveries: 0, feedItems: 0, summaries: 0, batches: 0 };
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const tables = [
    {
      table: "deliveries" as const,
      days: o.deliveriesDays,
      del: (b: Date) => deleteSettledBatch(db, { before: b, limit: o.batchSize }),
      key: "deliveries" as const,
    },
    {
      table: "feed_items" as const,
      days: o.feedItemsDays,
      del: (b: Date) => deleteFeedItemsBatch(db, b, o.batchSize),
      key: "feedItems" as const,
    },
    {
      table: "article_summaries" as const,
      days: o.summariesDays,
      del: (b: Date) => deleteSummariesBatch(db, b, o.batchSize),
      key: "summaries" as const,
    },
  ];
  for (const t of tables) {
    if (t.days <= 0) continue;
    const before = daysAgo(t.days);
    for (let i = 0; i < maxBatches; i++) {
      const n = await t.del(before);
      run.batches++;
      run[t.key] += n;
      o.onBatch?.(t.table, n);
      if (n < o.batchSize) break;
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  }
  return run;
}

/** Runs retention every `intervalMs` (first after a minute), never two runs at once. */
export function startRetention(ctx: AppContext, log: Logger, intervalMs = 60 * 60_000): Service {
  const c = ctx.config;
  let stopped = false;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (stopped || running) return;
    running = runRetention(ctx.db, {
      deliveriesDays: c.RETENTION_DELIVERIES_DAYS,
      feedItemsDays: c.RETENTION_FEED_ITEMS_DAYS,
      summariesDays: c.RETENTION_SUMMARIES_DAYS,
      batchSize: c.RETENTION_BATCH_SIZE,
    })
      .then((r) => {
        if (r.deliveries + r.feedItems + r.summaries > 0) log.info("retention: old rows deleted", { ...r });
      })
      .catch((err) => log.warn("retention run failed", { err }))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 60_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    name: "retention",
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
