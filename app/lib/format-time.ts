/**
 * Dates and times as the reader reads them: their browser's locale, always on the 24-hour clock (the
 * schedules are written 07:00, 18:30), optionally in a briefing's own time zone.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(opts: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = JSON.stringify([opts, timeZone ?? ""]);
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(undefined, { ...opts, timeZone });
    } catch {
      f = new Intl.DateTimeFormat(undefined, opts); // an unknown zone: the reader's own
    }
    cache.set(key, f);
  }
  return f;
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** "Wed 25 Nov, 07:00" (en-GB) / "Wed, Nov 25, 07:00" (en-US). */
export function formatDateTime(iso: string, timeZone?: string): string {
  return formatter(DATE_TIME, timeZone).format(new Date(iso));
}

/** "25 Nov 2026" (en-GB) / "Nov 25, 2026" (en-US). */
export function formatDate(iso: string, timeZone?: string): string {
  return formatter({ day: "numeric", month: "short", year: "numeric" }, timeZone).format(new Date(iso));
}

/** Whole days from `now` until `iso`, rounded up (a trial ending in 6 days and 2 hours has 7 days left). */
export function daysUntil(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / 86_400_000));
}
