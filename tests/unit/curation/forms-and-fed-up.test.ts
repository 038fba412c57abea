import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";

const interests = (description: string) =>
  parseBrief(description).interests.map((i) => (i.context.length ? [i.phrase, i.context] : [i.phrase]));

// Decision 236: the form of the pieces, "keep X out", a clause after a plural, and the reader's dislikes in
// German, French and Spanish.
describe("forms of pieces, things kept out, dislikes in other languages", () => {
  it("the form of the pieces is no subject ('Deep dives on …', 'In-depth analysis of …', 'Bits and bobs')", () => {
    expect(interests("Deep dives on semiconductor supply chains")).toEqual([["semiconductor supply chains"]]);
    expect(interests("In-depth analysis of the Ukraine war")).toEqual([["Ukraine war"]]);
    expect(interests("Hot takes on AI, the spicier the better")).toEqual([["AI"]]);
    expect(interests("Bits and bobs about space")).toEqual([["space"]]);
    expect(interests("Big picture stuff on AI policy")).toEqual([["AI policy"]]);
    expect(interests("What are people saying about the new iPhone?")).toEqual([["iPhone"]]);
    // a figure of speech the subject ends in ("on the climate front", "the music scene")
    expect(interests("Anything new on the climate front?")).toEqual([["climate"]]);
    expect(interests("The music scene in Bristol")).toEqual([["music", ["Bristol"]]]);
    // how much, where, what is talked about: of the subject after it
    expect(interests("Rugby, rugby and more rugby")).toEqual([["Rugby"]]);
    expect(interests("The latest from the world of motorsport")).toEqual([["motorsport"]]);
    expect(interests("What's hot in AI")).toEqual([["AI"]]);
  });

  it("what is kept or left out is an exclusion; keeping an eye out is asking", () => {
    expect(parseBrief("business news but keep the crypto out of it")).toMatchObject({
      interests: [{ phrase: "business" }],
      exclusions: ["crypto"],
    });
    expect(parseBrief("Tech - leave Musk out please").exclusions).toEqual(["musk"]);
    expect(parseBrief("Politics, just not Trump all day").exclusions).toEqual(["trump"]);
    expect(parseBrief("Keep an eye out for new restaurants")).toMatchObject({
      interests: [{ phrase: "restaurants" }],
      exclusions: [],
    });
  });

  it("a spaced hyphen is a dash between phrases, and a number alone no subject ('Mum of 3 - …')", () => {
    expect(interests("Mum of 3 - school news, parenting, family money")).toEqual([
      ["school"],
      ["parenting"],
      ["family money"],
    ]);
    expect(interests("plant-based recipes")).toEqual([["plant-based recipes"]]);
  });

  it("a doing after a plural and before a preposition is a clause, not the subject's word", () => {
    expect(interests("Heads-up on big storms heading for the UK")).toEqual([["storms", ["UK"]]]);
    // a sport's or a kind's word stays ("road cycling in Europe")
    expect(interests("road cycling in Europe")).toEqual([["road cycling", ["Europe"]]]);
  });

  it("what the reader is fed up with, in German, French and Spanish, is an exclusion", () => {
    expect(parseBrief("Fußball, aber ich kann Transfergerüchte nicht mehr hören")).toMatchObject({
      interests: [{ phrase: "Fußball" }],
      exclusions: ["transfergerüchte"],
    });
    expect(parseBrief("Tech, aber keine Lust auf Krypto").exclusions).toEqual(["krypto"]);
    expect(parseBrief("Du sport, j'en ai marre du foot")).toMatchObject({
      interests: [{ phrase: "sport" }],
      exclusions: ["foot"],
    });
    expect(parseBrief("Deportes, estoy harto del fútbol")).toMatchObject({
      interests: [{ phrase: "Deportes" }],
      exclusions: ["fútbol"],
    });
  });
});
