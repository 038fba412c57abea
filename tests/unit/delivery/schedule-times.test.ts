/**
 * Several times a day, chosen weekdays, pause until a date and a skipped send (decisions 090, 091):
 * properties over many zones, DST gaps and overlaps included. Every clock here is injected.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAYS_OF_WEEK, type DayOfWeek } from "../../../common/briefings";
import { specOf } from "../../../server/delivery/briefing-spec";
import { isHeld, nextSendAfter, resumeAt, upcomingSends } from "../../../server/delivery/next-send";
import {
  nextSlot,
  nextSlots,
  planDue,
  previousSlot,
  type ScheduleSpec,
  wallTime,
  zonedInstant,
} from "../../../server/delivery/schedule";

const iso = (d: Date | number) => new Date(d).toISOString();
const HOUR = 3_600_000;
const DAY = 86_400_000;

const ZONES = [
  "UTC",
  "America/New_York",
  "America/Los_Angeles",
  "America/Santiago",
  "America/Havana",
  "America/St_Johns",
  "America/Asuncion",
  "Europe/London",
  "Europe/Berlin",
  "Africa/Cairo",
  "Asia/Tehran",
  "Asia/Beirut",
  "Asia/Kathmandu",
  "Asia/Tokyo",
  "Australia/Lord_Howe",
  "Pacific/Auckland",
  "Pacific/Chatham",
  "Pacific/Apia",
  "Pacific/Kiritimati",
  "Antarctica/Troll",
];

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

const specArb = fc
  .record({
    frequency: fc.constantFrom("daily" as const, "once-week" as const),
    // up to four different times; minutes near DST transitions (00:00-03:59) are weighted in
    minutes: fc.uniqueArray(fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 239 })), {
      minLength: 1,
      maxLength: 4,
    }),
    days: fc.uniqueArray(fc.constantFrom(...DAYS_OF_WEEK), { minLength: 0, maxLength: 7 }),
    timezone: fc.constantFrom(...ZONES),
  })
  .map(
    (r): ScheduleSpec => ({
      frequency: r.frequency,
      times: r.minutes.map(hhmm),
      dayOfWeek: r.frequency === "once-week" ? (r.days[0] ?? "monday") : null,
      days: r.days.length ? r.days : null,
      timezone: r.timezone,
    }),
  );

const instantArb = fc.oneof(
  fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) }),
  fc
    .constantFrom(
      Date.UTC(2026, 2, 8, 6),
      Date.UTC(2026, 10, 1, 5),
      Date.UTC(2026, 2, 29, 0),
      Date.UTC(2026, 9, 25, 0),
      Date.UTC(2026, 3, 5, 15),
      Date.UTC(2026, 8, 27, 13),
      Date.UTC(2026, 9, 4, 15),
    )
    .chain((b) => fc.integer({ min: b - 2 * DAY, max: b + 2 * DAY })),
);

const daysOf = (spec: ScheduleSpec): DayOfWeek[] =>
  spec.days?.length ? [...spec.days] : spec.frequency === "once-week" ? [spec.dayOfWeek!] : [...DAYS_OF_WEEK];

/** The local weekday of the calendar date an instant falls on in `tz`. */
const localDay = (t: number, tz: string): DayOfWeek => {
  const w = wallTime(t, tz);
  return DAYS_OF_WEEK[(new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7]!;
};

/** Every slot of the spec in (from, to], by brute force: each local date, each time. */
function bruteSlots(spec: ScheduleSpec, from: number, to: number): number[] {
  const out = new Set<number>();
  const w = wallTime(from, spec.timezone);
  const base = Date.UTC(w.year, w.month - 1, w.day);
  for (let i = -2; i <= Math.ceil((to - from) / DAY) + 2; i++) {
    const d = new Date(base + i * DAY);
    const day = DAYS_OF_WEEK[(d.getUTCDay() + 6) % 7]!;
    if (!daysOf(spec).includes(day)) continue;
    for (const time of spec.times ?? []) {
      const [h, m] = time.split(":").map(Number) as [number, number];
      const s = zonedInstant(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), h, m, spec.timezone);
      if (s > from && s <= to) out.add(s);
    }
  }
  return [...out].sort((a, b) => a - b);
}

