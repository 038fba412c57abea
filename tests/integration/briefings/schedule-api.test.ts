/**
 * The schedule through HTTP (decisions 090, 091): several times a day, chosen weekdays mapped both ways
 * with the spec's frequency/day_of_week, pause until a date, skip the next send and undo. Bad input is a
 * 400 naming the field, and nothing is saved for it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateIn } from "../../../common/briefings";
import { briefings } from "../../../server/db/schema";
import { resumeAt } from "../../../server/delivery";
import { briefingInput, createUser, type TestUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
  // an admin's briefings are free: every one of them may send, so each has next sends
  alice = await createUser(t.ctx, { admin: true });
  bob = await createUser(t.ctx);
});
afterAll(() => t?.close());

interface Dto {
  id: string;
  frequency: string;
  times: string[];
  day_of_week: string | null;
  days_of_week: string[] | null;
  timezone: string;
  paused_until: string | null;
  skipped_send_at: string | null;
  next_sends: string[];
}
interface ErrorBody {
  error: { message: string; code: string; issues?: { path: string; message: string }[] };
}

let n = 0;
async function create(u: TestUser, over: Record<string, unknown> = {}) {
  const res = await as(t, u)("/api/briefings", {
    method: "POST",
    json: briefingInput({ name: `Schedule ${++n}`, ...over }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { briefing: Dto }).briefing;
}
const weekdayIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone }).format(new Date(iso)).toLowerCase();
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("several times and chosen weekdays", () => {
  it("keeps up to four times, and the next sends use each of them", async () => {
    const b = await create(alice, { times: ["07:00", "12:30", "18:00", "21:45"], timezone: "Asia/Tokyo" });
    expect(b.times).toEqual(["07:00", "12:30", "18:00", "21:45"]);
    expect(b.next_sends).toHaveLength(3);
    const local = b.next_sends.map((s) =>
      new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Tokyo" }).format(
        new Date(s),
      ),
    );
    // three consecutive sends of a four-times-a-day schedule: three different times
    expect(new Set(local).size).toBe(3);
    for (const l of local) expect(["07:00", "12:30", "18:00", "21:45"]).toContain(l);
  });

  it("refuses bad schedules with the field named, and saves nothing", async () => {
    const before = (await t.ctx.db.select().from(briefings)).length;
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ times: ["06:00", "07:00", "08:00", "09:00", "10:00"] }, "times", /At most 4 times a day/],
      [{ times: ["07:00", "07:00"] }, "times.1", /07:00 is listed twice/],
      [{ times: ["25:00"] }, "times.0", /HH:MM/],
      [{ days_of_week: ["monday", "funday"] }, "days_of_week.1", /Unknown weekday/],
      [
        { frequency: "once-week", day_of_week: null, days_of_week: [] },
        "day_of_week",
        /Day of the week is required/,
      ],
    ];
    for (const [over, path, message] of cases) {
      const res = await as(t, alice)("/api/briefings", {
        method: "POST",
        json: briefingInput({ name: "Bad", ...over }),
      });
      expect(res.status, JSON.stringify(over)).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.issues?.find((i) => i.path === path)?.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await t.ctx.db.select().from(briefings)).length).toBe(before);
  });

  it("Monday to Friday: no Saturday or Sunday among the next sends", async () => {
    const b = await create(alice, {
      times: ["08:00", "17:00"],
      timezone: "America/New_York",
      days_of_week: ["friday", "monday", "tuesday", "wednesday", "thursday"],
    });
    expect(b.frequency).toBe("daily");
    expect(b.days_of_week).toEqual(["monday", "tuesday", "wednesday", "thursday", "friday"]);
    for (const s of b.next_sends)
      expect(["saturday", "sunday"]).not.toContain(weekdayIn(s, "America/New_York"));
  });

  it("weekly on several days maps both ways with the spec's day_of_week; older clients keep the days", async () => {
    const b = await create(alice, {
      frequency: "once-week",
      day_of_week: null,
      days_of_week: ["thursday", "monday"],
      timezone: "Europe/Berlin",
    });
    expect(b.day_of_week).toBe("monday");
    expect(b.days_of_week).toEqual(["monday", "thursday"]);
    for (const s of b.next_sends) expect(["monday", "thursday"]).toContain(weekdayIn(s, "Europe/Berlin"));
    // an older client edits with the spec's fields only: the chosen days stay
    const old = await as(t, alice)(`/api/briefings/${b.id}`, {
      method: "PUT",
      json: briefingInput({
        name: `Schedule ${n}`,
        frequency: "once-week",
        day_of_week: "monday",
        timezone: "Europe/Berlin",
      }),
    });
    expect(old.status).toBe(200);
    expect(((await old.json()) as { briefing: Dto }).briefing.days_of_week).toEqual(["monday", "thursday"]);
    // an older client creating a weekly briefing: day_of_week alone is the one day
    const legacy = await create(alice, { frequency: "once-week", day_of_week: "sunday" });
    expect(legacy.days_of_week).toEqual(["sunday"]);
    expect(legacy.day_of_week).toBe("sunday");
  });
});

describe("skip the next send, and undo", () => {
  it("skip removes exactly the next send; undo restores it; repeats answer 409", async () => {
    const b = await create(alice, { times: ["07:00", "19:00"], timezone: "UTC" });
    const [first, second, third] = b.next_sends;
    const skip = await as(t, alice)(`/api/briefings/${b.id}/skip`, { method: "POST" });
    expect(skip.status).toBe(200);
    const skipped = ((await skip.json()) as { briefing: Dto }).briefing;
    expect(skipped.skipped_send_at).toBe(first);
    expect(skipped.next_sends.slice(0, 2)).toEqual([second, third]);
    const [row] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, b.id));
    expect(row!.nextSendAt?.toISOString()).toBe(second);
    const again = await as(t, alice)(`/api/briefings/${b.id}/skip`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toBe("The next send is already skipped.");
    // another person cannot skip or undo it
    expect((await as(t, bob)(`/api/briefings/${b.id}/skip`, { method: "POST" })).status).toBe(404);
    expect((await as(t, bob)(`/api/briefings/${b.id}/skip`, { method: "DELETE" })).status).toBe(404);
    const undo = await as(t, alice)(`/api/briefings/${b.id}/skip`, { method: "DELETE" });
    expect(undo.status).toBe(200);
    const restored = ((await undo.json()) as { briefing: Dto }).briefing;
    expect(restored.skipped_send_at).toBeNull();
    expect(restored.next_sends).toEqual([first, second, third]);
    expect((await as(t, alice)(`/api/briefings/${b.id}/skip`, { method: "DELETE" })).status).toBe(409);
  });

  it("a briefing switched off has nothing to skip", async () => {
    const b = await create(alice);
    await as(t, alice)(`/api/briefings/${b.id}/active`, { method: "PUT", json: { active: false } });
    const res = await as(t, alice)(`/api/briefings/${b.id}/skip`, { method: "POST" });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.message).toBe(
      "This briefing has no upcoming send to skip.",
    );
  });
});

describe("pause until a date", () => {
  it("nothing is scheduled before the date's local midnight; it resumes by itself from there", async () => {
    const zone = "Pacific/Auckland";
    const b = await create(alice, { times: ["07:00"], timezone: zone });
    const until = addDays(localDateIn(zone), 5);
    const res = await as(t, alice)(`/api/briefings/${b.id}/pause`, { method: "PUT", json: { until } });
    expect(res.status).toBe(200);
    const paused = ((await res.json()) as { briefing: Dto }).briefing;
    expect(paused.paused_until).toBe(until);
    const resume = resumeAt(until, zone).getTime();
    expect(Date.parse(paused.next_sends[0]!)).toBeGreaterThanOrEqual(resume);
    expect(Date.parse(paused.next_sends[0]!) - resume).toBeLessThan(86_400_000);
    const [row] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, b.id));
    expect(row!.nextSendAt!.getTime()).toBe(Date.parse(paused.next_sends[0]!));
    // resume now
    const back = await as(t, alice)(`/api/briefings/${b.id}/pause`, { method: "PUT", json: { until: null } });
    const resumed = ((await back.json()) as { briefing: Dto }).briefing;
    expect(resumed.paused_until).toBeNull();
    expect(Date.parse(resumed.next_sends[0]!)).toBeLessThan(resume);
  });

  it("refuses today, a past date, an impossible date and a date over a year away, next to the field", async () => {
    const zone = "America/Los_Angeles";
    const b = await create(alice, { timezone: zone });
    const today = localDateIn(zone);
    const cases: Array<[unknown, RegExp]> = [
      [today, /after today/],
      [addDays(today, -3), /after today/],
      ["2027-02-30", /real date/],
      ["next week", /real date/],
      [addDays(today, 400), /at most 366 days/],
    ];
    for (const [until, message] of cases) {
      const res = await as(t, alice)(`/api/briefings/${b.id}/pause`, { method: "PUT", json: { until } });
      expect(res.status, String(until)).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.issues?.find((i) => i.path === "until")?.message).toMatch(message);
    }
    const [row] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, b.id));
    expect(row!.pausedUntil).toBeNull();
    expect(
      (await as(t, bob)(`/api/briefings/${b.id}/pause`, { method: "PUT", json: { until: null } })).status,
    ).toBe(404);
  });
});
