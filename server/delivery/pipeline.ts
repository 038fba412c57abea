/**
 * The pipeline for one delivery: gather → curate → summarise → compose (prepare, ahead of the slot),
 * then send → record (at the slot). The ledger's bookkeeping is ./ledger, the worker's ./worker; this module
 * does the work.
 */
import { and, eq } from "drizzle-orm";
import MailComposer from "nodemailer/lib/mail-composer";
import { z } from "zod";
import type { Db } from "../db/client";
import type { Metrics } from "../metrics/metrics";
import { articleSummaries } from "../db/schema";
import { lookbackMs, periodMs, specOf } from "./briefing-spec";
import { catchUpSince } from "./next-send";
import { mimeHeaders } from "../mail/headers";
import { composeBriefingEmail } from "./compose";
import { type Brief, parseBrief, routeFeeds, type StorySignature } from "../curation";
import { feedbackForCuration } from "../feedback";
import {
  mailDomain,
  quietReason,
  sourceLabel,
  storyActions,
  titleOf,
  whyPicked,
  withoutLead,
} from "./email-lines";
import { curateBriefing } from "./curate-briefing";
import type { EmbeddingsConfig } from "./embed-texts";
import { embedFeedItems } from "./embed-feed-items";
import type { BriefingRow } from "./eligibility";
import { loadCandidates, refreshFeeds } from "./feed-cache";
import { sentItemKeys } from "./ledger/reads";
import { rememberedStories } from "./ledger/story-memory";
import { manageUrl, unsubscribeTokenFor, unsubscribeUrl, viewUrl } from "./links";
import type { Allowlist } from "./safe-fetch";
import { searchFeedsFor } from "./search-feeds";
import { currentBrief } from "./stored-brief";
import type { Catalogue } from "./sources";
import { type Concept, type LlmConfig, type SummaryCache, summariseItems } from "./summarise";
import { stem, words } from "./text";

export interface PipelineEnv {
  db: Db;
  appUrl: string;
  /** MAIL_FROM: the message is composed (MIME) ahead of the slot */
  mailFrom: string;
  secret: string;
  catalogue: Catalogue;
  /** SEARCH_FEEDS_URL (or Google News) when SEARCH_FEEDS is on, null when off (decision 101) */
  searchFeeds: string | null;
  allowlist: Allowlist;
  llm: LlmConfig | null;
  /** with `llm`: how long deriving a briefing's brief may wait for the model (decision 123) */
  briefTimeoutMs?: number;
  /** with `llm`: rerank each briefing's shortlist in one call (decision 082); default true */
  rerank?: boolean;
  /** the built-in encoder or EMBEDDINGS_BASE_URL: items embedded when gathered, interests when curated (081, 122) */
  embeddings?: EmbeddingsConfig | null;
  refreshMs: number;
  fetchTimeoutMs?: number;
  /** /metrics (decision 086); absent in benches */
  metrics?: Metrics;
  log: {
    info(m: string, f?: Record<string, unknown>): void;
    warn(m: string, f?: Record<string, unknown>): void;
    debug(m: string, f?: Record<string, unknown>): void;
  };
}

/** What preparation decided, as stored in `deliveries.content` (the email itself is stored apart: decision 048). */
export const preparedMetaSchema = z.object({
  headers: z.record(z.string(), z.string()),
  /** why each item was chosen (for a preview) */
  picks: z.array(
    z.object({
      title: z.string(),
      url: z.string().nullable(),
      sourceName: z.string(),
      reasons: z.array(z.string()),
    }),
  ),
  coverage: z.object({ checked: z.number(), failed: z.number(), merged: z.number() }),
  summariser: z.string(),
  /** nothing new matched: why, in numbers (/manage shows it for the day it was skipped or noted) */
  quiet: z.string().nullable().optional(),
});
export type PreparedMeta = z.infer<typeof preparedMetaSchema>;

/** A prepared delivery: the email (subject, HTML, text, and the whole MIME message), and what was decided. */
export const preparedSchema = preparedMetaSchema.extend({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  itemKeys: z.array(z.string()),
  /** what the story memory keeps of each story sent (decision 098); empty for a test email */
  stories: z.array(z.custom<StorySignature>()).optional(),
  nothingNew: z.boolean(),
  /** the whole MIME message, composed at prepare time, and the recipient it was composed for */
  raw: z.string(),
  to: z.string(),
});
export type Prepared = z.infer<typeof preparedSchema>;

const MAX_FEEDS_PER_BRIEFING = 16;

/** Every source of a preparation failed (or was still being fetched elsewhere): none answered. */
export function noSourceAnswered(coverage: { checked: number; failed: number }): boolean {
  return coverage.checked > 0 && coverage.failed === coverage.checked;
}

