import { describe, expect, it } from "vitest";
import { shownTitles, sourceItem } from "../../support/candidates";
import { parseBrief } from "../../../server/curation";
import { detectLanguage } from "../../../server/curation/detect-language";

// Decision 217, found on the sixth fresh batch: a "from" inside an exclusion names whose the excluded things
// are, never a wanted source; a surname's particles are no language's words; a wish for a short email sets
// its length; "I'm retired" says who the reader is; "and friends" closes a list.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string) => sourceItem(now, source, title, summary);
const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase);

describe("a 'from' inside an exclusion", () => {
  it("names the makers of what is excluded, not a source the reader wants", () => {
    const brief = parseBrief(
      "open-weights models only - Llama, Qwen, Mistral and friends. Not the closed ones from OpenAI, Anthropic or Google",
    );
    expect(brief.sources).toEqual([]);
    expect(brief.exclusions).toEqual(["openai", "anthropic", "google"]);
    expect(brief.interests).toEqual([
      { phrase: "open-weights models", context: ["Llama", "Qwen", "Mistral"] },
    ]);
    const football = parseBrief("Football, but no transfer stories from the Sun");
    expect(football.sources).toEqual([]);
    expect(football.exclusions).toEqual(["transfer"]);
  });

  it("keeps a source named after the exclusion's comma", () => {
    expect(parseBrief("AI news but not the EU AI Act, mostly from Politico").sources).toEqual(["Politico"]);
  });

  it("leaves the makers' stories out of the email", () => {
    const pool = [
      item(
        "AI Desk",
        "Meta releases Llama 5 with open weights",
        "The open-weights model is free to download.",
      ),
      item("AI Desk", "OpenAI launches GPT-5.5 with cheaper API pricing", "The closed model is faster."),
      item("AI Desk", "Anthropic debuts Claude Opus 5 for coding agents", "The model can work for hours."),
    ];
    const titles = shownTitles(
      "open-weights models only - Llama, Qwen. Not the closed ones from OpenAI or Anthropic",
      pool,
      now,
    );
    expect(titles).toEqual([pool[0]!.title]);
  });
});

describe("a source or a place the reader declines", () => {
  it("is a declined outlet with its article, and a subject when it is a place", () => {
    const verge = parseBrief("Tech news, nothing from the Verge");
    expect(verge.sources).toEqual([]);
    expect(verge.excludedSources).toEqual(["Verge"]);
    const ukraine = parseBrief("AI news, no stories from Ukraine");
    expect(ukraine.excludedSources).toBeUndefined();
    expect(ukraine.exclusions).toEqual(["ukraine"]);
  });
});

describe("a surname's particles", () => {
  it("say nothing of the description's language", () => {
    const brief = parseBrief("cyclocross season, van der Poel especially");
    expect(brief.language).toBe("en");
    expect(brief.interests[0]!.context).toEqual(["van der Poel"]);
    expect(detectLanguage("EU news, especially von der Leyen")).toBe("en");
    expect(detectLanguage("Juan Martín del Potro and Argentine tennis")).toBe("en");
  });

  it("still count where nothing else tells the language", () => {
    expect(detectLanguage("Nachrichten von der Front")).toBe("de");
    expect(detectLanguage("Alles von der Bundesliga")).toBe("de");
    expect(detectLanguage("Noticias del Real Madrid")).toBe("es");
  });
});

describe("a wish for a short email", () => {
  it("sets the length, in any of the four languages, and is no subject", () => {
    expect(parseBrief("Tennis news, short and sweet")).toMatchObject({
      length: 5,
      interests: [{ phrase: "Tennis" }],
    });
    const de = parseBrief("Fußball und Tennis, kurz und knapp");
    expect(de.length).toBe(5);
    expect(de.interests.map((i) => i.phrase)).toEqual(["Fußball", "Tennis"]);
    expect(parseBrief("Tennis news, 8 items, keep it short").length).toBe(8);
  });
});

describe("who the reader is, with no article", () => {
  it("heads the list of what they ask for", () => {
    expect(phrases("I'm retired - state pension, savings rates, and scams aimed at older people")).toEqual([
      "state pension",
      "savings rates",
      "scams",
    ]);
  });
});

// the first two are guards: in a pool this small, meaning alone already found these stories; in the evaluation's
// week they were found only with the new entries (bench:curation, decision 217)
describe("the vocabulary found with the batch", () => {
  it("reads German football by its clubs", () => {
    const football = [
      item(
        "Fußball-Desk",
        "Leverkusen: Hjulmand vor Bayern-Spiel unter Druck",
        "Der Trainer steht in der Kritik.",
      ),
      item("kicker", "Ifo-Index: Stimmung hellt sich auf", "Die Unternehmen sind zuversichtlicher."),
    ];
    expect(shownTitles("Fußball", football, now)).toEqual([football[0]!.title]);
  });

  it("reads humanitarian crises by their relief", () => {
    const world = [
      item(
        "World Desk",
        "Typhoon leaves dozens dead as rescue teams race to reach villages",
        "Aid agencies appeal.",
      ),
      item("World Desk", "Chile election: run-off set for December", "The two candidates meet again."),
    ];
    expect(shownTitles("humanitarian crises and disaster relief", world, now)).toEqual([world[0]!.title]);
  });

  it("leaves astronomy out with space", () => {
    const science = [
      item(
        "Science Desk",
        "Is dark energy weakening? New data on the universe",
        "Cosmology's puzzle deepens.",
      ),
      item("Science Desk", "Scientists find a new antibiotic in garden soil", "The science of superbugs."),
    ];
    expect(shownTitles("Science news but nothing about space", science, now)).toEqual([science[1]!.title]);
  });
});
