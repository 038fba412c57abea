import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";

// The labelled curation evaluation (tests/fixtures/curation/README.md) is data other tests and the
// bench trust blindly, so its shape and internal consistency are checked here.
const dir = new URL("../../fixtures/curation/", import.meta.url);
const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, dir), "utf8"));

const isoTime = z.iso.datetime();
const item = z.strictObject({
  guid: z.string().min(1),
  title: z.string().min(1),
  link: z.url({ protocol: /^https$/ }),
  description: z.string().min(1),
  content: z.string().min(1).optional(),
  feedUrl: z.url({ protocol: /^https$/ }),
  feedName: z.string().min(1),
  published: isoTime,
  language: z.enum(["en", "de", "fr", "es"]),
  story: z.string().min(1).optional(),
});
const description = z.strictObject({
  id: z.string().min(1),
  description: z.string().min(1),
  /** the description's language as its labeller read it (absent: English), for per-language figures */
  language: z.enum(["de", "fr", "es"]).optional(),
  frequency: z.enum(["daily", "once-week"]),
  now: isoTime.optional(),
  labels: z.record(z.string(), z.union([z.literal(2), z.literal(1), z.literal("never")])),
});

const items = z.array(item).parse(read("items.json"));

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const v of values) {
    if (seen.has(v)) repeated.push(v);
    seen.add(v);
  }
  return repeated;
}

describe("curation evaluation items", () => {
  it("has the size and spread the evaluation promises", () => {
    expect(items.length).toBeGreaterThanOrEqual(400);
    expect(new Set(items.map((i) => i.feedUrl)).size).toBeGreaterThanOrEqual(80);
    for (const lang of ["de", "fr", "es"] as const) {
      expect(items.filter((i) => i.language === lang).length).toBeGreaterThanOrEqual(10);
    }
  });

  it("has unique guids and links", () => {
    expect(duplicates(items.map((i) => i.guid))).toEqual([]);
    expect(duplicates(items.map((i) => i.link))).toEqual([]);
  });

  it("gives each feed URL one name and one language", () => {
    const byFeed = new Map<string, string>();
    for (const i of items) {
      const key = `${i.feedName}|${i.language}`;
      expect(byFeed.get(i.feedUrl) ?? key, i.feedUrl).toBe(key);
      byFeed.set(i.feedUrl, key);
    }
  });

  it("has at least 25 stories, each reported by two or more distinct feeds", () => {
    const stories = new Map<string, typeof items>();
    for (const i of items) {
      if (i.story !== undefined) stories.set(i.story, [...(stories.get(i.story) ?? []), i]);
    }
    expect(stories.size).toBeGreaterThanOrEqual(25);
    for (const [story, reports] of stories) {
      const feeds = reports.map((r) => r.feedUrl);
      expect(feeds.length, story).toBeGreaterThanOrEqual(2);
      expect(duplicates(feeds), story).toEqual([]);
    }
  });
});

describe("curation evaluation descriptions", () => {
  const descriptions = () => z.array(description).parse(read("descriptions.json"));

  it("has unique ids and at least 40 descriptions of both frequencies", () => {
    const all = descriptions();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(duplicates(all.map((d) => d.id))).toEqual([]);
    expect(new Set(all.map((d) => d.frequency))).toEqual(new Set(["daily", "once-week"]));
  });

  it("has at least three labelled descriptions in each of German, French and Spanish", () => {
    const all = descriptions();
    for (const lang of ["de", "fr", "es"] as const)
      expect(all.filter((d) => d.language === lang).length, lang).toBeGreaterThanOrEqual(3);
  });

  it("labels only items that exist, and every description has a clear match", () => {
    const guids = new Set(items.map((i) => i.guid));
    for (const d of descriptions()) {
      expect(
        Object.keys(d.labels).filter((g) => !guids.has(g)),
        d.id,
      ).toEqual([]);
      // a description in a language the pool has nothing of its subject in has only other languages'
      // reports, each at most 1 by the language rule; a daily one whose subject's items are all older than
      // two days has only those, each at most 1 by the recency rule; and one the pool has nothing squarely
      // of ("Anything about Elon Musk": his companies' news; "AI in healthcare") has only its neighbours: at
      // least one of them ("Nuclear power and fusion" has one, geothermal's moment; the rest of the pool is
      // what a briefing of it must not fill up with)
      const clear = Object.values(d.labels).filter((v) => v === 2).length;
      if (clear === 0)
        expect(Object.values(d.labels).filter((v) => v === 1).length, d.id).toBeGreaterThanOrEqual(1);
      else expect(clear, d.id).toBeGreaterThanOrEqual(1);
    }
  });
});
