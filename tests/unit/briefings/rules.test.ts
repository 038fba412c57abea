import { describe, expect, it } from "vitest";
import { BRIEFING_STATUSES, billingState, historyPath, PAYMENT_GRACE_DAYS } from "../../../common/briefings";
import { briefingInputSchema } from "../../../common/briefing-schemas";
import { isEligible } from "../../../server/delivery";
import { normaliseEmail } from "../../../server/billing/normalise-email";
import { addOneMonth } from "../../../server/billing/local-provider";

const DAY = 86_400_000;
const now = new Date("2026-03-10T12:00:00Z");
const base = { name: "N", frequency: "daily", times: ["07:00"], topic: "t", timezone: "UTC" };

describe("briefing input", () => {
  it("normalises names (trim, NFC) and drops the weekday for daily", () => {
    const v = briefingInputSchema.parse({ ...base, name: "  Cafe\u0301 / news  ", day_of_week: "monday" });
    expect(v.name).toBe("Café / news");
    expect(v.day_of_week).toBeNull();
  });
  it("requires a weekday for once-week and rejects control characters and bad zones", () => {
    expect(briefingInputSchema.safeParse({ ...base, frequency: "once-week" }).success).toBe(false);
    expect(briefingInputSchema.safeParse({ ...base, name: "a\nb" }).success).toBe(false);
    expect(briefingInputSchema.safeParse({ ...base, timezone: "Nowhere/Land" }).success).toBe(false);
    expect(briefingInputSchema.safeParse({ ...base, times: ["07:00", "07:00"] }).success).toBe(false);
    expect(
      briefingInputSchema.parse({
        ...base,
        frequency: "once-week",
        day_of_week: "sunday",
        timezone: "America/New_York",
      }).day_of_week,
    ).toBe("sunday");
  });
  it("strips fields a user must not set", () => {
    const v = briefingInputSchema.parse({ ...base, user_id: "x", status: "free", active: false }) as Record<
      string,
      unknown
    >;
    expect(v.user_id).toBeUndefined();
    expect(v.status).toBeUndefined();
    expect(v.active).toBeUndefined();
  });
  it("builds history paths that round-trip any name", () => {
    for (const name of ["a/b", "100% ?#&", "新闻 ✨", "..", "a b"]) {
      const p = historyPath(name);
      expect(p.split("/")).toHaveLength(3);
      expect(decodeURIComponent(p.slice("/history/".length))).toBe(name);
    }
  });
});

const at = (ms: number) => new Date(now.getTime() + ms);
describe("billing state", () => {
  it("trial sends until it ends, then asks to pay", () => {
    expect(billingState({ status: "trialing", trialEndsAt: at(DAY), paidUntil: null }, now)).toMatchObject({
      kind: "trial",
      allowsSending: true,
    });
    expect(billingState({ status: "trialing", trialEndsAt: at(-1), paidUntil: null }, now)).toMatchObject({
      kind: "trial_ended",
      allowsSending: false,
      canPay: true,
    });
  });
  it("paid sends until period end; past due sends until the grace end; then it asks to pay", () => {
    expect(billingState({ status: "active", trialEndsAt: null, paidUntil: at(DAY) }, now)).toMatchObject({
      kind: "paid",
      allowsSending: true,
      canPay: false,
    });
    expect(
      billingState({ status: "active", trialEndsAt: null, paidUntil: at(DAY), cancelAtPeriodEnd: true }, now)
        .kind,
    ).toBe("canceling");
    expect(billingState({ status: "active", trialEndsAt: null, paidUntil: at(-1) }, now)).toMatchObject({
      kind: "payment_failed",
      allowsSending: false,
      canPay: true,
    });
    expect(
      billingState(
        { status: "past_due", trialEndsAt: null, paidUntil: at(PAYMENT_GRACE_DAYS * DAY - DAY) },
        now,
      ),
    ).toMatchObject({ kind: "grace", allowsSending: true, canPay: true });
    expect(billingState({ status: "past_due", trialEndsAt: null, paidUntil: at(-1) }, now)).toMatchObject({
      kind: "payment_failed",
      allowsSending: false,
    });
  });
  it("pending and canceled never send; free always does", () => {
    expect(
      billingState({ status: "pending_payment", trialEndsAt: null, paidUntil: null }, now).allowsSending,
    ).toBe(false);
    expect(billingState({ status: "canceled", trialEndsAt: null, paidUntil: at(-DAY) }, now)).toMatchObject({
      kind: "ended",
      allowsSending: false,
      canPay: true,
    });
    expect(billingState({ status: "canceled", trialEndsAt: null, paidUntil: at(DAY) }, now)).toMatchObject({
      kind: "canceling",
      allowsSending: true,
    });
    expect(billingState({ status: "free", trialEndsAt: null, paidUntil: null }, now).allowsSending).toBe(
      true,
    );
  });
});

describe("the sending rule: the user's switch and the billing state /manage shows", () => {
  it("for every status, time and switch", () => {
    const times = [null, at(-30 * DAY), at(-1), at(1), at(30 * DAY)];
    for (const status of BRIEFING_STATUSES) {
      for (const trialEndsAt of times) {
        for (const paidUntil of times) {
          for (const active of [true, false]) {
            const b = { status, trialEndsAt, paidUntil, active };
            const shown = billingState(b, now).allowsSending;
            expect(isEligible(b, now), JSON.stringify(b)).toBe(active && shown);
          }
        }
      }
    }
  });
});

describe("trial email key", () => {
  it("folds case, +tags and Gmail dots", () => {
    expect(normaliseEmail(" Ann.Lee+news@GoogleMail.com ")).toBe("annlee@gmail.com");
    expect(normaliseEmail("a.b+x@Example.org")).toBe("a.b@example.org");
    expect(normaliseEmail("+weird@example.org")).toBe("+weird@example.org");
  });
});

describe("local paid period", () => {
  it("adds one calendar month, clamped", () => {
    expect(addOneMonth(new Date("2026-01-31T10:00:00Z")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addOneMonth(new Date("2026-12-15T00:00:00Z")).toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });
});