export function dbSummaryCache(db: Db): SummaryCache {
  return {
    async get(hash, model) {
      const [r] = await db
        .select({ s: articleSummaries.summary })
        .from(articleSummaries)
        .where(and(eq(articleSummaries.articleHash, hash), eq(articleSummaries.model, model)));
      return r?.s ?? null;
    },
    async set(hash, model, summary) {
      await db.insert(articleSummaries).values({ articleHash: hash, model, summary }).onConflictDoNothing();
    },
  };
}

/**
 * Feed URLs a briefing draws from: the catalogue subjects of its brief, the sources it names, and a search
 * feed for each interest the catalogue does not serve in its language (unless search feeds are off).
 */
export function feedsFor(topic: string, catalogue: Catalogue, searchTemplate: string | null = null) {
  const brief = parseBrief(topic);
  return { brief, ...routedFeeds(brief, catalogue, searchTemplate) };
}

/** The feeds of a parsed brief (a send and the plan shown while typing route alike). */
export function routedFeeds(brief: Brief, catalogue: Catalogue, searchTemplate: string | null = null) {
  const routed = routeFeeds(brief, catalogue, MAX_FEEDS_PER_BRIEFING);
  const search = searchTemplate
    ? searchFeedsFor(brief, routed.unserved, routed.region, searchTemplate).filter(
        (u) => !routed.urls.includes(u),
      )
    : [];
  return {
    urls: [...routed.urls, ...search],
    named: routed.named,
    search,
    interestFeeds: routed.byInterest,
  };
}

/** The brief's interests as the summariser's topic concepts (stem sequences of each phrase). */
function conceptsOf(brief: Brief): Concept[] {
  return brief.interests.map((i) => ({
    label: i.phrase,
    alternatives: [words(i.phrase).map(stem).join(" ")],
  }));
}

export interface PrepareInput {
  deliveryId: string;
  messageId: string;
  /** null for a preview: nothing is kept, so the email has no "View in browser" link */
  historyId: string | null;
  slotAt: Date;
  /**
   * scheduled, a test email, a real edition sent now ("Send now": counts like a scheduled one), or a
   * preview: the edition as it would go now, composed and never sent or recorded (decision 094)
   */
  kind: "scheduled" | "test" | "now" | "preview";
  briefing: BriefingRow;
  now?: Date;
}

