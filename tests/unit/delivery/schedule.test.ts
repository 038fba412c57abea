import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  nextSlot,
  offsetAt,
  planDue,
  previousSlot,
  type ScheduleSpec,
  wallTime,
  zonedInstant,
} from "../../../server/delivery/schedule";
import { DAYS_OF_WEEK } from "../../../common/briefings";

const iso = (d: Date | number) => new Date(d).toISOString();
const daily = (time: string, timezone: string): ScheduleSpec => ({ frequency: "daily", time, timezone });

describe("zonedInstant: ordinary times", () => {
  it("maps local wall time to UTC using the offset in force", () => {
    expect(iso(zonedInstant(2026, 1, 15, 8, 0, "America/New_York"))).toBe("2026-01-15T13:00:00.000Z");
    expect(iso(zonedInstant(2026, 7, 15, 8, 0, "America/New_York"))).toBe("2026-07-15T12:00:00.000Z");
    expect(iso(zonedInstant(2026, 7, 15, 8, 0, "Asia/Kolkata"))).toBe("2026-07-15T02:30:00.000Z");
    expect(iso(zonedInstant(2026, 7, 15, 8, 0, "UTC"))).toBe("2026-07-15T08:00:00.000Z");
    expect(iso(zonedInstant(2026, 7, 15, 8, 0, "Asia/Kathmandu"))).toBe("2026-07-15T02:15:00.000Z");
  });
});

describe("DST: America/New_York", () => {
  it("2026-03-08 02:30 does not exist → sends at 03:00 EDT (07:00Z)", () => {
    expect(iso(zonedInstant(2026, 3, 8, 2, 30, "America/New_York"))).toBe("2026-03-08T07:00:00.000Z");
    expect(iso(zonedInstant(2026, 3, 8, 2, 0, "America/New_York"))).toBe("2026-03-08T07:00:00.000Z");
    const s = nextSlot(daily("02:30", "America/New_York"), new Date("2026-03-07T12:00:00Z"));
    expect(iso(s)).toBe("2026-03-08T07:00:00.000Z");
    // and the day after is back to normal
    expect(iso(nextSlot(daily("02:30", "America/New_York"), s))).toBe("2026-03-09T06:30:00.000Z");
  });
  it("2026-11-01 01:30 occurs twice → sends once, at the first (EDT) occurrence", () => {
    expect(iso(zonedInstant(2026, 11, 1, 1, 30, "America/New_York"))).toBe("2026-11-01T05:30:00.000Z");
    const spec = daily("01:30", "America/New_York");
    const s = nextSlot(spec, new Date("2026-10-31T12:00:00Z"));
    expect(iso(s)).toBe("2026-11-01T05:30:00.000Z");
    // the next slot after the first occurrence is the next day, not the second 01:30 (06:30Z)
    expect(iso(nextSlot(spec, s))).toBe("2026-11-02T06:30:00.000Z");
    // even from inside the repeated hour
    expect(iso(nextSlot(spec, new Date("2026-11-01T06:00:00Z")))).toBe("2026-11-02T06:30:00.000Z");
  });
  it("times next to the transitions are unaffected", () => {
    expect(iso(zonedInstant(2026, 3, 8, 1, 59, "America/New_York"))).toBe("2026-03-08T06:59:00.000Z");
    expect(iso(zonedInstant(2026, 3, 8, 3, 0, "America/New_York"))).toBe("2026-03-08T07:00:00.000Z");
    expect(iso(zonedInstant(2026, 11, 1, 0, 59, "America/New_York"))).toBe("2026-11-01T04:59:00.000Z");
    expect(iso(zonedInstant(2026, 11, 1, 2, 0, "America/New_York"))).toBe("2026-11-01T07:00:00.000Z");
  });
});

describe("DST: Europe/Berlin", () => {
  it("2026-03-29 02:30 does not exist → 03:00 CEST (01:00Z)", () => {
    expect(iso(zonedInstant(2026, 3, 29, 2, 30, "Europe/Berlin"))).toBe("2026-03-29T01:00:00.000Z");
    const spec: ScheduleSpec = {
      frequency: "once-week",
      time: "02:30",
      dayOfWeek: "sunday",
      timezone: "Europe/Berlin",
    };
    expect(iso(nextSlot(spec, new Date("2026-03-25T00:00:00Z")))).toBe("2026-03-29T01:00:00.000Z");
    expect(iso(nextSlot(spec, new Date("2026-03-29T01:00:00Z")))).toBe("2026-04-05T00:30:00.000Z");
  });
  it("2026-10-25 02:30 occurs twice → first occurrence (00:30Z)", () => {
    expect(iso(zonedInstant(2026, 10, 25, 2, 30, "Europe/Berlin"))).toBe("2026-10-25T00:30:00.000Z");
    const spec = daily("02:30", "Europe/Berlin");
    const s = nextSlot(spec, new Date("2026-10-24T12:00:00Z"));
    expect(iso(s)).toBe("2026-10-25T00:30:00.000Z");
    expect(iso(nextSlot(spec, s))).toBe("2026-10-26T01:30:00.000Z");
  });
});

