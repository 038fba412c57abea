import { billingState, type BriefingDto } from "../../common/briefings";
import type { BriefingRow } from "../db/schema";

/** The API shape of a briefing (spec field names), with its billing state read once. */
export function toBriefingDto(b: BriefingRow, now = new Date()): BriefingDto {
  return {
    id: b.id,
    name: b.name,
    email: b.email,
    frequency: b.frequency,
    times: b.times,
    day_of_week: b.dayOfWeek ?? null,
    topic: b.topic,
    timezone: b.timezone,
    active: b.active,
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
