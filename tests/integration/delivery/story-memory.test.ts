import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendTestEmail } from "../../../server/briefings/send-test-email";
import { briefings, deliveries } from "../../../server/db/schema";
import { workerEnv } from "../../../server/delivery/engine";
import { markPrepared, markSkipped } from "../../../server/delivery/ledger";
import { MEMORY_EDITIONS, memorySize, rememberedStories } from "../../../server/delivery/ledger/story-memory";
import { schedulerTick } from "../../../server/delivery/scheduler";
import { startWorkerPool } from "../../../server/delivery/worker";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile } from "./helpers";

// Story memory across days (decision 098) through the real pipeline: scheduler, workers, PGlite, SMTP sink,
// two local "outlets" whose feeds change between editions.
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

async function edition(briefingId: string) {
  await t.ctx.db
    .update(briefings)
    .set({ nextSendAt: new Date(Date.now() - 1000) })
    .where(eq(briefings.id, briefingId));
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

type Item = { id: string; title: string; text: string };
const rss = (outlet: string, items: Item[]) =>
  `<rss version="2.0"><channel><title>${outlet}</title>${items
    .map(
      (i) =>
        `<item><title>${i.title}</title><link>https://${outlet.toLowerCase().replace(/\W/g, "")}.example/${i.id}</link><guid>${i.id}</guid><pubDate>{{HOURS_AGO_1}}</pubDate><description>${i.text}</description></item>`,
    )
    .join("")}</channel></rss>`;

const landfall: Item = {
  id: "halong-1",
  title: "Typhoon Halong hits Okinawa, leaving three dead",
  text: "Winds of up to 210 km/h tore roofs off homes in Naha and cut power to 180,000 households as Typhoon Halong made landfall on Okinawa.",
};
const reReport: Item = {
  id: "halong-okinawa-counts-cost",
  title: "Okinawa counts the cost of Typhoon Halong",
  text: "Typhoon Halong made landfall on Okinawa with winds of up to 210 km/h, tearing roofs off homes in Naha; 180,000 households lost power.",
};
const storm: Item = {
  id: "storm-bert",
  title: "Storm Bert brings floods to south Wales",
  text: "The Met Office issued amber warnings as Storm Bert pushed rivers in the Rhondda valley over their banks and closed the M4.",
};
const development: Item = {
  id: "halong-toll-14",
  title: "Typhoon Halong death toll rises to 14 in Okinawa",
  text: "Landslides after Typhoon Halong made landfall on Okinawa have killed 14 people, officials in Naha said. Power is still out for 180,000 households hit by winds of up to 210 km/h.",
};
const developmentAgain: Item = {
  id: "halong-troops",
  title: "Typhoon Halong: toll in Okinawa reaches 14",
  text: "Typhoon Halong killed 14 people in Okinawa, officials in Naha said, after winds of up to 210 km/h and landslides; 180,000 households are without power.",
};
const flood: Item = {
  id: "valencia-flood",
  title: "Flash floods close schools in Valencia",
  text: "Torrential rain of 180 litres per square metre in six hours flooded streets in Valencia, and the regional government closed schools.",
};

describe("story memory across days", () => {
  it("a re-report under a new URL is not sent again; a development returns once as an Update; a test email is not remembered", async () => {
    const u = await createUser(t.ctx);
    feeds.setCustom("mem-a", rss("Island Times", [landfall]));
    feeds.setCustom("mem-b", rss("Pacific Wire", []));
    const b = await createBriefing(t.ctx, u.id, u.email, {
      topic: `typhoons, storms and floods ${feeds.url}/custom/mem-a ${feeds.url}/custom/mem-b`,
    });

    // a test email shows the story but is not remembered
    await sendTestEmail(t.ctx, u.id, b.id);
    expect((await t.sink.nextEmail(u.email)).html).toContain("Typhoon Halong hits Okinawa");
    expect(await memorySize(t.ctx.db, b.id)).toEqual({ stories: 0, editions: 0 });

    // day 1: the landfall is sent and remembered
    await edition(b.id);
    const d1 = await t.sink.nextEmail(u.email);
    expect(d1.html).toContain("Typhoon Halong hits Okinawa");
    expect(await memorySize(t.ctx.db, b.id)).toEqual({ stories: 1, editions: 1 });

    // day 2: another outlet re-reports it under a new URL and headline; an unrelated storm is new
    feeds.setCustom("mem-b", rss("Pacific Wire", [reReport, storm]));
    await edition(b.id);
    const d2 = await t.sink.nextEmail(u.email);
    expect(d2.html).toContain("Storm Bert brings floods");
    expect(d2.html).not.toContain("counts the cost");
    expect(d2.text).not.toContain("Typhoon Halong");

    // day 3: the toll rises — the event comes back once, marked, with the sentence saying what is new
    feeds.setCustom("mem-b", rss("Pacific Wire", [reReport, storm, development]));
    await edition(b.id);
    const d3 = await t.sink.nextEmail(u.email);
    expect(d3.text).toContain("Update: Typhoon Halong death toll rises to 14 in Okinawa");
    expect(d3.text).toMatch(/What's new: Landslides after Typhoon Halong .* have killed 14 people/);
    expect(d3.html).toContain("Update: Typhoon Halong death toll rises to 14");

    // day 4: the development re-reported by the first outlet is not sent a third time
    feeds.setCustom("mem-a", rss("Island Times", [landfall, developmentAgain, flood]));
    await edition(b.id);
    const d4 = await t.sink.nextEmail(u.email);
    expect(d4.html).toContain("Flash floods close schools in Valencia");
    expect(d4.text).not.toContain("Halong");
    expect(await memorySize(t.ctx.db, b.id)).toEqual({ stories: 4, editions: 4 });
  });
});

/** an edition prepared the way the engine records it: markPrepared with its stories */
async function preparedEdition(briefingId: string, slotAt: Date, headlines: string[], kind = "scheduled") {
  const id = randomUUID();
  await t.ctx.db.insert(deliveries).values({
    id,
    briefingId,
    slotAt,
    kind: kind as "scheduled",
    status: "pending",
    runAfter: slotAt,
    messageId: `<delivery-${id}@test>`,
    lockedBy: "preparer",
    lockedUntil: new Date(Date.now() + 60_000),
  });
  const saved = await markPrepared(t.ctx.db, {
    id,
    workerId: "preparer",
    row: { status: "pending", slotAt },
    release: false,
    prepared: {
      subject: "s",
      html: "<p>h</p>",
      text: "t",
      headers: {},
      itemKeys: headlines.map((h) => `u:https://x.example/${encodeURIComponent(h)}`),
      stories: headlines.map((h) => ({
        headline: h,
        source: "https://x.example/feed",
        terms: h.toLowerCase().split(" "),
        facts: ["42"],
        vector: Int8Array.from({ length: 100 }, (_, d) => (d % 7) - 3),
        itemKeys: [`u:https://x.example/${encodeURIComponent(h)}`],
      })),
      nothingNew: false,
      picks: [],
      coverage: { checked: 1, failed: 0, merged: 0 },
      summariser: "offline",
      raw: "Subject: s\r\n\r\nbody",
      to: "someone@example.test",
    },
  });
  expect(saved).toBe(true);
  return id;
}

