import { FREQUENCIES } from "../../../common/briefings";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { user } from "./accounts";
import { briefings } from "./briefings";

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
