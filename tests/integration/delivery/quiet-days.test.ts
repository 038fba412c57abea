/**
 * Quiet days (decision 094): a scheduled edition that finds nothing new is skipped ("skip", the default)
 * or sent as a short note saying so ("note"); either way the latest outcome says why, in numbers. The
 * setting goes through the API; a test email that finds nothing answers with no stories.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings, emailHistory } from "../../../server/db/schema";
import { latestActivity } from "../../../server/delivery";
import { workerEnv } from "../../../server/delivery/engine";
import { schedulerTick } from "../../../server/delivery/scheduler";
import { startWorkerPool } from "../../../server/delivery/worker";
import { createUser as createAccount } from "../../support/factories";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { as, createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile } from "./helpers";

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

async function runOnce() {
  await schedulerTick(t.ctx.db, {
    prepareLeadMs: 10 * 60_000,
    graceMs: 120 * 60_000,
    messageIdDomain: "tidings.localhost",
  });
  const pool = startWorkerPool(workerEnv(t.ctx, { retryBaseMs: 30, leaseMs: 5_000, fetchTimeoutMs: 3_000 }), {
    concurrency: 2,
    pollMs: 20,
  });
  await pool.idle();
  await pool.stop();
  return pool.stats;
}

const dueNow = (id: string) =>
  t.ctx.db
    .update(briefings)
    .set({ nextSendAt: new Date(Date.now() - 500) })
    .where(eq(briefings.id, id));

const feedWithOneStory = (name: string) =>
  feeds.setCustom(
    name,
    `<rss version="2.0"><channel><title>Grid Weekly</title><item><title>Energy storage breakthrough</title><link>https://grid.example/${name}/1</link><guid>${name}-1</guid><pubDate>{{HOURS_AGO_1}}</pubDate><description>Energy storage researchers reported a breakthrough on Monday. The energy result was explained in detail.</description></item></channel></rss>`,
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
});
