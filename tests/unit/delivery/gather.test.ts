import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  discoverFeedLinks,
  fetchFeed,
  HostLimiter,
  parseFeedDocument,
} from "../../../server/delivery/gather";
import { parseAllowlist } from "../../../server/delivery/safe-fetch";
import {
  fillTemplate,
  type FixtureFeedServer,
  startFixtureFeedServer,
} from "../../support/fixture-feed-server";

const fixture = (name: string) =>
  fillTemplate(readFileSync(new URL(`../../fixtures/feeds/${name}`, import.meta.url), "utf8"), Date.now());

describe("parseFeedDocument", () => {
  it("normalises RSS items to plain text with absolute http(s) links and dates", () => {
    const f = parseFeedDocument(fixture("tech.xml"), "http://127.0.0.1/feeds/tech.xml");
    expect(f.format).toBe("rss");
    expect(f.title).toBe("Fixture Tech Daily");
    expect(f.items).toHaveLength(7);
    const first = f.items[0]!;
    expect(first.guid).toBe("tech-1");
    expect(first.url).toBe("https://fixture.example/tech/quantum-qubits");
    expect(first.summary).toMatch(/^A quantum computing startup said/);
    expect(first.summary).not.toMatch(/<p>/);
    expect(first.publishedAt!.getTime()).toBeGreaterThan(Date.now() - 3 * 3_600_000);
  });
  it("normalises Atom entries", () => {
    const f = parseFeedDocument(fixture("science.atom"), "http://127.0.0.1/feeds/science.atom");
    expect(f.format).toBe("atom");
    expect(f.title).toBe("Fixture Science Wire");
    expect(f.siteUrl).toBe("https://fixture.example/science/");
    expect(f.items[1]).toMatchObject({
      guid: "urn:fixture:science:2",
      url: "https://fixture.example/science/exoplanet-water",
    });
  });
  it("normalises JSON Feed", () => {
    const body = JSON.stringify({
      version: "https://jsonfeed.org/version/1.1",
      title: "J",
      items: [
        {
          id: "x1",
          url: "https://j.example/1",
          title: "Hello",
          content_html: "<b>Bold</b> text",
          date_published: "2026-03-02T10:00:00Z",
        },
      ],
    });
    const f = parseFeedDocument(body, "https://j.example/feed.json");
    expect(f.items[0]).toMatchObject({ guid: "x1", title: "Hello", content: "Bold text" });
  });
  it("strips scripts, handlers and javascript: links from a hostile feed", () => {
    const f = parseFeedDocument(fixture("hostile.xml"), "http://127.0.0.1/feeds/hostile.xml");
    expect(f.siteUrl).toBeNull();
    const [a, b] = f.items;
    expect(a!.url).toBeNull();
    expect(a!.title).toBe("AI breakthrough announced");
    const all = JSON.stringify(f);
    for (const bad of [
      "<script",
      "onerror",
      "onclick",
      "javascript:",
      "<iframe",
      "<svg",
      "display:none",
      "document.cookie",
    ]) {
      expect(all).not.toContain(bad);
    }
    expect(b!.summary).toContain("Lawmakers debated AI regulation");
  });
  it("throws on something that is not a feed", () => {
    expect(() => parseFeedDocument("<html><body>hi</body></html>", "http://x/")).toThrow();
  });
});

describe("discoverFeedLinks", () => {
  it("finds rss/atom/json alternates, resolves them, ignores other links", () => {
    const html = `<html><head><link rel="stylesheet" href="/a.css"><link rel="alternate" type="application/rss+xml" href="/rss.xml">
      <link href='https://other.example/atom' rel='alternate' type='application/atom+xml'><link rel="alternate" hreflang="fr" href="/fr">
      <link rel="alternate" type="application/feed+json" href="feed.json"><link rel="alternate" type="application/rss+xml" href="javascript:alert(1)"></head></html>`;
    expect(discoverFeedLinks(html, "https://site.example/blog/")).toEqual([
      "https://site.example/rss.xml",
      "https://other.example/atom",
      "https://site.example/blog/feed.json",
    ]);
  });
});

describe("HostLimiter", () => {
  it("never runs more than perHost for one host nor more than overall", async () => {
    const lim = new HostLimiter(2, 3);
    const active = new Map<string, number>();
    let maxPer = 0;
    let maxAll = 0;
    let all = 0;
    const task = (h: string) =>
      lim.run(h, async () => {
        active.set(h, (active.get(h) ?? 0) + 1);
        all++;
        maxPer = Math.max(maxPer, active.get(h)!);
        maxAll = Math.max(maxAll, all);
        await new Promise((r) => setTimeout(r, 5));
        active.set(h, active.get(h)! - 1);
        all--;
      });
    await Promise.all([...Array(10)].map((_, i) => task(i % 2 ? "a" : "b")).concat([task("c"), task("c")]));
    expect(maxPer).toBe(2);
    expect(maxAll).toBe(3);
  });
});

describe("fetchFeed against the fixture server", () => {
  let srv: FixtureFeedServer;
  const allowlist = parseAllowlist("127.0.0.1");
  beforeAll(async () => {
    srv = await startFixtureFeedServer();
  });
  afterAll(() => srv.close());

  it("fetches, then gets 304 on a conditional GET", async () => {
    const r1 = await fetchFeed(`${srv.url}/feeds/tech.xml`, { allowlist });
    expect(r1.kind).toBe("ok");
    if (r1.kind !== "ok") return;
    expect(r1.feed.items).toHaveLength(7);
    expect(r1.etag).toBeTruthy();
    expect(r1.lastModified).toBeTruthy();
    const r2 = await fetchFeed(`${srv.url}/feeds/tech.xml`, {
      allowlist,
      etag: r1.etag,
      lastModified: r1.lastModified,
    });
    expect(r2.kind).toBe("not-modified");
    expect(srv.stats.notModified).toBe(1);
  });
  it("discovers the feed of a site page", async () => {
    const r = await fetchFeed(`${srv.url}/site`, { allowlist });
    expect(r.kind).toBe("ok");
    if (r.kind === "ok") {
      expect(r.url).toBe(`${srv.url}/feeds/tech.xml`);
      expect(r.feed.title).toBe("Fixture Tech Daily");
    }
  });
  it("times out a server that never answers and reports it as transient", async () => {
    const t0 = Date.now();
    const r = await fetchFeed(`${srv.url}/slow`, { allowlist, timeoutMs: 300 });
    expect(r).toMatchObject({ kind: "error", transient: true });
    expect(Date.now() - t0).toBeLessThan(2000);
  });
  it("caps the size", async () => {
    const r = await fetchFeed(`${srv.url}/feeds/tech.xml`, { allowlist, maxBytes: 500 });
    expect(r).toMatchObject({ kind: "error" });
    if (r.kind === "error") expect(r.error).toMatch(/too large|exceeds/);
  });
  it("is refused without the allowlist, and the server sees no request", async () => {
    const before = srv.stats.requests;
    const r = await fetchFeed(`${srv.url}/feeds/tech.xml`, { allowlist: parseAllowlist("") });
    expect(r).toMatchObject({ kind: "error", refused: true });
    expect(srv.stats.requests).toBe(before);
  });
  it("reports 404 and non-feeds as errors", async () => {
    expect(await fetchFeed(`${srv.url}/nope`, { allowlist })).toMatchObject({
      kind: "error",
      error: "HTTP 404",
      transient: false,
    });
    srv.setCustom("plain", "just text", "text/plain");
    expect(await fetchFeed(`${srv.url}/custom/plain`, { allowlist })).toMatchObject({ kind: "error" });
  });
});
