/**
 * The shared feed cache when the process holding a feed's fetch lease died mid-fetch (a SIGKILLed worker
 * keeps its lease until it runs out): the next briefing waits for it, then fetches the feed itself instead
 * of going out, or being skipped, with no items (issue #19's multi-process failure).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedItems, feeds } from "../../../server/db/schema";
import { loadCandidates, refreshFeeds } from "../../../server/delivery/feed-cache";
import { parseAllowlist } from "../../../server/delivery/safe-fetch";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
let server: FixtureFeedServer;
const rss = (n: number) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Held</title>${Array.from(
    { length: n },
    (_, i) =>
      `<item><title>Held story ${i}</title><link>https://held.example/${i}</link><guid>held-${i}</guid><pubDate>${new Date(Date.now() - 600_000).toUTCString()}</pubDate></item>`,
  ).join("")}</channel></rss>`;

beforeAll(async () => {
  server = await startFixtureFeedServer();
  t = await createTestApp({ SOURCE_ALLOWLIST: "127.0.0.1", FEED_REFRESH_MINUTES: "0" });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe("a feed whose fetch lease is held by a process that died", () => {
  it("is fetched by the waiting briefing once the wait runs out, and its items are there", async () => {
    server.setCustom("held", rss(3), "application/rss+xml");
    const url = `${server.url}/custom/held`;
    // a worker claimed the feed a moment ago and was killed before it stored anything
    await t.ctx.db.insert(feeds).values({ url });
    await t.ctx.db.execute(
      sql`update feeds set fetching_until = now() + interval '5 minutes' where url = ${url}`,
    );
    const before = server.stats.requests;
    const [status] = await refreshFeeds(t.ctx.db, [url], {
      allowlist: parseAllowlist("127.0.0.1"),
      refreshMs: 0,
      waitMs: 300,
    });
    expect(status).toMatchObject({ url, ok: true, status: "ok" });
    expect(server.stats.requests - before).toBe(1);
    const [f] = await t.ctx.db.select().from(feeds).where(eq(feeds.url, url));
    expect(f!.fetchingUntil).toBeNull();
    const stored = await t.ctx.db.select().from(feedItems).where(eq(feedItems.feedId, f!.id));
    expect(stored.map((i) => i.title).sort()).toEqual(["Held story 0", "Held story 1", "Held story 2"]);
    const candidates = await loadCandidates(
      t.ctx.db,
      [url],
      new Date(Date.now() - 86_400_000),
      new Set<string>(),
    );
    expect(candidates).toHaveLength(3);
  });

  it("a due feed fetched before is fetched again once the wait runs out: an edition needs what is new", async () => {
    server.setCustom("fetched", rss(2), "application/rss+xml");
    const url = `${server.url}/custom/fetched`;
    const opts = { allowlist: parseAllowlist("127.0.0.1"), refreshMs: 0, waitMs: 300 };
    await refreshFeeds(t.ctx.db, [url], opts);
    server.setCustom("fetched", rss(4), "application/rss+xml");
    await t.ctx.db.execute(
      sql`update feeds set fetching_until = now() + interval '5 minutes' where url = ${url}`,
    );
    const before = server.stats.requests;
    const [status] = await refreshFeeds(t.ctx.db, [url], opts);
    expect(status!.ok).toBe(true);
    expect(server.stats.requests - before).toBe(1);
    const candidates = await loadCandidates(t.ctx.db, [url], new Date(Date.now() - 3_600_000), new Set());
    expect(candidates).toHaveLength(4);
  });

  it("a feed not due is used as stored while another process holds it", async () => {
    server.setCustom("recent", rss(2), "application/rss+xml");
    const url = `${server.url}/custom/recent`;
    const opts = { allowlist: parseAllowlist("127.0.0.1"), refreshMs: 600_000, waitMs: 300 };
    await refreshFeeds(t.ctx.db, [url], opts);
    await t.ctx.db.execute(
      sql`update feeds set fetching_until = now() + interval '5 minutes' where url = ${url}`,
    );
    const before = server.stats.requests;
    const [status] = await refreshFeeds(t.ctx.db, [url], opts);
    expect(status!.ok).toBe(true);
    expect(server.stats.requests - before).toBe(0);
  });
});
