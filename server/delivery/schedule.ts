/**
 * Schedule: when is a briefing's next send instant?
 *
 * Pure functions over IANA time zones using only `Intl` (no tz library: Node 20 ships full ICU, and the
 * only operation we need is "UTC offset of zone Z at instant T", which Intl answers exactly).
 *
 * Rules (docs/decisions/011-schedule-rules.md):
 * - A local time that does not exist (spring-forward gap) sends at the first valid instant after it,
 *   i.e. the instant the clocks jump (02:30 in New York on 2026-03-08 → 03:00 EDT = 07:00Z).
 * - A local time that occurs twice (fall-back overlap) sends once, at the first occurrence.
 * - After downtime, the most recent missed slot is sent once, late, if it was missed by no more than the
 *   grace window; older slots (and a latest slot older than the grace window) are skipped.
 *
 * Frequencies and weekdays are the briefing model's own words (common/briefings.ts).
 */
import {
  type BriefingFrequency,
  DAYS_OF_WEEK,
  type DayOfWeek,
  dayOfWeekOf,
  isValidTimeZone,
} from "../../common/briefings";

export interface ScheduleSpec {
  frequency: BriefingFrequency;
  /** local wall time "HH:MM" (24h): a spec with one time a day (`times` wins when both are given) */
  time?: string;
  /** local wall times "HH:MM" (24h), each its own slot on every day the spec fires (decision 090) */
  times?: readonly string[];
  /** once-week's one day when `days` is not given */
  dayOfWeek?: DayOfWeek | null;
  /** the chosen weekdays; null or empty = every day (daily) or `dayOfWeek` (once-week) */
  days?: readonly DayOfWeek[] | null;
  /** IANA zone, e.g. "Europe/Berlin" */
  timezone: string;
}

/** The local wall times of a spec, in the order given. */
export function specTimes(spec: ScheduleSpec): string[] {
  if (spec.times && spec.times.length > 0) return [...spec.times];
  return spec.time === undefined ? [] : [spec.time];
}

