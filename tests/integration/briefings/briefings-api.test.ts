import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings, emailHistory } from "../../../server/db/schema";
import { briefingInput, createUser, type TestUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t.ctx);
  bob = await createUser(t.ctx);
});
afterAll(() => t?.close());

describe("briefings API", () => {
  it("refuses anonymous requests", async () => {
    const res = await as(t, null)("/api/briefings");
    expect(res.status).toBe(401);
  });

  it("creates a trial briefing for a first-time user, lists it newest first, edits it", async () => {
    const res = await as(t, alice)("/api/briefings", { method: "POST", json: briefingInput() });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      outcome: string;
      briefing: { id: string; status: string; email: string; trial_ends_at: string };
    };
    expect(body.outcome).toBe("trial");
    expect(body.briefing.status).toBe("trialing");
    expect(body.briefing.email).toBe(alice.email);
    const days = (Date.parse(body.briefing.trial_ends_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    // the delivery engine scheduled it (server/delivery recomputeNextSend via the after-change hook)
    const [created] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, body.briefing.id));
    expect(created!.nextSendAt).not.toBeNull();

    const upd = await as(t, alice)(`/api/briefings/${body.briefing.id}`, {
      method: "PUT",
      json: briefingInput({ frequency: "once-week", times: ["07:30"], day_of_week: "wednesday" }),
    });
    expect(upd.status).toBe(200);
    const u = (await upd.json()) as {
      briefing: { frequency: string; day_of_week: string; times: string[]; status: string };
    };
    expect(u.briefing).toMatchObject({
      frequency: "once-week",
      day_of_week: "wednesday",
      times: ["07:30"],
      status: "trialing",
    });

    // back to daily: the weekday is dropped even if sent
    const back = await as(t, alice)(`/api/briefings/${body.briefing.id}`, {
      method: "PUT",
      json: briefingInput({ frequency: "daily", day_of_week: "friday" }),
    });
    expect(((await back.json()) as { briefing: { day_of_week: unknown } }).briefing.day_of_week).toBeNull();
  });

  it("ignores fields a user must not set (user_id, status, active payment state, email)", async () => {
    const res = await as(t, bob)("/api/briefings", {
      method: "POST",
      json: briefingInput({
        name: "Sneaky",
        user_id: alice.id,
        status: "free",
        email: "x@evil.test",
        trial_ends_at: "2099-01-01T00:00:00Z",
        paid_until: "2099-01-01T00:00:00Z",
      }),
    });
    expect(res.status).toBe(201);
    const b = ((await res.json()) as { briefing: { id: string } }).briefing;
    const [row] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, b.id));
    expect(row!.userId).toBe(bob.id);
    expect(row!.email).toBe(bob.email);
    expect(row!.status).toBe("trialing");
    expect(row!.paidUntil).toBeNull();
  });

  it("rejects bad input with a clear 400 and writes nothing", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "   " }, /name is required/i],
      [{ name: "x".repeat(101) }, /at most 100/],
      [{ frequency: "hourly" }, /daily or once-week/],
      [{ times: [] }, /Time is required/],
      [{ times: ["25:00"] }, /HH:MM/],
      [{ frequency: "once-week", day_of_week: null }, /Day of the week is required/],
      [{ topic: "" }, /Email content is required/],
      // a description with no interest and no source: nothing could ever be curated for it
      [{ topic: "please, thanks!" }, /Email content: say what you want to read about/],
      [{ topic: "nothing about sports" }, /Email content: say what you want to read about/],
      [{ timezone: "Mars/Olympus" }, /Unknown timezone/],
    ];
    const before = await t.ctx.db.select().from(briefings);
    for (const [over, msg] of cases) {
      const res = await as(t, bob)("/api/briefings", {
        method: "POST",
        json: briefingInput({ name: "Valid", ...over }),
      });
      expect(res.status, JSON.stringify(over)).toBe(400);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(msg);
    }
    expect(await t.ctx.db.select().from(briefings)).toHaveLength(before.length);
  });

  it("keeps names unique per user ignoring case, but two users may share a name", async () => {
    const dup = await as(t, alice)("/api/briefings", {
      method: "POST",
      json: briefingInput({ name: "  MORNING NEWS " }),
    });
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as { error: { message: string } }).error.message).toMatch(
      /already have a subscription named/,
    );
    // Bob's "Morning news" is fine (he goes to checkout: trial used)
    const other = await as(t, bob)("/api/briefings", { method: "POST", json: briefingInput() });
    expect(other.status).toBe(201);
  });

  it("gives user B 404 for every read and write of A's briefing and history", async () => {
    const list = (await (await as(t, alice)("/api/briefings")).json()) as {
      briefings: { id: string; name: string }[];
    };
    const a = list.briefings[0]!;
    await t.ctx.db
      .insert(emailHistory)
      .values({ briefingId: a.id, subject: "A's secret", emailContent: "<p>secret</p>" });
    const B = as(t, bob);
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/briefings/${a.id}`],
      ["PUT", `/api/briefings/${a.id}`, briefingInput({ name: "Stolen" })],
      ["PUT", `/api/briefings/${a.id}/active`, { active: false }],
      ["DELETE", `/api/briefings/${a.id}`],
      ["POST", `/api/billing/briefings/${a.id}/checkout`],
      ["GET", `/api/briefings/history?name=${encodeURIComponent("Unique-to-alice")}`],
    ];
    await as(t, alice)(`/api/briefings/${a.id}`, {
      method: "PUT",
      json: briefingInput({ name: "Unique-to-alice" }),
    });
    for (const [method, path, json] of calls) {
      const res = await B(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      const text = await res.text();
      expect(text).not.toContain("secret");
      expect(text).not.toContain(alice.email);
    }
    const bobList = (await (await B("/api/briefings")).json()) as { briefings: { id: string }[] };
    expect(bobList.briefings.map((b) => b.id)).not.toContain(a.id);
    const [row] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, a.id));
    expect(row).toMatchObject({ name: "Unique-to-alice", active: true });
    // malformed ids are 404 too, not 500
    expect((await B("/api/briefings/not-a-uuid")).status).toBe(404);
  });

  it("toggles active and deletes with history", async () => {
    const A = as(t, alice);
    const { briefings: list } = (await (await A("/api/briefings")).json()) as {
      briefings: { id: string; active: boolean }[];
    };
    const id = list[0]!.id;
    const off = await A(`/api/briefings/${id}/active`, { method: "PUT", json: { active: false } });
    expect(((await off.json()) as { briefing: { active: boolean } }).briefing.active).toBe(false);
    expect((await A(`/api/briefings/${id}/active`, { method: "PUT", json: { active: "yes" } })).status).toBe(
      400,
    );
    const del = await A(`/api/briefings/${id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect((await A(`/api/briefings/${id}`)).status).toBe(404);
    expect(await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, id))).toHaveLength(0);
  });
});

