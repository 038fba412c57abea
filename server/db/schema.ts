import { sql } from "drizzle-orm";
import { BRIEFING_STATUSES, DAYS_OF_WEEK, FREQUENCIES, QUIET_DAYS } from "../../common/briefings";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The one Drizzle schema. Sections: accounts (better-auth tables + admin plugin fields),
 * briefings, delivery, billing. Migrations are generated from this file into ./migrations
 * (`npm run db:generate -- --name <change>`) and applied at start-up.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ─── accounts (better-auth) ────────────────────────────────────────────────────────────────────

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // admin plugin
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // admin plugin
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * Our own account tokens (decision 022): email verification, password reset, email change.
 * Only the SHA-256 of the token is stored; a token is consumed by one DELETE … RETURNING, so it
 * works once even when used twice at the same moment. Deleting the user deletes its tokens.
 * (better-auth's `verification` table above is kept for better-auth itself.)
 */
export const accountToken = pgTable(
  "account_token",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** "verify-email-used": a consumed verification link, remembered so a second click says "already verified". */
    kind: text("kind", {
      enum: ["verify-email", "verify-email-used", "reset-password", "change-email"],
    }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** For change-email: the new address. */
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("account_token_user_kind_idx").on(t.userId, t.kind)],
);

/**
 * Rate-limit counters (decision 023): one row per (bucket, client address), a fixed window,
 * counted by one atomic upsert so several processes on one PostgreSQL share the limit.
 */
export const authRateLimit = pgTable("auth_rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

/*
 * Contract for every other area: a table holding per-user data must reference the user with
 * `.references(() => user.id, { onDelete: "cascade" })` (or reach it through a table that does),
 * so account deletion (server/accounts/delete-account.ts, one transaction) removes it. Records
 * that must outlive the account (the trial-used marker, keyed by normalised email) must NOT.
 */

// ─── briefings (the spec's "subscription") ────────────────────────────────────────────────────

/**
 * status: trialing | active (paid) | pending_payment | past_due | canceled | free (admin)
 * A briefing sends only when `active` (the user's switch) and its status allows it
 * (see server/delivery for the single eligibility rule).
 */
export const briefings = pgTable(
  "briefings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    frequency: text("frequency", { enum: FREQUENCIES }).notNull(),
    times: text("times").array().notNull().default(sql`'{}'::text[]`),
    dayOfWeek: text("day_of_week", { enum: DAYS_OF_WEEK }),
    /**
     * the chosen weekdays (decision 090): null = every day (daily) or just `day_of_week` (once-week);
     * for once-week `day_of_week` is kept as the first of them, for older readers
     */
    daysOfWeek: text("days_of_week", { enum: DAYS_OF_WEEK }).array(),
    /** paused until this local date (YYYY-MM-DD): nothing is sent before its midnight in `timezone` */
    pausedUntil: date("paused_until", { mode: "string" }),
    /** the one upcoming slot the person chose to skip (undo clears it); stale once it has passed */
    skipSlotAt: timestamp("skip_slot_at", { withTimezone: true }),
    /** on resume from `paused_until`, the first edition gathers the best stories of the pause (decision 091) */
    pauseCatchUp: boolean("pause_catch_up").notNull().default(false),
    /** a day nothing new matches: "skip" it (no email) or send a short "note" saying so (decision 094) */
    quietDays: text("quiet_days", { enum: QUIET_DAYS }).notNull().default("skip"),
    topic: text("topic").notNull(),
    timezone: text("timezone").notNull().default("UTC"),
    active: boolean("active").notNull().default(true),
    status: text("status", { enum: BRIEFING_STATUSES }).notNull().default("pending_payment"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    paidUntil: timestamp("paid_until", { withTimezone: true }),
    /** Billing: the payment provider's subscription paying for this briefing (Stripe sub_…, local_sub_…). */
    billingSubscriptionId: text("billing_subscription_id"),
    /** Billing: the paid period will not renew (cancelled at period end). */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    nextSendAt: timestamp("next_send_at", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /**
     * consecutive sends the recipient's server refused permanently (SMTP 5xx); reset by a sent email.
     * At BOUNCE_PAUSE_AFTER the briefing is switched off with pause_reason 'bounced' (decision 089).
     */
    bounceCount: integer("bounce_count").notNull().default(0),
    /** why the system (not the person) switched the briefing off; cleared when they switch it on */
    pauseReason: text("pause_reason", { enum: ["bounced"] }),
    /** the last refusal, shown on /manage next to the pause */
    pauseDetail: text("pause_detail"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names are unique per user ignoring case (decision 041): /history/{name} finds exactly one.
    uniqueIndex("briefings_user_name_uq").on(t.userId, sql`lower(${t.name})`),
    index("briefings_billing_sub_idx").on(t.billingSubscriptionId),
    index("briefings_user_created_idx").on(t.userId, t.createdAt),
    index("briefings_next_send_idx").on(t.nextSendAt),
  ],
);

/** The one briefing row type (every area reads briefings through it). */
export type BriefingRow = typeof briefings.$inferSelect;

export const emailHistory = pgTable(
  "email_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    briefingId: uuid("briefing_id")
      .notNull()
      .references(() => briefings.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    emailContent: text("email_content").notNull(),
    textContent: text("text_content").notNull().default(""),
    isTest: boolean("is_test").notNull().default(false),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The delivery engine writes a delivery's history row when it prepares the email, hidden, and reveals it
     * in the statement that records the delivery sent (decision 048): every reader shows `hidden = false` only.
     */
    hidden: boolean("hidden").notNull().default(false),
  },
  (t) => [index("email_history_briefing_sent_idx").on(t.briefingId, t.sentAt)],
);

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
    embedding: real("embedding").array(),
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

// ─── billing ───────────────────────────────────────────────────────────────────────────────────

/**
 * One row per free trial ever granted, keyed by the normalised email (common/billing normaliseEmail).
 * Deliberately no foreign key: it survives account deletion so the trial stays once per person.
 */
export const trialClaims = pgTable("trial_claims", {
  emailNormalised: text("email_normalised").primaryKey(),
  userId: text("user_id").notNull(),
  briefingId: uuid("briefing_id"),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A checkout started for a briefing (Stripe Checkout Session or the local checkout page). */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    briefingId: uuid("briefing_id")
      .notNull()
      .references(() => briefings.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: FREQUENCIES }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["open", "complete", "canceled", "expired"] })
      .notNull()
      .default("open"),
    url: text("url").notNull(),
    subscriptionId: text("subscription_id"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("checkout_sessions_briefing_idx").on(t.briefingId),
    index("checkout_sessions_user_idx").on(t.userId),
  ],
);

/** Payment events already applied (webhook dedupe by event id). Holds no personal data. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: ["stripe", "local"] }).notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// ─── operations ────────────────────────────────────────────────────────────────────────────────

/**
 * Every action taken through the operator view (/admin), written in the same transaction as the action
 * (decision 087). actor_id is kept as text without a foreign key: the record outlives the admin's account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    detail: jsonb("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);
