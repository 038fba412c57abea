import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";

const phrases = (description: string) => parseBrief(description).interests.map((i) => i.phrase);

// Decision 146: modifiers joined before one head share it, and a nationality is a language only when it is
// asked for as one.
describe("modifiers that share a head", () => {
  it("gives each modifier the head in English, by part of speech", () => {
    expect(phrases("French and European politics")).toEqual(["French politics", "European politics"]);
    expect(phrases("German and French politics")).toEqual(["German politics", "French politics"]);
    expect(phrases("Spanish and Italian football")).toEqual(["Spanish football", "Italian football"]);
    expect(phrases("UK and EU politics")).toEqual(["UK politics", "EU politics"]);
    expect(phrases("electric and hybrid cars")).toEqual(["electric cars", "hybrid cars"]);
    expect(phrases("News about French and German politics")).toEqual(["French politics", "German politics"]);
    // decision 182: a list of three shares the head with each ("Spanish" alone was a subject)
    expect(phrases("Spanish, Italian and German football")).toEqual([
      "Spanish football",
      "Italian football",
      "German football",
    ]);
    expect(phrases("UK, EU and US politics")).toEqual(["UK politics", "EU politics", "US politics"]);
  });

  it("shares nothing between two subjects of their own", () => {
    expect(phrases("Liverpool and Premier League")).toEqual(["Liverpool", "Premier League"]);
    expect(phrases("Arsenal and Premier League football")).toEqual(["Arsenal", "Premier League football"]);
    expect(phrases("Tesla and electric cars")).toEqual(["Tesla", "electric cars"]);
    expect(phrases("AI and climate change")).toEqual(["AI", "climate change"]);
    expect(phrases("EU AI policy and road cycling")).toEqual(["EU AI policy", "road cycling"]);
    expect(phrases("tennis and golf")).toEqual(["tennis", "golf"]);
    // a name after "the" is a phrase of its own; a country's still shares ("the UK and EU politics")
    expect(phrases("The Parliament and Commission decisions")).toEqual([
      "Parliament",
      "Commission decisions",
    ]);
    expect(
      parseBrief("European politics: Brussels, the Parliament, Commission decisions").interests[0]!.context,
    ).toEqual(["Brussels", "Parliament", "Commission decisions"]);
    expect(phrases("the UK and EU politics")).toEqual(["UK politics", "EU politics"]);
  });

  it("gives each modifier the head in German, French and Spanish, by adjective endings", () => {
    expect(phrases("Deutsche und europäische Politik")).toEqual(["Deutsche Politik", "europäische Politik"]);
    expect(phrases("Politique française et européenne")).toEqual([
      "Politique française",
      "Politique européenne",
    ]);
    expect(phrases("Política española y europea")).toEqual(["Política española", "Política europea"]);
    expect(phrases("Mode und schöne Dinge")).toEqual(["Mode", "schöne Dinge"]);
    expect(phrases("deutsche, französische und europäische Politik")).toEqual([
      "deutsche Politik",
      "französische Politik",
      "europäische Politik",
    ]);
  });

  // decision 182: "o" and "y" (Spanish "or", "and") are list words only as whole words
  it("keeps a word whole that ends in a list word of another language", () => {
    expect(parseBrief("Rugby, sans le foot ni la météo").exclusions).toEqual(["foot", "météo"]);
    expect(parseBrief("Politique internationale, pas de météo").exclusions).toEqual(["météo"]);
    expect(phrases("Noticias de vídeo y fotografía")).toEqual(["vídeo", "fotografía"]);
  });

  it("shares the head in an exclusion too", () => {
    expect(parseBrief("Football, but no Spanish or Italian football").exclusions).toEqual([
      "spanish football",
      "italian football",
    ]);
  });
});

describe("a nationality is a language only when it is asked for as one", () => {
  it("keeps 'German politics' German politics, in the description's language", () => {
    for (const [description, phrase] of [
      ["German politics", "German politics"],
      ["English football", "English football"],
      ["French cooking", "French cooking"],
      ["Spanish football", "Spanish football"],
    ] as const) {
      const b = parseBrief(description);
      expect(b.language, description).toBe("en");
      expect(b.interests.map((i) => i.phrase)).toEqual([phrase]);
    }
    expect(parseBrief("Le rugby français").interests.map((i) => i.phrase)).toEqual(["rugby français"]);
  });

  it("sets the language when it is asked for: 'in German', 'auf Deutsch', 'en español', 'German-language'", () => {
    expect(parseBrief("Tech news, in German")).toMatchObject({
      language: "de",
      interests: [{ phrase: "Tech" }],
    });
    expect(parseBrief("Nachrichten auf Deutsch: Wirtschaft").language).toBe("de");
    expect(parseBrief("Noticias de tecnología en español").language).toBe("es");
    expect(parseBrief("German-language tech news")).toMatchObject({
      language: "de",
      interests: [{ phrase: "tech" }],
    });
    expect(parseBrief("L'actualité internationale en français, mais pas de sport").language).toBe("fr");
  });

  it("reads the words in the language they are written in, whatever language is asked for", () => {
    expect(parseBrief("Tech news in Spanish, mostly about AI and the startup scene")).toMatchObject({
      language: "es",
      interests: [{ phrase: "Tech", context: ["AI", "startup scene"] }],
    });
    expect(parseBrief("news in French about politics")).toMatchObject({
      language: "fr",
      interests: [{ phrase: "politics" }],
    });
    expect(parseBrief("Les actualités en anglais sur la politique américaine")).toMatchObject({
      language: "en",
      interests: [{ phrase: "politique américaine" }],
    });
  });
});
