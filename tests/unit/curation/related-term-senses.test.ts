import { describe, expect, it } from "vitest";
import { curateDaily, sourceItem } from "../../support/candidates";
import { parseBrief } from "../../../server/curation";

// Decision 214: a related term of several senses counts in the sense its entry is written in. "markets" is
// among the terms of "Économie" (and "Economía"), and with "Europe" beside the subject the Christmas markets
// of Europe were picked for a reader of the economy.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string) => sourceItem(now, source, title, summary);

describe("a related term of several senses", () => {
  const christmas = [
    item(
      "Travel Desk",
      "Europe's Christmas markets open this weekend",
      "Stalls, mulled wine and festive crafts.",
    ),
    item(
      "Travel Desk",
      "The best Christmas markets in Europe",
      "From Vienna's stalls to Strasbourg's crafts.",
    ),
  ];
  const economy = [
    item(
      "Markets Desk",
      "European stocks hit a record as banks rally",
      "Investors bought shares across Europe.",
    ),
    item("Markets Desk", "Eurozone inflation eases to 2.1%", "Economists expect the ECB to hold rates."),
  ];
  const pool = [
    ...christmas,
    ...economy,
    item("Sport Desk", "Alcaraz wins in Turin", "The Spaniard took the title."),
  ];

  it("does not bring the other sense's stories", () => {
    const titles = curateDaily("Économie et marchés financiers, surtout l'Europe", pool, now).items.map(
      (p) => p.title,
    );
    for (const c of christmas) expect(titles).not.toContain(c.title);
    expect(titles).toContain(economy[0]!.title);
  });
});

describe("the events a subject's stories report", () => {
  it("are no subject alone", () => {
    expect(parseBrief("Phones and gadgets - launches and reviews").interests).toEqual([
      { phrase: "Phones", context: [] },
      { phrase: "gadgets", context: [] },
    ]);
    expect(parseBrief("space launches").interests.map((i) => i.phrase)).toEqual(["space launches"]);
  });
});