describe("story memory bound and lifetime", () => {
  it("keeps the newest 30 editions; a skipped edition's stories do not count; test emails are not remembered", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email);
    const day0 = Date.UTC(2026, 10, 1, 8);
    for (let n = 0; n < MEMORY_EDITIONS + 5; n++)
      await preparedEdition(b.id, new Date(day0 + n * 86_400_000), [`story ${n} a`, `story ${n} b`]);
    expect(await memorySize(t.ctx.db, b.id)).toEqual({
      stories: 2 * MEMORY_EDITIONS,
      editions: MEMORY_EDITIONS,
    });
    const kept = await rememberedStories(t.ctx.db, b.id);
    const headlines = new Set(kept.map((s) => s.headline));
    expect(headlines.has("story 34 a")).toBe(true);
    expect(headlines.has("story 5 a")).toBe(true);
    expect(headlines.has("story 4 a")).toBe(false);
    expect(kept[0]!.vector).toEqual(Int8Array.from({ length: 100 }, (_, d) => (d % 7) - 3));
    expect(kept[0]!.facts).toEqual(["42"]);

    // an edition prepared and then skipped (paused before its slot) sent nothing: its stories are not remembered
    const late = await preparedEdition(b.id, new Date(day0 + 40 * 86_400_000), ["skipped story"]);
    expect((await rememberedStories(t.ctx.db, b.id)).some((s) => s.headline === "skipped story")).toBe(true);
    await markSkipped(t.ctx.db, { id: late, workerId: "preparer", reason: "Paused by you" });
    expect((await rememberedStories(t.ctx.db, b.id)).some((s) => s.headline === "skipped story")).toBe(false);

    // a test email's preparation writes nothing to the memory
    const before = await memorySize(t.ctx.db, b.id);
    await preparedEdition(b.id, new Date(day0 + 41 * 86_400_000), ["test story"], "test");
    expect((await rememberedStories(t.ctx.db, b.id)).some((s) => s.headline === "test story")).toBe(false);
    expect((await memorySize(t.ctx.db, b.id)).stories).toBe(before.stories);
  });
});
