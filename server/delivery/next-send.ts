/**
 * When a briefing really sends next: its schedule's slots, minus what the person put on hold — a pause
 * until a local date (nothing before that date's midnight in the briefing's zone) and one skipped slot
 * (decision 091). Pure: the scheduler, recomputeNextSend and /manage's "next sends" all read it.
 */
import type { BriefingRow } from "../db/schema";
import { specOf } from "./briefing-spec";
import { nextSlot, type ScheduleSpec, zonedInstant } from "./schedule";

export interface Holds {
  /** YYYY-MM-DD, a local date in the schedule's zone */
  pausedUntil: string | null;
  skipSlotAt: Date | null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a pause until `date` ends: local midnight of that date (a DST gap at midnight → the jump). */
export function resumeAt(date: string, timeZone: string): Date {
  const m = DATE.exec(date);
  if (!m) throw new Error(`Invalid date "${date}"`);
  return new Date(zonedInstant(Number(m[1]), Number(m[2]), Number(m[3]), 0, 0, timeZone));
}

/** Whether the pause is still running at `now`. */
export function isPausedAt(pausedUntil: string | null, timeZone: string, now: Date): boolean {
  return !!pausedUntil && resumeAt(pausedUntil, timeZone).getTime() > now.getTime();
}

/** Whether `slot` is one the person has put on hold (inside the pause, or the skipped one). */
export function isHeld(spec: ScheduleSpec, holds: Holds, slot: Date): boolean {
  if (holds.skipSlotAt && holds.skipSlotAt.getTime() === slot.getTime()) return true;
  return !!holds.pausedUntil && resumeAt(holds.pausedUntil, spec.timezone).getTime() > slot.getTime();
}

/** The first slot strictly after `after` that is not on hold. */
export function nextSendAfter(spec: ScheduleSpec, after: Date, holds: Holds): Date {
  let from = after;
  if (holds.pausedUntil) {
    const r = resumeAt(holds.pausedUntil, spec.timezone);
    if (r.getTime() > from.getTime()) from = new Date(r.getTime() - 1);
  }
  let s = nextSlot(spec, from);
  if (holds.skipSlotAt && s.getTime() === holds.skipSlotAt.getTime()) s = nextSlot(spec, s);
  return s;
}

/** The next `n` sends after `now`, holds applied (empty when the briefing has no valid schedule). */
export function upcomingSends(
  b: Pick<
    BriefingRow,
    "frequency" | "times" | "dayOfWeek" | "daysOfWeek" | "timezone" | "pausedUntil" | "skipSlotAt"
  >,
  now: Date,
  n: number,
  o: { ignoreSkip?: boolean } = {},
): Date[] {
  const spec = specOf(b);
  if (!spec) return [];
  const holds: Holds = { pausedUntil: b.pausedUntil, skipSlotAt: o.ignoreSkip ? null : b.skipSlotAt };
  const out: Date[] = [];
  let cur = now;
  for (let i = 0; i < n; i++) {
    cur = nextSendAfter(spec, cur, holds);
    out.push(cur);
  }
  return out;
}
