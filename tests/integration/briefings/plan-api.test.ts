import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Plan } from "../../../common/plan";
import { feeds } from "../../../server/db/schema";
import { createUser, type TestUser } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t.ctx);
});
afterAll(() => t?.close());

const plan = async (json: unknown, u: TestUser | null = alice) => {
  const res = await as(t, u)("/api/briefings/plan", { method: "POST", json });
  return { status: res.status, body: (await res.json()) as { plan: Plan; error?: { message: string } } };
};

describe("POST /api/briefings/plan (decision 097)", () => {
  it("football with a named source and an exclusion: interests, exclusion, the named feed first, catalogue sport feeds", async () => {
    const { status, body } = await plan({
      description:
        "Premier League football and tennis results, mostly from BBC Sport, but no transfer gossip.",
    });
    expect(status).toBe(200);
    expect(body.plan.interests.map((i) => i.toLowerCase())).toEqual([
      "premier league football",
      "tennis results",
    ]);
    expect(body.plan.exclusions).toEqual(["transfer gossip"]);
    expect(body.plan.language).toBe("en");
    expect(body.plan.sources[0]).toMatchObject({ name: "BBC Sport", kind: "named" });
    const names = body.plan.sources.map((s) => s.name);
    expect(names).toContain("ESPN – Top headlines");
    expect(body.plan.sources.filter((s) => s.kind === "catalogue").length).toBeGreaterThan(0);
    expect(names).not.toContain("CoinDesk");
  });

  it("a feed given by address is the only source; its reachability comes from the feed cache's last fetch", async () => {
    const url = "https://feeds.example.org/rss";
    const d = `Everything from ${url} about open-source databases. No crypto.`;
    let { body } = await plan({ description: d });
    expect(body.plan.sources).toEqual([
      { url, name: "feeds.example.org", host: "feeds.example.org", kind: "named", reachable: null },
    ]);
    expect(body.plan.exclusions).toEqual(["crypto"]);
    expect(body.plan.interests).toEqual(["open-source databases"]);
    await t.ctx.db
      .insert(feeds)
      .values({ url, title: "Example feed", lastStatus: "error", lastFetchedAt: new Date() });
    ({ body } = await plan({ description: d }));
    expect(body.plan.sources).toEqual([
      { url, name: "Example feed", host: "feeds.example.org", kind: "named", reachable: false },
    ]);
  });

  it("German, with a source declined in words: German interests, the exclusion, and that source not read", async () => {
    const { body } = await plan({
      description: "KI-Politik und Radsport, keine Kryptowährungen. Nicht von The Guardian.",
    });
    expect(body.plan.language).toBe("de");
    expect(body.plan.interests).toEqual(["KI-Politik", "Radsport"]);
    expect(body.plan.exclusions).toEqual(["kryptowährungen"]);
    expect(body.plan.excluded_sources).toEqual(["Guardian"]);
    expect(body.plan.sources.length).toBeGreaterThan(0);
    expect(body.plan.sources.some((s) => s.host.includes("theguardian.com"))).toBe(false);
  });

  it("an asked-for language is the plan's language", async () => {
    const { body } = await plan({ description: "EU AI policy and road cycling", language: "fr" });
    expect(body.plan.language).toBe("fr");
  });

  it("refuses bad input with a clear 4xx, and anonymous callers with 401", async () => {
    expect((await plan({ description: "AI policy" }, null)).status).toBe(401);
    for (const [json, words] of [
      [{}, "description"],
      [{ description: 42 }, "description"],
      [{ description: "x".repeat(2001) }, "2000"],
      [{ description: "AI", language: "xx" }, "language"],
    ] as const) {
      const { status, body } = await plan(json);
      expect(status, JSON.stringify(json).slice(0, 40)).toBe(400);
      expect(body.error?.message).toContain(words);
    }
    const raw = await as(t, alice)("/api/briefings/plan", {
      method: "POST",
      headers: { "content-type": "application/json" },
      json: undefined,
    });
    expect(raw.status).toBe(400);
  });

  it("an empty description plans nothing", async () => {
    const { status, body } = await plan({ description: "   " });
    expect(status).toBe(200);
    expect(body.plan).toMatchObject({ interests: [], exclusions: [], sources: [] });
  });
});
