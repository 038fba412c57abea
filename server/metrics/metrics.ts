/**
 * The process's Prometheus metrics (decision 086), one registry per context (tests run several apps in one
 * process). Areas record through the narrow `Metrics` methods below, never through prom-client itself, so
 * the metric names and label sets live in this file only and stay bounded (routes are patterns, outcomes
 * are fixed words).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export type DeliveryOutcome = "sent" | "skipped" | "failed" | "retry";
export type FeedFetchOutcome = "ok" | "not_modified" | "error";
export type ModelCallKind = "chat" | "embedding";

/** One row per (status, due) of the ledger's waiting rows: what `queueDepth` reads on each scrape. */
export interface QueueDepthRow {
  status: "pending" | "prepared";
  due: boolean;
  count: number;
}

export interface Metrics {
  readonly registry: Registry;
  /** a delivery ended (sent, skipped as nothing new, failed for good) or was put back for a retry */
  delivery(outcome: DeliveryOutcome, kind: "scheduled" | "test" | "now"): void;
  /** a scheduled delivery was sent this many seconds after its slot (negative = early, counted as 0) */
  deliveryLateness(seconds: number): void;
  /** preparing one delivery (gather, curate, summarise, compose) took this long */
  preparation(seconds: number): void;
  feedFetch(outcome: FeedFetchOutcome): void;
  modelCall(kind: ModelCallKind, ok: boolean, tokens?: { prompt?: number; completion?: number }): void;
  httpRequest(method: string, route: string, status: number, seconds: number): void;
}

export interface MetricsSources {
  /** the ledger's waiting rows, read on each scrape (server/delivery/ledger/queue-depth.ts) */
  queueDepth?: () => Promise<QueueDepthRow[]>;
  /** process metrics (CPU, memory, event-loop lag, GC); default true */
  processMetrics?: boolean;
}

export function createMetrics(sources: MetricsSources = {}): Metrics {
  const registry = new Registry();
  if (sources.processMetrics !== false) collectDefaultMetrics({ register: registry });

  const deliveries = new Counter({
    name: "tidings_deliveries_total",
    help: "Deliveries by outcome: sent, skipped (nothing new), failed (for good) and retry (put back after a temporary failure)",
    labelNames: ["outcome", "kind"] as const,
    registers: [registry],
  });
  const lateness = new Histogram({
    name: "tidings_delivery_lateness_seconds",
    help: "Seconds between a scheduled delivery's slot and its email being accepted by the SMTP server",
    buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600, 7200],
    registers: [registry],
  });
  const preparation = new Histogram({
    name: "tidings_delivery_preparation_seconds",
    help: "Seconds spent preparing one delivery (gather, curate, summarise, compose), ahead of its slot",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
    registers: [registry],
  });
  const feedFetches = new Counter({
    name: "tidings_feed_fetches_total",
    help: "Feed fetches by outcome: ok, not_modified (HTTP 304) or error",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const modelCalls = new Counter({
    name: "tidings_model_calls_total",
    help: "Calls to the LLM (chat) and embedding APIs, by outcome",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  const modelTokens = new Counter({
    name: "tidings_model_tokens_total",
    help: "Tokens the LLM and embedding APIs reported, by type (prompt, completion)",
    labelNames: ["kind", "type"] as const,
    registers: [registry],
  });
  const http = new Histogram({
    name: "tidings_http_request_duration_seconds",
    help: "HTTP request durations by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const queueDepth = sources.queueDepth;
  new Gauge({
    name: "tidings_delivery_queue_depth",
    help: "Deliveries waiting in the ledger, by status (pending = to prepare, prepared = to send) and whether they are due now",
    labelNames: ["status", "due"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!queueDepth) return;
      for (const status of ["pending", "prepared"] as const)
        for (const due of ["true", "false"]) this.set({ status, due }, 0);
      for (const r of await queueDepth()) this.set({ status: r.status, due: String(r.due) }, r.count);
    },
  });

  return {
    registry,
    delivery: (outcome, kind) => deliveries.inc({ outcome, kind }),
    deliveryLateness: (s) => lateness.observe(Math.max(0, s)),
    preparation: (s) => preparation.observe(Math.max(0, s)),
    feedFetch: (outcome) => feedFetches.inc({ outcome }),
    modelCall(kind, ok, tokens) {
      modelCalls.inc({ kind, outcome: ok ? "ok" : "error" });
      if (tokens?.prompt) modelTokens.inc({ kind, type: "prompt" }, tokens.prompt);
      if (tokens?.completion) modelTokens.inc({ kind, type: "completion" }, tokens.completion);
    },
    httpRequest: (method, route, status, seconds) =>
      http.observe({ method, route: route || "unmatched", status: String(status) }, seconds),
  };
}
