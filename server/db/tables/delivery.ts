import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { briefings } from "./briefings";

// ─── delivery ──────────────────────────────────────────────────────────────────────────────────
// Owned by server/delivery (decisions 010-019). The ledger is the source of truth for "sent once".

/**
 * One row per (briefing, slot, kind): the job AND its record. Lifecycle:
 *   pending → (prepare, ahead of the slot: gather+curate+summarise+compose; the MIME message in `raw`, the
 *             history row written hidden) → prepared
 *   prepared → (at the slot: send + record, which reveals the history row) → sent | skipped (nothing new) |
 *             failed (permanent / attempts used up)
 * A worker claims rows with FOR UPDATE SKIP LOCKED and holds a lease (`locked_until`); a crashed worker's lease
 * expires and another worker resumes the row. `send_started_at` marks the one ambiguous window (see decision 012).
 */
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    briefingId: uuid("briefing_id")
      .notNull()
      .references(() => briefings.id, { onDelete: "cascade" }),
    slotAt: timestamp("slot_at", { withTimezone: true }).notNull(),
    kind: text("kind", { enum: ["scheduled", "test", "now"] })
      .notNull()
      .default("scheduled"),
    status: text("status", { enum: ["pending", "prepared", "sent", "skipped", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** not before: the prepare lead time, then the slot, then retry backoff */
    runAfter: timestamp("run_after", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /**
     * what preparation decided, for reading (zod-validated): headers, picks and why, coverage, summariser.
     * The email itself is not here (decision 048): subject/HTML/text are in its hidden email_history row,
     * the composed MIME message in `raw`. (Rows prepared before 0004 had them all in here.)
     */
    content: jsonb("content"),
    /**
     * the whole MIME message composed at prepare time, sent as is at the slot; stored uncompressed and
     * cleared when the delivery ends (migration 0006, decision 052)
     */
    raw: text("raw"),
    /** the address `raw` was composed for; a briefing whose address changed since is composed again */
    recipient: text("recipient"),
    /** preparation found nothing new: a scheduled row is skipped at its slot (decision 013) */
    nothingNew: boolean("nothing_new").notNull().default(false),
    /** keys of every item this delivery sent (never repeated by later deliveries of the briefing) */
    itemKeys: text("item_keys").array().notNull().default(sql`'{}'::text[]`),
    /** Message-ID used for the email: stable across retries of this row */
    messageId: text("message_id").notNull(),
    /** the email_history row id, chosen before sending (the view-in-browser link needs it) */
    historyId: uuid("history_id").notNull().defaultRandom(),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    preparedAt: timestamp("prepared_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("deliveries_briefing_slot_kind_uq").on(t.briefingId, t.slotAt, t.kind),
    // claims read due rows of one status at a time, oldest first (prepared rows ahead of pending ones)
    index("deliveries_claim_idx").on(t.status, t.runAfter).where(sql`status in ('pending', 'prepared')`),
    index("deliveries_briefing_created_idx").on(t.briefingId, t.createdAt),
    // retention (decision 088) deletes settled rows oldest slot first, a small batch at a time
    index("deliveries_settled_slot_idx").on(t.slotAt).where(sql`status in ('sent', 'skipped', 'failed')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * An embedding as its float32 bytes (decision 135): a preparation reads hundreds of them, and as `real[]`
 * each of their numbers went through text both ways (500 items: 70–96 ms against 2–6 ms without them).
 */
const float32Vector = customType<{ data: number[]; driverData: Buffer }>({
  dataType: () => "bytea",
  toDriver: (v) => Buffer.from(Float32Array.from(v).buffer),
  // copied first: the driver's buffer may start at an offset a Float32Array cannot
  fromDriver: (b) => Array.from(new Float32Array(Uint8Array.from(b).buffer)),
});

/**
 * Story memory (decision 098): what a briefing's editions (scheduled and sent now, never test emails) sent,
 * by content, so that the same event reported again under a new URL or by another outlet is not sent again
 * unless it has developed. Written with the delivery's `markPrepared`, read only while that delivery is
 * prepared or sent; the briefing's last 30 editions are kept, older rows deleted on write.
 */
export const briefingStoryMemory = pgTable(
  "briefing_story_memory",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    briefingId: uuid("briefing_id")
      .notNull()
      .references(() => briefings.id, { onDelete: "cascade" }),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => deliveries.id, { onDelete: "cascade" }),
    /** the edition's slot */
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    headline: text("headline").notNull(),
    /** the head's feed: within one source only matching headlines make one event */
    source: text("source").notNull(),
    /** the head's content stems with repeats (term frequency), at most 150 */
    terms: text("terms").array().notNull(),
    /** names and numbers of every report of the story */
    facts: text("facts").array().notNull(),
    /** the head's title vector, int8 × 127 (100 bytes) */
    vector: bytea("vector"),
    itemKeys: text("item_keys").array().notNull(),
  },
  (t) => [
    index("briefing_story_memory_briefing_idx").on(t.briefingId, t.sentAt),
    // a delivery prepared again drops its rows, and retention's deleted deliveries cascade here: both find
    // the rows by delivery, which without this index is a scan of every briefing's memory
    index("briefing_story_memory_delivery_idx").on(t.deliveryId),
  ],
);

/** Feed cache: one row per feed URL, shared by every briefing that uses it. */
export const feeds = pgTable("feeds", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** the URL as configured or named by a user */
  url: text("url").notNull().unique(),
  /** the feed URL actually fetched (differs when discovered from a page's <link rel="alternate">) */
  fetchUrl: text("fetch_url"),
  title: text("title"),
  siteUrl: text("site_url"),
  etag: text("etag"),
  lastModified: text("last_modified"),
  lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
  lastStatus: text("last_status"),
  lastError: text("last_error"),
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  /** lease so each feed is fetched once per refresh window across processes */
  fetchingUntil: timestamp("fetching_until", { withTimezone: true }),
  createdAt: createdAt(),
});

export const feedItems = pgTable(
  "feed_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    feedId: uuid("feed_id")
      .notNull()
      .references(() => feeds.id, { onDelete: "cascade" }),
    guid: text("guid").notNull(),
    url: text("url"),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    content: text("content").notNull().default(""),
    author: text("author"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * the item's embedding from EMBEDDINGS_BASE_URL (decision 081), computed once when gathered and shared by
     * every briefing; tagged with its model, as vectors of two models are not comparable
     */
    embedding: float32Vector("embedding"),
    embeddingModel: text("embedding_model"),
  },
  (t) => [
    uniqueIndex("feed_items_feed_guid_uq").on(t.feedId, t.guid),
    index("feed_items_feed_seen_idx").on(t.feedId, t.firstSeenAt),
    // retention (decision 088): the oldest cached items across all feeds
    index("feed_items_seen_idx").on(t.firstSeenAt),
  ],
);

/** Article summaries by (article hash, model), shared across briefings ("offline" is a model too). */
export const articleSummaries = pgTable(
  "article_summaries",
  {
    articleHash: text("article_hash").notNull(),
    model: text("model").notNull(),
    summary: text("summary").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.articleHash, t.model] }),
    // retention (decision 088)
    index("article_summaries_created_idx").on(t.createdAt),
  ],
);

/** One unsubscribe token per briefing (List-Unsubscribe URL); it can only pause that briefing. */
export const unsubscribeTokens = pgTable("unsubscribe_tokens", {
  token: text("token").primaryKey(),
  briefingId: uuid("briefing_id")
    .notNull()
    .unique()
    .references(() => briefings.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
});

/**
 * What a reader said about a briefing's stories from inside the email (issue #17, decision 096): more or
 * less like a story (target: its headline, ranked against by curation), or mute a source (target: its host).
 * One row per (briefing, kind, target), so a repeated click changes nothing; at most 200 per briefing.
 */
export const briefingFeedback = pgTable(
  "briefing_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    briefingId: uuid("briefing_id")
      .notNull()
      .references(() => briefings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["more", "less", "mute_source"] }).notNull(),
    target: text("target").notNull(),
    label: text("label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("briefing_feedback_target_idx").on(t.briefingId, t.kind, t.target),
    index("briefing_feedback_briefing_created_idx").on(t.briefingId, t.createdAt),
  ],
);
export type BriefingFeedbackRow = typeof briefingFeedback.$inferSelect;
