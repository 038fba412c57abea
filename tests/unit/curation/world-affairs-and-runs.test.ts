import { describe, expect, it } from "vitest";
import { evaluationDayTitles } from "../../support/candidates";

// Decision 237: the world's politics asked in other words, the form of match reports, a run of the reader's
// words that has an entry, and subjects readers name that had no related terms (interest rates, mortgages).
describe("world affairs, match reports, runs of words with an entry", () => {
  it("'world politics', 'geopolitics' and 'Weltpolitik' are the world's news, not a country's own politics", () => {
    for (const d of ["world politics", "geopolitics", "Weltpolitik", "international affairs"]) {
      const titles = evaluationDayTitles(d);
      expect(titles, d).toContain("Mediators announce new round of Sudan peace talks");
      expect(titles, d).not.toContain("Starmer faces backbench rebellion over welfare reform vote");
      expect(titles, d).not.toContain("Koalition streitet über Bürgergeld-Reform");
    }
  });

  it("a football international break, a race's summit finishes and a world title are not world news", () => {
    const titles = evaluationDayTitles("world news");
    expect(titles).not.toContain(
      "Postecoglou's Forest return to winning ways before the international break",
    );
    expect(titles).not.toContain("Giro d'Italia 2027 route: three summit finishes in the final week");
    expect(evaluationDayTitles("international news")).not.toContain(
      "Mathieu van der Poel announces cyclocross schedule, eyes eighth world title",
    );
  });

  it("'match reports' is the form the subject's news takes: the stories need not say 'reports'", () => {
    expect(evaluationDayTitles("Premier League match reports")).toEqual(
      expect.arrayContaining(evaluationDayTitles("Premier League")),
    );
  });

  it("a run of the reader's words that has an entry stands for its words ('Football transfer gossip')", () => {
    expect(evaluationDayTitles("Football transfer gossip")).toContain(
      "Man United eye January move for Bologna striker",
    );
  });

  it("interest rates are what central banks decide, said in other words", () => {
    const titles = evaluationDayTitles("Interest rates");
    expect(titles).toContain("ECB's Lagarde signals rates on hold into 2027");
    expect(titles).toContain("Fed's Waller Says Case for December Cut Is Weakening");
  });
});
