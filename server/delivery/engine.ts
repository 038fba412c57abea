/**
 * Starting the engine (scheduler + worker pool), recomputing a briefing's next slot, and the worker
 * environment built from the configuration. The public surface is ./index.ts.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext, Service } from "../context";
import { briefings } from "../db/schema";
import { BUILTIN_EMBEDDINGS } from "./builtin-embeddings";
import * as ledger from "./ledger";
import type { PipelineEnv } from "./pipeline";
import { parseAllowlist } from "./safe-fetch";
import { recomputeBriefing, schedulerTick } from "./scheduler";
import { searchFeedTemplate } from "./search-feeds";
import { defaultSourcesFile, loadCatalogue } from "./sources";
import { DEFAULT_PREPARE_CONCURRENCY, startWorkerPool, type WorkerEnv } from "./worker";

export interface DeliveryOverrides {
  tickMs?: number;
  pollMs?: number;
  concurrency?: number;
  /** rows being prepared at once by the pool (decision 048); default WORKER_PREPARE_CONCURRENCY */
  prepareConcurrency?: number;
  retryBaseMs?: number;
  leaseMs?: number;
  fetchTimeoutMs?: number;
  /** group commit: how long a sent row may wait for others before its batch is recorded (decision 016) */
  recordDelayMs?: number;
  scheduler?: boolean;
  workers?: boolean;
}

export function messageIdDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "tidings.localhost";
}

export function workerEnv(ctx: AppContext, o: DeliveryOverrides = {}): WorkerEnv {
  const c = ctx.config;
  const pipeline: PipelineEnv = {
    db: ctx.db,
    appUrl: c.APP_URL,
    mailFrom: c.MAIL_FROM,
    secret: c.AUTH_SECRET,
    catalogue: loadCatalogue(c.SOURCES_FILE ?? defaultSourcesFile),
    searchFeeds: searchFeedTemplate(c),
    allowlist: parseAllowlist(c.SOURCE_ALLOWLIST),
    llm: c.LLM_BASE_URL
      ? {
          baseURL: c.LLM_BASE_URL,
          apiKey: c.LLM_API_KEY,
          model: c.LLM_MODEL,
          maxTokensPerDelivery: c.LLM_MAX_TOKENS_PER_DELIVERY,
        }
      : null,
    briefTimeoutMs: c.LLM_BRIEF_TIMEOUT_MS,
    rerank: c.LLM_RERANK,
    embeddings:
      c.EMBEDDINGS_BASE_URL && c.EMBEDDINGS_MODEL
        ? {
            baseURL: c.EMBEDDINGS_BASE_URL,
            apiKey: c.EMBEDDINGS_API_KEY,
            model: c.EMBEDDINGS_MODEL,
            timeoutMs: 10_000,
          }
        : c.EMBEDDINGS_BUILTIN
          ? BUILTIN_EMBEDDINGS
          : null,
    refreshMs: c.FEED_REFRESH_MINUTES * 60_000,
    fetchTimeoutMs: o.fetchTimeoutMs ?? 10_000,
    log: ctx.log.child({ area: "delivery" }),
    metrics: ctx.metrics,
  };
  return {
    ...pipeline,
    sendEmail: (m) => ctx.mailer.sendEmail(m),
    leaseMs: o.leaseMs ?? c.DELIVERY_LEASE_SECONDS * 1000,
    maxAttempts: c.DELIVERY_MAX_ATTEMPTS,
    graceMs: c.DELIVERY_GRACE_MINUTES * 60_000,
    retryBaseMs: o.retryBaseMs ?? 30_000,
    bouncePauseAfter: c.BOUNCE_PAUSE_AFTER,
  };
}

