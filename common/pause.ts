/**
 * "Pause until a date" (decision 091): the shapes and rules shared by the API and /manage. A pause is a
 * local date in the briefing's time zone; the briefing resumes at that date's midnight.
 */
import { z } from "zod";

/** Longest pause, in days (a pause until a date further away is refused). */
export const PAUSE_MAX_DAYS = 366;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Whether "YYYY-MM-DD" names a real calendar date (no 2026-02-30). */
export function isCalendarDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}
/** Today's date in `timeZone`, as YYYY-MM-DD. */
export function localDateIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
/** "Pause until" (decision 091): a date (the briefing resumes at its local midnight), or null to resume now. */
export const pauseSchema = z.object({
  until: z
    .string({ error: "Choose the date the briefing resumes" })
    .trim()
    .refine(isCalendarDate, "Choose a real date (YYYY-MM-DD)")
    .nullable(),
  /** on resume, one "while you were away" email with the best stories of the pause */
  catch_up: z.boolean({ error: "catch_up must be true or false" }).optional(),
});
