/**
 * "Preview" (decision 094): the email a briefing would send now, from the real pipeline, returned and
 * never sent or recorded: no email in the sink, no ledger row, no history row, its stories not counted as
 * sent. It reads the never-repeat memory like a real edition. Only the owner; limited each hour.
 */
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, emailHistory } from "../../../server/db/schema";
import { createUser, type TestUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";
import { emptyCatalogueFile } from "../delivery/helpers";

let t: TestApp;
let feeds: http.Server;
let feedBase = "";

beforeAll(async () => {
  // GET /feed/<name>: an RSS feed with two fresh stories, one of them about what the reader excluded; each
  // published half an hour past its whole hours, so its age label ("3 h ago") does not hang on how long the
  // fetch took after the preview's instant
  feeds = http.createServer((req, res) => {
    const name = (req.url ?? "").split("/")[2];
    const item = (n: number, title: string, hours: number, text: string) =>
      `<item><title>${title}</title><link>https://feed.example/${name}/${n}</link><guid>${name}-${n}</guid>
        <pubDate>${new Date(Date.now() - (hours + 0.5) * 3_600_000).toUTCString()}</pubDate>
        <description>${text}</description></item>`;
    res.writeHead(200, { "content-type": "application/rss+xml" });
    res.end(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Grid Weekly ${name}</title><link>https://feed.example/${name}</link>
        ${item(1, `Energy storage breakthrough doubles battery life ${name}`, 3, "Energy storage researchers reported on Monday that a new cell design doubles battery life, with 40 percent more capacity.")}
        ${item(2, `Arsenal beat Chelsea in football derby ${name}`, 5, "Arsenal beat Chelsea 2-1 in the Premier League football derby on Sunday.")}
        ${item(3, `Grid energy storage plant opens in Texas ${name}`, 7, "A grid energy storage plant with 300 megawatt hours opened in Texas on Tuesday.")}
        </channel></rss>`,
    );
  });
  await new Promise<void>((r) => feeds.listen(0, "127.0.0.1", r));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/feed`;
  t = await createTestApp({
    SOURCE_ALLOWLIST: "127.0.0.1",
    SOURCES_FILE: emptyCatalogueFile(),
    FEED_REFRESH_MINUTES: "0",
    AUTH_RATE_LIMIT_MAX: "1000",
    PREVIEWS_PER_BRIEFING_PER_HOUR: "3",
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => feeds?.close(r));
});

let n = 0;
async function newBriefing(u: TestUser) {
  const res = await as(t, u)("/api/briefings", {
    method: "POST",
    json: {
      name: `Grid ${++n}`,
      frequency: "daily",
      times: ["07:00"],
      day_of_week: null,
      topic: `energy storage from ${feedBase}/p${n}, no football`,
      timezone: "UTC",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { briefing: { id: string } }).briefing;
}

type PreviewBody = {
  preview?: { subject: string; html: string; text: string; items: number };
  error?: { message: string };
};
const preview = async (u: TestUser | null, id: string) => {
  const res = await as(t, u)(`/api/briefings/${id}/preview`, { method: "POST" });
  return { status: res.status, body: (await res.json()) as PreviewBody };
};

const rowsOf = async (id: string) => ({
  deliveries: await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, id)),
  history: await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, id)),
});

describe("preview", () => {
  it("shows the email it would send now, and sends, records and remembers nothing", async () => {
    const u = await createUser(t.ctx);
    const b = await newBriefing(u);
    const r = await preview(u, b.id);
    expect(r.status).toBe(200);
    const p = r.body.preview!;
    expect(p.items, p.text).toBe(2);
    expect(p.subject).toMatch(/^(Energy storage breakthrough|Grid energy storage plant).* — and 1 more$/);
    expect(p.html).toContain(`Energy storage breakthrough doubles battery life p${n}`);
    expect(p.html).not.toContain("Arsenal");
    expect(p.html).toContain("Not in this email: 1 left out by “no football”");
    expect(p.html).toContain("Summaries are extracts from the articles.");
    expect(p.html).not.toContain("View in browser");
    expect(p.text).toContain(`Grid Weekly p${n} · 3 h ago`);
    expect(p.text).toContain(`Grid Weekly p${n} · 7 h ago`);
    await new Promise((res) => setTimeout(res, 300));
    expect(t.sink.emailsTo(u.email)).toEqual([]);
    expect(await rowsOf(b.id)).toEqual({ deliveries: [], history: [] });

    // nothing was counted as sent: the real edition sent now carries the same story
    const sent = await as(t, u)(`/api/briefings/${b.id}/send-now`, { method: "POST" });
    expect(sent.status).toBe(200);
    const mail = await t.sink.nextEmail(u.email);
    expect(mail.subject).toBe(p.subject);
    // and now that it was sent, a preview shows what the next edition would: nothing new
    const after = await preview(u, b.id);
    expect(after.status).toBe(200);
    expect(after.body.preview!.items).toBe(0);
    expect(after.body.preview!.html).toContain("Nothing new matched");
    expect(after.body.preview!.html).not.toContain(`Energy storage breakthrough doubles battery life p${n}`);
    expect((await rowsOf(b.id)).history).toHaveLength(1);
  });

  it("another person's briefing, a malformed id and no session answer 404, 404, 401", async () => {
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const b = await newBriefing(owner);
    const theirs = await preview(other, b.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.preview).toBeUndefined();
    expect((await preview(other, "not-a-uuid")).status).toBe(404);
    expect((await preview(null, b.id)).status).toBe(401);
  });

  it("a briefing shows at most its hourly number of previews, then a 429 says when to try again", async () => {
    const u = await createUser(t.ctx);
    const b = await newBriefing(u);
    for (let i = 0; i < 3; i++) expect((await preview(u, b.id)).status).toBe(200);
    const refused = await preview(u, b.id);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toMatch(
      /^This briefing has shown 3 previews in the last hour\. Try again in (a minute|\d+ minutes)\.$/,
    );
    // another briefing of the same person is not affected
    expect((await preview(u, (await newBriefing(u)).id)).status).toBe(200);
  });
});
