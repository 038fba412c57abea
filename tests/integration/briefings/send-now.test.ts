/**
 * "Send now" through HTTP (decision 092): the real briefing at once, kept in history as an edition (not a
 * test), its stories not repeated by the next scheduled edition; a double click sends one email; a few
 * per hour per briefing; only a briefing that may send.
 */
import { randomUUID } from "node:crypto";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings } from "../../../server/db/schema";
import { workerEnv } from "../../../server/delivery/engine";
import { schedulerTick } from "../../../server/delivery/scheduler";
import { startWorkerPool } from "../../../server/delivery/worker";
import { createUser, type TestUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";
import { emptyCatalogueFile } from "../delivery/helpers";

let t: TestApp;
let feeds: http.Server;
let feedBase = "";
/** stories each feed serves, by feed name (a test adds stories between editions) */
const stories = new Map<string, number>();
/**
 * The first two stories read alike; the third is another event, worded apart: a headline that differs from a
 * sent one by its number alone is, to the story memory (decision 098), the story already sent
 */
const title = (name: string, i: number) =>
  i === 2 ? "New energy storage plant opens near the coast" : `Energy storage breakthrough ${name} ${i + 1}`;

beforeAll(async () => {
  // GET /feed/<delay ms>/<name>: an RSS feed with stories 1..N, answered after the delay
  feeds = http.createServer((req, res) => {
    const [, , delay, name = ""] = (req.url ?? "").split("/");
    const count = stories.get(name) ?? 1;
    const items = Array.from(
      { length: count },
      (_, i) => `<item><title>${title(name, i)}</title><link>https://feed.example/${name}/${i + 1}</link>
        <guid>${name}-${i + 1}</guid><pubDate>${new Date(Date.now() - 3_600_000).toUTCString()}</pubDate>
        <description>Energy storage researchers reported breakthrough ${i + 1}. The energy result was explained in detail.</description></item>`,
    ).join("");
    setTimeout(() => {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed ${name}</title>${items}</channel></rss>`,
      );
    }, Number(delay) || 0);
  });
  await new Promise<void>((r) => feeds.listen(0, "127.0.0.1", r));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/feed`;
  t = await createTestApp({
    SOURCE_ALLOWLIST: "127.0.0.1",
    SOURCES_FILE: emptyCatalogueFile(),
    FEED_REFRESH_MINUTES: "0",
    AUTH_RATE_LIMIT_MAX: "1000",
    SEND_NOW_PER_BRIEFING_PER_HOUR: "3",
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => feeds?.close(r));
});

async function newBriefing(u: TestUser, o: { delayMs?: number; feed?: string } = {}) {
  const feed = o.feed ?? randomUUID().slice(0, 8);
  const res = await as(t, u)("/api/briefings", {
    method: "POST",
    json: {
      name: `Energy ${feed}`,
      frequency: "daily",
      times: ["07:00"],
      day_of_week: null,
      topic: `energy storage from ${feedBase}/${o.delayMs ?? 0}/${feed}`,
      timezone: "UTC",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { briefing: { id: string; name: string; status: string } }).briefing;
}

const sendNow = async (u: TestUser, id: string) => {
  const res = await as(t, u)(`/api/briefings/${id}/send-now`, { method: "POST" });
  return {
    status: res.status,
    body: (await res.json()) as { message?: string; items?: number; error?: { message: string } },
  };
};

async function settledEmails(u: TestUser) {
  await new Promise((r) => setTimeout(r, 300));
  return t.sink.emailsTo(u.email);
}

describe("send now", () => {
  it("sends the real briefing at once, shows it in history, and the next edition does not repeat it", async () => {
    const u = await createUser(t.ctx);
    const feed = `f${randomUUID().slice(0, 6)}`;
    stories.set(feed, 2);
    const b = await newBriefing(u, { feed });
    const r = await sendNow(u, b.id);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe("Briefing sent!");
    expect(r.body.items).toBe(2);
    const mail = await t.sink.nextEmail(u.email);
    expect(mail.subject).not.toMatch(/Test/);
    // the two stories read alike from one source: whichever leads, the email links to this feed's stories
    expect(mail.html).toMatch(new RegExp(`https://feed\\.example/${feed}/[12]"`));
    const hist = await as(t, u)(`/api/briefings/history?name=${encodeURIComponent(b.name)}`);
    const emails = ((await hist.json()) as { emails: { subject: string; is_test: boolean }[] }).emails;
    expect(emails).toHaveLength(1);
    expect(emails[0]!.is_test).toBe(false);
    // a new story arrives; the next scheduled edition carries only it
    stories.set(feed, 3);
    await t.ctx.db
      .update(briefings)
      .set({ nextSendAt: new Date(Date.now() - 1000) })
      .where(eq(briefings.id, b.id));
    await schedulerTick(t.ctx.db, {
      prepareLeadMs: 600_000,
      graceMs: 7_200_000,
      messageIdDomain: "tidings.localhost",
    });
    const pool = startWorkerPool(workerEnv(t.ctx, { retryBaseMs: 30, leaseMs: 5_000 }), {
      concurrency: 2,
      pollMs: 20,
    });
    // the email is awaited while the pool runs: a send retried after a transient failure is not yet due
    // when the pool first finds nothing to claim, and stopping it then would lose the edition
    const next = await t.sink.nextEmail(u.email).finally(() => pool.stop());
    expect(next.html).toContain(`https://feed.example/${feed}/3`);
    expect(next.html).not.toContain(`https://feed.example/${feed}/1"`);
    expect(next.html).not.toContain(`https://feed.example/${feed}/2"`);
  });

  it("two clicks at once send one email; the second is told it is on its way", async () => {
    const u = await createUser(t.ctx);
    const b = await newBriefing(u, { delayMs: 800 });
    const [a, c] = await Promise.all([sendNow(u, b.id), sendNow(u, b.id)]);
    expect([a.status, c.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : c).body.error?.message).toBe("This briefing is already being sent.");
    expect(await settledEmails(u)).toHaveLength(1);
  });

  it("a briefing sends now at most three times an hour, then a 429 says when to try again", async () => {
    const u = await createUser(t.ctx);
    const b = await newBriefing(u);
    for (let i = 0; i < 3; i++) expect((await sendNow(u, b.id)).status).toBe(200);
    const r = await sendNow(u, b.id);
    expect(r.status).toBe(429);
    expect(r.body.error?.message).toMatch(
      /^This briefing was sent now 3 times in the last hour\. Try again in /,
    );
    expect(await settledEmails(u)).toHaveLength(3);
  });

  it("only a briefing that may send: switched off → 409, awaiting payment → 402, another person's → 404", async () => {
    const u = await createUser(t.ctx);
    const b = await newBriefing(u);
    const unpaid = await newBriefing(u);
    expect(unpaid.status).toBe("pending_payment");
    expect((await sendNow(u, unpaid.id)).status).toBe(402);
    await as(t, u)(`/api/briefings/${b.id}/active`, { method: "PUT", json: { active: false } });
    const off = await sendNow(u, b.id);
    expect(off.status).toBe(409);
    expect(off.body.error?.message).toBe("Switch this briefing on to send it now.");
    const other = await createUser(t.ctx);
    expect((await sendNow(other, b.id)).status).toBe(404);
    expect(await settledEmails(u)).toHaveLength(0);
  });
});
