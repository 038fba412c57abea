import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { evaluationDayTitles } from "../../support/candidates";

// Decision 248: a list of nouns says its language by its letters; company results are earnings (the
// encoder's rules of the decision are tested on the evaluation's week: meaning-stands-out.test.ts).

describe("a description with no function word at all", () => {
  it("is read in the language its words are written in", () => {
    expect(parseBrief("Geld sparen: Tagesgeld, Strompreise, Rente").language).toBe("de");
    expect(parseBrief("Klimaschutz, Energiewende").language).toBe("de");
    expect(parseBrief("Catastrophes naturelles : typhons, séismes, inondations").language).toBe("fr");
  });

  it("stays English when its words are English, or when it is one word", () => {
    for (const d of ["gardening", "Premier League", "Nvidia", "stablecoins", "quantum computing", "F1"])
      expect(parseBrief(d).language, d).toBe("en");
  });
});

describe("company results", () => {
  it("are the earnings a company reports, also when the headline says 'outlook'", () => {
    const shown = evaluationDayTitles("Company results and profit warnings, but not tech companies");
    expect(shown[0]).toBe("Premier Inn owner Whitbread lifts outlook as hotel demand holds");
    expect(shown.join(" ")).not.toMatch(/Nvidia/);
  });
});
