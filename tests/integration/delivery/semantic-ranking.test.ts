/**
 * The optional endpoints of curation (decisions 081, 082) through the real pipeline, against the local
 * stand-in server (tests/support/openai-stub-server.ts): items embedded once when gathered and shared by
 * briefings, the LLM's rerank order and reasons, exclusions that the rerank cannot undo, and a briefing that
 * still goes out when either endpoint fails.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendTestEmail } from "../../../server/briefings/send-test-email";
import { deliveries, feedItems, feeds as feedsTable } from "../../../server/db/schema";
import { itemText } from "../../../server/delivery/embed-feed-items";
import { loadCandidates } from "../../../server/delivery/feed-cache";
import { preparedMetaSchema } from "../../../server/delivery/pipeline";
import { createLogger } from "../../../server/log";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { type OpenAiStub, startOpenAiStub, stubEmbedding } from "../../support/openai-stub-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile, rssFeed } from "./helpers";

let t: TestApp;
let feedServer: FixtureFeedServer;
let stub: OpenAiStub;
const logLines: string[] = [];

const CARS: Array<[string, string]> = [
  ["Electric car registrations surge in Norway", "Electric cars made up most new car registrations."],
  ["Battery maker opens electric car factory", "The plant will supply batteries for electric cars."],
  ["Bitcoin tumbles as crypto exchange fails", "Crypto markets fell after the exchange halted withdrawals."],
  ["Bakery wins national bread award", "A small bakery won the bread award for its sourdough."],
  ["Charging network for electric cars doubles", "Fast chargers for electric cars now line the motorways."],
];

/** Picks as preparation recorded them (deliveries.content), for the test email of this briefing. */
async function picksOf(briefingId: string) {
  const [row] = await t.ctx.db.select().from(deliveries).where(eq(deliveries.briefingId, briefingId));
  return preparedMetaSchema.parse(row!.content).picks;
}

async function itemsOf(feedUrl: string) {
  const [f] = await t.ctx.db.select().from(feedsTable).where(eq(feedsTable.url, feedUrl));
  return t.ctx.db
    .select()
    .from(feedItems)
    .where(inArray(feedItems.feedId, [f!.id]));
}

const rerankCalls = () => stub.calls.filter((c) => /^Items:$/m.test(c.messages.at(-1)!.content));

beforeAll(async () => {
  feedServer = await startFixtureFeedServer();
  stub = await startOpenAiStub();
  t = await createTestApp(
    {
      SOURCE_ALLOWLIST: "127.0.0.1",
      SOURCES_FILE: emptyCatalogueFile(),
      FEED_REFRESH_MINUTES: "0",
      EMBEDDINGS_BASE_URL: stub.baseURL,
      EMBEDDINGS_MODEL: "stub-embed",
      LLM_BASE_URL: stub.baseURL,
      LLM_MODEL: "stub-chat",
    },
    { log: createLogger("debug", {}, (line) => void logLines.push(line)) },
  );
});
afterAll(async () => {
  await t?.close();
  await feedServer?.close();
  await stub?.close();
});

describe("embeddings endpoint", () => {
  it("embeds each item once, several per call, and two briefings on the feed share them", async () => {
    feedServer.setCustom("cars", rssFeed("cars", CARS));
    const feedUrl = `${feedServer.url}/custom/cars`;
    const u = await createUser(t.ctx);
    const a = await createBriefing(t.ctx, u.id, u.email, { topic: `electric cars from ${feedUrl}` });
    const b = await createBriefing(t.ctx, u.id, u.email, { topic: `charging networks from ${feedUrl}` });
    stub.embeddingCalls.length = 0;
    await sendTestEmail(t.ctx, u.id, a.id);
    const first = await t.sink.nextEmail(u.email);
    expect(first.html).toContain("Electric car registrations surge in Norway");
    await sendTestEmail(t.ctx, u.id, b.id);
    const second = await t.sink.nextEmail(u.email);
    expect(second.html).toContain("Charging network for electric cars doubles");

    const embeddedTitles = stub.embeddingCalls
      .flatMap((c) => c.input)
      .filter((x) => x.includes("\n"))
      .map((x) => x.split("\n")[0]);
    // every item once, although the feed was fetched again for the second briefing (refresh window 0)
    expect(embeddedTitles.sort()).toEqual(CARS.map(([title]) => title).sort());
    // batched: the feed's items went in one call
    expect(Math.max(...stub.embeddingCalls.map((c) => c.input.length))).toBe(CARS.length);
    expect(stub.embeddingCalls.every((c) => c.model === "stub-embed")).toBe(true);
    const stored = await itemsOf(feedUrl);
    expect(stored).toHaveLength(CARS.length);
    for (const item of stored) {
      expect(item.embeddingModel).toBe("stub-embed");
      // stored as float32 bytes (decision 135) and read back as the endpoint's numbers
      expect(item.embedding).toEqual(stubEmbedding(itemText(item.title, item.summary, item.content)));
    }
    // what curation gets: each candidate with its stored vector, as numbers
    const candidates = await loadCandidates(t.ctx.db, [feedUrl], new Date(0), new Set(), "stub-embed");
    expect(candidates).toHaveLength(CARS.length);
    for (const c of candidates) {
      expect(c.embedding).toHaveLength(stored[0]!.embedding!.length);
      expect(typeof c.embedding![0]).toBe("number");
    }
    expect(
      (await loadCandidates(t.ctx.db, [feedUrl], new Date(0), new Set(), "another-model")).every(
        (c) => c.embedding === null,
      ),
    ).toBe(true);
    expect(logLines.some((l) => /delivery prepared/.test(l) && /ranking=embeddings\+rerank/.test(l))).toBe(
      true,
    );
    // interests are embedded too, once per phrase
    const interests = stub.embeddingCalls.flatMap((c) => c.input).filter((x) => !x.includes("\n"));
    expect(interests).toEqual(expect.arrayContaining(["electric cars", "charging networks"]));
    expect(new Set(interests).size).toBe(interests.length);
  });
});

