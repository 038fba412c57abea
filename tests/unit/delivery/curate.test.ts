import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildQuery, type Candidate, curate, itemKey } from "../../../server/delivery/curate";
import { parseFeedDocument } from "../../../server/delivery/gather";
import { loadCatalogue } from "../../../server/delivery/sources";
import { fillTemplate } from "../../support/fixture-feed-server";

const NOW = new Date("2026-06-10T12:00:00Z");
const catalogue = loadCatalogue();

function candidatesFrom(file: string, feedUrl: string, named = false): Candidate[] {
  const body = fillTemplate(
    readFileSync(new URL(`../../fixtures/feeds/${file}`, import.meta.url), "utf8"),
    NOW.getTime(),
  );
  const f = parseFeedDocument(body, feedUrl);
  return f.items.map((i) => ({
    key: itemKey(feedUrl, i.guid, i.url),
    feedUrl,
    sourceName: f.title,
    url: i.url,
    title: i.title,
    summary: i.summary,
    content: i.content,
    publishedAt: i.publishedAt,
    firstSeenAt: NOW,
    named,
  }));
}

const labels = (q: ReturnType<typeof buildQuery>) => q.concepts.map((c) => c.label);
const excl = (q: ReturnType<typeof buildQuery>) => q.exclusions.map((c) => c.label);

describe("buildQuery", () => {
  it("extracts keywords, dropping filler words", () => {
    const q = buildQuery(
      "Send me the latest news about quantum computing and AI startups every morning",
      catalogue,
    );
    expect(labels(q)).toEqual(["quantum", "computing", "ai", "startups"]);
    expect(q.subjects).toEqual(expect.arrayContaining(["technology", "ai", "science"]));
  });
  it('understands exclusions: "no crypto", "not sports", "without X", "-Y"', () => {
    const q = buildQuery(
      "Tech and AI news, no crypto or sports, and quantum computing. Not politics please. Without celebrity gossip -football",
    );
    expect(excl(q)).toEqual(["crypto", "sports", "politics", "celebrity gossip", "football"]);
    expect(labels(q)).toEqual(expect.arrayContaining(["tech", "ai", "quantum", "computing"]));
    expect(labels(q)).not.toContain("crypto");
    expect(labels(q)).not.toContain("sports");
    // synonyms: "no crypto" also excludes bitcoin, "not sports" also excludes football
    expect(q.exclusions[0]!.alternatives).toContain("bitcoin");
    expect(q.exclusions[1]!.alternatives).toContain("football");
  });
  it("finds named sources: URLs, bare domains and catalogue names", () => {
    const q = buildQuery(
      "AI research from http://127.0.0.1:4000/feeds/tech.xml and example.org/blog, plus anything from Ars Technica.",
      catalogue,
    );
    expect(q.namedSources.map((s) => s.url)).toEqual([
      "http://127.0.0.1:4000/feeds/tech.xml",
      "https://example.org/blog",
      "https://feeds.arstechnica.com/arstechnica/index",
    ]);
    expect(labels(q)).toEqual(["ai", "research"]);
    // with named sources, a topic that matches no subject does not fall back to general news
    expect(buildQuery("everything from https://x.example/feed", catalogue).subjects).toEqual([]);
  });
  it("falls back to general subjects when nothing matches", () => {
    expect(buildQuery("whatever is important", catalogue).subjects).toEqual(catalogue.general);
  });
});

describe("curate", () => {
  const tech = candidatesFrom("tech.xml", "http://feeds.test/tech.xml", true);
  const sci = candidatesFrom("science.atom", "http://feeds.test/science.atom");
  const opts = { now: NOW, since: new Date(NOW.getTime() - 24 * 3_600_000), alreadySent: new Set<string>() };

  it("picks matching items, not off-topic ones, with reasons", () => {
    const q = buildQuery("AI and quantum computing");
    const r = curate(q, [...tech, ...sci], opts);
    const titles = r.items.map((i) => i.title);
    expect(titles).toContain("Quantum computing startup demonstrates error-corrected qubits");
    expect(titles).toContain("Open-source AI model rivals proprietary systems on coding benchmarks");
    expect(titles).toContain("Robotics lab teaches machines to fold laundry with machine learning"); // synonym
    expect(titles.join()).not.toMatch(/football|Gardening|exoplanet/i);
    for (const i of r.items) expect(i.reasons.length).toBeGreaterThan(0);
    expect(r.items[0]!.reasons.join(" ")).toMatch(/headline mentions/);
  });
  it("merges the same story from two sources and says so", () => {
    const r = curate(buildQuery("quantum computing"), [...tech, ...sci], opts);
    const q = r.items.filter((i) => /qubits/i.test(i.title));
    expect(q).toHaveLength(1);
    expect(q[0]!.alsoIn).toHaveLength(1);
    expect(q[0]!.keys).toHaveLength(2);
    expect(q[0]!.reasons.join(" ")).toMatch(/also reported by/);
    expect(r.merged).toBe(1);
  });
  it("honours exclusions", () => {
    const r = curate(buildQuery("AI news, no crypto"), tech, opts);
    expect(r.items.map((i) => i.title).join()).not.toMatch(/Bitcoin/);
    expect(r.excluded).toBeGreaterThan(0);
    const withCrypto = curate(buildQuery("AI news"), tech, opts);
    expect(withCrypto.items.map((i) => i.title).join()).toMatch(/Bitcoin/);
  });
  it("never repeats an item already sent (nor a merged copy of it)", () => {
    const q = buildQuery("quantum computing");
    const first = curate(q, [...tech, ...sci], opts);
    const sent = new Set(first.items.flatMap((i) => i.keys));
    const second = curate(q, [...tech, ...sci], { ...opts, alreadySent: sent });
    expect(second.items).toHaveLength(0);
    expect(second.repeats).toBeGreaterThan(0);
  });
  it("respects the window, caps per source and the maximum", () => {
    const many: Candidate[] = Array.from({ length: 40 }, (_, i) => ({
      key: `k${i}`,
      feedUrl: `feed${i % 4}`,
      sourceName: `Source ${i % 4}`,
      url: `https://s.example/${i}`,
      title: `Energy story number ${i} ${["alpha", "beta", "gamma", "delta", "epsilon"][i % 5]} ${i * 7919}`,
      summary: "Energy markets moved.",
      content: "",
      publishedAt: new Date(NOW.getTime() - i * 3_600_000),
      firstSeenAt: NOW,
    }));
    const r = curate(buildQuery("energy"), many, { ...opts, perSourceCap: 2 });
    expect(r.items).toHaveLength(8); // 4 sources × 2
    const perSource = new Map<string, number>();
    for (const i of r.items) perSource.set(i.feedUrl, (perSource.get(i.feedUrl) ?? 0) + 1);
    expect([...perSource.values()].every((n) => n <= 2)).toBe(true);
    for (const i of r.items) expect(i.publishedAt!.getTime()).toBeGreaterThanOrEqual(opts.since.getTime());
    const r10 = curate(buildQuery("energy"), many, { ...opts, perSourceCap: 10 });
    expect(r10.items).toHaveLength(10);
    // more recent first when equally relevant
    expect(r10.items[0]!.key).toBe("k0");
  });
  it("with only named sources and no keywords, takes their recent items", () => {
    const r = curate(buildQuery("https://feeds.test/tech.xml"), tech, opts);
    expect(r.items.length).toBeGreaterThanOrEqual(5);
    expect(r.items.length).toBeLessThanOrEqual(7);
  });
});
