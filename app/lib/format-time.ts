/**
 * Dates and times as the reader reads them (decision 109): their browser's locale, on that locale's own
 * clock, the one the browser's time input uses too: "07:00" where the day has 24 hours (en-GB, de),
 * "7:00 AM" where it has twice 12 (en-US). Optionally in a briefing's own time zone. `locale` is for
 * tests; the app always leaves it to the browser.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(
  opts: Intl.DateTimeFormatOptions,
  timeZone?: string,
  locale?: string,
): Intl.DateTimeFormat {
  const key = JSON.stringify([opts, timeZone ?? "", locale ?? ""]);
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...opts, timeZone });
    } catch {
      f = new Intl.DateTimeFormat(locale, opts); // an unknown zone: the reader's own
    }
    cache.set(key, f);
  }
  return f;
}

/** Hours and minutes on the locale's clock: 24-hour ones padded ("07:00", as the time input shows them). */
function clock(locale?: string): Intl.DateTimeFormatOptions {
  const cycle = new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle;
  return cycle === "h11" || cycle === "h12"
    ? { hour: "numeric", minute: "2-digit" }
    : { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
}

/** "Wed 25 Nov, 07:00" (en-GB) / "Wed, Nov 25, 7:00 AM" (en-US). */
export function formatDateTime(iso: string, timeZone?: string, locale?: string): string {
  const opts: Intl.DateTimeFormatOptions = {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...clock(locale),
  };
  return formatter(opts, timeZone, locale).format(new Date(iso));
}

/**
 * A schedule's time of day ("07:00", "18:30", as stored and as the time input's value) on the reader's
 * clock: "18:30" (en-GB) / "6:30 PM" (en-US). Anything that is not HH:MM is shown as it is.
 */
export function formatClock(hhmm: string, locale?: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const at = new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])));
  return formatter(clock(locale), "UTC", locale).format(at);
}

/** "25 Nov 2026" (en-GB) / "Nov 25, 2026" (en-US). */
export function formatDate(iso: string, timeZone?: string, locale?: string): string {
  return formatter({ day: "numeric", month: "short", year: "numeric" }, timeZone, locale).format(
    new Date(iso),
  );
}

/** Whole days from `now` until `iso`, rounded up (a trial ending in 6 days and 2 hours has 7 days left). */
export function daysUntil(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / 86_400_000));
}