describe("LLM rerank", () => {
  it("orders the picks in one call per briefing, and its one-line reasons are the picks' reasons", async () => {
    feedServer.setCustom("cars2", rssFeed("cars2", CARS));
    const feedUrl = `${feedServer.url}/custom/cars2`;
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, {
      topic: `electric cars and battery factories from ${feedUrl}`,
    });
    const before = rerankCalls().length;
    await sendTestEmail(t.ctx, u.id, b.id);
    await t.sink.nextEmail(u.email);
    expect(rerankCalls().length - before).toBe(1);
    const prompt = rerankCalls().at(-1)!.messages.at(-1)!.content;
    expect(prompt).toMatch(/^The reader wants: electric cars; battery factories$/m);
    const picks = await picksOf(b.id);
    expect(picks.length).toBeGreaterThan(1);
    for (const p of picks) expect(p.reasons[0]).toMatch(/^Stub rerank: /);
    // the stand-in puts the item sharing most of the reader's words first
    expect(picks[0]!.title).toBe("Battery maker opens electric car factory");
    expect(picks[0]!.reasons[0]).toBe("Stub rerank: mentions battery, electric, car, factory");
  });

  it("never brings back an excluded item, whatever numbers the model answers", async () => {
    feedServer.setCustom("cars3", rssFeed("cars3", CARS));
    const feedUrl = `${feedServer.url}/custom/cars3`;
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, {
      topic: `electric cars and markets from ${feedUrl}, no crypto`,
    });
    // a model that answers every number it can think of, first ones not in its list
    stub.rerankReply = () =>
      JSON.stringify({
        picks: [0, 99, 6, 3, 2, 1, 4, 5, -1].map((id) => ({ id, reason: `picked ${id}` })),
      });
    try {
      await sendTestEmail(t.ctx, u.id, b.id);
      const mail = await t.sink.nextEmail(u.email);
      // the excluded story is not there; the footer says an exclusion left something out
      expect(mail.html).not.toMatch(/Bitcoin/i);
      expect(mail.html).toMatch(/Not in this email: \d+ left out by “no crypto”/);
      expect(mail.html).toContain("Electric car registrations surge in Norway");
      const prompt = rerankCalls().at(-1)!.messages.at(-1)!.content;
      expect(prompt).not.toMatch(/Bitcoin/);
      const picks = await picksOf(b.id);
      expect(picks.map((p) => p.title)).not.toContain("Bitcoin tumbles as crypto exchange fails");
      expect(picks.every((p) => /^picked [1-5]$/.test(p.reasons[0]!))).toBe(true);
    } finally {
      stub.rerankReply = undefined;
    }
  });

  it("shows once, with “also in”, the reports the model says are one event, which their words do not show", async () => {
    // two outlets' reports of one event, worded apart: their words share little but "UK" and the budget
    feedServer.setCustom(
      "bonds-a",
      rssFeed("bonds-a", [
        ["UK Bonds Slide After Budget Leaves Thin Buffer Against Shocks", "Investors sold British debt."],
        ["Pension funds rethink their bond allocations", "Schemes are shifting towards equities."],
        ["Budget watchdog revises growth outlook", "The forecaster trimmed its growth outlook."],
      ]),
    );
    feedServer.setCustom(
      "bonds-b",
      rssFeed("bonds-b", [
        ["Gilt yields jump as investors question Reeves's fiscal headroom", "Ten-year gilts sold off."],
        ["Mortgage rates edge down for a third week", "Lenders trimmed fixed-rate deals."],
      ]),
    );
    const a = `${feedServer.url}/custom/bonds-a`;
    const b = `${feedServer.url}/custom/bonds-b`;
    const gilts = "Gilt yields jump as investors question Reeves&#x27;s fiscal headroom";
    const bonds = "UK Bonds Slide After Budget Leaves Thin Buffer Against Shocks";
    // the model's answer: every listed item a pick, and with `same`, the bond sell-off's reports as one
    const reply = (same: boolean) => (prompt: string) => {
      const ids = [...prompt.matchAll(/^\[(\d+)\] (.*) \(/gm)].map((m) => ({
        id: Number(m[1]),
        title: m[2]!,
      }));
      const gilt = ids.find((x) => x.title.startsWith("Gilt yields"))!.id;
      const bond = ids.find((x) => x.title.startsWith("UK Bonds"))!.id;
      return JSON.stringify({
        picks: ids
          .filter((x) => !same || x.id !== bond)
          .map((x) => ({
            id: x.id,
            reason: `pick ${x.id}`,
            ...(same && x.id === gilt ? { same: [bond] } : {}),
          })),
      });
    };
    const u = await createUser(t.ctx);
    try {
      // without the model's word, the two reports are two stories
      stub.rerankReply = reply(false);
      const apart = await createBriefing(t.ctx, u.id, u.email, {
        topic: `gilts, bond markets and the UK budget from ${a} and ${b}`,
      });
      await sendTestEmail(t.ctx, u.id, apart.id);
      const first = await t.sink.nextEmail(u.email);
      expect(first.html).toContain(gilts);
      expect(first.html).toContain(bonds);

      stub.rerankReply = reply(true);
      const once = await createBriefing(t.ctx, u.id, u.email, {
        topic: `UK gilts, bonds and the budget from ${a} and ${b}`,
      });
      await sendTestEmail(t.ctx, u.id, once.id);
      const mail = await t.sink.nextEmail(u.email);
      expect(mail.html).toContain(gilts);
      expect(mail.html).not.toContain(bonds);
      expect(mail.html).toMatch(/also in bonds-a news/);
      const picks = await picksOf(once.id);
      const gilt = picks.find((p) => p.title.startsWith("Gilt yields"))!;
      expect(gilt.reasons).toContain("also reported by bonds-a news");
      expect(picks.filter((p) => p.title === bonds)).toHaveLength(0);
      // the rest of the email is the model's other picks
      expect(picks.map((p) => p.title)).toContain("Mortgage rates edge down for a third week");
    } finally {
      stub.rerankReply = undefined;
    }
  });
});

