/**
 * The worker pool's two limits (decision 048): at most `prepareConcurrency` pending rows are prepared by one
 * pool at once, and prepared rows due at their slot are sent at once, not behind preparation. Preparation
 * is made slow by feeds that answer late; each briefing has its own feed, so the feed server's record of
 * the requests it was answering at once is the number of preparations running at once.
 */
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings, deliveries } from "../../../server/db/schema";
import { workerEnv } from "../../../server/delivery/engine";
import { schedulerTick } from "../../../server/delivery/scheduler";
import { startWorkerPool } from "../../../server/delivery/worker";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile, waitFor } from "./helpers";

const emptyCatalogue = emptyCatalogueFile();

let t: TestApp;
let feeds: http.Server;
let feedPort = 0;
const feedUrl = (host: number, delayMs: number, name: string) =>
  `http://127.0.0.${host}:${feedPort}/feed/${delayMs}/${name}`;
/** the feed server's record: each request's feed name, when it arrived and when it was answered */
const served: Array<{ name: string; start: number; end: number }> = [];

/** the most requests for feeds named `prefix…` the feed server was answering at the same time */
function mostAtOnce(prefix: string): number {
  const edges = served
    .filter((r) => r.name.startsWith(prefix))
    .flatMap((r) => [
      { at: r.start, d: 1 },
      { at: r.end, d: -1 },
    ])
    .sort((a, b) => a.at - b.at || a.d - b.d);
  let now = 0;
  let max = 0;
  for (const e of edges) {
    now += e.d;
    max = Math.max(max, now);
  }
  return max;
}

