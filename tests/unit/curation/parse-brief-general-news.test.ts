import { describe, expect, it } from "vitest";
import { removeInterest } from "../../../common/plan";
import { describesInterest, parseBrief } from "../../../server/curation";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import { curateDaily, otherNewsItems, sourceItem } from "../../support/candidates";

const interests = (description: string) =>
  parseBrief(description).interests.map((i) => (i.context.length ? [i.phrase, i.context] : [i.phrase]));

// Decision 171: a description that asks for the news itself, with no subject, wants the day's main news; it
// was refused on /create as naming nothing to read about.
describe("a description that asks for the news itself", () => {
  it("reads as the world's news, in the brief's language, with its exclusions", () => {
    for (const text of [
      "Just give me the top headlines",
      "Just the headlines please",
      "the main news of the day",
      "the biggest stories",
    ])
      expect(interests(text), text).toEqual([["world"]]);
    const b = parseBrief("Give me the news, nothing about celebrities or royals");
    expect(b.interests.map((i) => i.phrase)).toEqual(["world"]);
    expect(b.exclusions).toEqual(["celebrities", "royals"]);
    expect(interests("Die wichtigsten Nachrichten")).toEqual([["Welt"]]);
    expect(interests("Les grands titres")).toEqual([["monde"]]);
    expect(interests("Las noticias del día")).toEqual([["mundo"]]);
    // the language asked for is the brief's
    expect(interests("the news in French")).toEqual([["monde"]]);
    expect(describesInterest("Top headlines, no sport")).toBe(true);
  });

  it("leaves a subject the reader named as it is", () => {
    expect(interests("World headlines in the morning")).toEqual([["World"]]);
    expect(interests("tennis news")).toEqual([["tennis"]]);
    expect(interests("Nachrichten aus Berlin")).toEqual([["Berlin"]]);
  });

  it("still finds nothing to read in a text that names neither news nor a subject", () => {
    for (const text of ["please, thanks!", "nothing about sports", "no crypto"]) {
      expect(parseBrief(text).interests, text).toEqual([]);
      expect(describesInterest(text), text).toBe(false);
    }
    // everything from a named source is that source's, not the world's
    expect(parseBrief("News from the Guardian").interests).toEqual([]);
  });

  it("curates the world's stories for it, and keeps out what it excludes", () => {
    const now = new Date("2026-05-04T07:00:00Z");
    const world = [
      ["Ceasefire talks resume in Geneva", "Diplomats from both sides met at the United Nations."],
      ["President calls snap election for June", "The prime minister's party trails in the polls."],
      ["Sanctions widened after border clash", "Foreign ministers agreed new measures overnight."],
    ].map(([title, summary]) => sourceItem(now, "World Desk", title!, summary!));
    const pool = [...candidatesFromItems(otherNewsItems(now), now), ...world];
    const picks = curateDaily("Just the headlines, no sport", pool, now).items.map((p) => p.title);
    expect(picks.slice(0, 3).sort()).toEqual(world.map((w) => w.title).sort());
    expect(picks).not.toContain("Germany face Spain for a semi-final place");
  });
});

describe("the words around a subject in other languages and lists", () => {
  it("drops what a reader calls the subject's 'stuff' in German, French and Spanish", () => {
    expect(interests("Cosas de economía")).toEqual([["economía"]]);
    expect(interests("Sachen über Fußball")).toEqual([["Fußball"]]);
    expect(interests("des trucs sur le vin")).toEqual([["vin"]]);
  });

  it("drops the words of wanting to follow something, in every language", () => {
    expect(interests("Keep me in the loop on Premier League and Champions League")).toEqual([
      ["Premier League"],
      ["Champions League"],
    ]);
    expect(interests("Give me a mix of science and culture")).toEqual([["science"], ["culture"]]);
    expect(interests("Stuff my teenage son would like: gaming, YouTube, football")).toEqual([
      ["gaming"],
      ["YouTube"],
      ["football"],
    ]);
    expect(interests("Je voudrais suivre la politique américaine")).toEqual([["politique américaine"]]);
    expect(interests("Quiero estar al tanto de la economía")).toEqual([["economía"]]);
    expect(interests("Ich will die Bundesliga verfolgen")).toEqual([["Bundesliga"]]);
    expect(interests("Ich möchte jeden Morgen wissen, was in der Wirtschaft los ist")).toEqual([
      ["Wirtschaft"],
    ]);
    expect(interests("Morgen-Briefing: Börse und Konjunktur")).toEqual([["Börse"], ["Konjunktur"]]);
  });

  it("reads the subjects after who the reader is and a colon, and what a subject's possessive names", () => {
    expect(interests("I'm a teacher: education policy and edtech")).toEqual([
      ["education policy"],
      ["edtech"],
    ]);
    // without a colon, decision 168's reading stands
    expect(interests("I'm a software engineer - keep me posted on what matters for my job")).toEqual([
      ["software engineer", ["job"]],
    ]);
    expect(interests("Brexit and its aftermath")).toEqual([["Brexit", ["aftermath"]]]);
    expect(interests("vegan recipes & plant-based food")).toEqual([["vegan recipes"], ["plant-based food"]]);
    expect(parseBrief("my portfolio: Apple, Tesla, Nvidia").interests.map((i) => i.phrase)).toEqual([
      "Apple",
      "Tesla",
      "Nvidia",
    ]);
  });

  it("reads a list after 'My interests:' or 'Topics:' as the subjects", () => {
    expect(interests("Topics: tennis, cycling")).toEqual([["tennis"], ["cycling"]]);
    expect(interests("interest rates and mortgages")).toEqual([["interest rates"], ["mortgages"]]);
  });

  it("reads 'the US' as a place that narrows the subject, after a colon too", () => {
    expect(interests("AI regulation in the US and Europe")).toEqual([["AI regulation", ["US", "Europe"]]]);
    expect(interests("Daily digest: AI regulation in the US and Europe")).toEqual([
      ["AI regulation", ["US", "Europe"]],
    ]);
    // in lower case "us" is the reader
    expect(interests("Tell us about chess")).toEqual([["chess"]]);
  });
});

describe("the plan's edits of a general-news brief", () => {
  it("removing the world's news removes the words that asked for it", () => {
    for (const d of ["Give me the news, no sport.", "Die wichtigsten Nachrichten, kein Sport."]) {
      const phrase = parseBrief(d).interests[0]!.phrase;
      const after = parseBrief(removeInterest(d, phrase));
      expect(after.interests, d).toEqual([]);
      expect(after.exclusions, d).toEqual(parseBrief(d).exclusions);
    }
  });
});
