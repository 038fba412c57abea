import { billingState, type BriefingDto } from "../../common/briefings";
import type { BriefingRow } from "../db/schema";
import { isEligible, isPausedAt, upcomingSends } from "../delivery";

/** How many upcoming sends /manage shows. */
const NEXT_SENDS = 3;

/**
 * The API shape of a briefing (spec field names), with its billing state read once. The stored brief
 * (decision 123) is the server's own: the list does not even read it.
 */
export function toBriefingDto(
  b: Omit<BriefingRow, "brief" | "briefSource" | "briefTopicHash">,
  now = new Date(),
): BriefingDto {
  return {
    id: b.id,
    name: b.name,
    email: b.email,
    frequency: b.frequency,
    times: b.times,
    day_of_week: b.dayOfWeek ?? null,
    days_of_week:
      b.frequency === "once-week" && !b.daysOfWeek?.length && b.dayOfWeek
        ? [b.dayOfWeek]
        : (b.daysOfWeek ?? null),
    topic: b.topic,
    timezone: b.timezone,
    active: b.active,
    paused_until: isPausedAt(b.pausedUntil, b.timezone, now) ? b.pausedUntil : null,
    catch_up: isPausedAt(b.pausedUntil, b.timezone, now) && b.pauseCatchUp,
    quiet_days: b.quietDays,
    skipped_send_at:
      b.skipSlotAt && b.skipSlotAt.getTime() > now.getTime() ? b.skipSlotAt.toISOString() : null,
    next_sends: isEligible(b, now) ? upcomingSends(b, now, NEXT_SENDS).map((d) => d.toISOString()) : [],
    status: b.status,
    trial_ends_at: b.trialEndsAt?.toISOString() ?? null,
    paid_until: b.paidUntil?.toISOString() ?? null,
    cancel_at_period_end: b.cancelAtPeriodEnd,
    next_send_at: b.nextSendAt?.toISOString() ?? null,
    last_sent_at: b.lastSentAt?.toISOString() ?? null,
    created_at: b.createdAt.toISOString(),
    billing: billingState(b, now),
    paused_by_system:
      b.pauseReason && !b.active ? { reason: b.pauseReason, detail: b.pauseDetail ?? null } : null,
  };
}

/** Postgres unique_violation, through Drizzle's error wrapper. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}