describe("Zones with unusual transitions", () => {
  it("Lord Howe (30-minute DST) and Chatham (+12:45/+13:45)", () => {
    // Lord Howe: clocks go 02:00 → 02:30 on the first Sunday of October 2026 (Oct 4)
    expect(iso(zonedInstant(2026, 10, 4, 2, 15, "Australia/Lord_Howe"))).toBe(
      iso(zonedInstant(2026, 10, 4, 2, 30, "Australia/Lord_Howe")),
    );
    expect(wallTime(zonedInstant(2026, 7, 1, 9, 0, "Pacific/Chatham"), "Pacific/Chatham")).toMatchObject({
      hour: 9,
      minute: 0,
    });
  });
  it("a zone skipping a whole day still yields the next valid slot (Pacific/Apia 2011-12-30 did not exist)", () => {
    const s = nextSlot(daily("09:00", "Pacific/Apia"), new Date("2011-12-29T19:30:00Z"));
    // the slot of the missing day fires at the first valid instant after it: the jump to 31 Dec 00:00
    expect(wallTime(s.getTime(), "Pacific/Apia")).toMatchObject({
      year: 2011,
      month: 12,
      day: 31,
      hour: 0,
      minute: 0,
    });
    const after = nextSlot(daily("09:00", "Pacific/Apia"), s);
    expect(wallTime(after.getTime(), "Pacific/Apia")).toMatchObject({
      year: 2011,
      month: 12,
      day: 31,
      hour: 9,
      minute: 0,
    });
  });
});

describe("once-week", () => {
  it("fires only on the chosen weekday, in local terms", () => {
    // 2026-06-01 is a Monday. 23:30 Monday in Los Angeles is 06:30Z Tuesday.
    const spec: ScheduleSpec = {
      frequency: "once-week",
      time: "23:30",
      dayOfWeek: "monday",
      timezone: "America/Los_Angeles",
    };
    expect(iso(nextSlot(spec, new Date("2026-06-01T00:00:00Z")))).toBe("2026-06-02T06:30:00.000Z");
    // 07:00 Monday in Tokyo is Sunday 22:00Z
    const tokyo: ScheduleSpec = {
      frequency: "once-week",
      time: "07:00",
      dayOfWeek: "monday",
      timezone: "Asia/Tokyo",
    };
    expect(iso(nextSlot(tokyo, new Date("2026-06-01T00:00:00Z")))).toBe("2026-06-07T22:00:00.000Z");
  });
  it("rejects bad specs", () => {
    expect(() => nextSlot({ frequency: "once-week", time: "07:00", timezone: "UTC" }, new Date())).toThrow(
      /day of week/,
    );
    expect(() => nextSlot(daily("25:00", "UTC"), new Date())).toThrow(/Invalid time/);
    expect(() => nextSlot(daily("07:00", "Mars/Olympus"), new Date())).toThrow(/time zone/);
  });
});

const ZONES = [
  "UTC",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Anchorage",
  "America/Sao_Paulo",
  "America/Santiago",
  "America/Havana",
  "America/St_Johns",
  "America/Asuncion",
  "Europe/London",
  "Europe/Berlin",
  "Europe/Dublin",
  "Europe/Moscow",
  "Europe/Chisinau",
  "Africa/Cairo",
  "Africa/Casablanca",
  "Asia/Tehran",
  "Asia/Jerusalem",
  "Asia/Beirut",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Asia/Tokyo",
  "Asia/Gaza",
  "Australia/Sydney",
  "Australia/Adelaide",
  "Australia/Lord_Howe",
  "Pacific/Auckland",
  "Pacific/Chatham",
  "Pacific/Apia",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "Atlantic/Azores",
  "Antarctica/Troll",
];

const specArb = fc
  .record({
    frequency: fc.constantFrom("daily" as const, "once-week" as const),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    dayOfWeek: fc.constantFrom(...DAYS_OF_WEEK),
    timezone: fc.constantFrom(...ZONES),
  })
  .map(
    (r): ScheduleSpec => ({
      frequency: r.frequency,
      time: `${String(r.hour).padStart(2, "0")}:${String(r.minute).padStart(2, "0")}`,
      dayOfWeek: r.frequency === "once-week" ? r.dayOfWeek : null,
      timezone: r.timezone,
    }),
  );
// instants 2024-01-01 .. 2030-12-31, with extra weight near DST transitions of 2026
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
    .chain((b) => fc.integer({ min: b - 2 * 86_400_000, max: b + 2 * 86_400_000 })),
);

