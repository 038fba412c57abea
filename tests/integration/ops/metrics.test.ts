import { networkInterfaces } from "node:os";
import { type ServerType, serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings } from "../../../server/db/schema";
import { query } from "../../../server/db/query";
import { schedulerTick } from "../../../server/delivery/scheduler";
import { startDelivery } from "../../../server/delivery";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { waitFor } from "../../support/wait-for";
import { createBriefing, createUser, emptyCatalogueFile } from "../delivery/helpers";

/** A non-loopback address of this machine, to reach the server as a remote scraper would. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

const TOKEN = "scrape-token-0123456789";

async function listen(t: TestApp): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: t.app.fetch, hostname: "0.0.0.0", port: 0 }, (info) =>
      resolve({ server, port: info.port }),
    );
  });
}

/** Prometheus text → value of one sample (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe("/metrics access", () => {
  let t: TestApp;
  let trusting: TestApp;
  let port: number;
  let trustingPort: number;
  const servers: ServerType[] = [];
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, SOURCES_FILE: emptyCatalogueFile() });
    trusting = await createTestApp({ TRUSTED_PROXY: "loopback", SOURCES_FILE: emptyCatalogueFile() });
    const a = await listen(t);
    const b = await listen(trusting);
    servers.push(a.server, b.server);
    port = a.port;
    trustingPort = b.port;
  });
  afterAll(async () => {
    for (const s of servers) s.close();
    await t?.close();
    await trusting?.close();
  });

  it("loopback reads it; a proxied request, a spoofed X-Forwarded-For or a wrong token does not", async () => {
    const local = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(local.status).toBe(200);
    expect(local.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await local.text()).toContain("# TYPE tidings_deliveries_total counter");

    // a reverse proxy on this host that is not TRUSTED_PROXY relays a visitor: not loopback
    const relayed = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(relayed.status).toBe(404);

    // a trusted proxy: the client it reports decides
    const viaProxy = await fetch(`http://127.0.0.1:${trustingPort}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(viaProxy.status).toBe(404);
    const spoofed = await fetch(`http://127.0.0.1:${trustingPort}/metrics`, {
      headers: { "x-forwarded-for": "127.0.0.1, 203.0.113.7" },
    });
    expect(spoofed.status).toBe(404);
    const localViaProxy = await fetch(`http://127.0.0.1:${trustingPort}/metrics`, {
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(localViaProxy.status).toBe(200);
  });

  it.skipIf(!outside)("from another address: 404 without the token, 200 with it", async () => {
    const bare = await fetch(`http://${outside}:${port}/metrics`);
    expect(bare.status).toBe(404);
    expect(await bare.text()).not.toContain("tidings_");
    const wrong = await fetch(`http://${outside}:${port}/metrics`, {
      headers: { authorization: "Bearer not-the-token-at-all!!" },
    });
    expect(wrong.status).toBe(404);
    // X-Forwarded-For from an untrusted peer never makes it loopback
    const spoof = await fetch(`http://${outside}:${port}/metrics`, {
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(spoof.status).toBe(404);
    const ok = await fetch(`http://${outside}:${port}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.status).toBe(200);
    // without METRICS_TOKEN configured no token opens it
    const closed = await fetch(`http://${outside}:${trustingPort}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(closed.status).toBe(404);
  });
});

describe("/metrics content", () => {
  let t: TestApp;
  let port: number;
  let server: ServerType;
  beforeAll(async () => {
    t = await createTestApp({ SOURCES_FILE: emptyCatalogueFile() });
    ({ server, port } = await listen(t));
  });
  afterAll(async () => {
    server?.close();
    await t?.close();
  });
  const scrape = async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();

  it("HTTP durations are labelled by route pattern, not by the raw path", async () => {
    for (const id of ["8e1b0c7e-0000-4000-8000-000000000001", "8e1b0c7e-0000-4000-8000-000000000002"]) {
      await fetch(`http://127.0.0.1:${port}/api/briefings/${id}`);
    }
    await fetch(`http://127.0.0.1:${port}/api/health`);
    const text = await scrape();
    expect(
      sample(text, "tidings_http_request_duration_seconds_count", {
        method: "GET",
        route: "/api/briefings/:id",
        status: "401",
      }),
    ).toBe(2);
    expect(
      sample(text, "tidings_http_request_duration_seconds_count", { route: "/api/health", status: "200" }),
    ).toBe(1);
    expect(text).not.toContain("8e1b0c7e-0000");
  });

  it("queue depth is the ledger's waiting rows, read at scrape time", async () => {
    const u = await createUser(t.ctx);
    for (const minutes of [1, 2, 600]) {
      const b = await createBriefing(t.ctx, u.id, u.email);
      await t.ctx.db
        .update(briefings)
        .set({ nextSendAt: new Date(Date.now() + minutes * 60_000) })
        .where(eq(briefings.id, b.id));
    }
    await schedulerTick(t.ctx.db, {
      prepareLeadMs: 10 * 60_000,
      graceMs: 120 * 60_000,
      messageIdDomain: "tidings.localhost",
    });
    const [ledger] = await query<{ due: number; later: number }>(
      t.ctx.db,
      sql`select count(*) filter (where run_after <= now())::int as due,
                 count(*) filter (where run_after > now())::int as later
            from deliveries where status = 'pending'`,
    );
    expect(ledger!.due).toBe(2); // inside the 10-minute prepare lead
    const text = await scrape();
    expect(sample(text, "tidings_delivery_queue_depth", { status: "pending", due: "true" })).toBe(
      ledger!.due,
    );
    expect(sample(text, "tidings_delivery_queue_depth", { status: "pending", due: "false" })).toBe(
      ledger!.later,
    );
    expect(sample(text, "tidings_delivery_queue_depth", { status: "prepared", due: "true" })).toBe(0);
  });
});

describe("/metrics after real deliveries", () => {
  let t: TestApp;
  let port: number;
  let server: ServerType;
  let feeds: FixtureFeedServer;
  beforeAll(async () => {
    feeds = await startFixtureFeedServer();
    t = await createTestApp({
      SOURCES_FILE: emptyCatalogueFile(),
      SOURCE_ALLOWLIST: "127.0.0.1",
      FEED_REFRESH_MINUTES: "0",
    });
    ({ server, port } = await listen(t));
  });
  afterAll(async () => {
    server?.close();
    await t?.close();
    await feeds?.close();
  });
  const scrape = async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();

  it("after real deliveries the counters match the ledger: sent, skipped, failed, lateness, preparation, feeds", async () => {
    const u = await createUser(t.ctx);
    const sentIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const b = await createBriefing(t.ctx, u.id, u.email, {
        topic: `quantum computing and AI from ${feeds.url}/feeds/tech.xml`,
      });
      sentIds.push(b.id);
    }
    // one the recipient's server refuses (550)
    const refused = await createBriefing(t.ctx, u.id, "refused@example.test", {
      topic: `quantum computing from ${feeds.url}/feeds/tech.xml`,
    });
    const ids = [...sentIds, refused.id];
    const due = (id: string) =>
      t.ctx.db
        .update(briefings)
        .set({ nextSendAt: new Date(Date.now() - 1000) })
        .where(eq(briefings.id, id));
    const services = await startDelivery(t.ctx, { tickMs: 50, pollMs: 20, retryBaseMs: 20 });
    try {
      // the refused one first, alone, so that exactly it meets the failure
      t.sink.failNext(1, 550, "5.1.1 no such user");
      await due(refused.id);
      await waitFor(async () => (await ledgerCounts()).failed === 1, 30_000);
      for (const id of sentIds) await due(id);
      await waitFor(async () => (await ledgerCounts()).sent === 3, 30_000);
      // a second slot of one of them: everything matching was sent already → skipped (nothing new)
      await due(sentIds[0]!);
      await waitFor(async () => (await ledgerCounts()).skipped === 1, 30_000);
    } finally {
      for (const s of services) await s.stop();
    }
    const ledger = await ledgerCounts();
    const text = await scrape();
    const counter = (outcome: string) =>
      sample(text, "tidings_deliveries_total", { outcome, kind: "scheduled" }) ?? 0;
    expect({ sent: counter("sent"), skipped: counter("skipped"), failed: counter("failed") }).toEqual({
      sent: ledger.sent,
      skipped: ledger.skipped,
      failed: ledger.failed,
    });
    expect(ledger).toMatchObject({ sent: 3, skipped: 1, failed: 1 });
    expect(sample(text, "tidings_delivery_lateness_seconds_count")).toBe(3);
    // every delivery was prepared once (the refused one too, before its send failed)
    expect(sample(text, "tidings_delivery_preparation_seconds_count")).toBe(5);
    expect(sample(text, "tidings_deliveries_total", { outcome: "sent", kind: "test" })).toBeUndefined();
    expect(sample(text, "tidings_feed_fetches_total", { outcome: "ok" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "tidings_delivery_queue_depth", { status: "pending", due: "true" })).toBe(0);

    async function ledgerCounts() {
      const rows = await query<{ status: string; n: number }>(
        t.ctx.db,
        sql`select status, count(*)::int as n from deliveries
             where briefing_id = any(${`{${ids.join(",")}}`}::uuid[]) and kind = 'scheduled' group by status`,
      );
      const c: Record<string, number> = { sent: 0, skipped: 0, failed: 0 };
      for (const r of rows) c[r.status] = Number(r.n);
      return c;
    }
  });
});
