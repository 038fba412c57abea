import { describe, expect, it } from "vitest";
import { dailyPool, sourceItem } from "../../support/candidates";
import { EvidenceIndex } from "../../../server/curation/story-evidence";
import { featuresOf } from "../../../server/curation/item-features";
import { DEFAULT_NOW, loadEvaluation } from "../../../bench/curation-eval";

// Decision 213: a subject word no item writes as a name that few of the pool's items say ("measles") is
// a rare word those items share, not the subject's common vocabulary: the three reports of Europe's measles
// figures were shown as three stories to "child health, vaccines, measles outbreaks". A name stays damped:
// two events of one product share its name.
describe("a rare word of the reader's subject", () => {
  const { items } = loadEvaluation();
  const pool = dailyPool(items, new Date(DEFAULT_NOW));
  const measles = ["who-001", "stat-001", "bbchealth-001"];

  it("ties the reports of one event into one story", () => {
    const { stories } = pool.curated("child health, vaccines and measles outbreaks");
    const holding = stories.filter((s) => s.some((g) => measles.includes(g)));
    expect(holding).toHaveLength(1);
    expect(holding[0]).toEqual(expect.arrayContaining(measles));
  });

  it("does not tie two names' events", () => {
    const { stories } = pool.curated("Everything about Claude, GPT-5 and Gemini");
    const byTitle = (g: string) => items.find((i) => i.guid === g)!.title;
    for (const s of stories) {
      const names = new Set(s.flatMap((g) => byTitle(g).match(/Claude|GPT|Gemini/g) ?? []));
      expect(names.size, s.map(byTitle).join(" | ")).toBeLessThanOrEqual(1);
    }
  });
});

describe("what a subject word weighs in two reports' overlap", () => {
  const now = new Date("2026-05-04T07:00:00Z");
  const filler = Array.from({ length: 60 }, (_, n) =>
    sourceItem(
      now,
      `Wire ${n}`,
      `Council approves plan number ${n} for the harbour`,
      `Item ${n} of the day.`,
    ),
  );
  const pair = (a: [string, string], b: [string, string]) => {
    const pool = [...filler, sourceItem(now, "Desk A", ...a), sourceItem(now, "Desk B", ...b)];
    const f = pool.map(featuresOf);
    return (words: string[]) => new EvidenceIndex(f, [], words).of(60, 61).words;
  };

  it("is whole for a rare word no item writes as a name", () => {
    const words = pair(
      ["Mumps cases rise in three cities", "Health officials said mumps cases doubled."],
      ["Mumps outbreak spreads among students", "Doctors urged students to check their mumps jabs."],
    );
    expect(words(["mumps"])).toBeCloseTo(words([]), 6);
  });

  it("is damped for a name however rare", () => {
    const words = pair(
      ["Zorblat launches a cheaper phone plan", "Customers of Zorblat pay less from May."],
      ["Zorblat shares fall after the results", "Investors sold Zorblat after the results."],
    );
    expect(words(["zorblat"])).toBeLessThan(words([]));
  });
});
