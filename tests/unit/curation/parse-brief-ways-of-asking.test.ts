import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";

const interests = (description: string) =>
  parseBrief(description).interests.map((i) => (i.context.length ? [i.phrase, i.context] : [i.phrase]));

// Decision 208: ways of asking that readers write and the parser read as subjects of their own.
describe("ways of asking that name no subject", () => {
  it("'General news' is the news itself, its exclusions still apart", () => {
    const b = parseBrief("General news, just no sport and no politics");
    expect(b.interests.map((i) => i.phrase)).toEqual(["world"]);
    expect(b.exclusions).toEqual(["sport", "politics"]);
    expect(interests("News in general, but no celebrity gossip")).toEqual([["world"]]);
    expect(interests("Noticias generales sin deportes")).toEqual([["mundo"]]);
    // inside a phrase it is the subject's ("the general election")
    expect(interests("the general election in Germany")).toEqual([["general election in Germany"]]);
  });

  it("a heading before a colon ('Two hobbies:', 'Three things:') names the list after it", () => {
    expect(interests("Two hobbies: road cycling and my vegetable garden")).toEqual([
      ["road cycling"],
      ["vegetable garden"],
    ]);
    expect(interests("Three things: AI, chess and hiking")).toEqual([["AI"], ["chess"], ["hiking"]]);
    // a gloss in brackets narrows the listed subjects; it is none of its own
    expect(interests("Two hobbies: road cycling (racing and the pros) and my vegetable garden")).toEqual([
      ["road cycling", ["racing", "pros"]],
      ["vegetable garden", ["racing", "pros"]],
    ]);
  });

  it("when the reader reads it is not what about ('at breakfast', 'over coffee')", () => {
    expect(interests("Fun science and space stuff I can tell my kids about at breakfast")).toEqual([
      ["science"],
      ["space"],
    ]);
    expect(interests("something to read over coffee about economics")).toEqual([["economics"]]);
    expect(interests("coffee prices and cocoa")).toEqual([["coffee prices"], ["cocoa"]]);
  });
});

describe("a subject the tagger misreads", () => {
  it("a plural read as a verb ends its noun in a list ('data breaches')", () => {
    expect(interests("Scams, data breaches and phishing")).toEqual([
      ["Scams"],
      ["data breaches"],
      ["phishing"],
    ]);
    // a clause's verb is still no subject
    expect(interests("what the government spends on defence")).toEqual([["government", ["defence"]]]);
  });

  it("places that act on something are where, what they act on is the subject", () => {
    expect(
      interests("How Brussels and Washington are reining in big tech: antitrust cases, the DMA, fines"),
    ).toEqual([["big tech", ["Brussels", "Washington", "antitrust cases", "DMA", "fines"]]]);
    expect(interests("How China is using AI")).toEqual([["AI", ["China"]]]);
    // a place only "doing" something is still the subject: its news (decision 149)
    expect(interests("I want to know what the EU has been doing on climate")).toEqual([["EU", ["climate"]]]);
  });

  it("a place travelled through narrows the subject ('Viajes por Europa', 'Reisen durch Asien')", () => {
    expect(interests("Viajes por Europa: mercados navideños, trenes y escapadas")).toEqual([
      ["Viajes", ["Europa", "mercados navideños", "trenes", "escapadas"]],
    ]);
    // a name's own preposition stays in it
    expect(interests("Tour de France")).toEqual([["Tour de France"]]);
  });
});