beforeAll(async () => {
  // GET /feed/<delay ms>/<name>: an RSS feed with one fresh energy story, answered after the delay
  feeds = http.createServer((req, res) => {
    const [, , delay, name] = (req.url ?? "").split("/");
    const start = performance.now();
    setTimeout(() => {
      served.push({ name: name ?? "", start, end: performance.now() });
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed ${name}</title><link>https://feed.example/${name}</link>
          <item><title>Energy storage breakthrough ${name}</title><link>https://feed.example/${name}/1</link><guid>${name}-1</guid>
          <pubDate>${new Date(Date.now() - 3_600_000).toUTCString()}</pubDate>
          <description>Energy storage researchers reported a breakthrough. The energy result was explained in detail.</description></item>
          </channel></rss>`,
      );
    }, Number(delay) || 0);
  });
  // every loopback address reaches it: each briefing's feed gets a host of its own (127.0.0.x), so the
  // fetcher's per-host limit (2) does not cap how many preparations fetch at once
  await new Promise<void>((r) => feeds.listen(0, "0.0.0.0", r));
  feedPort = (feeds.address() as AddressInfo).port;
  t = await createTestApp({
    SOURCE_ALLOWLIST: "127.0.0.0/8",
    SOURCES_FILE: emptyCatalogue,
    FEED_REFRESH_MINUTES: "0",
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => feeds?.close(r));
});

const fast = { retryBaseMs: 30, leaseMs: 10_000, fetchTimeoutMs: 5_000 };

/** n briefings whose slot is 5 minutes away, each on its own feed answering after `delayMs`; ledger rows made */
async function upcoming(n: number, tag: string, delayMs: number) {
  const out: Array<{ id: string; email: string }> = [];
  for (let i = 0; i < n; i++) {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, {
      topic: `energy storage from ${feedUrl(1 + i, delayMs, `${tag}-${i}`)}`,
    });
    await t.ctx.db
      .update(briefings)
      .set({ nextSendAt: new Date(Date.now() + 5 * 60_000) })
      .where(eq(briefings.id, b.id));
    out.push({ id: b.id, email: u.email });
  }
  await schedulerTick(t.ctx.db, { prepareLeadMs: 10 * 60_000, graceMs: 7_200_000, messageIdDomain: "x" });
  return out;
}

describe("prepare concurrency", () => {
  it("one pool never holds more pending rows than its prepare places, and fills them", async () => {
    // each feed answers after a second: long beside the rest of a preparation (the pool and this feed
    // server share one event loop, and curation holds it for a while on a busy machine), so the three
    // places' fetches overlap however slowly the machine runs
    const list = await upcoming(8, "p", 1000);
    const pool = startWorkerPool(workerEnv(t.ctx, fast), {
      concurrency: 8,
      prepareConcurrency: 3,
      pollMs: 20,
      workerId: "pool-p3",
    });
    await pool.idle();
    await pool.stop();
    expect(pool.stats.prepared).toBe(8);
    expect(served.filter((r) => r.name.startsWith("p-"))).toHaveLength(8);
    expect(mostAtOnce("p-")).toBe(3);
    const rows = await t.ctx.db
      .select()
      .from(deliveries)
      .where(
        inArray(
          deliveries.briefingId,
          list.map((b) => b.id),
        ),
      );
    expect(rows.map((r) => r.status)).toEqual(Array(8).fill("prepared"));
  });

  it("prepared rows at their slot are sent at once while preparation holds its places", async () => {
    // three rows prepared ahead, then their slot arrives
    const due = await upcoming(3, "due", 0);
    let pool = startWorkerPool(workerEnv(t.ctx, fast), { concurrency: 2, pollMs: 20 });
    await pool.idle();
    await pool.stop();
    const dueIds = due.map((b) => b.id);
    await t.ctx.db
      .update(deliveries)
      .set({ slotAt: new Date(Date.now() - 1000), runAfter: new Date(Date.now() - 1000) })
      .where(and(inArray(deliveries.briefingId, dueIds), eq(deliveries.status, "prepared")));
    // six slow preparations, claimable for longer than the prepared rows (first in run_after order)
    const slow = await upcoming(6, "slow", 1000);
    const slowIds = slow.map((b) => b.id);
    await t.ctx.db
      .update(deliveries)
      .set({ runAfter: new Date(Date.now() - 60_000) })
      .where(inArray(deliveries.briefingId, slowIds));

    pool = startWorkerPool(workerEnv(t.ctx, fast), {
      concurrency: 2,
      prepareConcurrency: 1,
      pollMs: 20,
      workerId: "pool-starve",
    });
    const idle = pool.idle().then(() => pool.stop());
    for (const b of due) await t.sink.nextEmail(b.email, { timeoutMs: 5_000 });
    // the three emails are out while the six preparations (one at a time, a second or more each) go on
    const stillPending = await t.ctx.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(inArray(deliveries.briefingId, slowIds), eq(deliveries.status, "pending")));
    expect(stillPending.length).toBeGreaterThanOrEqual(4);
    await idle;
    expect(mostAtOnce("slow-")).toBe(1);
    expect(pool.stats).toMatchObject({ sent: 3, prepared: 6, failed: 0 });
    await waitFor(async () => {
      const r = await t.ctx.db.select().from(deliveries).where(inArray(deliveries.briefingId, slowIds));
      return r.every((x) => x.status === "prepared");
    });
  });

  it("a pool keeps the lease of a slow preparation alive: a second pool never takes the row over", async () => {
    // a 600 ms lease, renewed every 200 ms by the pool's heartbeat; the feed answers after 1.5 s
    const [b] = await upcoming(1, "lease", 1500);
    const short = { ...fast, leaseMs: 600 };
    const a = startWorkerPool(workerEnv(t.ctx, short), { concurrency: 2, pollMs: 20, workerId: "lease-a" });
    await waitFor(async () => {
      const [r] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b!.id));
      return r?.lockedBy === "lease-a";
    });
    const other = startWorkerPool(workerEnv(t.ctx, short), {
      concurrency: 2,
      pollMs: 20,
      workerId: "lease-b",
    });
    await waitFor(
      async () => {
        const [r] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b!.id));
        return r!.status === "prepared";
      },
      15_000,
      20,
    );
    await a.stop();
    await other.stop();
    // claimed once (attempts 1), prepared once (one fetch of its feed), by the first pool
    expect(served.filter((r) => r.name.startsWith("lease-"))).toHaveLength(1);
    expect(a.stats).toMatchObject({ prepared: 1, lost: 0 });
    expect(other.stats).toMatchObject({ prepared: 0, lost: 0 });
    const [row] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, b!.id));
    expect(row).toMatchObject({ status: "prepared", attempts: 1 });
  });
});
