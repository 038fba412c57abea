import { describe, expect, it } from "vitest";
import { loadEvaluation } from "../../../bench/curation-eval";
import { parseBrief } from "../../../server/curation";
import { evaluationDayTitles } from "../../support/candidates";

const interests = (description: string) =>
  parseBrief(description).interests.map((i) => (i.context.length ? [i.phrase, i.context] : [i.phrase]));

// Decision 235: what the reader says they cannot stand is left out; how they want it told, who it is for and
// "what's new" asked in French or Spanish are no subjects.
describe("dislikes, tone, the people the reader has in mind", () => {
  it("what the reader can't stand, hates, is tired or fed up with is an exclusion", () => {
    expect(parseBrief("UK politics - I can't stand Westminster gossip though").exclusions).toEqual([
      "westminster gossip",
    ]);
    expect(parseBrief("Daily roundup of UK politics for someone who hates Westminster gossip")).toMatchObject(
      {
        interests: [{ phrase: "UK politics" }],
        exclusions: ["westminster gossip"],
      },
    );
    expect(parseBrief("football but I'm tired of transfer rumours")).toMatchObject({
      interests: [{ phrase: "football" }],
      exclusions: ["transfer rumours"],
    });
    expect(parseBrief("I hate football but love tennis")).toMatchObject({
      interests: [{ phrase: "tennis" }],
      exclusions: ["football"],
    });
    // a dash ends it as a comma does, before what the reader wants only
    expect(parseBrief("I'm fed up with Brexit - just European news").exclusions).toEqual(["brexit"]);
    // "I'm sick of it" refers back; "it" is nothing to leave out
    expect(parseBrief("AI news, but nothing about the EU AI Act please, I'm sick of it").exclusions).toEqual([
      "eu ai act",
    ]);
  });

  it("the email leaves out what the reader is tired of, in words it never uses", () => {
    const { descriptions, items } = loadEvaluation();
    const rumours = Object.entries(descriptions.find((d) => d.id === "premier-league-no-gossip")!.labels)
      .filter(([, l]) => l === "never")
      .map(([guid]) => items.find((i) => i.guid === guid)!.title);
    expect(rumours.length).toBeGreaterThan(0);
    const titles = evaluationDayTitles("Premier League please, I'm tired of transfer gossip");
    expect(titles.length).toBeGreaterThan(2);
    expect(titles.filter((t) => rumours.includes(t))).toEqual([]);
  });

  it("how the reader wants it told is no subject ('the weirder the better', 'keep it simple', 'in five minutes')", () => {
    expect(interests("new science discoveries, the weirder the better")).toEqual([["science"]]);
    expect(interests("What's going on with the economy? Keep it simple")).toEqual([["economy"]]);
    expect(interests("I want the gist of world news in five minutes")).toEqual([["world"]]);
    expect(interests("Noticias de ciencia, lo más curioso posible")).toEqual([["ciencia"]]);
  });

  it("the people the reader has in mind are no subject; what affects someone is about them", () => {
    expect(interests("Stuff my grandad would like: gardening, cricket and the weather")).toEqual([
      ["gardening"],
      ["cricket"],
      ["weather"],
    ]);
    expect(
      interests("Need to know: interest rates, house prices, and anything affecting first-time buyers"),
    ).toEqual([["interest rates"], ["house prices"], ["first-time buyers"]]);
  });

  it("'what's new' asked in French or Spanish is no subject", () => {
    expect(interests("Quoi de neuf dans le cyclisme ?")).toEqual([["cyclisme"]]);
    expect(interests("¿Qué hay de nuevo en la Fórmula 1?")).toEqual([["Fórmula 1"]]);
  });
});

describe("outlets and names beside a subject", () => {
  it("'Mostly Guardian and BBC stuff on climate': outlets without 'from' are sources, the rest the subject", () => {
    expect(parseBrief("Mostly Guardian and BBC stuff on climate")).toMatchObject({
      interests: [{ phrase: "climate" }],
      sources: ["Guardian", "BBC"],
    });
    // a name that is no outlet's stays the focus of the subject
    expect(parseBrief("Football, mostly Arsenal")).toMatchObject({
      interests: [{ phrase: "Football", context: ["Arsenal"] }],
      sources: [],
    });
  });

  it("outlets followed by what about are sources, not the subject", () => {
    expect(parseBrief("Stuff from Ars Technica and The Register about Linux")).toMatchObject({
      interests: [{ phrase: "Linux" }],
      sources: ["Ars Technica", "Register"],
    });
    expect(interests("Updates from NASA")).toEqual([["NASA"]]);
  });

  it("a club beside a country's team shares no head ('Arsenal and England cricket')", () => {
    expect(interests("Arsenal and England cricket")).toEqual([["Arsenal"], ["England cricket"]]);
    expect(interests("UK and EU politics")).toEqual([["UK politics"], ["EU politics"]]);
    expect(interests("Google and Apple earnings")).toEqual([["Google earnings"], ["Apple earnings"]]);
  });

  it("renting and buying a home are housing's", () => {
    expect(interests("Anything affecting people renting or buying a home in the UK")[0]).toEqual([
      "renting",
      ["UK"],
    ]);
    const titles = evaluationDayTitles("Anything affecting people renting or buying a home in the UK");
    expect(titles.some((t) => /Mortgage rates|stamp duty|homes/i.test(t))).toBe(true);
  });
});
