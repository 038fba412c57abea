import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { briefings, checkoutSessions, trialClaims, user } from "../db/schema";
import { exportDeliveriesOf, exportHistoryOf } from "../delivery";
import { exportFeedbackOf } from "../feedback";

/**
 * Everything Tidings holds about a person, as one JSON document (decision 088; GDPR art. 15/20): the
 * account, every briefing with its settings, every email sent (HTML and text), the record of every
 * delivery, the feedback given from the emails, checkouts and the free-trial claim. Never another person's rows, never secrets (password
 * hash, session tokens, unsubscribe tokens).
 */
export async function exportAccountData(ctx: AppContext, userId: string) {
  const [u] = await ctx.db.select().from(user).where(eq(user.id, userId));
  const own = await ctx.db
    .select()
    .from(briefings)
    .where(eq(briefings.userId, userId))
    .orderBy(asc(briefings.createdAt));
  const checkouts = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId))
    .orderBy(asc(checkoutSessions.createdAt));
  const trials = await ctx.db.select().from(trialClaims).where(eq(trialClaims.userId, userId));
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  return {
    format: "tidings-export/1",
    exported_at: new Date().toISOString(),
    account: u
      ? {
          id: u.id,
          name: u.name,
          email: u.email,
          email_verified: u.emailVerified,
          role: u.role ?? "user",
          created_at: u.createdAt.toISOString(),
        }
      : null,
    briefings: own.map((b) => ({
      id: b.id,
      name: b.name,
      email: b.email,
      frequency: b.frequency,
      times: b.times,
      day_of_week: b.dayOfWeek,
      days_of_week: b.daysOfWeek,
      paused_until: b.pausedUntil,
      skip_slot_at: iso(b.skipSlotAt),
      topic: b.topic,
      timezone: b.timezone,
      active: b.active,
      status: b.status,
      trial_ends_at: iso(b.trialEndsAt),
      paid_until: iso(b.paidUntil),
      pause_reason: b.pauseReason,
      next_send_at: iso(b.nextSendAt),
      last_sent_at: iso(b.lastSentAt),
      created_at: b.createdAt.toISOString(),
    })),
    history: await exportHistoryOf(ctx.db, userId),
    deliveries: await exportDeliveriesOf(ctx.db, userId),
    feedback: await exportFeedbackOf(
      ctx.db,
      own.map((b) => b.id),
    ),
    billing: {
      checkouts: checkouts.map((c) => ({
        id: c.id,
        provider: c.provider,
        briefing_id: c.briefingId,
        frequency: c.frequency,
        amount_cents: c.amountCents,
        status: c.status,
        created_at: c.createdAt.toISOString(),
        completed_at: iso(c.completedAt),
      })),
      trial_claims: trials.map((t) => ({ briefing_id: t.briefingId, claimed_at: t.claimedAt.toISOString() })),
    },
  };
}