// last: a failed embeddings call leaves the endpoint cooling down for this process
describe("endpoints down", () => {
  it("a briefing still goes out, ranked offline; nothing of the reader's or the items' text is logged", async () => {
    feedServer.setCustom("cars4", rssFeed("cars4", CARS));
    const feedUrl = `${feedServer.url}/custom/cars4`;
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, { topic: `electric cars from ${feedUrl}` });
    stub.embeddingsMode = "error";
    stub.rerankMode = "garbage";
    logLines.length = 0;
    try {
      await sendTestEmail(t.ctx, u.id, b.id);
      const mail = await t.sink.nextEmail(u.email);
      expect(mail.html).toContain("Electric car registrations surge in Norway");
      const picks = await picksOf(b.id);
      expect(picks[0]!.reasons[0]).toBe("about “electric cars”");
      for (const item of await itemsOf(feedUrl)) expect(item.embedding).toBeNull();
      const warnings = logLines.filter((l) => / WARN /.test(l));
      expect(warnings.some((l) => /embeddings failed/.test(l) && /HTTP 503/.test(l))).toBe(true);
      expect(warnings.some((l) => /LLM rerank failed/.test(l) && /stage=answer/.test(l))).toBe(true);
      expect(logLines.join("\n")).not.toMatch(/Electric car registrations|electric cars from/i);
    } finally {
      stub.embeddingsMode = "ok";
      stub.rerankMode = "ok";
    }
  });

  it("an answer of the wrong shape from the embeddings endpoint is a failure too", async () => {
    // the cool-down of the test above has to pass: a fresh stand-in at another address is another endpoint
    const other = await startOpenAiStub();
    other.embeddingsMode = "garbage";
    const t2 = await createTestApp({
      SOURCE_ALLOWLIST: "127.0.0.1",
      SOURCES_FILE: emptyCatalogueFile(),
      FEED_REFRESH_MINUTES: "0",
      EMBEDDINGS_BASE_URL: other.baseURL,
      EMBEDDINGS_MODEL: "stub-embed",
    });
    try {
      feedServer.setCustom("cars5", rssFeed("cars5", CARS));
      const feedUrl = `${feedServer.url}/custom/cars5`;
      const u = await createUser(t2.ctx);
      const b = await createBriefing(t2.ctx, u.id, u.email, { topic: `electric cars from ${feedUrl}` });
      await sendTestEmail(t2.ctx, u.id, b.id);
      const mail = await t2.sink.nextEmail(u.email);
      expect(mail.html).toContain("Electric car registrations surge in Norway");
      expect(other.embeddingCalls.length).toBeGreaterThan(0);
      const [f] = await t2.ctx.db.select().from(feedsTable).where(eq(feedsTable.url, feedUrl));
      const rows = await t2.ctx.db.select().from(feedItems).where(eq(feedItems.feedId, f!.id));
      expect(rows.every((r) => r.embedding === null)).toBe(true);
    } finally {
      await t2.close();
      await other.close();
    }
  });
});