/** gather → curate → summarise → compose. Never sends. */
export async function prepare(env: PipelineEnv, input: PrepareInput): Promise<Prepared> {
  const b = input.briefing;
  const now = input.now ?? new Date();
  const spec = specOf(b);
  const period = spec ? periodMs(spec) : 86_400_000;
  // the brief stored with the briefing when it is the current description's (decision 123)
  const brief = await currentBrief(
    {
      db: env.db,
      llm: env.llm ? { ...env.llm, timeoutMs: env.briefTimeoutMs } : null,
      log: env.log,
      onCall: env.metrics ? (ok, tokens) => env.metrics?.modelCall("chat", ok, tokens) : undefined,
    },
    b,
  );
  const { urls, named, interestFeeds } = routedFeeds(brief, env.catalogue, env.searchFeeds);
  const statuses = await refreshFeeds(env.db, urls, {
    allowlist: env.allowlist,
    refreshMs: env.refreshMs,
    timeoutMs: env.fetchTimeoutMs,
    log: env.log,
    onFetch: env.metrics ? (outcome) => env.metrics?.feedFetch(outcome) : undefined,
    afterFetch: env.embeddings
      ? (feedId) =>
          embedFeedItems(env.db, feedId, env.embeddings!, env.log, (ok) =>
            env.metrics?.modelCall("embedding", ok),
          ).catch((err) =>
            // storing them failed: the items stay without, and the briefing ranks them on the word vectors
            env.log.warn("storing embeddings failed", { error: (err as Error).name }),
          )
      : undefined,
  });
  // window: since the last send (at most a period and a day back); a test email looks back one period
  const windowStart = new Date(input.slotAt.getTime() - lookbackMs(period));
  let since =
    input.kind === "test"
      ? new Date(now.getTime() - period)
      : b.lastSentAt && b.lastSentAt.getTime() - 3_600_000 > windowStart.getTime()
        ? new Date(b.lastSentAt.getTime() - 3_600_000) // overlap: items gathered after the last prepare; repeats are filtered anyway
        : windowStart;
  // the first edition after a pause the person asked to catch up on: the best of the whole pause
  const away = input.kind === "scheduled" ? catchUpSince(b, input.slotAt) : null;
  if (away) since = away;
  const sent = input.kind !== "test" ? await sentItemKeys(env.db, b.id) : new Set<string>();
  // a test email shows what the briefing would send, as an edition would (the memory included), but is
  // not remembered itself
  const memory = await rememberedStories(env.db, b.id);
  const candidates = await loadCandidates(env.db, urls, since, named, env.embeddings?.model);
  // what the reader said from inside earlier emails: muted sources, more / less like a story (decision 096)
  const feedback = await feedbackForCuration(env.db, b.id);
  const curated = await curateBriefing(
    {
      embeddings: env.embeddings,
      llm: env.llm,
      rerank: env.rerank,
      log: env.log,
      onCall: (kind, ok, tokens) => env.metrics?.modelCall(kind, ok, tokens),
    },
    brief,
    candidates,
    {
      now: new Date(Math.max(now.getTime(), input.slotAt.getTime())),
      since,
      frequency: away || period > 86_400_000 ? "once-week" : "daily",
      alreadySent: sent,
      feedback,
      interestFeeds,
      memory,
    },
  );
  const { summaries, intro, stats } = await summariseItems(
    curated.items.map((i) => ({
      title: i.title,
      summary: i.summary,
      content: i.content,
      url: i.url,
      sourceName: i.sourceName,
    })),
    {
      concepts: conceptsOf(brief),
      topic: b.topic,
      briefingName: b.name,
      language: brief.language,
      llm: env.llm,
      cache: dbSummaryCache(env.db),
      onCall: env.metrics ? (ok, tokens) => env.metrics?.modelCall("chat", ok, tokens) : undefined,
      log: env.log,
    },
  );
  const token = await unsubscribeTokenFor(env.db, b.id);
  const coverage = {
    checked: statuses.length,
    failed: statuses.filter((s) => !s.ok).length,
    merged: curated.merged,
  };
  const nothingNew = curated.items.length === 0;
  const quiet = nothingNew ? quietReason(curated, coverage) : null;
  const email = await composeBriefingEmail({
    appUrl: env.appUrl,
    briefingName: b.name,
    timezone: b.timezone,
    slot: input.slotAt,
    intro,
    items: curated.items.map((i, n) => ({
      title: titleOf(i),
      url: i.url,
      sourceName: i.sourceName,
      summary: withoutLead(summaries[n] ?? "", i.update?.whatsNew),
      alsoIn: i.alsoIn,
      publishedAt: i.publishedAt,
      interest: i.interest,
      reason: whyPicked(i),
      // "More like this" / "Less like this" / "Mute this source": signed, no login needed (decision 096)
      actions: storyActions(env, b.id, i),
      whatsNew: i.update?.whatsNew,
    })),
    coverage,
    leftOut: {
      excludedBy: curated.excludedBy,
      // by item key, and by content: the same event reported again, not developed (decision 098)
      alreadySent: curated.repeats + curated.storiesAlreadySent,
      unreachable: statuses.filter((s) => !s.ok).map(sourceLabel),
    },
    summariser:
      stats.mode === "llm" && env.llm
        ? { mode: stats.fallbacks > 0 ? "mixed" : "llm", model: env.llm.model }
        : { mode: "offline" },
    manageUrl: manageUrl(env.appUrl),
    viewUrl: input.historyId ? viewUrl(env.appUrl, env.secret, input.historyId) : null,
    unsubscribeUrl: unsubscribeUrl(env.appUrl, token),
    list: { briefingId: b.id, domain: mailDomain(env.mailFrom) },
    isTest: input.kind === "test",
    awayNote: !!away,
    emptyNote: nothingNew
      ? noSourceAnswered(coverage)
        ? "None of this briefing's sources could be reached just now, so there is nothing to show."
        : `Nothing new matched this briefing's description since its last email (${quiet}).`
      : undefined,
  });
  env.log.debug("delivery prepared", {
    deliveryId: input.deliveryId,
    items: curated.items.length,
    candidates: candidates.length,
    storiesAlreadySent: curated.storiesAlreadySent,
    summariser: stats.mode,
    ranking: curated.ranking,
  });
  // the MIME message itself, built now so that at the slot only the SMTP transfer remains
  const raw = await new MailComposer({
    from: env.mailFrom,
    to: b.email,
    subject: email.subject,
    html: email.html,
    text: email.text,
    headers: mimeHeaders(email.headers),
    messageId: input.messageId,
    date: new Date(Math.max(input.slotAt.getTime(), now.getTime())),
  })
    .compile()
    .build();
  return {
    ...email,
    raw: raw.toString("utf8"),
    to: b.email,
    itemKeys: curated.items.flatMap((i) => i.keys),
    // "nothing new" is what makes a scheduled edition skip: a briefing set to send a note on quiet days
    // sends the email saying so instead (decision 094)
    nothingNew: nothingNew && b.quietDays !== "note",
    quiet,
    stories: input.kind === "test" ? [] : curated.items.map((i) => i.signature),
    picks: curated.items.map((i) => ({
      title: titleOf(i),
      url: i.url,
      sourceName: i.sourceName,
      reasons: i.reasons,
    })),
    coverage,
    summariser: stats.mode === "llm" ? `llm:${env.llm?.model}` : "offline",
  };
}
