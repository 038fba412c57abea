import type { BriefingRow } from "../db/schema";
import { type ScheduleSpec, validateSpec } from "./schedule";

/** The schedule of a briefing row, or null when it has no valid one (no time, bad zone…). */
export function specOf(
  b: Pick<BriefingRow, "frequency" | "times" | "dayOfWeek" | "timezone">,
): ScheduleSpec | null {
  const time = (b.times ?? []).find((t) => t?.trim());
  if (!time) return null;
  const spec: ScheduleSpec = {
    frequency: b.frequency,
    time: time.trim().slice(0, 5),
    dayOfWeek: b.dayOfWeek ?? null,
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
