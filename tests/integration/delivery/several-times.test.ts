/**
 * Several times a day through the real scheduler, ledger and worker pool (decision 090): each time is its
 * own slot, sent exactly once, and the day's second edition does not repeat the first one's stories.
 * The scheduler's clock is injected; slots are placed just behind the real clock so the pool sends them.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings, deliveries } from "../../../server/db/schema";
import { workerEnv } from "../../../server/delivery/engine";
import { recomputeBriefing, schedulerTick } from "../../../server/delivery/scheduler";
import { processDelivery, startWorkerPool } from "../../../server/delivery/worker";
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

/** A briefing at two times, both just behind the real clock, each slot's row scheduled (pending). */
async function twoDueEditions(feed: string) {
  feeds.setCustom(feed, energyFeed(1, 5));
  const u = await createUser(t.ctx);
  const nowMin = Math.floor(Date.now() / MIN) * MIN;
  const a = nowMin - 2 * MIN;
  const b = nowMin - 1 * MIN;
  const br = await createBriefing(t.ctx, u.id, u.email, {
    times: [hhmmUtc(a), hhmmUtc(b)],
    topic: `energy storage ${feeds.url}/custom/${feed}`,
    nextSendAt: new Date(a),
  });
  await tick(a + 1000);
  await tick(b + 1000);
  return { u, br };
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
    const { u, br } = await twoDueEditions("energy-both");
    // both rows are due together and claimed in one batch: the later waits for the earlier's preparation
    await drain(br.id, 2);
    const rows = await slotsOf(br.id);
    expect(rows.map((r) => r.status)).toEqual(["sent", "skipped"]);
    expect(rows[1]!.lastError).toBe("Nothing new matched");
    expect(t.sink.messages.filter((m) => m.to.includes(u.email.toLowerCase()))).toHaveLength(1);
  });

  /**
   * Two due editions; the earlier row left as `earlier` sets it, the later one claimed by a
   * live worker and processed once: that outcome, and the briefing's id.
   */
  async function laterClaimedWhileEarlier(feed: string, earlier: SQL) {
    const { br } = await twoDueEditions(feed);
    const [rowA, rowB] = await slotsOf(br.id);
    await t.ctx.db.execute(sql`update deliveries set ${earlier} where id = ${rowA!.id}::uuid`);
    await t.ctx.db.execute(
      sql`update deliveries set locked_by = 'live-worker', locked_until = now() + interval '30 seconds', attempts = 1 where id = ${rowB!.id}::uuid`,
    );
    const [b0] = await t.ctx.db.select().from(briefings).where(eq(briefings.id, br.id));
    const env = workerEnv(t.ctx, { retryBaseMs: 30, leaseMs: 5_000, fetchTimeoutMs: 3_000 });
    const r = await processDelivery({
      env,
      workerId: "live-worker",
      item: { row: { ...rowB!, attempts: 1 }, briefing: b0! },
    });
    return { outcome: r.outcome, briefingId: br.id };
  }

  /**
   * The later edition gave its claim back until the earlier one was prepared; then the earlier one carries the
   * stories and the later one has nothing new, as when nothing went wrong.
   */
  async function expectEarlierFirst(first: { outcome: string; briefingId: string }) {
    expect(first.outcome).toBe("prepared");
    expect((await slotsOf(first.briefingId))[1]!.status).toBe("pending");
    await drain(first.briefingId, 2);
    const rows = await slotsOf(first.briefingId);
    expect(rows.map((r) => r.status)).toEqual(["sent", "skipped"]);
    expect(rows[0]!.itemKeys.length).toBeGreaterThan(0);
  }

  it("an earlier edition whose worker died is prepared before the later one, which never leaves it nothing new", async () => {
    // what a worker killed mid-preparation leaves: the earlier row pending, its lease just run out; the later
    // row claimed by a live worker a moment before that
    const first = await laterClaimedWhileEarlier(
      "energy-dead",
      sql`locked_by = 'killed-worker', locked_until = now() - interval '1 second', attempts = 1`,
    );
    await expectEarlierFirst(first);
  });

  it("an earlier edition waiting out a short retry is prepared before the later one; one that keeps failing does not hold it", async () => {
    // what a failed preparation leaves: the earlier row pending and unheld, its next try a moment away
    const first = await laterClaimedWhileEarlier(
      "energy-retry",
      sql`attempts = 1, last_error = 'Connection terminated unexpectedly', run_after = now() + interval '1 second'`,
    );
    await expectEarlierFirst(first);

    // an earlier edition whose next try is far off (it has failed for a while) does not hold the later one
    const later = await laterClaimedWhileEarlier(
      "energy-failing",
      sql`attempts = 4, last_error = 'Connection terminated unexpectedly', run_after = now() + interval '20 minutes'`,
    );
    expect(later.outcome).toBe("sent");
    expect((await slotsOf(later.briefingId)).map((r) => r.status)).toEqual(["pending", "sent"]);
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

describe("skip and pause inside the prepare window", () => {
  it("a skipped slot's row is cancelled as 'Skipped by you', undo revives it, and the day's later slot is kept", async () => {
    const u = await createUser(t.ctx);
    const a = Date.UTC(2031, 0, 7, 8, 0);
    const b = Date.UTC(2031, 0, 7, 8, 5);
    const br = await createBriefing(t.ctx, u.id, u.email, {
      times: ["08:00", "08:05"],
      topic: "energy storage",
      nextSendAt: new Date(a),
    });
    await tick(a - 9 * MIN);
    await tick(a - 4 * MIN);
    const rows = async () =>
      (await slotsOf(br.id)).map((r) => [r.slotAt.getTime(), r.status, r.lastError ?? null]);
    // skip the next send (08:00) at 07:57
    await t.ctx.db
      .update(briefings)
      .set({ skipSlotAt: new Date(a) })
      .where(eq(briefings.id, br.id));
    await recomputeBriefing(t.ctx.db, { briefingId: br.id, now: new Date(a - 3 * MIN), prepareLeadMs: LEAD });
    await tick(a - 3 * MIN + 5000);
    expect(await rows()).toEqual([
      [a, "skipped", "Skipped by you"],
      [b, "pending", null],
    ]);
    // undo at 07:58: 08:00 is back; the later slot survives the recompute and the next ticks
    await t.ctx.db.update(briefings).set({ skipSlotAt: null }).where(eq(briefings.id, br.id));
    await recomputeBriefing(t.ctx.db, { briefingId: br.id, now: new Date(a - 2 * MIN), prepareLeadMs: LEAD });
    await tick(a - 2 * MIN + 5000);
    await tick(a - 2 * MIN + 10_000);
    expect(await rows()).toEqual([
      [a, "pending", null],
      [b, "pending", null],
    ]);
    // pause until the next day at 07:59: both are held back, and say so
    await t.ctx.db.update(briefings).set({ pausedUntil: "2031-01-08" }).where(eq(briefings.id, br.id));
    await recomputeBriefing(t.ctx.db, { briefingId: br.id, now: new Date(a - MIN), prepareLeadMs: LEAD });
    await tick(a - MIN + 5000);
    expect(await rows()).toEqual([
      [a, "skipped", "Paused by you"],
      [b, "skipped", "Paused by you"],
    ]);
  });
});

describe("pause until a date, with a catch-up", () => {
  const story = (id: string, title: string, hoursAgo: number, about: string) =>
    `<item><title>${title}</title><link>https://live.example/${id}</link><guid>${id}</guid><pubDate>{{HOURS_AGO_${hoursAgo}}}</pubDate><description>${about}</description></item>`;
  const feed = (...items: string[]) =>
    `<rss version="2.0"><channel><title>Energy</title>${items.join("")}</channel></rss>`;

  it("the first edition after the pause carries the best of the pause, once; without the catch-up it does not", async () => {
    // stories from during a week-long pause (2.5 and 3 days old) and one from today
    feeds.setCustom(
      "energy-away",
      feed(
        story(
          "away-1",
          "Grid energy storage record in Texas",
          72,
          "Texas grid operators stored a record amount of energy in batteries.",
        ),
        story(
          "away-2",
          "Energy storage factory for sodium batteries opens in Sweden",
          60,
          "A Swedish plant began making sodium-ion batteries for energy storage on the grid.",
        ),
        story(
          "away-3",
          "Pumped hydro storage approved in Wales",
          1,
          "Planners approved a pumped hydro energy storage scheme in a Welsh valley.",
        ),
      ),
    );
    // the pause's stories were gathered while it ran (another briefing reads the same feed), 60-72 h ago
    const other = await createUser(t.ctx);
    const reader = await createBriefing(t.ctx, other.id, other.email, {
      times: ["08:00"],
      topic: `energy storage ${feeds.url}/custom/energy-away`,
      nextSendAt: new Date(Date.now() - 1000),
    });
    await tick(Date.now());
    await drain(reader.id, 1);
    await t.ctx.db.execute(
      sql`update feed_items set first_seen_at = published_at where guid in ('away-1', 'away-2')`,
    );
    const resumed = new Date(Date.now() - 3_600_000).toISOString().slice(0, 10); // the pause ended today (UTC)
    const make = async (catchUp: boolean) => {
      const u = await createUser(t.ctx);
      const br = await createBriefing(t.ctx, u.id, u.email, {
        times: [hhmmUtc(Date.now() - 2 * MIN)],
        topic: `energy storage ${feeds.url}/custom/energy-away`,
        pausedUntil: resumed,
        pauseCatchUp: catchUp,
        lastSentAt: new Date(Date.now() - 8 * 86_400_000),
        nextSendAt: new Date(Math.floor(Date.now() / MIN) * MIN - 2 * MIN),
      });
      return { u, br };
    };
    const away = await make(true);
    const plain = await make(false);
    await tick(Date.now());
    await drain(away.br.id, 1);
    await drain(plain.br.id, 1);
    const [awayMail] = t.sink.messages.filter((m) => m.to.includes(away.u.email.toLowerCase()));
    expect(awayMail?.subject).toMatch(/^While you were away: /);
    expect(awayMail?.html).toContain("Grid energy storage record in Texas");
    expect(awayMail?.html).toContain("Energy storage factory for sodium batteries opens in Sweden");
    expect(awayMail?.html).toContain("Pumped hydro storage approved in Wales");
    // the same pause without the catch-up: an ordinary edition (its usual window: the last two days)
    const [plainMail] = t.sink.messages.filter((m) => m.to.includes(plain.u.email.toLowerCase()));
    expect(plainMail?.subject).not.toMatch(/While you were away/);
    expect(plainMail?.html).toContain("Pumped hydro storage approved in Wales");
    expect(plainMail?.html).not.toContain("Energy storage factory for sodium batteries opens in Sweden");
    expect(plainMail?.html).not.toContain("Grid energy storage record in Texas");
  });
});
