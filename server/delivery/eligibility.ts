/**
 * THE rule for "may this briefing send?": the user's switch is on (`active`) and the billing state
 * allows sending at that instant. The billing half is billingState().allowsSending (common/briefings.ts),
 * the same reading /manage shows, so the screen and the engine cannot disagree.
 */
import { billingState } from "../../common/briefings";
import type { BriefingRow } from "../db/schema";

export type { BriefingRow } from "../db/schema";
export type EligibilityFields = Pick<BriefingRow, "active" | "status" | "trialEndsAt" | "paidUntil">;

export function isEligible(b: EligibilityFields, now: Date = new Date()): boolean {
  return b.active && billingState(b, now).allowsSending;
}
