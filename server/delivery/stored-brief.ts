/**
 * The brief stored with a briefing (decision 123): written with the description in the same statement
 * (create, edit), read by a preparation and the plan only while it was derived from the current description
 * (`brief_topic_hash`), so a stale brief is never used. A row without one (written before migration 0014),
 * with a stale one, or with the parser's (a newer parser, or a model that was down at the save, reads it
 * better) is derived again when it is prepared, and the result stored when it differs and the description
 * has not changed meanwhile.
 */
import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { type Brief, briefSchema } from "../curation";
import type { Db } from "../db/client";
import { type BriefingRow, briefings } from "../db/schema";
import { type DerivedBrief, deriveBrief } from "./derive-brief";
import type { LlmConfig } from "./summarise";

export const briefTopicHash = (topic: string) => createHash("sha256").update(topic).digest("hex");

type StoredFields = Pick<BriefingRow, "topic" | "brief" | "briefSource" | "briefTopicHash">;

/** The stored brief when it was derived from this description (and still reads as a brief), else null. */
export function storedBrief(row: StoredFields, description = row.topic): DerivedBrief | null {
  if (!row.brief || row.briefTopicHash !== briefTopicHash(description)) return null;
  const parsed = briefSchema.safeParse(row.brief);
  return parsed.success ? { brief: parsed.data, source: row.briefSource ?? "offline" } : null;
}

/** The columns that store a derived brief with the description it came from. */
export function briefColumns(topic: string, d: DerivedBrief) {
  return { brief: d.brief, briefSource: d.source, briefTopicHash: briefTopicHash(topic) };
}

/** The LLM settings for deriving a brief, or null without LLM_BASE_URL. */
export function briefLlm(config: AppContext["config"]): (LlmConfig & { timeoutMs: number }) | null {
  return config.LLM_BASE_URL
    ? {
        baseURL: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
        timeoutMs: config.LLM_BRIEF_TIMEOUT_MS,
      }
    : null;
}

/** The brief columns to write with a new or changed description (the request waits at most the LLM timeout). */
export async function briefToStore(ctx: AppContext, topic: string) {
  const derived = await deriveBrief(briefLlm(ctx.config), topic, {
    log: ctx.log,
    onCall: (ok, tokens) => ctx.metrics.modelCall("chat", ok, tokens),
  });
  return briefColumns(topic, derived);
}

/** The brief a preparation curates by: the stored one when current, else derived now (and stored). */
export async function currentBrief(
  env: {
    db: Db;
    llm: (LlmConfig & { timeoutMs?: number }) | null;
    log?: { warn(msg: string, f?: Record<string, unknown>): void };
    onCall?: (ok: boolean, tokens?: { prompt?: number; completion?: number }) => void;
  },
  b: BriefingRow,
): Promise<Brief> {
  const stored = storedBrief(b);
  if (stored && stored.source !== "offline") return stored.brief;
  // the parser's brief is read again (a fraction of a millisecond): a newer parser reads the description
  // better, and with a model configured the model's may now be had (it may have been down at the save)
  const derived = await deriveBrief(env.llm, b.topic, { log: env.log, onCall: env.onCall });
  if (stored && derived.source === "offline" && isDeepStrictEqual(stored.brief, derived.brief))
    return stored.brief;
  // only over the description it was derived from: an edit meanwhile wrote its own
  await env.db
    .update(briefings)
    // the person changed nothing: updated_at stays theirs
    .set({ ...briefColumns(b.topic, derived), updatedAt: sql`${briefings.updatedAt}` })
    .where(and(eq(briefings.id, b.id), eq(briefings.topic, b.topic)));
  return derived.brief;
}