/** The weekdays a spec fires on, or null for every day. */
export function specDays(spec: ScheduleSpec): DayOfWeek[] | null {
  if (spec.days && spec.days.length > 0) return [...spec.days];
  if (spec.frequency === "once-week") return [checkDayOfWeek(spec.dayOfWeek)];
  return null;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      era: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Local wall-clock fields of instant `t` (ms) in `timeZone`. */
export function wallTime(t: number, timeZone: string): WallTime {
  const parts = formatter(timeZone).formatToParts(new Date(t));
  const out: Record<string, number> = {};
  let bc = false;
  for (const p of parts) {
    if (p.type === "era") bc = p.value === "BC" || p.value === "B";
    else if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return {
    year: bc ? 1 - (out.year ?? 0) : (out.year ?? 0),
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

function wallAsUtc(w: WallTime): number {
  const d = new Date(0);
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, 0);
  return d.getTime();
}

/** Offset (ms) of `timeZone` from UTC at instant `t`: local = utc + offset. */
export function offsetAt(t: number, timeZone: string): number {
  const whole = Math.floor(t / 1000) * 1000;
  return wallAsUtc(wallTime(whole, timeZone)) - whole;
}

export function parseHHMM(time: string): { hour: number; minute: number } {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/.exec(time.trim());
  if (!m) throw new Error(`Invalid time "${time}" (expected HH:MM)`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

/** Most local times asked for again and again (the same slots for every list and every tick) remembered. */
const ZONED_MEMO_MAX = 20_000;
const zonedMemo = new Map<string, number>();

/**
 * The instant at which local wall time `y-m-d hh:mm` happens in `timeZone`.
 * Overlap → earliest occurrence. Gap → first instant whose local wall time is ≥ the requested one
 * (the transition instant). A pure function of its arguments (the process's time-zone data does not
 * change while it runs), remembered: working it out takes 8+ Intl formatToParts calls, and a list of
 * briefings asks for a dozen of them per briefing (decision 105).
 */
export function zonedInstant(
  y: number,
  m: number,
  d: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const key = `${timeZone} ${y} ${m} ${d} ${hour} ${minute}`;
  let t = zonedMemo.get(key);
  if (t === undefined) {
    t = computeZonedInstant(y, m, d, hour, minute, timeZone);
    if (zonedMemo.size >= ZONED_MEMO_MAX) zonedMemo.clear();
    zonedMemo.set(key, t);
  }
  return t;
}

function computeZonedInstant(
  y: number,
  m: number,
  d: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const target = wallAsUtc({ year: y, month: m, day: d, hour, minute, second: 0 });
  // Candidate offsets: those in force within ±2 days of the naive guess.
  const offsets = new Set<number>();
  for (const delta of [-2 * DAY, -DAY, -DAY / 2, 0, DAY / 2, DAY, 2 * DAY])
    offsets.add(offsetAt(target + delta, timeZone));
  const valid: number[] = [];
  for (const off of offsets) {
    const t = target - off;
    if (offsetAt(t, timeZone) === off) valid.push(t);
  }
  if (valid.length > 0) return Math.min(...valid);
  // Gap: local wall time jumps over `target`. Binary search for the first minute whose wall ≥ target.
  const offs = [...offsets].sort((a, b) => a - b);
  let lo = Math.floor((target - offs[offs.length - 1]!) / MINUTE); // wall(lo) < target
  let hi = Math.ceil((target - offs[0]!) / MINUTE); // wall(hi) > target
  const wallMs = (minuteIdx: number) => {
    const t = minuteIdx * MINUTE;
    return t + offsetAt(t, timeZone);
  };
  if (wallMs(lo) >= target) return lo * MINUTE;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (wallMs(mid) >= target) hi = mid;
    else lo = mid;
  }
  return hi * MINUTE;
}

function checkDayOfWeek(day: DayOfWeek | null | undefined): DayOfWeek {
  if (!day || !DAYS_OF_WEEK.includes(day)) throw new Error(`Invalid day of week "${day}"`);
  return day;
}

/** Slot instants on local calendar date (y, m, d): none if the spec does not fire that day. */
function slotsOnDate(spec: ScheduleSpec, y: number, m: number, d: number): number[] {
  const days = specDays(spec);
  if (days && !days.includes(dayOfWeekOf(new Date(Date.UTC(y, m - 1, d))))) return [];
  return specTimes(spec).map((time) => {
    const { hour, minute } = parseHHMM(time);
    return zonedInstant(y, m, d, hour, minute, spec.timezone);
  });
}

function localDatesAround(
  t: number,
  timeZone: string,
  from: number,
  to: number,
): Array<[number, number, number]> {
  const w = wallTime(t, timeZone);
  const base = Date.UTC(w.year, w.month - 1, w.day);
  const out: Array<[number, number, number]> = [];
  for (let i = from; i <= to; i++) {
    const d = new Date(base + i * DAY);
    out.push([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]);
  }
  return out;
}

/**
 * First slot strictly after `after`. Several times on one day are several slots; two times that land on
 * the same instant (both inside a DST gap) are one slot. Local dates are walked in order and the first
 * date with a candidate ends the walk: wall time → instant never decreases (a gap maps to the jump, an
 * overlap to its first occurrence), which the brute-force property test checks.
 */
export function nextSlot(spec: ScheduleSpec, after: Date): Date {
  validateSpec(spec);
  const t = after.getTime();
  let best = Number.POSITIVE_INFINITY;
  for (const [y, m, d] of localDatesAround(t, spec.timezone, -1, 15)) {
    for (const s of slotsOnDate(spec, y, m, d)) if (s > t && s < best) best = s;
    if (best !== Number.POSITIVE_INFINITY) break;
  }
  if (best === Number.POSITIVE_INFINITY) throw new Error("No slot found"); // unreachable for valid specs
  return new Date(best);
}

/** Latest slot at or before `atOrBefore`. */
export function previousSlot(spec: ScheduleSpec, atOrBefore: Date): Date {
  validateSpec(spec);
  const t = atOrBefore.getTime();
  let best = Number.NEGATIVE_INFINITY;
  for (const [y, m, d] of localDatesAround(t, spec.timezone, -15, 1).reverse()) {
    for (const s of slotsOnDate(spec, y, m, d)) if (s <= t && s > best) best = s;
    if (best !== Number.NEGATIVE_INFINITY) break;
  }
  if (best === Number.NEGATIVE_INFINITY) throw new Error("No slot found");
  return new Date(best);
}

/** The next `n` slots strictly after `after` (for /manage's "next sends"). */
export function nextSlots(spec: ScheduleSpec, after: Date, n: number): Date[] {
  const out: Date[] = [];
  let cur = after;
  for (let i = 0; i < n; i++) {
    cur = nextSlot(spec, cur);
    out.push(cur);
  }
  return out;
}

export function validateSpec(spec: ScheduleSpec): void {
  const times = specTimes(spec);
  if (times.length === 0) throw new Error("Invalid time: none given");
  for (const t of times) parseHHMM(t);
  if (!isValidTimeZone(spec.timezone)) throw new Error(`Invalid time zone "${spec.timezone}"`);
  if (spec.frequency !== "daily" && spec.frequency !== "once-week")
    throw new Error(`Invalid frequency "${spec.frequency}"`);
  if (spec.days && spec.days.length > 0) for (const d of spec.days) checkDayOfWeek(d);
  else if (spec.frequency === "once-week") checkDayOfWeek(spec.dayOfWeek);
}

export interface DuePlan {
  /** slot to deliver now (possibly late), or null */
  deliver: Date | null;
  /** how many slots between `nextSendAt` and now were skipped (missed beyond grace or superseded) */
  skipped: number;
  /** the briefing's next_send_at after this plan is applied */
  next: Date;
}

/**
 * Given a briefing whose stored next send instant is `nextSendAt` and the current time `now`, decide
 * what to do. Only the most recent due slot can be sent, and only if `now - slot <= graceMs`.
 */
export function planDue(spec: ScheduleSpec, nextSendAt: Date, now: Date, graceMs: number): DuePlan {
  if (nextSendAt.getTime() > now.getTime()) return { deliver: null, skipped: 0, next: nextSendAt };
  const latest = previousSlot(spec, now);
  const next = nextSlot(spec, now);
  // Count slots in [nextSendAt, latest] (bounded walk; downtime of years is capped).
  let count = 0;
  let cursor = new Date(nextSendAt.getTime() - 1);
  while (count < 1000) {
    const s = nextSlot(spec, cursor);
    if (s.getTime() > latest.getTime()) break;
    count++;
    cursor = s;
  }
  // the stored instant is authoritative when no later real slot is due (e.g. it was set by hand or the
  // spec changed without a recompute): it is the one slot that may be sent
  const due = latest.getTime() >= nextSendAt.getTime() ? latest : nextSendAt;
  if (due === nextSendAt) count = 1;
  const withinGrace = now.getTime() - due.getTime() <= graceMs;
  return withinGrace
    ? { deliver: due, skipped: Math.max(0, count - 1), next }
    : { deliver: null, skipped: count, next };
}
