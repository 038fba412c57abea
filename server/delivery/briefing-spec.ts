import { TIMES_MAX } from "../../common/briefings";
import type { BriefingRow } from "../db/schema";
import { type ScheduleSpec, validateSpec } from "./schedule";

/**
 * The schedule of a briefing row, or null when it has no valid one (no time, bad zone…). Every listed
 * time is a slot (decision 090), at most TIMES_MAX of them (older rows may list more: the first ones count).
 */
export function specOf(
  b: Pick<BriefingRow, "frequency" | "times" | "dayOfWeek" | "timezone"> &
    Partial<Pick<BriefingRow, "daysOfWeek">>,
): ScheduleSpec | null {
  const times = [
    ...new Set((b.times ?? []).map((t) => t?.trim().slice(0, 5)).filter((t): t is string => !!t)),
  ].slice(0, TIMES_MAX);
  if (times.length === 0) return null;
  const spec: ScheduleSpec = {
    frequency: b.frequency,
    times,
    dayOfWeek: b.dayOfWeek ?? null,
    days: b.daysOfWeek && b.daysOfWeek.length > 0 ? b.daysOfWeek : null,
    timezone: b.timezone || "UTC",
  };
  try {
    validateSpec(spec);
    return spec;
  } catch {
    return null;
  }
}

export const periodMs = (spec: ScheduleSpec) => (spec.frequency === "once-week" ? 7 : 1) * 86_400_000;

/**
 * How far back an edition with no recent send looks (a briefing's first, or the first after a gap): its
 * period and a day more. A daily briefing's first email carries the last two days, the age up to which an
 * item is still the day's news; at 1.5 periods (36 hours) it left out stories of the day before yesterday
 * that readers wanted (decision 227). A weekly one's first looks back eight days.
 */
export const lookbackMs = (period: number) => period + 86_400_000;
