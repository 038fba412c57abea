import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import { otherNewsItems, shownTitles, sourceItem } from "../../support/candidates";

// Decision 243: a common noun before a subject of an aspect shares the aspect; the rest of a kind ("other …"),
// facts and what the reader enjoys are no subject; a participle with its object after a plural narrows it; the
// kinds listed beside "women's sport" do not say whom it is for.
describe("shared aspects, the rest of a kind, and participles after a plural", () => {
  const now = new Date("2026-05-04T07:00:00Z");
  const others = candidatesFromItems(otherNewsItems(now), now);

  it("'Oil and gas prices' are oil prices and gas prices; a plural or a rare word keeps its own", () => {
    expect(parseBrief("Oil and gas prices").interests.map((i) => i.phrase)).toEqual([
      "Oil prices",
      "gas prices",
    ]);
    expect(parseBrief("Cocoa and coffee prices").interests.map((i) => i.phrase)).toEqual([
      "Cocoa prices",
      "coffee prices",
    ]);
    // a plural is a subject of its own, and a rare word may be a company's name
    expect(parseBrief("Bonds and stock prices").interests.map((i) => i.phrase)).toEqual([
      "Bonds",
      "stock prices",
    ]);
    expect(parseBrief("Lithium and battery prices").interests.map((i) => i.phrase)).toEqual([
      "Lithium",
      "battery prices",
    ]);
    // a head that is no aspect is not shared: "markets" of oil are its news, which seldom says "markets"
    expect(parseBrief("Oil and gas markets").interests.map((i) => i.phrase)).toEqual(["Oil", "gas markets"]);
  });

  it("'Oil and gas prices' does not bring the oil spill; it brings the price of crude", () => {
    const pool = [
      sourceItem(
        now,
        "Energy Desk",
        "Oil spill off the coast of Brittany spreads",
        "Clean-up crews on beaches.",
      ),
      sourceItem(now, "Markets Desk", "Oil prices jump as OPEC+ agrees deeper cuts", "Brent rose 4%."),
      sourceItem(now, "Markets Desk", "Gas prices fall to a two-year low", "Mild weather cut demand."),
      ...others,
    ];
    const shown = shownTitles("Oil and gas prices", pool, now);
    expect(shown).toEqual(
      expect.arrayContaining([
        "Oil prices jump as OPEC+ agrees deeper cuts",
        "Gas prices fall to a two-year low",
      ]),
    );
    expect(shown).not.toContain("Oil spill off the coast of Brittany spreads");
  });

  it("'other …', 'facts' and what the reader enjoys are no subject", () => {
    expect(parseBrief("The Google ad tech case and other antitrust fights with big tech").interests).toEqual([
      { phrase: "Google ad tech case", context: ["big tech"] },
      { phrase: "antitrust fights", context: ["big tech"] },
    ]);
    expect(parseBrief("Oil markets, OPEC. Facts please, no opinion pieces")).toMatchObject({
      interests: [{ phrase: "Oil markets" }, { phrase: "OPEC" }],
      exclusions: ["opinion pieces"],
    });
    expect(parseBrief("Fun facts about space").interests).toEqual([{ phrase: "space", context: [] }]);
    expect(parseBrief("Cool ideas for the garden").interests).toEqual([{ phrase: "garden", context: [] }]);
  });

  it("a participle and its object after a plural narrow it: 'European startups raising money'", () => {
    expect(parseBrief("European startups raising money - Berlin, Paris, London").interests).toEqual([
      { phrase: "European startups", context: ["money", "Berlin", "Paris", "London"] },
    ]);
    // a noun in -ing before a noun is still part of it
    expect(parseBrief("road cycling and charging infrastructure").interests.map((i) => i.phrase)).toEqual([
      "road cycling",
      "charging infrastructure",
    ]);
  });

  it("'Women's sport - football, tennis, cricket': the kinds listed do not make the men's game the women's", () => {
    const pool = [
      sourceItem(
        now,
        "Sport Desk",
        "Women's Super League: Chelsea held by Manchester United",
        "A late equaliser.",
      ),
      sourceItem(
        now,
        "Sport Desk",
        "Premier League preview: Liverpool vs Arsenal",
        "The weekend's fixtures.",
      ),
      sourceItem(
        now,
        "Sport Desk",
        "Football transfer rumours: Arsenal to move for a striker",
        "January talk.",
      ),
      ...others,
    ];
    const shown = shownTitles("Women's sport - football, tennis, cricket, whatever's on", pool, now);
    expect(shown).toContain("Women's Super League: Chelsea held by Manchester United");
    expect(shown).not.toContain("Premier League preview: Liverpool vs Arsenal");
    expect(shown).not.toContain("Football transfer rumours: Arsenal to move for a striker");
  });
});
