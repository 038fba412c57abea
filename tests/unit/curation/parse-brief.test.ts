import { describe, expect, it } from "vitest";
import { briefSchema } from "../../../common/curation";
import { parseBrief } from "../../../server/curation";

const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase.toLowerCase());

describe("parseBrief (offline)", () => {
  it("keeps phrases whole and splits two interests", () => {
    expect(phrases("mental health")).toEqual(["mental health"]);
    expect(phrases("EU AI policy and road cycling")).toEqual(["eu ai policy", "road cycling"]);
    expect(phrases("tennis + what's new with LLMs")).toEqual(["tennis", "llms"]);
  });

  it("scopes an exclusion to its clause, past a comma, and stops where the reader talks about themself", () => {
    const b = parseBrief("AI news, but nothing about the EU AI Act please, I'm sick of it");
    expect(b.exclusions).toEqual(["eu ai act"]);
    expect(b.interests.map((i) => i.phrase)).toEqual(["AI"]);
    expect(parseBrief("Skip the day-trading chatter and anything about meme coins.").exclusions).toEqual([
      "day-trading chatter",
      "meme coins",
    ]);
    expect(parseBrief("UK politics, nothing about sports").exclusions).toEqual(["sports"]);
  });

  it("excludes a form of item the reader does not want, and reads a wanted form as no subject", () => {
    expect(parseBrief("Gaza and Israel, without opinion pieces").exclusions).toEqual(["opinion pieces"]);
    expect(parseBrief("tech news, no reviews or deals").exclusions).toEqual(["reviews", "deals"]);
    expect(phrases("Daily summary of UK weather warnings and climate")).toEqual([
      "uk weather warnings",
      "climate",
    ]);
    expect(phrases("travel ideas and deals for Europe")).toEqual(["travel"]);
  });

  it("reads exclusions in German, French and Spanish, and the language", () => {
    const de = parseBrief("Bundesliga und DFB-Team, aber keine Transfergerüchte");
    expect(de.language).toBe("de");
    expect(de.exclusions).toEqual(["transfergerüchte"]);
    expect(parseBrief("L'actualité internationale en français, mais pas de sport")).toMatchObject({
      language: "fr",
      exclusions: ["sport"],
    });
    expect(parseBrief("Noticias de economía, sin fútbol").exclusions).toEqual(["fútbol"]);
  });

  it("names a source only when the text names it as one", () => {
    expect(parseBrief("Morning briefing on European politics. Mostly from Politico Europe.").sources).toEqual(
      ["Politico Europe"],
    );
    // a company or agency the reader asks about is a subject, not a source
    expect(parseBrief("Anything on the antitrust cases against Google").sources).toEqual([]);
    expect(parseBrief("Global health: what the WHO says about outbreaks and vaccines").sources).toEqual([]);
    expect(parseBrief("everything from https://x.example/feed.xml").sources).toEqual([
      "https://x.example/feed.xml",
    ]);
  });

  it("a journal or outlet the research is published in, or reported by, is a source; the sentence goes on", () => {
    const b = parseBrief("New research published in Nature and similar journals, mostly biology");
    expect(b.sources).toEqual(["Nature"]);
    expect(b.interests.map((i) => [i.phrase, i.context])).toEqual([["research", ["biology"]]]);
    const c = parseBrief("Climate science as reported by the Guardian and Carbon Brief");
    expect(c.sources).toEqual(["Guardian", "Carbon Brief"]);
    expect(c.interests.map((i) => i.phrase)).toEqual(["Climate science"]);
    expect(parseBrief("Papers published in Science or Cell about genetics").sources).toEqual([
      "Science",
      "Cell",
    ]);
    expect(parseBrief("Tech news from The Verge or Wired").sources).toEqual(["Verge", "Wired"]);
    // a place something happened in is not a source
    expect(parseBrief("Crime reported in London").sources).toEqual([]);
  });

  it('"the big discoveries" says how much of a subject, not another subject; a phrase keeps its size word', () => {
    const b = parseBrief("Science news please, the big discoveries, and space too");
    expect(b.interests.map((i) => i.phrase)).toEqual(["Science", "space"]);
    expect(parseBrief("major breakthroughs in medicine").interests.map((i) => i.phrase)).toEqual([
      "medicine",
    ]);
    expect(parseBrief("Big Tech antitrust").interests.map((i) => i.phrase)).toEqual(["Big Tech antitrust"]);
    expect(parseBrief("big data").interests.map((i) => i.phrase)).toEqual(["big data"]);
  });

  it("an address that ends a sentence leaves the sentence's end: the next one's exclusion holds", () => {
    const b = parseBrief("Tennis and road cycling from https://a.example/feed. No crypto please.");
    expect(b.sources).toEqual(["https://a.example/feed"]);
    expect(b.exclusions).toEqual(["crypto"]);
    expect(b.interests.map((i) => i.phrase)).toEqual(["Tennis", "road cycling"]);
    expect(parseBrief("Rust news via blog.example.org. Nothing about games.").exclusions).toEqual(["games"]);
  });

  it("attaches elaborations to the interests they narrow", () => {
    const b = parseBrief("film and TV news, especially the next James Bond");
    expect(b.interests.map((i) => i.phrase)).toEqual(["film", "TV"]);
    expect(b.interests[0]!.context.join(" ")).toContain("James Bond");
  });

  it("a gloss in brackets narrows what it follows, and what comes after it is still asked for", () => {
    const b = parseBrief("Haskell (the functional language) and compiler design");
    expect(b.interests.map((i) => i.phrase)).toEqual(["Haskell", "compiler design"]);
    expect(b.interests[0]!.context).toContain("functional language");
  });

  it("a place after a form word narrows the subject instead of becoming one ('deals for Europe')", () => {
    const b = parseBrief("Hiking tips and offers for Scotland, ideally by bus");
    expect(b.interests.map((i) => i.phrase)).toEqual(["Hiking"]);
    expect(b.interests[0]!.context).toContain("Scotland");
    // a word that is not a form ("news") leaves the place its own interest
    expect(parseBrief("local news in Leeds").interests.map((i) => i.phrase)).toEqual(["Leeds"]);
  });

  it("reads a wanted length, and always produces a valid brief", () => {
    expect(parseBrief("top 5 stories about quantum computing").length).toBe(5);
    for (const d of ["", "!!!", "no no no", "a".repeat(3000), "please, thanks"])
      expect(briefSchema.safeParse(parseBrief(d)).success).toBe(true);
  });
});
