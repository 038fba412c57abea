/**
 * The checks on a model's brief (decision 123): every phrase grounded in the reader's words (or a short
 * normalisation of them), nothing both wanted and excluded, a count only when the reader wrote it.
 */
import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { checkedBrief, ungroundedPhrases } from "../../../server/delivery/derive-brief";

describe("ungroundedPhrases", () => {
  const text = "News on the Bank of England, Zürich's elections and road cycling. No crypto please.";

  it("accepts the reader's words, in another case, without accents, singular or plural, with glue words", () => {
    expect(
      ungroundedPhrases(text, [
        "bank of england",
        "Bank England",
        "Zurich",
        "election",
        "road cycle",
        "crypto",
      ]),
    ).toEqual([]);
  });

  it("refuses subjects the reader did not write, expansions and look-alikes", () => {
    expect(
      ungroundedPhrases(text, [
        "cryptocurrency",
        "artificial intelligence",
        "road racing",
        "of the",
        "Zurich weather",
      ]),
    ).toEqual(["cryptocurrency", "artificial intelligence", "road racing", "of the", "Zurich weather"]);
    expect(ungroundedPhrases("football results", ["footage"])).toEqual(["footage"]);
  });
});

describe("checkedBrief", () => {
  const text = "Road cycling and tennis, no doping (especially the Tour). 5 items. Not from example.org.";
  const offline = parseBrief(text);
  const answer = (over: Record<string, unknown>) => ({
    interests: [{ phrase: "road cycling", context: ["Tour", "Giro"] }, { phrase: "tennis" }],
    exclusions: ["doping"],
    sources: [],
    language: "en",
    length: 5,
    ...over,
  });

  it("keeps a grounded answer, drops context the reader did not write, keeps the declined sources", () => {
    const b = checkedBrief(text, answer({}), offline);
    expect(b.interests).toEqual([
      { phrase: "road cycling", context: ["Tour"] },
      { phrase: "tennis", context: [] },
    ]);
    expect(b.exclusions).toEqual(["doping"]);
    expect(b.length).toBe(5);
    expect(b.excludedSources).toEqual(["example.org"]);
  });

  it("refuses an invented interest, an invented source, a subject both wanted and excluded, and no interest", () => {
    expect(() => checkedBrief(text, answer({ interests: [{ phrase: "football" }] }), offline)).toThrow(
      RangeError,
    );
    expect(() => checkedBrief(text, answer({ sources: ["Politico"] }), offline)).toThrow(RangeError);
    expect(() => checkedBrief(text, answer({ exclusions: ["tennis"] }), offline)).toThrow(RangeError);
    expect(() => checkedBrief(text, answer({ interests: [] }), offline)).toThrow(RangeError);
  });

  it("refuses an answer outside the Brief schema, and a count the reader did not write is theirs", () => {
    expect(() => checkedBrief(text, answer({ language: "it" }), offline)).toThrow();
    expect(() => checkedBrief(text, { interests: "cycling" }, offline)).toThrow();
    expect(checkedBrief(text, answer({ length: 12 }), offline).length).toBe(offline.length);
  });
});
