/**
 * The built-in sentence encoder (decision 122) through the real pipeline: with no embeddings endpoint set,
 * a briefing's items are embedded once by the encoder's own process and stored, the briefing is ranked on
 * them, and EMBEDDINGS_BUILTIN=false leaves curation on the word vectors. A dead encoder costs a briefing
 * nothing but the embeddings.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendTestEmail } from "../../../server/briefings/send-test-email";
import { feedItems, feeds as feedsTable } from "../../../server/db/schema";
import {
  BUILTIN_MODEL,
  builtinEncoderPid,
  embedBuiltin,
  stopBuiltinEmbeddings,
} from "../../../server/delivery/builtin-embeddings";
import { createLogger } from "../../../server/log";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile, rssFeed } from "./helpers";

let feedServer: FixtureFeedServer;
const apps: TestApp[] = [];
const logLines: string[] = [];

const DESK: Array<[string, string]> = [
  [
    "Heatwave grips southern Europe as temperatures pass 44C",
    "Spain and Greece issued red warnings as wildfires spread.",
  ],
  [
    "Central bank holds interest rates at 4%",
    "Policymakers said inflation was falling more slowly than hoped.",
  ],
  [
    "Floods force thousands from their homes in Bangladesh",
    "Monsoon rains swelled rivers across the north of the country.",
  ],
  ["Bakery wins national bread award", "A small bakery won the bread award for its sourdough."],
];

async function storedItems(t: TestApp, feedUrl: string) {
  const [f] = await t.ctx.db.select().from(feedsTable).where(eq(feedsTable.url, feedUrl));
  return t.ctx.db
    .select()
    .from(feedItems)
    .where(inArray(feedItems.feedId, [f!.id]));
}

beforeAll(async () => {
  feedServer = await startFixtureFeedServer();
  feedServer.setCustom("desk", rssFeed("desk", DESK));
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await feedServer?.close();
  await stopBuiltinEmbeddings();
});

const app = async (env: Record<string, string> = {}) => {
  const t = await createTestApp(
    {
      SOURCE_ALLOWLIST: "127.0.0.1",
      SOURCES_FILE: emptyCatalogueFile(),
      FEED_REFRESH_MINUTES: "0",
      ...env,
    },
    { log: createLogger("debug", {}, (line) => void logLines.push(line)) },
  );
  apps.push(t);
  return t;
};

describe("the built-in sentence encoder", () => {
  it("embeds every gathered item once, in a process of its own, and the briefing is ranked on them", async () => {
    const t = await app();
    const feedUrl = `${feedServer.url}/custom/desk`;
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, { topic: `extreme weather from ${feedUrl}` });
    logLines.length = 0;
    await sendTestEmail(t.ctx, u.id, b.id);
    const email = await t.sink.nextEmail(u.email);
    expect(email.html).toContain("Heatwave grips southern Europe");
    expect(email.html).not.toContain("Bakery wins national bread award");
    expect(email.html).not.toContain("Central bank holds interest rates");

    const stored = await storedItems(t, feedUrl);
    expect(stored).toHaveLength(DESK.length);
    for (const item of stored) {
      expect(item.embeddingModel).toBe(BUILTIN_MODEL);
      expect(item.embedding).toHaveLength(512);
    }
    expect(logLines.some((l) => /delivery prepared/.test(l) && /ranking=embeddings/.test(l))).toBe(true);
    // the model's memory is the encoder's process, not this one's
    expect(builtinEncoderPid()).toBeTypeOf("number");
    expect(builtinEncoderPid()).not.toBe(process.pid);

    // a second briefing on the same feed embeds nothing again
    const before = stored.map((s) => s.embedding!.join(","));
    const b2 = await createBriefing(t.ctx, u.id, u.email, { topic: `floods from ${feedUrl}` });
    await sendTestEmail(t.ctx, u.id, b2.id);
    await t.sink.nextEmail(u.email);
    expect((await storedItems(t, feedUrl)).map((s) => s.embedding!.join(","))).toEqual(before);
  });

  it("is off with EMBEDDINGS_BUILTIN=false: nothing embedded, the briefing still goes out on the word vectors", async () => {
    const t = await app({ EMBEDDINGS_BUILTIN: "false" });
    feedServer.setCustom("desk2", rssFeed("desk2", DESK));
    const feedUrl = `${feedServer.url}/custom/desk2`;
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, { topic: `extreme weather from ${feedUrl}` });
    logLines.length = 0;
    await sendTestEmail(t.ctx, u.id, b.id);
    expect((await t.sink.nextEmail(u.email)).html).toContain("Heatwave grips southern Europe");
    expect((await storedItems(t, feedUrl)).every((i) => i.embedding === null)).toBe(true);
    expect(logLines.some((l) => /delivery prepared/.test(l) && /ranking=offline/.test(l))).toBe(true);
  });

  it("an encoder that dies fails only the call it held; the next call starts a new one", async () => {
    const [v] = await embedBuiltin(["a first text"]);
    expect(v).toHaveLength(512);
    const pid = builtinEncoderPid()!;
    const held = embedBuiltin(["the text it was working on when it died"]);
    process.kill(pid, "SIGKILL");
    await expect(held).rejects.toThrow(/exited/);
    const [again] = await embedBuiltin(["after the restart"]);
    expect(again).toHaveLength(512);
    expect(builtinEncoderPid()).not.toBe(pid);
  });
});
