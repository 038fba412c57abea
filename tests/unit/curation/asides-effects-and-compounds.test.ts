import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { relatedTermsOf } from "../../../server/curation/expansions";
import { evaluationDayTitles } from "../../support/candidates";

const interests = (description: string) =>
  parseBrief(description).interests.map((i) => (i.context.length ? [i.phrase, i.context] : [i.phrase]));

// Decision 234: the sixteenth fresh batch's ways of asking that the parser read as other subjects.
describe("when and how the reader reads, what a subject does to another, a compound led by an acronym", () => {
  it("a setting before a dash is when the reader reads, not what about", () => {
    expect(interests("Just the big headlines with my morning coffee - UK and world")).toEqual([
      ["UK"],
      ["world"],
    ]);
    expect(interests("Tech news with my tea - nothing too long")).toEqual([["Tech"]]);
    // the email: the world's headlines, not London's restaurant openings for "coffee"
    const titles = evaluationDayTitles("Just the big headlines with my morning coffee - UK and world");
    expect(titles.some((t) => /Zelenskyy|Cop31|Li Qiang/.test(t))).toBe(true);
    expect(titles.some((t) => /restaurant|Ikoyi|Marylebone|Shoreditch/i.test(t))).toBe(false);
  });

  it("'on the side' is how the reader trades, not a subject", () => {
    const b = parseBrief("I trade a bit on the side - what moved stocks and bonds today? no crypto please");
    expect(b.interests.map((i) => i.phrase)).toEqual(["stocks", "bonds"]);
    expect(b.exclusions).toEqual(["crypto"]);
    const titles = evaluationDayTitles(
      "I trade a bit on the side - what moved stocks and bonds today? no crypto please",
    );
    expect(titles.filter((t) => /stock|bonds|gilt|shares/i.test(t)).length).toBeGreaterThanOrEqual(4);
    // a "side" of something is still one
    expect(interests("the business side of football")).not.toEqual([]);
  });

  it("what a subject changes or acts on narrows it ('How AI is changing work and jobs', 'the impact of AI on jobs')", () => {
    expect(interests("How AI is changing work and jobs")).toEqual([["AI", ["work", "jobs"]]]);
    expect(interests("The impact of AI on jobs")).toEqual([["AI", ["jobs"]]]);
    expect(interests("the effects of social media on teenagers")).toEqual([["social media", ["teenagers"]]]);
    // the email: AI's stories, not a gardener's "jobs for the weekend" or the Budget's pension rise
    const titles = evaluationDayTitles("How AI is changing work and jobs");
    expect(titles.some((t) => /Monty Don|State pension|council tax/i.test(t))).toBe(false);
    expect(titles.some((t) => /GPT-5 still can't do/.test(t))).toBe(true);
  });

  it("a name before a noun of common words is that noun's kind, not a source ('News from AI research')", () => {
    const b = parseBrief("News from AI research, no product announcements");
    expect(b.sources).toEqual([]);
    expect(b.interests.map((i) => i.phrase)).toEqual(["AI research"]);
    // outlets stay outlets before an adverb or a word of the request
    expect(parseBrief("Tech news from Ars Technica mostly").sources).toEqual(["Ars Technica"]);
    expect(parseBrief("Updates from NASA please").sources).toEqual(["NASA"]);
  });

  it("'KI-Forschung' is KI and research, as 'AI research' is", () => {
    expect(relatedTermsOf({ phrase: "KI-Forschung", context: [] })).toContain("artificial intelligence");
    expect(relatedTermsOf({ phrase: "EU-Politik", context: [] })).toContain("european commission");
    // a hyphenated word of common words is one word ("plant-based" is not gardening's "plant")
    expect(relatedTermsOf({ phrase: "plant-based", context: [] })).toEqual([]);
  });
});
