import { sql } from "drizzle-orm";
import { BRIEFING_STATUSES, DAYS_OF_WEEK, FREQUENCIES, QUIET_DAYS } from "../../../common/briefings";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Brief } from "../../../common/curation";
import { createdAt, updatedAt } from "./columns";
import { user } from "./accounts";

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
    /**
     * the structured brief derived from `topic` (decision 123), written with it in the same statement; used
     * only while `brief_topic_hash` is the hash of the current topic, so a stale brief is never read
     */
    brief: jsonb("brief").$type<Brief>(),
    /** who wrote the brief: "offline" (the parser) or the LLM model's name */
    briefSource: text("brief_source"),
    /** sha256 of the topic the brief was derived from */
    briefTopicHash: text("brief_topic_hash"),
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
