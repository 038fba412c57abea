import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { evaluationDayTitles } from "../../support/candidates";

// Decision 252: what a city after the subject holds, the business of a subject, the pursuit of one, a list
// of names, and what "not the matches" leaves out (a drink's words: meaning-stands-out.test.ts).

const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase);

describe("the language of a terse list", () => {
  it("is the heading's when a list of names follows it", () => {
    expect(parseBrief("Deutsche Autobauer: VW, BMW, Mercedes").language).toBe("de");
  });

  it("is not read from the letters of names", () => {
    for (const d of [
      "Sinner, Alcaraz",
      "Pogacar, Evenepoel",
      "Bundesliga, Pogacar",
      "Verstappen, Schumacher",
    ])
      expect(parseBrief(d).language, d).toBe("en");
  });
});

describe("what a reader writes around the subject", () => {
  it("keeps business, economics and politics with what they are of", () => {
    expect(phrases("The business of sport: club finances, TV rights, sponsorship")).toEqual([
      "sport business",
    ]);
    expect(phrases("the economics of football")).toEqual(["football economics"]);
    expect(phrases("The politics of climate change")).toEqual(["climate change politics"]);
  });

  it("reads the hunt for a thing as the thing", () => {
    expect(phrases("Superbugs and the hunt for new antibiotics")).toEqual(["Superbugs", "antibiotics"]);
    expect(phrases("the fight against cancer")).toEqual(["cancer"]);
  });

  it("keeps dark matter, and no subject of stories that matter", () => {
    expect(phrases("The search for dark matter")).toEqual(["dark matter"]);
    expect(phrases("Tech stories that matter to me")).toEqual(["Tech"]);
  });
});

describe("a city after the subject", () => {
  it("holds the subject's stories there", () => {
    const shown = evaluationDayTitles("Cycling in Bristol: bike lanes, the Clean Air Zone, traffic");
    expect(shown).toContain("Bristol's Bath Road cycle lane to be made permanent");
    expect(shown.join(" ")).not.toMatch(/Giro|Pogačar|WorldTour|cyclocross|gear ratio/i);
  });

  it("does not hold a subject the city's government acts on", () => {
    const shown = evaluationDayTitles(
      "Morning briefing on European politics: Brussels, the Parliament, Commission decisions",
    );
    expect(shown).toContain("EU energy ministers agree to phase out Russian LNG by 2027");
  });
});

describe("the business of sport, not the matches", () => {
  it("leaves out practice sessions, race previews and match reports that never say 'match'", () => {
    const shown = evaluationDayTitles(
      "The business of sport: club finances, TV rights, sponsorship. Not the matches.",
    );
    expect(shown[0]).toMatch(/Premier League clubs/);
    expect(shown.join(" ")).not.toMatch(/FP1|Grand Prix|held by|things to watch/i);
  });
});

describe("a person's companies (decision 253)", () => {
  it("are said by the companies' names", () => {
    const shown = evaluationDayTitles("What's going on with Elon Musk's companies?");
    expect(shown).toContain("Tesla Model Y Standard arrives in Europe at €39,990");
  });
});
