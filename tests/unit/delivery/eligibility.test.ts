import { describe, expect, it } from "vitest";
import { specOf } from "../../../server/delivery/briefing-spec";
import { isEligible } from "../../../server/delivery/eligibility";
import { backoffMs } from "../../../server/delivery/worker";

const now = new Date("2026-06-10T12:00:00Z");
const later = new Date(now.getTime() + 86_400_000);
const earlier = new Date(now.getTime() - 1000);
const b = (over: Partial<Parameters<typeof isEligible>[0]>) => ({
  active: true,
  status: "free" as const,
  trialEndsAt: null,
  paidUntil: null,
  ...over,
});

describe("isEligible (the one sending rule)", () => {
  it("follows the switch and the billing status", () => {
    expect(isEligible(b({}), now)).toBe(true);
    expect(isEligible(b({ active: false }), now)).toBe(false);
    expect(isEligible(b({ status: "trialing", trialEndsAt: later }), now)).toBe(true);
    expect(isEligible(b({ status: "trialing", trialEndsAt: earlier }), now)).toBe(false);
    expect(isEligible(b({ status: "trialing" }), now)).toBe(false);
    expect(isEligible(b({ status: "active" }), now)).toBe(true);
    expect(isEligible(b({ status: "active", paidUntil: earlier }), now)).toBe(false);
    expect(isEligible(b({ status: "past_due", paidUntil: later }), now)).toBe(true);
    expect(isEligible(b({ status: "canceled", paidUntil: later }), now)).toBe(true);
    expect(isEligible(b({ status: "canceled", paidUntil: earlier }), now)).toBe(false);
    expect(isEligible(b({ status: "pending_payment", paidUntil: later }), now)).toBe(false);
  });
});

describe("specOf", () => {
  it("maps a briefing row to a schedule, or null when it has none", () => {
    expect(
      specOf({ frequency: "once-week", times: ["07:30"], dayOfWeek: "monday", timezone: "Europe/Berlin" }),
    ).toEqual({
      frequency: "once-week",
      times: ["07:30"],
      dayOfWeek: "monday",
      days: null,
      timezone: "Europe/Berlin",
    });
    // every listed time is a slot (empty entries dropped, duplicates once, at most four)
    expect(
      specOf({ frequency: "daily", times: ["", "09:00", "18:00", "09:00"], dayOfWeek: null, timezone: "UTC" })
        ?.times,
    ).toEqual(["09:00", "18:00"]);
    // chosen weekdays travel with the spec
    expect(
      specOf({
        frequency: "daily",
        times: ["07:00"],
        dayOfWeek: null,
        daysOfWeek: ["monday", "friday"],
        timezone: "UTC",
      })?.days,
    ).toEqual(["monday", "friday"]);
    expect(specOf({ frequency: "daily", times: [], dayOfWeek: null, timezone: "UTC" })).toBeNull();
    expect(specOf({ frequency: "once-week", times: ["07:30"], dayOfWeek: null, timezone: "UTC" })).toBeNull();
    expect(
      specOf({ frequency: "daily", times: ["07:30"], dayOfWeek: null, timezone: "Nowhere/Land" }),
    ).toBeNull();
  });
});

describe("backoffMs", () => {
  it("doubles per attempt with ±20 % jitter, capped at 30 minutes", () => {
    expect(backoffMs(1, 30_000, () => 0.5)).toBe(30_000);
    expect(backoffMs(2, 30_000, () => 0.5)).toBe(60_000);
    expect(backoffMs(4, 30_000, () => 0.5)).toBe(240_000);
    expect(backoffMs(30, 30_000, () => 0.5)).toBe(1_800_000);
    expect(backoffMs(1, 30_000, () => 0)).toBe(24_000);
    expect(backoffMs(1, 30_000, () => 1)).toBe(36_000);
  });
});