describe("several times a day", () => {
  it("each time is its own slot, in the day's order, whatever order they were given in", () => {
    const spec: ScheduleSpec = { frequency: "daily", times: ["18:30", "07:00"], timezone: "Europe/Berlin" };
    const slots = nextSlots(spec, new Date("2026-06-01T00:00:00Z"), 4).map(iso);
    expect(slots).toEqual([
      "2026-06-01T05:00:00.000Z",
      "2026-06-01T16:30:00.000Z",
      "2026-06-02T05:00:00.000Z",
      "2026-06-02T16:30:00.000Z",
    ]);
    expect(iso(previousSlot(spec, new Date("2026-06-01T16:29:00Z")))).toBe("2026-06-01T05:00:00.000Z");
  });
  it("two times inside one DST gap are one slot (the jump), not two", () => {
    const spec: ScheduleSpec = {
      frequency: "daily",
      times: ["02:15", "02:45"],
      timezone: "America/New_York",
    };
    const s = nextSlots(spec, new Date("2026-03-08T00:00:00Z"), 3).map(iso);
    expect(s).toEqual(["2026-03-08T07:00:00.000Z", "2026-03-09T06:15:00.000Z", "2026-03-09T06:45:00.000Z"]);
  });
  it("in the fall-back overlap each time sends once, at its first occurrence", () => {
    const spec: ScheduleSpec = {
      frequency: "daily",
      times: ["01:10", "01:50"],
      timezone: "America/New_York",
    };
    const s = nextSlots(spec, new Date("2026-11-01T00:00:00Z"), 3).map(iso);
    expect(s).toEqual(["2026-11-01T05:10:00.000Z", "2026-11-01T05:50:00.000Z", "2026-11-02T06:10:00.000Z"]);
  });
  it("a briefing row lists its times: every one is used (at most four)", () => {
    const spec = specOf({
      frequency: "daily",
      times: ["07:00", "12:00", "18:00", "21:00", "23:00"],
      dayOfWeek: null,
      daysOfWeek: null,
      timezone: "UTC",
    });
    expect(spec?.times).toEqual(["07:00", "12:00", "18:00", "21:00"]);
  });
});

describe("chosen weekdays", () => {
  it("Monday–Friday never sends on a weekend", () => {
    const spec: ScheduleSpec = {
      frequency: "daily",
      times: ["08:00"],
      days: ["monday", "tuesday", "wednesday", "thursday", "friday"],
      timezone: "Asia/Tokyo",
    };
    // Friday 2026-06-05 after the send → Monday 2026-06-08 08:00 JST
    expect(iso(nextSlot(spec, new Date("2026-06-05T00:00:00Z")))).toBe("2026-06-07T23:00:00.000Z");
  });
  it("weekly on two days sends on each", () => {
    const spec: ScheduleSpec = {
      frequency: "once-week",
      times: ["09:00"],
      dayOfWeek: "tuesday",
      days: ["tuesday", "friday"],
      timezone: "UTC",
    };
    expect(nextSlots(spec, new Date("2026-06-01T00:00:00Z"), 3).map(iso)).toEqual([
      "2026-06-02T09:00:00.000Z",
      "2026-06-05T09:00:00.000Z",
      "2026-06-09T09:00:00.000Z",
    ]);
  });
});

