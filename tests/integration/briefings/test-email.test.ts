/**
 * "Test email" through HTTP (decisions 060, 061): a second click while the first is on its way sends
 * nothing more; test emails are limited per briefing and per person each hour; a briefing whose billing
 * does not allow sending gets a small allowance. Every refusal is a clear 4xx, and nothing is sent for it.
 */
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";
import { emptyCatalogueFile } from "../delivery/helpers";

let t: TestApp;
let feeds: http.Server;
let feedBase = "";

beforeAll(async () => {
  // GET /feed/<delay ms>/<name>: an RSS feed with one fresh story, answered after the delay
  feeds = http.createServer((req, res) => {
    const [, , delay, name] = (req.url ?? "").split("/");
    setTimeout(() => {
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
  await new Promise<void>((r) => feeds.listen(0, "127.0.0.1", r));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/feed`;
  t = await createTestApp({
    SOURCE_ALLOWLIST: "127.0.0.1",
    SOURCES_FILE: emptyCatalogueFile(),
    FEED_REFRESH_MINUTES: "0",
    AUTH_RATE_LIMIT_MAX: "1000",
    TEST_EMAILS_PER_BRIEFING_PER_HOUR: "3",
    TEST_EMAILS_PER_USER_PER_HOUR: "4",
    TEST_EMAILS_WHILE_NOT_SENDING: "2",
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => feeds?.close(r));
});

let n = 0;
async function newBriefing(u: TestUser, delayMs = 0) {
  const res = await as(t, u)("/api/briefings", {
    method: "POST",
    json: {
      name: `Energy ${++n}`,
      frequency: "daily",
      times: ["07:00"],
      day_of_week: null,
      topic: `energy storage from ${feedBase}/${delayMs}/b${n}`,
      timezone: "UTC",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { briefing: { id: string; status: string } }).briefing;
}

const testEmail = async (u: TestUser, id: string) => {
  const res = await as(t, u)(`/api/briefings/${id}/test-email`, { method: "POST" });
  return {
    status: res.status,
    body: (await res.json()) as { message?: string; error?: { message: string } },
  };
};

/** every email the sink got for `u` once nothing more is on its way */
async function settledEmails(u: TestUser) {
  await new Promise((r) => setTimeout(r, 300));
  return t.sink.emailsTo(u.email);
}

describe("test email", () => {
  it("two clicks at once send one email; the second is told one is on its way", async () => {
    const u = await createUser(t.ctx);
    const b = await newBriefing(u, 800); // its feed answers slowly: the first test is still running
    expect(b.status).toBe("trialing");
    const [a, c] = await Promise.all([testEmail(u, b.id), testEmail(u, b.id)]);
    expect([a.status, c.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : c;
    expect(refused.body.error?.message).toBe("A test email for this briefing is already on its way.");
    expect((a.status === 200 ? a : c).body.message).toBe("Test email sent!");
    const mail = await t.sink.nextEmail(u.email);
    expect(mail.subject).toMatch(/^\[Test\] /);
    expect(mail.headers["list-id"]).toMatch(/^"Energy/);
    expect(await settledEmails(u)).toHaveLength(1);
    // once it has gone, the next click sends again
    expect((await testEmail(u, b.id)).status).toBe(200);
    expect(await settledEmails(u)).toHaveLength(2);
  });

  it("a briefing sends at most its hourly number of test emails, then a 429 says when to try again", async () => {
    const u = await createUser(t.ctx);
    const b = await newBriefing(u);
    for (let i = 0; i < 3; i++) expect((await testEmail(u, b.id)).status).toBe(200);
    const r = await testEmail(u, b.id);
    expect(r.status).toBe(429);
    expect(r.body.error?.message).toMatch(
      /^This briefing has sent 3 test emails in the last hour\. Try again in (\d+ minutes|a minute)\.$/,
    );
    expect(await settledEmails(u)).toHaveLength(3);
  });

  it("a person sends at most their hourly number of test emails across briefings", async () => {
    const admin = await createUser(t.ctx, { admin: true }); // an admin's briefings are free: all may send
    const a = await newBriefing(admin);
    const b = await newBriefing(admin);
    expect(b.status).toBe("free");
    for (let i = 0; i < 3; i++) expect((await testEmail(admin, a.id)).status).toBe(200);
    expect((await testEmail(admin, b.id)).status).toBe(200);
    const r = await testEmail(admin, b.id);
    expect(r.status).toBe(429);
    expect(r.body.error?.message).toMatch(/^You have sent 4 test emails in the last hour\. Try again in /);
    expect(await settledEmails(admin)).toHaveLength(4);
  });

  it("a briefing awaiting payment gets a small allowance; the person's other briefings are not affected", async () => {
    const u = await createUser(t.ctx);
    const trial = await newBriefing(u);
    const unpaid = await newBriefing(u); // the trial is used: this one waits for payment
    expect(unpaid.status).toBe("pending_payment");
    expect((await testEmail(u, unpaid.id)).status).toBe(200);
    expect((await testEmail(u, unpaid.id)).status).toBe(200);
    const r = await testEmail(u, unpaid.id);
    expect(r.status).toBe(402);
    expect(r.body.error?.message).toBe("This briefing has used its 2 test emails. Pay for it to send more.");
    expect((await testEmail(u, trial.id)).status).toBe(200);
    expect(await settledEmails(u)).toHaveLength(3);
  });

  it("someone else's briefing, a malformed id and no session answer 404, 404, 401", async () => {
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const b = await newBriefing(owner);
    expect((await testEmail(other, b.id)).status).toBe(404);
    expect((await testEmail(owner, "not-a-uuid")).status).toBe(404);
    expect((await as(t, null)(`/api/briefings/${b.id}/test-email`, { method: "POST" })).status).toBe(401);
    expect(await settledEmails(owner)).toHaveLength(0);
  });
});
