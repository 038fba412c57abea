/**
 * THE rule for "may this briefing send?" (one place, so billing can change it). A briefing sends when
 * the user's switch is on (`active`) and its billing status allows it at that instant:
 *   free (admin)            always
 *   trialing                until trial_ends_at
 *   active (paid)           until paid_until (or open-ended when paid_until is null)
 *   past_due, canceled      until paid_until (the paid period runs out; cancellation takes effect at its end)
 *   pending_payment         never
 */
import type { briefings } from "../db/schema";

export type BriefingRow = typeof briefings.$inferSelect;
export type EligibilityFields = Pick<BriefingRow, "active" | "status" | "trialEndsAt" | "paidUntil">;

export function isEligible(b: EligibilityFields, now: Date = new Date()): boolean {
  if (!b.active) return false;
  const t = now.getTime();
  switch (b.status) {
    case "free":
      return true;
    case "trialing":
      return !!b.trialEndsAt && b.trialEndsAt.getTime() > t;
    case "active":
      return !b.paidUntil || b.paidUntil.getTime() > t;
    case "past_due":
    case "canceled":
      return !!b.paidUntil && b.paidUntil.getTime() > t;
    default:
      return false;
  }
}