describe("properties: several times and chosen weekdays over many zones", () => {
  it("nextSlot is exactly the first slot of a brute-force enumeration, on a chosen day", () => {
    fc.assert(
      fc.property(specArb, instantArb, (spec, t) => {
        const s = nextSlot(spec, new Date(t)).getTime();
        const brute = bruteSlots(spec, t, t + 16 * DAY);
        expect(s).toBe(brute[0]);
        // on a chosen local day, unless a gap moved it past midnight (Apia's missing day)
        const ok =
          daysOf(spec).includes(localDay(s, spec.timezone)) ||
          daysOf(spec).includes(localDay(s - HOUR * 24, spec.timezone));
        expect(ok).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it("walking next() visits every slot once, in order, and previous() agrees", () => {
    fc.assert(
      fc.property(specArb, instantArb, (spec, t) => {
        const walked = nextSlots(spec, new Date(t), 8).map((d) => d.getTime());
        const brute = bruteSlots(spec, t, walked[walked.length - 1]!);
        expect(walked).toEqual(brute);
        for (const s of walked) expect(previousSlot(spec, new Date(s)).getTime()).toBe(s);
      }),
      { numRuns: 400 },
    );
  });

  it("planDue sends at most the latest due slot, within grace, and the next is in the future", () => {
    fc.assert(
      fc.property(
        specArb,
        instantArb,
        fc.integer({ min: 0, max: 3 * DAY }),
        fc.integer({ min: 0, max: 6 * HOUR }),
        (spec, t, downtime, grace) => {
          const nextSendAt = nextSlot(spec, new Date(t));
          const now = new Date(nextSendAt.getTime() + downtime);
          const plan = planDue(spec, nextSendAt, now, grace);
          expect(plan.next.getTime()).toBeGreaterThan(now.getTime());
          if (plan.deliver) {
            expect(now.getTime() - plan.deliver.getTime()).toBeLessThanOrEqual(grace);
            expect(plan.deliver.getTime()).toBe(previousSlot(spec, now).getTime());
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("pause until a date and skip (holds)", () => {
  const spec: ScheduleSpec = { frequency: "daily", times: ["07:00", "19:00"], timezone: "America/New_York" };
  it("a pause until a date resumes at that date's local midnight: its first slot is the first send", () => {
    expect(iso(resumeAt("2026-06-10", "America/New_York"))).toBe("2026-06-10T04:00:00.000Z");
    const s = nextSendAfter(spec, new Date("2026-06-01T12:00:00Z"), {
      pausedUntil: "2026-06-10",
      skipSlotAt: null,
    });
    expect(iso(s)).toBe("2026-06-10T11:00:00.000Z");
  });
  it("a pause ending on a day whose midnight does not exist resumes at the jump (Santiago, 2026-09-06)", () => {
    const r = resumeAt("2026-09-06", "America/Santiago");
    expect(wallTime(r.getTime(), "America/Santiago")).toMatchObject({ day: 6, hour: 1, minute: 0 });
  });
  it("skipping removes exactly that slot; the others stay", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const [a, b, c] = nextSlots(spec, now, 3);
    const s1 = nextSendAfter(spec, now, { pausedUntil: null, skipSlotAt: a! });
    expect(iso(s1)).toBe(iso(b!));
    expect(iso(nextSendAfter(spec, s1, { pausedUntil: null, skipSlotAt: a! }))).toBe(iso(c!));
  });
  it("property: sends under holds are the schedule's slots minus the held ones, nothing else", () => {
    fc.assert(
      fc.property(
        specArb,
        instantArb,
        fc.integer({ min: 0, max: 20 }),
        fc.nat(3),
        (spec, t, pauseDays, skipIdx) => {
          const now = new Date(t);
          const w = wallTime(t + pauseDays * DAY, spec.timezone);
          const pausedUntil =
            pauseDays === 0
              ? null
              : `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
          const plain = nextSlots(spec, now, 12);
          const holds = { pausedUntil, skipSlotAt: plain[skipIdx]! };
          const kept = plain.filter((s) => !isHeld(spec, holds, s));
          const got: Date[] = [];
          let cur = now;
          for (let i = 0; i < 12; i++) {
            cur = nextSendAfter(spec, cur, holds);
            if (cur.getTime() > plain[plain.length - 1]!.getTime()) break;
            got.push(cur);
          }
          expect(got.map(iso)).toEqual(kept.map(iso));
          for (const s of got) {
            if (pausedUntil)
              expect(s.getTime()).toBeGreaterThanOrEqual(resumeAt(pausedUntil, spec.timezone).getTime());
          }
        },
      ),
      { numRuns: 400 },
    );
  });
  it("upcomingSends reads a briefing row", () => {
    const row = {
      frequency: "daily" as const,
      times: ["07:00", "19:00"],
      dayOfWeek: null,
      daysOfWeek: ["monday" as const],
      timezone: "UTC",
      pausedUntil: null,
      skipSlotAt: new Date("2026-06-01T07:00:00Z"),
    };
    expect(upcomingSends(row, new Date("2026-05-31T12:00:00Z"), 3).map(iso)).toEqual([
      "2026-06-01T19:00:00.000Z",
      "2026-06-08T07:00:00.000Z",
      "2026-06-08T19:00:00.000Z",
    ]);
  });
});
