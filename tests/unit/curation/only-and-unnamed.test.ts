import { describe, expect, it } from "vitest";
import { curateDaily, sourceItem } from "../../support/candidates";
import { parseBrief } from "../../../server/curation";
import { expansionsOf } from "../../../server/curation/expansions";
import { excludeItems } from "../../../server/curation/exclude-items";
import { featuresOf } from "../../../server/curation/item-features";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import { DEFAULT_NOW, loadEvaluation } from "../../../bench/curation-eval";

// Decision 215, found on the fifth fresh batch: "but only" narrows the subject to what follows it; a plural
// the tagger reads as a verb at the start of a description is a noun before a place or a target; a concept no
// item names takes by meaning only what stands out near it.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string) => sourceItem(now, source, title, summary);
const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase);

describe("a subject narrowed by 'but only'", () => {
  it("is what follows it", () => {
    expect(phrases("Tennis, but only the Davis Cup and the ATP Finals")).toEqual(["Davis Cup", "ATP Finals"]);
    expect(phrases("Fußball, aber nur die Bundesliga")).toEqual(["Bundesliga"]);
    expect(phrases("Women's tennis only - WTA")).toEqual(["Women's tennis"]);
  });

  it("leaves the subject's other stories out of the email", () => {
    const pool = [
      item(
        "Tennis Desk",
        "Italy sweep France to reach the Davis Cup semi-finals",
        "Sinner won the deciding rubber.",
      ),
      item(
        "Tennis Desk",
        "Sinner defends his ATP Finals title in Turin",
        "He beat Alcaraz in straight sets.",
      ),
      item(
        "Tennis Desk",
        "Osaka on mental toughness: 'I stopped trying to be perfect'",
        "The former No 1 spoke.",
      ),
      item(
        "Tennis Desk",
        "The 2027 calendar: what's new on the tours",
        "Two new events join the tennis season.",
      ),
    ];
    const titles = curateDaily("Tennis, but only the Davis Cup and the ATP Finals", pool, now).items.map(
      (p) => p.title,
    );
    expect(titles).toEqual(expect.arrayContaining([pool[0]!.title, pool[1]!.title]));
    expect(titles).not.toContain(pool[2]!.title);
    expect(titles).not.toContain(pool[3]!.title);
  });
});

describe("a plural read as a verb at the start", () => {
  it("is a noun before a place or a target, and a verb in a clause", () => {
    expect(phrases("Security breaches at big companies")).toEqual(["Security breaches"]);
    expect(phrases("Data breaches at banks")).toEqual(["Data breaches"]);
    expect(parseBrief("what the government spends on defence").interests).toEqual([
      { phrase: "government", context: ["defence"] },
    ]);
  });
});

describe("a concept no item names", () => {
  it("takes by meaning only what stands out near it", () => {
    // the evaluation's week of items: the share tips' neighbours in meaning are the money desks' other stories
    const { items } = loadEvaluation();
    const pool = candidatesFromItems(items, new Date(DEFAULT_NOW));
    const brief = parseBrief(
      "Investing for beginners - ISAs, pensions, index funds. Skip individual stock picks.",
    );
    const removed = new Set(
      excludeItems(brief, pool, pool.map(featuresOf)).flatMap((e) =>
        [...e.removed.keys()].map((i) => items[i]!.guid),
      ),
    );
    // the state pension's rise and the week's savings rates are what a beginner asked for
    expect([...removed].filter((g) => g === "mse-002" || g === "mse-003")).toEqual([]);
  });
});

describe("the words readers write for common subjects", () => {
  it("have the subject's terms", () => {
    expect(expansionsOf("medicine")).toContain("clinical trial");
    expect(expansionsOf("green energy")).toContain("offshore wind");
    expect(expansionsOf("Weltraum")).toContain("raumfahrt");
    expect(expansionsOf("security breaches")).toContain("hackers");
  });
});