/** Starts the scheduler and the worker pool (unless ROLE=web). */
export async function startDelivery(ctx: AppContext, o: DeliveryOverrides = {}): Promise<Service[]> {
  const services: Service[] = [];
  if (ctx.config.ROLE === "web") return services;
  const c = ctx.config;
  const log = ctx.log.child({ area: "delivery" });
  const env = workerEnv(ctx, o);
  const concurrency = o.concurrency ?? c.WORKER_CONCURRENCY;
  const prepareConcurrency =
    o.prepareConcurrency ??
    c.WORKER_PREPARE_CONCURRENCY ??
    Math.min(concurrency, DEFAULT_PREPARE_CONCURRENCY);
  log.info("delivery engine starting", {
    summariser: env.llm
      ? `llm ${env.llm.model} at ${new URL(env.llm.baseURL).host}`
      : "offline (no LLM_BASE_URL)",
    ranking: `${rankingOf(env.embeddings)}${env.llm && env.rerank !== false ? " + LLM rerank" : ""}`,
    sources: c.SOURCES_FILE ?? "built-in catalogue",
    searchFeeds: env.searchFeeds ? new URL(env.searchFeeds).host : "off",
    concurrency,
    prepareConcurrency,
  });
  if (o.scheduler !== false) {
    const tickMs = o.tickMs ?? c.SCHEDULER_TICK_MS;
    let stopped = false;
    let running: Promise<unknown> | null = null;
    let timer: NodeJS.Timeout | null = null;
    const tick = async () => {
      if (stopped) return;
      running = schedulerTick(ctx.db, {
        prepareLeadMs: c.DELIVERY_PREPARE_MINUTES * 60_000,
        graceMs: c.DELIVERY_GRACE_MINUTES * 60_000,
        messageIdDomain: messageIdDomain(c.MAIL_FROM),
        log,
      }).catch((err) => log.warn("scheduler tick failed", { error: (err as Error).message }));
      await running;
      running = null;
      if (!stopped) timer = setTimeout(tick, tickMs);
    };
    // briefings that never got a next slot (created before the engine ran, or edited while it was down)
    await sweepUnscheduled(ctx).catch((err) =>
      log.warn("delivery: start-up sweep failed", { error: (err as Error).message }),
    );
    void tick();
    services.push({
      name: "delivery-scheduler",
      stop: async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        if (running) await running;
      },
    });
  }
  if (o.workers !== false) {
    const pool = startWorkerPool(env, {
      concurrency,
      prepareConcurrency,
      pollMs: o.pollMs ?? Math.min(1000, c.SCHEDULER_TICK_MS),
      recordDelayMs: o.recordDelayMs,
    });
    services.push({ name: "delivery-workers", stop: () => pool.stop() });
  }
  return services;
}

/** Compute next_send_at for active briefings that have none (bounded; run at start). */
export async function sweepUnscheduled(ctx: AppContext, limit = 5000): Promise<number> {
  const rows = await ctx.db
    .select({ id: briefings.id })
    .from(briefings)
    .where(and(eq(briefings.active, true), isNull(briefings.nextSendAt)))
    .limit(limit);
  let scheduled = 0;
  for (const r of rows) if (await recomputeNextSend(ctx, r.id)) scheduled++;
  if (scheduled) ctx.log.info("delivery: scheduled briefings that had no next slot", { scheduled });
  return scheduled;
}

/** After a briefing is created, edited, paused, resumed or its billing changed. */
export async function recomputeNextSend(ctx: AppContext, briefingId: string): Promise<Date | null> {
  return recomputeBriefing(ctx.db, {
    briefingId,
    prepareLeadMs: ctx.config.DELIVERY_PREPARE_MINUTES * 60_000,
  });
}

/**
 * The latest outcome and the latest email of each briefing (/manage, the dashboard); the caller has
 * already checked ownership.
 */
export function latestActivity(ctx: AppContext, briefingIds: string[]) {
  return ledger.latestActivity(ctx.db, briefingIds);
}

/** How curation judges meaning, for the start-up line. */
function rankingOf(e: PipelineEnv["embeddings"]): string {
  if (!e) return "word vectors";
  return e.builtin ? `built-in ${e.model}` : `embeddings ${e.model} at ${new URL(e.baseURL).host}`;
}