describe("properties over many zones", () => {
  it("next slot is strictly after, within a period (+1h), on the right weekday, and at the requested wall time or the first valid instant after it", () => {
    fc.assert(
      fc.property(specArb, instantArb, (spec, t) => {
        const s = nextSlot(spec, new Date(t)).getTime();
        expect(s).toBeGreaterThan(t);
        const period = spec.frequency === "daily" ? 86_400_000 : 7 * 86_400_000;
        expect(s - t).toBeLessThanOrEqual(period + 3 * 3_600_000 + 86_400_000); // allows skipped days (Apia-style)
        const w = wallTime(s, spec.timezone);
        const [hh, mm] = spec.time!.split(":").map(Number) as [number, number];
        const wanted = hh * 60 + mm;
        const got = w.hour * 60 + w.minute;
        if (got !== wanted) {
          // gap: local time does not exist; we fire at the transition: one minute earlier was before the wanted time
          const before = wallTime(s - 60_000, spec.timezone);
          expect(offsetAt(s - 60_000, spec.timezone)).toBeLessThan(offsetAt(s, spec.timezone));
          const beforeMin = before.hour * 60 + before.minute;
          const sameDay = before.day === w.day;
          expect(sameDay ? beforeMin < wanted : true).toBe(true);
          expect(got).toBeGreaterThan(wanted);
        } else {
          // overlap: the slot is the first occurrence: one hour earlier-ish the wall time was not the same
          for (const back of [30, 60, 120]) {
            const e = wallTime(s - back * 60_000, spec.timezone);
            expect(e.day === w.day && e.hour === w.hour && e.minute === w.minute).toBe(false);
          }
        }
        if (spec.frequency === "once-week") {
          // weekday of the local date is the requested one (gap-shift never crosses midnight in these zones)
          const dow = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
          expect(DAYS_OF_WEEK[(dow + 6) % 7]).toBe(spec.dayOfWeek); // getUTCDay counts from Sunday
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("slots are never repeated: walking next() is strictly increasing and previous(next(t)) = next(t)", () => {
    fc.assert(
      fc.property(specArb, instantArb, (spec, t) => {
        let cur = new Date(t);
        let prev = -Infinity;
        for (let i = 0; i < 5; i++) {
          const s = nextSlot(spec, cur);
          expect(s.getTime()).toBeGreaterThan(prev);
          expect(previousSlot(spec, s).getTime()).toBe(s.getTime());
          expect(previousSlot(spec, new Date(s.getTime() - 1)).getTime()).toBeLessThan(s.getTime());
          prev = s.getTime();
          cur = s;
        }
      }),
      { numRuns: 500 },
    );
  });

  it("planDue never sends more than one slot and never a slot older than the grace window", () => {
    fc.assert(
      fc.property(
        specArb,
        instantArb,
        fc.integer({ min: 0, max: 20 * 86_400_000 }),
        fc.integer({ min: 0, max: 6 * 3_600_000 }),
        (spec, t, downtime, grace) => {
          const nextSendAt = nextSlot(spec, new Date(t));
          const now = new Date(nextSendAt.getTime() + downtime);
          const plan = planDue(spec, nextSendAt, now, grace);
          expect(plan.next.getTime()).toBeGreaterThan(now.getTime());
          if (plan.deliver) {
            expect(now.getTime() - plan.deliver.getTime()).toBeLessThanOrEqual(grace);
            expect(plan.deliver.getTime()).toBeGreaterThanOrEqual(nextSendAt.getTime());
            expect(plan.deliver.getTime()).toBe(previousSlot(spec, now).getTime());
          } else {
            expect(now.getTime() - previousSlot(spec, now).getTime()).toBeGreaterThan(grace);
          }
        },
      ),
      { numRuns: 800 },
    );
  });
});

describe("planDue (grace window)", () => {
  const spec = daily("08:00", "Europe/Berlin");
  const grace = 30 * 60_000;
  it("not yet due → nothing", () => {
    const at = new Date("2026-06-01T06:00:00Z");
    expect(planDue(spec, at, new Date("2026-06-01T05:59:00Z"), grace)).toEqual({
      deliver: null,
      skipped: 0,
      next: at,
    });
  });
  it("missed by less than the grace window → sent once, late", () => {
    const p = planDue(spec, new Date("2026-06-01T06:00:00Z"), new Date("2026-06-01T06:20:00Z"), grace);
    expect(iso(p.deliver!)).toBe("2026-06-01T06:00:00.000Z");
    expect(p.skipped).toBe(0);
    expect(iso(p.next)).toBe("2026-06-02T06:00:00.000Z");
  });
  it("missed by more than the grace window → skipped, next slot scheduled", () => {
    const p = planDue(spec, new Date("2026-06-01T06:00:00Z"), new Date("2026-06-01T07:00:00Z"), grace);
    expect(p.deliver).toBeNull();
    expect(p.skipped).toBe(1);
    expect(iso(p.next)).toBe("2026-06-02T06:00:00.000Z");
  });
  it("three days of downtime ending just after a slot → only the latest slot is sent, no flood", () => {
    const p = planDue(spec, new Date("2026-06-01T06:00:00Z"), new Date("2026-06-04T06:05:00Z"), grace);
    expect(iso(p.deliver!)).toBe("2026-06-04T06:00:00.000Z");
    expect(p.skipped).toBe(3);
  });
});