describe("history by name", () => {
  const names = ["Daily / weekly mix", "Ünïcödé 新闻 ✨", "100% fun & games?#", "a+b=c", "Trailing.dot."];
  it("round-trips names with spaces, slashes and unicode", async () => {
    const admin = await createUser(t.ctx, { admin: true });
    const A = as(t, admin);
    for (const name of names) {
      const res = await A("/api/briefings", { method: "POST", json: briefingInput({ name }) });
      expect(res.status, name).toBe(201);
      const { briefing } = (await res.json()) as { briefing: { id: string; name: string } };
      expect(briefing.name).toBe(name);
      await t.ctx.db.insert(emailHistory).values([
        {
          briefingId: briefing.id,
          subject: `Older ${name}`,
          emailContent: "<p>1</p>",
          sentAt: new Date(Date.now() - 60_000),
        },
        { briefingId: briefing.id, subject: `Newer ${name}`, emailContent: "<p>2</p>" },
      ]);
      const h = await A(`/api/briefings/history?name=${encodeURIComponent(name)}`);
      expect(h.status, name).toBe(200);
      const body = (await h.json()) as { briefing: { name: string }; emails: { subject: string }[] };
      expect(body.briefing.name).toBe(name);
      expect(body.emails.map((e) => e.subject)).toEqual([`Newer ${name}`, `Older ${name}`]);
    }
    const missing = await A(`/api/briefings/history?name=${encodeURIComponent("Nope")}`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      "The requested subscription could not be found.",
    );
  });
});
