/**
 * Several times a day through the real scheduler, ledger and worker pool (decision 090): each time is its
 * own slot, sent exactly once, and the day's second edition does not repeat the first one's stories.
 * The scheduler's clock is injected; slots are placed just behind the real clock so the pool sends them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings, deliveries } from "../../../server/db/schema";
import { workerEnv } from "../../../server/delivery/engine";
import { recomputeBriefing, schedulerTick } from "../../../server/delivery/scheduler";
import { startWorkerPool } from "../../../server/delivery/worker";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile } from "./helpers";

let t: TestApp;
let feeds: FixtureFeedServer;

beforeAll(async () => {
  feeds = await startFixtureFeedServer();
  t = await createTestApp({
    SOURCE_ALLOWLIST: "127.0.0.1",
    SOURCES_FILE: emptyCatalogueFile(),
    FEED_REFRESH_MINUTES: "0",
  });
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

const MIN = 60_000;
const LEAD = 10 * MIN;
const hhmmUtc = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const tick = (now: number) =>
  schedulerTick(t.ctx.db, {
    now: new Date(now),
    prepareLeadMs: LEAD,
    graceMs: 120 * MIN,
    messageIdDomain: "tidings.localhost",
  });

async function drain(briefingId: string, want: number) {
  const pool = startWorkerPool(workerEnv(t.ctx, { retryBaseMs: 30, leaseMs: 5_000, fetchTimeoutMs: 3_000 }), {
    concurrency: 4,
    pollMs: 20,
  });
  // a later edition waiting for the earlier one's preparation is due again a few seconds later
  for (let i = 0; i < 80; i++) {
    await pool.idle();
    const rows = await t.ctx.db
      .select({ s: deliveries.status })
      .from(deliveries)
      .where(eq(deliveries.briefingId, briefingId));
    if (rows.length >= want && rows.every((r) => r.s !== "pending" && r.s !== "prepared")) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await pool.stop();
  return pool.stats;
}

const links = (html: string) => new Set(html.match(/https:\/\/live\.example\/energy-\d+/g) ?? []);
const slotsOf = (briefingId: string) =>
  t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, briefingId)).orderBy(deliveries.slotAt);

function energyFeed(from: number, to: number) {
  const item = (i: number) =>
    `<item><title>Energy storage result number ${i}</title><link>https://live.example/energy-${i}</link><guid>energy-${i}</guid><pubDate>{{HOURS_AGO_1}}</pubDate><description>Energy storage result ${i}: researchers explained the battery energy result in detail.</description></item>`;
  return `<rss version="2.0"><channel><title>Energy</title>${Array.from({ length: to - from + 1 }, (_, i) => item(from + i)).join("")}</channel></rss>`;
}

describe("several times a day", () => {
  it("two times: two editions, each sent once, the second without the first one's stories", async () => {
    feeds.setCustom("energy-two", energyFeed(1, 4));
    const u = await createUser(t.ctx);
    // two slots just behind the real clock (whatever the time of day: UTC, today or across midnight)
    const nowMin = Math.floor(Date.now() / MIN) * MIN;
    const a = nowMin - 3 * MIN;
    const b = nowMin - 1 * MIN;
    const br = await createBriefing(t.ctx, u.id, u.email, {
      times: [hhmmUtc(b), hhmmUtc(a)],
      topic: `energy storage ${feeds.url}/custom/energy-two`,
      nextSendAt: new Date(a),
    });
    // the scheduler at the first slot (injected clock): that slot now, the second one is next
    await tick(a + 1000);
    const [afterA] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, br.id));
    expect(afterA!.nextSendAt!.getTime()).toBe(b); // the second time is the next slot, not tomorrow
    expect((await drain(br.id, 1)).sent).toBe(1);
    // news arrives between the editions
    feeds.setCustom("energy-two", energyFeed(1, 7));
    await tick(b + 1000);
    await tick(b + 1000); // a repeat tick (another scheduler) adds nothing: one row per slot
    expect((await drain(br.id, 2)).sent).toBe(1);
    const rows = await slotsOf(br.id);
    expect(rows.map((r) => [r.slotAt.getTime(), r.status])).toEqual([
      [a, "sent"],
      [b, "sent"],
    ]);
    const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(first.itemKeys.length).toBeGreaterThan(0);
    expect(second.itemKeys.length).toBeGreaterThan(0);
    expect(second.itemKeys.filter((k) => first.itemKeys.includes(k))).toEqual([]);
    // what arrived: two emails, and no story link appears in both
    const mails = t.sink.messages.filter((m) => m.to.includes(u.email.toLowerCase()));
    expect(mails).toHaveLength(2);
    const [l1, l2] = [links(mails[0]!.html), links(mails[1]!.html)];
    expect(l2.size).toBeGreaterThan(0);
    expect([...l1].filter((l) => l2.has(l))).toEqual([]);
    const [after] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, br.id));
    expect(after!.nextSendAt!.getTime()).toBeGreaterThan(b);
  });

  it("two editions prepared at the same time never carry the same story", async () => {
    feeds.setCustom("energy-both", energyFeed(1, 5));
    const u = await createUser(t.ctx);
    const nowMin = Math.floor(Date.now() / MIN) * MIN;
    const a = nowMin - 2 * MIN;
    const b = nowMin - 1 * MIN;
    const br = await createBriefing(t.ctx, u.id, u.email, {
      times: [hhmmUtc(a), hhmmUtc(b)],
      topic: `energy storage ${feeds.url}/custom/energy-both`,
      nextSendAt: new Date(a),
    });
    await tick(a + 1000);
    await tick(b + 1000);
    // both rows are due together and claimed in one batch: the later waits for the earlier's preparation
    await drain(br.id, 2);
    const rows = await slotsOf(br.id);
    expect(rows.map((r) => r.status)).toEqual(["sent", "skipped"]);
    expect(rows[1]!.lastError).toBe("Nothing new matched");
    expect(t.sink.messages.filter((m) => m.to.includes(u.email.toLowerCase()))).toHaveLength(1);
  });

  it("an edit inside the prepare window never loses the day's later slot and never sends it twice", async () => {
    const u = await createUser(t.ctx);
    // a fixed future day: 08:00 and 08:05 UTC
    const a = Date.UTC(2031, 0, 6, 8, 0);
    const b = Date.UTC(2031, 0, 6, 8, 5);
    const br = await createBriefing(t.ctx, u.id, u.email, {
      times: ["08:00", "08:05"],
      topic: "energy storage",
      nextSendAt: new Date(a),
    });
    await tick(a - 9 * MIN); // schedules 08:00
    await tick(a - 4 * MIN); // schedules 08:05 (inside its lead)
    const slots = async () =>
      (
        await t.ctx.db
          .select()
          .from(deliveries)
          .where(eq(deliveries.briefingId, br.id))
          .orderBy(deliveries.slotAt)
      ).map((r) => [r.slotAt.getTime(), r.status]);
    expect(await slots()).toEqual([
      [a, "pending"],
      [b, "pending"],
    ]);
    // the person edits the description at 07:57: the next slot is prepared again; the later one is
    // cancelled by the recompute…
    await recomputeBriefing(t.ctx.db, { briefingId: br.id, now: new Date(a - 3 * MIN), prepareLeadMs: LEAD });
    // …and the scheduler's next ticks bring it back, once
    await tick(a - 3 * MIN + 5000);
    await tick(a - 3 * MIN + 10_000);
    expect(await slots()).toEqual([
      [a, "pending"],
      [b, "pending"],
    ]);
    // and a time removed by the edit stays cancelled
    await t.ctx.db
      .update(briefings)
      .set({ times: ["08:00"] })
      .where(eq(briefings.id, br.id));
    await recomputeBriefing(t.ctx.db, { briefingId: br.id, now: new Date(a - 2 * MIN), prepareLeadMs: LEAD });
    await tick(a - 2 * MIN + 5000);
    expect(await slots()).toEqual([
      [a, "pending"],
      [b, "skipped"],
    ]);
  });
});
