import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "../../../server/context";
import { query } from "../../../server/db/query";
import {
  articleSummaries,
  briefings,
  deliveries,
  emailHistory,
  feedItems,
  feeds as feedsTable,
} from "../../../server/db/schema";
import { runRetention, startDelivery } from "../../../server/delivery";
import { createAdmin, createBriefing, type TestUser, timeFarFromNow } from "../../support/factories";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { waitFor } from "../../support/wait-for";
import { emptyCatalogueFile } from "../delivery/helpers";

let t: TestApp;
let feeds: FixtureFeedServer;
let person: TestUser;
let services: Service[] = [];

beforeAll(async () => {
  feeds = await startFixtureFeedServer();
  t = await createTestApp({
    SOURCES_FILE: emptyCatalogueFile(),
    SOURCE_ALLOWLIST: "127.0.0.1",
    FEED_REFRESH_MINUTES: "0",
  });
  // an admin's briefings are free: all five may send
  person = await createAdmin(t.ctx, { email: "keeper@example.test" });
});
afterAll(async () => {
  for (const s of services) await s.stop();
  await t?.close();
  await feeds?.close();
});

const DAY = 86_400_000;
const count = async (q: ReturnType<typeof sql>) => Number((await query<{ n: number }>(t.ctx.db, q))[0]!.n);

describe("retention", () => {
  it("old ledger rows, feed items and summaries go in small batches while a slot is delivered; nothing due is lost, no history touched", async () => {
    // five briefings of one person: their past (old settled rows, with history), and a slot due now
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { briefing } = await createBriefing(t.ctx, person, {
        name: `Keeper ${i}`,
        times: [timeFarFromNow()],
        timezone: "UTC",
        topic: `quantum computing and AI from ${feeds.url}/feeds/tech.xml`,
      });
      ids.push(briefing.id);
    }
    const old = Date.now() - 400 * DAY;
    const oldRows = ids.flatMap((briefingId, b) =>
      Array.from({ length: 240 }, (_, i) => ({
        briefingId,
        slotAt: new Date(old + (b * 240 + i) * 60_000),
        runAfter: new Date(old),
        status: (["sent", "skipped", "failed"] as const)[i % 3]!,
        messageId: `<old-${randomUUID()}@tidings.localhost>`,
        historyId: randomUUID(),
      })),
    );
    for (let i = 0; i < oldRows.length; i += 200)
      await t.ctx.db.insert(deliveries).values(oldRows.slice(i, i + 200));
    const oldSent = oldRows.filter((r) => r.status === "sent");
    for (let i = 0; i < oldSent.length; i += 200) {
      await t.ctx.db.insert(emailHistory).values(
        oldSent.slice(i, i + 200).map((r) => ({
          id: r.historyId,
          briefingId: r.briefingId,
          subject: "An old briefing",
          emailContent: "<p>old</p>",
          sentAt: r.slotAt,
        })),
      );
    }
    // a recent settled row stays (inside the retention age)
    await t.ctx.db.insert(deliveries).values({
      briefingId: ids[0]!,
      slotAt: new Date(Date.now() - 10 * DAY),
      runAfter: new Date(Date.now() - 10 * DAY),
      status: "sent",
      messageId: `<recent-${randomUUID()}@tidings.localhost>`,
    });
    // an old cached feed and its items, and old and new summaries
    const [feed] = await t.ctx.db
      .insert(feedsTable)
      .values({ url: "https://old.example/feed.xml" })
      .returning();
    await t.ctx.db.insert(feedItems).values(
      Array.from({ length: 330 }, (_, i) => ({
        feedId: feed!.id,
        guid: `old-${i}`,
        title: `Old item ${i}`,
        firstSeenAt: new Date(Date.now() - 60 * DAY),
      })),
    );
    await t.ctx.db.insert(articleSummaries).values([
      ...Array.from({ length: 150 }, (_, i) => ({
        articleHash: `old-${i}`,
        model: "offline",
        summary: "old",
        createdAt: new Date(Date.now() - 60 * DAY),
      })),
      { articleHash: "fresh", model: "offline", summary: "fresh" },
    ]);

    // the slot: all five due now, delivered by the engine while retention runs
    services = await startDelivery(t.ctx, { tickMs: 50, pollMs: 20, retryBaseMs: 20 });
    await t.ctx.db
      .update(briefings)
      .set({ nextSendAt: new Date(Date.now() - 1000) })
      .where(sql`${briefings.id} = any(${`{${ids.join(",")}}`}::uuid[])`);
    const batches: Array<[string, number]> = [];
    const run = await runRetention(t.ctx.db, {
      deliveriesDays: 180,
      feedItemsDays: 30,
      summariesDays: 30,
      batchSize: 100,
      pauseMs: 5,
      onBatch: (table, n) => batches.push([table, n]),
    });

    // every due email arrived, once
    const mails = await Promise.all(ids.map(() => t.sink.nextEmail(person.email, { timeoutMs: 30_000 })));
    expect(new Set(mails.map((m) => m.headers["list-id"])).size).toBe(5);
    await waitFor(async () => {
      const n = await count(
        sql`select count(*)::int as n from deliveries where status = 'sent' and slot_at > now() - interval '1 day'
              and briefing_id = any(${`{${ids.join(",")}}`}::uuid[])`,
      );
      return n === 5;
    }, 30_000);

    // the old rows went, in batches of at most 100
    expect(run).toMatchObject({ deliveries: 1200, feedItems: 330, summaries: 150 });
    expect(Math.max(...batches.map(([, n]) => n))).toBeLessThanOrEqual(100);
    expect(batches.filter(([table]) => table === "deliveries").length).toBeGreaterThanOrEqual(12);
    expect(
      await count(sql`select count(*)::int as n from deliveries where slot_at < now() - interval '180 days'`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from deliveries where slot_at between now() - interval '11 days' and now() - interval '9 days'`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from feed_items where first_seen_at < now() - interval '30 days'`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from feed_items`)).toBeGreaterThan(0); // the live feed's
    expect(
      await count(sql`select count(*)::int as n from article_summaries where article_hash = 'fresh'`),
    ).toBe(1);
    // the person's own history: every old email is still there (plus the five new ones)
    expect(
      await count(
        sql`select count(*)::int as n from email_history where not hidden and subject <> 'An old briefing'`,
      ),
    ).toBe(5);
    expect(
      await count(sql`select count(*)::int as n from email_history where subject = 'An old briefing'`),
    ).toBe(oldSent.length);
    expect(
      (await t.ctx.db.select().from(briefings).where(eq(briefings.id, ids[0]!)))[0]!.lastSentAt,
    ).not.toBeNull();
  });
});
