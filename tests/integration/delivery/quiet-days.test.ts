/**
 * Quiet days (decision 094): a scheduled edition that finds nothing new is skipped ("skip", the default)
 * or sent as a short note saying so ("note"); either way the latest outcome says why, in numbers. The
 * setting goes through the API; a test email that finds nothing answers with no stories. Sources that could
 * not be reached are not a quiet day: the edition is tried again (decision 170).
 */
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings, deliveries, emailHistory } from "../../../server/db/schema";
import { latestActivity } from "../../../server/delivery";
import { workerEnv } from "../../../server/delivery/engine";
import { schedulerTick } from "../../../server/delivery/scheduler";
import { startWorkerPool } from "../../../server/delivery/worker";
import { createUser as createAccount } from "../../support/factories";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { as, createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile, waitFor } from "./helpers";

let t: TestApp;
let feeds: FixtureFeedServer;

beforeAll(async () => {
  feeds = await startFixtureFeedServer();
  t = await createTestApp({
    SOURCE_ALLOWLIST: "127.0.0.1",
    SOURCES_FILE: emptyCatalogueFile(),
    FEED_REFRESH_MINUTES: "0",
    AUTH_RATE_LIMIT_MAX: "1000",
  });
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

const fast = { retryBaseMs: 30, leaseMs: 5_000, fetchTimeoutMs: 3_000 };

const tick = () =>
  schedulerTick(t.ctx.db, {
    prepareLeadMs: 10 * 60_000,
    graceMs: 120 * 60_000,
    messageIdDomain: "tidings.localhost",
  });

async function runOnce() {
  await tick();
  const pool = startWorkerPool(workerEnv(t.ctx, fast), { concurrency: 2, pollMs: 20 });
  await pool.idle();
  await pool.stop();
  return pool.stats;
}

/** A feed that answers 503 to its first `failures` requests, then one energy story; `asked` counts requests. */
async function flakyFeed(failures: number) {
  const state = { asked: 0, url: "", close: () => new Promise((r) => server.close(r)) };
  const server = http.createServer((_req, res) => {
    state.asked++;
    if (state.asked <= failures) {
      res.writeHead(503);
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": "application/rss+xml" });
    res.end(
      `<rss version="2.0"><channel><title>Flaky Grid</title><item><title>Energy storage breakthrough</title><link>https://flaky.example/1</link><guid>flaky-1</guid><pubDate>${new Date(Date.now() - 3_600_000).toUTCString()}</pubDate><description>Energy storage researchers reported a breakthrough on Monday. The energy result was explained in detail.</description></item></channel></rss>`,
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
  return state;
}

/** Runs a pool until the briefing's edition has an outcome; `maxAttempts` as DELIVERY_MAX_ATTEMPTS. */
async function runUntilSettled(briefingId: string, maxAttempts: number) {
  await tick();
  const pool = startWorkerPool({ ...workerEnv(t.ctx, fast), maxAttempts }, { concurrency: 2, pollMs: 20 });
  let row: typeof deliveries.$inferSelect | undefined;
  await waitFor(async () => {
    [row] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, briefingId));
    return row?.status === "sent" || row?.status === "skipped" || row?.status === "failed";
  }, 15_000);
  await pool.stop();
  return { stats: pool.stats, row: row! };
}

const dueNow = (id: string) =>
  t.ctx.db
    .update(briefings)
    .set({ nextSendAt: new Date(Date.now() - 500) })
    .where(eq(briefings.id, id));

const feedWithOneStory = (name: string) =>
  feeds.setCustom(
    name,
    `<rss version="2.0"><channel><title>Grid Weekly</title><item><title>Energy storage breakthrough</title><link>https://grid.example/${name}/1</link><guid>${name}-1</guid><pubDate>{{HOURS_AGO_0}}</pubDate><description>Energy storage researchers reported a breakthrough on Monday. The energy result was explained in detail.</description></item></channel></rss>`,
  );

describe("quiet days", () => {
  it("“note”: the day nothing new matches, a short note says so and why; /manage's outcome says it was a note", async () => {
    const u = await createUser(t.ctx);
    feedWithOneStory("quiet-note");
    const b = await createBriefing(t.ctx, u.id, u.email, {
      topic: `energy storage ${feeds.url}/custom/quiet-note`,
      quietDays: "note",
    });
    await dueNow(b.id);
    await runOnce();
    const first = await t.sink.nextEmail(u.email);
    expect(first.html).toContain("Energy storage breakthrough");

    // the next slot: the only story was sent already
    await dueNow(b.id);
    const s = await runOnce();
    expect(s.sent).toBe(1);
    const note = await t.sink.nextEmail(u.email);
    expect(note.subject).toMatch(new RegExp(`^${b.name} — `));
    expect(note.text).toContain("Nothing new matched this briefing's description since its last email");
    expect(note.text).toContain("1 already sent");
    expect(note.html).not.toContain("Energy storage breakthrough");
    const history = await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, b.id));
    expect(history.filter((h) => !h.hidden)).toHaveLength(2);
    const latest = (await latestActivity(t.ctx, [b.id])).get(b.id)?.outcome;
    expect(latest).toMatchObject({ status: "sent" });
    expect(latest?.quiet).toMatch(/^\d+ items? checked from 1 source, 1 already sent$/);
  });

  it("“skip” (the default): no email that day, and the skipped outcome says why in numbers", async () => {
    const u = await createUser(t.ctx);
    feedWithOneStory("quiet-skip");
    const b = await createBriefing(t.ctx, u.id, u.email, {
      topic: `energy storage ${feeds.url}/custom/quiet-skip`,
    });
    expect(b.quietDays).toBe("skip");
    await dueNow(b.id);
    await runOnce();
    await t.sink.nextEmail(u.email);
    await dueNow(b.id);
    const s = await runOnce();
    expect(s.skipped).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.sink.emailsTo(u.email)).toHaveLength(1);
    const latest = (await latestActivity(t.ctx, [b.id])).get(b.id)?.outcome;
    expect(latest).toMatchObject({ status: "skipped", reason: "Nothing new matched" });
    expect(latest?.quiet).toMatch(/1 already sent$/);
  });

  it("the setting is saved through the API, kept when an older client leaves it out, and checked", async () => {
    const u = await createAccount(t.ctx);
    const body = {
      name: "Quiet API",
      frequency: "daily",
      times: ["07:00"],
      day_of_week: null,
      topic: `energy storage ${feeds.url}/custom/quiet-api`,
      timezone: "UTC",
    };
    const created = await as(t, u)("/api/briefings", {
      method: "POST",
      json: { ...body, quiet_days: "note" },
    });
    expect(created.status).toBe(201);
    const { briefing } = (await created.json()) as { briefing: { id: string; quiet_days: string } };
    expect(briefing.quiet_days).toBe("note");
    const put = (json: object) => as(t, u)(`/api/briefings/${briefing.id}`, { method: "PUT", json });
    const kept = await put(body);
    expect(((await kept.json()) as { briefing: { quiet_days: string } }).briefing.quiet_days).toBe("note");
    const bad = await put({ ...body, quiet_days: "sometimes" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("When nothing new matches: skip or note");
    const changed = await put({ ...body, quiet_days: "skip" });
    expect(((await changed.json()) as { briefing: { quiet_days: string } }).briefing.quiet_days).toBe("skip");
  });

  it("a test email that finds nothing answers with no stories (the page says so)", async () => {
    const u = await createAccount(t.ctx);
    feeds.setCustom("quiet-empty", '<rss version="2.0"><channel><title>Empty</title></channel></rss>');
    const created = await as(t, u)("/api/briefings", {
      method: "POST",
      json: {
        name: "Quiet test",
        frequency: "daily",
        times: ["07:00"],
        day_of_week: null,
        topic: `energy storage ${feeds.url}/custom/quiet-empty`,
        timezone: "UTC",
      },
    });
    const { briefing } = (await created.json()) as { briefing: { id: string } };
    const res = await as(t, u)(`/api/briefings/${briefing.id}/test-email`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: "Test email sent!", items: 0 });
    const mail = await t.sink.nextEmail(u.email);
    expect(mail.text).toContain("Nothing new matched");
  });

  it("sources that cannot be reached are not a quiet day: the edition is tried again and goes out once they answer", async () => {
    const feed = await flakyFeed(2);
    try {
      const u = await createUser(t.ctx);
      const b = await createBriefing(t.ctx, u.id, u.email, { topic: `energy storage ${feed.url}` });
      await dueNow(b.id);
      const { stats, row } = await runUntilSettled(b.id, 8);
      expect(row).toMatchObject({ status: "sent", attempts: 3 });
      expect(stats).toMatchObject({ retry: 2, sent: 1, skipped: 0 });
      expect(feed.asked).toBe(3);
      const mail = await t.sink.nextEmail(u.email);
      expect(mail.html).toContain("Energy storage breakthrough");
      expect(t.sink.emailsTo(u.email)).toHaveLength(1);
    } finally {
      await feed.close();
    }
  });

  it("sources still unreachable at the last attempt: skipped as a quiet day (or the note says why), never failed", async () => {
    const feed = await flakyFeed(1_000);
    try {
      const skip = await createUser(t.ctx);
      const b1 = await createBriefing(t.ctx, skip.id, skip.email, { topic: `energy storage ${feed.url}` });
      await dueNow(b1.id);
      const first = await runUntilSettled(b1.id, 3);
      expect(first.row).toMatchObject({ status: "skipped", lastError: "Nothing new matched", attempts: 3 });
      expect(first.stats.retry).toBe(2);
      expect(feed.asked).toBe(3);
      const latest = (await latestActivity(t.ctx, [b1.id])).get(b1.id)?.outcome;
      expect(latest?.quiet).toMatch(/1 source unreachable$/);
      expect(t.sink.emailsTo(skip.email)).toHaveLength(0);

      const note = await createUser(t.ctx);
      const b2 = await createBriefing(t.ctx, note.id, note.email, {
        topic: `energy storage ${feed.url}`,
        quietDays: "note",
      });
      await dueNow(b2.id);
      const second = await runUntilSettled(b2.id, 2);
      expect(second.row).toMatchObject({ status: "sent", attempts: 2 });
      const mail = await t.sink.nextEmail(note.email);
      expect(mail.text).toContain("None of this briefing's sources could be reached just now");
    } finally {
      await feed.close();
    }
  });
});
