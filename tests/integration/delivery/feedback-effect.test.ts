import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendTestEmail } from "../../../server/briefings/send-test-email";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser, emptyCatalogueFile } from "./helpers";

// Feedback from inside a real email, sent back without cookies, changes the next email (issue #17).
let t: TestApp;
let feeds: FixtureFeedServer;

beforeAll(async () => {
  feeds = await startFixtureFeedServer();
  t = await createTestApp({
    SOURCE_ALLOWLIST: "127.0.0.1",
    SOURCES_FILE: emptyCatalogueFile(),
    FEED_REFRESH_MINUTES: "0",
  });
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

/** The numbered stories of a plain-text email: title, its "Why" line and its feedback links. */
function stories(text: string) {
  return text
    .split(/\n(?=\d+\. )/)
    .filter((b) => /^\d+\. /.test(b))
    .map((b) => ({
      title: /^\d+\. (.+)$/m.exec(b)![1]!,
      why: /Why: (.+)$/m.exec(b)?.[1] ?? "",
      link: (label: string) => new RegExp(`${label}: (\\S+)`).exec(b)?.[1],
    }));
}

async function testEmail(userId: string, briefingId: string, email: string) {
  await sendTestEmail(t.ctx, userId, briefingId);
  return (await t.sink.nextEmail(email)).text;
}

describe("feedback links in the email change the next email (decision 096)", () => {
  it("“Less like this” on a story: the next email ranks it lower and says so; the other stories are untouched", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, {
      name: "Quantum & AI",
      topic: `AI and quantum computing news from ${feeds.url}/feeds/tech.xml, no crypto`,
      active: false,
    });
    const first = stories(await testEmail(u.id, b.id, u.email));
    const quantum = first.find((s) => s.title.startsWith("Quantum computing startup"))!;
    expect(quantum, first.map((s) => s.title).join(" | ")).toBeDefined();
    expect(first.every((s) => !s.why.includes("ranked lower"))).toBe(true);
    const less = quantum.link("Less like this")!;
    expect(less).toMatch(/^http:\/\/localhost:3000\/api\/feedback\//);
    const res = await t.request(new URL(less).pathname, { method: "POST" }); // no cookie, no Origin
    expect(res.status).toBe(200);

    const second = stories(await testEmail(u.id, b.id, u.email));
    const again = second.find((s) => s.title.startsWith("Quantum computing startup"));
    // ranked lower: still there with the reason said, or fallen out of the picks
    expect(again === undefined || again.why.includes("ranked lower: like a story you wanted less of")).toBe(
      true,
    );
    const robotics = second.find((s) => s.title.startsWith("Robotics lab"))!;
    expect(robotics.why).not.toContain("ranked lower");
  });

  it("“Mute this source”: the next email has none of its stories", async () => {
    const u = await createUser(t.ctx);
    const b = await createBriefing(t.ctx, u.id, u.email, {
      name: "Tech only",
      topic: `AI and quantum computing news from ${feeds.url}/feeds/tech.xml`,
      active: false,
    });
    const first = stories(await testEmail(u.id, b.id, u.email));
    expect(first.length).toBeGreaterThan(0);
    const mute = first[0]!.link("Mute this source")!;
    const page = await t.request(new URL(mute).pathname); // the GET only asks
    expect(await page.text()).toContain("Mute 127.0.0.1?");
    expect(stories(await testEmail(u.id, b.id, u.email)).length).toBe(first.length);
    expect((await t.request(new URL(mute).pathname, { method: "POST" })).status).toBe(200);
    const after = await testEmail(u.id, b.id, u.email);
    expect(stories(after)).toEqual([]);
    expect(after).toContain("Nothing new matched");
  });
});
