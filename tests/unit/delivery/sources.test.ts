import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/config";
import { loadCatalogue } from "../../../server/delivery/sources";

// The feed catalogue (decision 100): the built-in file's coverage, and a bad SOURCES_FILE refusing to start
const dir = mkdtempSync(path.join(tmpdir(), "tidings-sources-"));
let n = 0;
function file(content: unknown): string {
  const f = path.join(dir, `sources-${n++}.json`);
  writeFileSync(f, typeof content === "string" ? content : JSON.stringify(content));
  return f;
}
const feed = (over: Record<string, unknown> = {}) => ({
  name: "Le Monde – Europe",
  url: "https://www.lemonde.fr/europe/rss_full.xml",
  subjects: ["eu-policy"],
  language: "fr",
  region: "FR",
  description: "L'Europe dans Le Monde.",
  ...over,
});
const catalogue = (feeds: unknown[], over: Record<string, unknown> = {}) => ({
  version: 2,
  subjects: [{ id: "eu-policy", name: "EU policy", keywords: ["eu"] }],
  feeds,
  ...over,
});
const env = (SOURCES_FILE: string) => ({ DATA_DIR: dir, AUTH_SECRET: "s".repeat(32), SOURCES_FILE });
function startError(content: unknown): string {
  try {
    loadConfig(env(file(content)));
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("the built-in catalogue", () => {
  const c = loadCatalogue();

  it("covers the subjects readers ask for, each with feeds in English, German, French and Spanish", () => {
    const ids = c.subjects.map((s) => s.id);
    for (const s of [
      "gardening",
      "food",
      "travel",
      "personal-finance",
      "eu-policy",
      "world",
      "technology",
      "sport",
    ]) {
      expect(ids, s).toContain(s);
      for (const lang of ["en", "de", "fr", "es"])
        expect(
          c.feeds.some((f) => f.subjects.includes(s) && f.language === lang),
          `${s} in ${lang}`,
        ).toBe(true);
    }
    expect(c.subjects.length).toBeGreaterThanOrEqual(14 + 5 + 5);
  });

  it("has local news for major cities, in their own language", () => {
    const city = (id: string) => c.feeds.filter((f) => f.subjects.includes(id));
    expect(c.subjects.filter((s) => s.kind === "place").map((s) => s.id)).toEqual(
      expect.arrayContaining(["london", "new-york", "berlin", "paris", "madrid"]),
    );
    expect(city("berlin").every((f) => f.language === "de" && f.region === "DE")).toBe(true);
    expect(city("paris").every((f) => f.language === "fr")).toBe(true);
    expect(city("madrid").every((f) => f.language === "es")).toBe(true);
    expect(city("london").length).toBeGreaterThanOrEqual(2);
  });

  it("describes every feed, and lists each feed once", () => {
    for (const f of c.feeds) expect(f.description.length, f.name).toBeGreaterThan(5);
    expect(new Set(c.feeds.map((f) => f.url)).size).toBe(c.feeds.length);
  });
});

describe("SOURCES_FILE", () => {
  it("a valid file replaces the catalogue; a version 1 file (feeds in subjects) still works, as English", () => {
    expect(loadCatalogue(file(catalogue([feed()]))).feeds[0]).toMatchObject({ language: "fr", region: "FR" });
    const v1 = loadCatalogue(
      file({
        version: 1,
        subjects: [
          {
            id: "tech",
            name: "Tech",
            keywords: ["tech"],
            feeds: [{ name: "Ars", url: "https://ars.example/feed" }],
          },
        ],
      }),
    );
    expect(v1.feeds).toEqual([
      expect.objectContaining({ url: "https://ars.example/feed", subjects: ["tech"], language: "en" }),
    ]);
  });

  it("a bad file stops start-up with a message naming the file, the entry and the problem", () => {
    expect(startError(catalogue([feed(), feed({ name: "Politico", language: "it" })]))).toMatch(
      /^Invalid configuration: SOURCES_FILE .*sources-\d+\.json: feeds\[1\] "Politico": language: /,
    );
    expect(startError(catalogue([feed({ subjects: ["eu-polcy"] })]))).toMatch(
      /feeds\[0\] "Le Monde – Europe": subjects: unknown subject "eu-polcy"$/,
    );
    expect(startError(catalogue([feed({ url: "ftp://example.org/feed" })]))).toMatch(
      /feeds\[0\] "Le Monde – Europe": url: must be an http\(s\) URL$/,
    );
    expect(startError(catalogue([feed(), feed({ name: "Again" })]))).toMatch(
      /feeds\[1\] "Again": url: appears twice$/,
    );
    expect(startError(catalogue([feed({ description: undefined })]))).toMatch(
      /feeds\[0\] "Le Monde – Europe": description: /,
    );
    expect(startError(catalogue([feed()], { general: ["wrld"] }))).toMatch(
      /general\[0\]: unknown subject "wrld"$/,
    );
    expect(startError("{ not json")).toMatch(/^Invalid configuration: SOURCES_FILE .*: .*JSON/);
    expect(startError({ version: 3, subjects: [], feeds: [] })).toMatch(/version must be 2/);
  });

  it("a missing file stops start-up too", () => {
    expect(() => loadConfig(env(path.join(dir, "missing.json")))).toThrow(
      /Invalid configuration: SOURCES_FILE .*missing\.json: ENOENT/,
    );
  });
});
