/**
 * The brief stored with a briefing (issue #15, decision 123): with LLM_BASE_URL (here the local stand-in),
 * saving a briefing stores the model's brief of its description; an answer that fails (an error, garbage, a
 * phrase the reader never wrote, no answer in time) stores the offline parser's and the briefing is saved
 * all the same; a changed description is read again; a send never curates by a brief of an older
 * description; without LLM_BASE_URL the parser's brief is stored.
 */
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { briefings } from "../../../server/db/schema";
import { createUser, type TestUser } from "../../support/factories";
import { type OpenAiStub, startOpenAiStub, stubBrief } from "../../support/openai-stub-server";
import { as, createTestApp, type TestApp } from "../../support/test-app";
import { emptyCatalogueFile } from "../delivery/helpers";

let llm: TestApp;
let offline: TestApp;
let stub: OpenAiStub;
let feeds: http.Server;
let feedUrl = "";

const ASTRONOMY = "Space telescope images show a distant galaxy";
const CYCLING = "Road cycling sprint decides the stage";

beforeAll(async () => {
  // one feed, two fresh stories on unrelated subjects: which one an email carries shows the brief it used
  feeds = http.createServer((_req, res) => {
    const at = new Date(Date.now() - 3_600_000).toUTCString();
    const item = (title: string, n: number, body: string) =>
      `<item><title>${title}</title><link>https://feed.example/${n}</link><guid>s-${n}</guid><pubDate>${at}</pubDate><description>${body}</description></item>`;
    res.writeHead(200, { "content-type": "application/rss+xml" });
    res.end(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Mixed Wire</title><link>https://feed.example/</link>
      ${item(ASTRONOMY, 1, "Astronomers released space telescope images of a distant galaxy. The telescope's astronomy team explained the galaxy's light.")}
      ${item(CYCLING, 2, "A road cycling sprint decided the stage. The cycling peloton sprinted for the line in the road race.")}
      </channel></rss>`,
    );
  });
  await new Promise<void>((r) => feeds.listen(0, "127.0.0.1", r));
  feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/wire.xml`;
  stub = await startOpenAiStub();
  const common = {
    SOURCE_ALLOWLIST: "127.0.0.1",
    SOURCES_FILE: emptyCatalogueFile(),
    FEED_REFRESH_MINUTES: "0",
    AUTH_RATE_LIMIT_MAX: "1000",
    TEST_EMAILS_PER_BRIEFING_PER_HOUR: "50",
    TEST_EMAILS_PER_USER_PER_HOUR: "50",
  };
  llm = await createTestApp({
    ...common,
    LLM_BASE_URL: stub.baseURL,
    LLM_MODEL: "stub-model",
    LLM_BRIEF_TIMEOUT_MS: "400",
    LLM_RERANK: "false",
  });
  offline = await createTestApp(common);
});
afterAll(async () => {
  await llm?.close();
  await offline?.close();
  await stub?.close();
  await new Promise((r) => feeds?.close(r));
});

let n = 0;
const briefCalls = () =>
  stub.calls.filter((c) => c.messages[0]?.content.startsWith("You read the description"));

async function create(t: TestApp, u: TestUser, topic: string) {
  const res = await as(t, u)("/api/briefings", {
    method: "POST",
    json: {
      name: `Brief ${++n}`,
      frequency: "daily",
      times: ["07:00"],
      day_of_week: null,
      topic,
      timezone: "UTC",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { briefing: { id: string; name: string } }).briefing;
}

async function edit(t: TestApp, u: TestUser, b: { id: string; name: string }, topic: string) {
  const res = await as(t, u)(`/api/briefings/${b.id}`, {
    method: "PUT",
    json: { name: b.name, frequency: "daily", times: ["07:00"], day_of_week: null, topic, timezone: "UTC" },
  });
  expect(res.status).toBe(200);
}

async function stored(t: TestApp, id: string) {
  const [row] = await t.ctx.db
    .select({ brief: briefings.brief, source: briefings.briefSource })
    .from(briefings)
    .where(eq(briefings.id, id));
  return { interests: row?.brief?.interests.map((i) => i.phrase), source: row?.source, brief: row?.brief };
}

async function plan(t: TestApp, u: TestUser, description: string, briefingId?: string) {
  const res = await as(t, u)("/api/briefings/plan", {
    method: "POST",
    json: briefingId ? { description, briefing_id: briefingId } : { description },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { plan: { interests: string[]; read_by: string } }).plan;
}

async function testEmailText(t: TestApp, u: TestUser, id: string) {
  const res = await as(t, u)(`/api/briefings/${id}/test-email`, { method: "POST" });
  expect(res.status).toBe(200);
  return (await t.sink.nextEmail(u.email)).text;
}

describe("with LLM_BASE_URL", () => {
  it("create stores the model's brief, and the plan of the saved description shows it", async () => {
    const u = await createUser(llm.ctx);
    const topic = "Road cycling and tennis results, no transfer gossip";
    const b = await create(llm, u, topic);
    const s = await stored(llm, b.id);
    // the parser would drop "results" (a form word); the stand-in model keeps the reader's phrase whole
    expect(s).toMatchObject({ source: "stub-model", interests: ["Road cycling", "tennis results"] });
    expect(s.brief?.exclusions).toEqual(["transfer gossip"]);
    expect(await plan(llm, u, topic, b.id)).toMatchObject({
      interests: ["Road cycling", "tennis results"],
      read_by: "stub-model",
    });
    // while typing (or for another description) the plan is the parser's
    expect(await plan(llm, u, topic)).toMatchObject({
      interests: ["Road cycling", "tennis results"],
      read_by: "offline",
    });
    expect(await plan(llm, u, `${topic}, chess`, b.id)).toMatchObject({ read_by: "offline" });
    // someone else's briefing id reads as no briefing
    const other = await createUser(llm.ctx);
    expect(await plan(llm, other, topic, b.id)).toMatchObject({ read_by: "offline" });
  });

  it("a description with no interest is refused before the model is asked and before anything is saved", async () => {
    const u = await createUser(llm.ctx);
    const calls = briefCalls().length;
    const res = await as(llm, u)("/api/briefings", {
      method: "POST",
      json: {
        name: "Nothing",
        frequency: "daily",
        times: ["07:00"],
        day_of_week: null,
        topic: "Please, thanks!",
        timezone: "UTC",
      },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("say what you want to read about");
    expect(briefCalls().length).toBe(calls);
    const rows = await llm.ctx.db
      .select({ id: briefings.id })
      .from(briefings)
      .where(eq(briefings.name, "Nothing"));
    expect(rows).toEqual([]);
  });

  it.each([
    ["an HTTP error", "error", "Sailing regattas and rowing, no doping"],
    ["an answer that is not JSON", "garbage", "Gardening and beekeeping, no pesticides"],
    ["no answer within the timeout", "hang", "Jazz festivals and vinyl records, no pop"],
    ["an interest the reader never wrote", "invent", "Chess openings and go problems, no poker"],
  ] as const)("%s: the briefing is created with the offline parser's brief", async (_, mode, topic) => {
    stub.briefMode = mode === "invent" ? "ok" : mode;
    stub.briefReply =
      mode === "invent"
        ? (d) => JSON.stringify({ ...JSON.parse(stubBrief(d)), interests: [{ phrase: "cryptocurrency" }] })
        : undefined;
    try {
      const u = await createUser(llm.ctx);
      const b = await create(llm, u, topic);
      const s = await stored(llm, b.id);
      expect(s.source).toBe("offline");
      expect(s.brief?.exclusions.length).toBe(1);
      expect(s.interests?.length).toBe(2);
      expect(s.interests).not.toContain("cryptocurrency");
    } finally {
      stub.briefMode = "ok";
      stub.briefReply = undefined;
    }
  });

  it("an edit of the description derives the brief again; an edit of anything else does not", async () => {
    const u = await createUser(llm.ctx);
    const b = await create(llm, u, "Opera premieres and ballet");
    const calls = briefCalls().length;
    await edit(llm, u, { ...b, name: `${b.name} renamed` }, "Opera premieres and ballet");
    expect(briefCalls().length).toBe(calls);
    expect((await stored(llm, b.id)).interests).toEqual(["Opera premieres", "ballet"]);
    await edit(llm, u, { ...b, name: `${b.name} renamed` }, "Volcano eruptions and earthquake science");
    expect(await stored(llm, b.id)).toMatchObject({
      source: "stub-model",
      interests: ["Volcano eruptions", "earthquake science"],
    });
    expect(briefCalls().length).toBe(calls + 1);
  });

  it("a test email after an edit curates by the new description", async () => {
    const u = await createUser(llm.ctx);
    const b = await create(llm, u, `Road cycling from ${feedUrl}`);
    const first = await testEmailText(llm, u, b.id);
    expect(first).toContain(CYCLING);
    expect(first).not.toContain(ASTRONOMY);
    await edit(llm, u, b, `Space telescopes and galaxy astronomy from ${feedUrl}`);
    const second = await testEmailText(llm, u, b.id);
    expect(second).toContain(ASTRONOMY);
    expect(second).not.toContain(CYCLING);
  });

  it("a stored brief of an older description is never used: the send derives and stores the current one", async () => {
    const u = await createUser(llm.ctx);
    const b = await create(llm, u, `Road cycling from ${feedUrl}`);
    // the description changed without its brief (as a write from an older version would leave it)
    const topic = `Space telescopes and galaxy astronomy from ${feedUrl}`;
    await llm.ctx.db.execute(sql`update briefings set topic = ${topic} where id = ${b.id}`);
    expect((await stored(llm, b.id)).interests).toEqual(["Road cycling"]);
    const text = await testEmailText(llm, u, b.id);
    expect(text).toContain(ASTRONOMY);
    expect(text).not.toContain(CYCLING);
    expect(await stored(llm, b.id)).toMatchObject({
      source: "stub-model",
      interests: ["Space telescopes", "galaxy astronomy"],
    });
  });
});

describe("without LLM_BASE_URL", () => {
  it("create and edit store the offline parser's brief", async () => {
    const u = await createUser(offline.ctx);
    const b = await create(offline, u, "Road cycling and tennis results, no transfer gossip");
    expect(await stored(offline, b.id)).toMatchObject({
      source: "offline",
      interests: ["Road cycling", "tennis results"],
    });
    await edit(offline, u, b, "Astronomy and space telescopes");
    expect(await stored(offline, b.id)).toMatchObject({
      source: "offline",
      interests: ["Astronomy", "space telescopes"],
    });
  });

  it("a briefing saved before briefs were stored gets its brief on its first send", async () => {
    const u = await createUser(offline.ctx);
    const b = await create(offline, u, `Space telescopes from ${feedUrl}`);
    await offline.ctx.db.execute(
      sql`update briefings set brief = null, brief_source = null, brief_topic_hash = null where id = ${b.id}`,
    );
    expect(await testEmailText(offline, u, b.id)).toContain(ASTRONOMY);
    expect(await stored(offline, b.id)).toMatchObject({ source: "offline", interests: ["Space telescopes"] });
  });

  it("a parser's brief stored by an older parser is read again at the send: the send curates by today's", async () => {
    const u = await createUser(offline.ctx);
    const b = await create(offline, u, `Space telescopes from ${feedUrl}`);
    const older = {
      interests: [{ phrase: "opera", context: [] }],
      exclusions: [],
      sources: [],
      language: "en",
      length: null,
    };
    await offline.ctx.db.execute(
      sql`update briefings set brief = ${JSON.stringify(older)}::jsonb where id = ${b.id}`,
    );
    expect(await testEmailText(offline, u, b.id)).toContain(ASTRONOMY);
    expect(await stored(offline, b.id)).toMatchObject({ source: "offline", interests: ["Space telescopes"] });
  });
});
