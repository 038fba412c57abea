import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { evaluationDayTitles } from "../../support/candidates";

// Decision 250: a question about a place followed by a list asks the list there; business is what companies
// do (funding rounds, results, sales) and finance, left out, is markets, savings and banks, not business.
const interests = (d: string) => parseBrief(d).interests.map((i) => [i.phrase, i.context]);

describe("what is going on in a place, then a list", () => {
  it("asks each subject of the list in that place, in any of the four languages", () => {
    expect(interests("What's going on in France? Politics and strikes")).toEqual([
      ["Politics in France", []],
      ["strikes in France", []],
    ]);
    expect(interests("Was ist los in Frankreich? Politik und Streiks")).toEqual([
      ["Politik", ["Frankreich"]],
      ["Streiks", ["Frankreich"]],
    ]);
    expect(interests("¿Qué pasa en España? Política y economía")).toEqual([
      ["Política", ["España"]],
      ["economía", ["España"]],
    ]);
  });

  it("a question with no list after it still asks for the place", () => {
    expect(interests("What's happening in Germany?")).toEqual([["Germany", []]]);
  });
});

describe("business news without banks and finance", () => {
  it("is the week's funding rounds and sales, not the markets", () => {
    const shown = evaluationDayTitles("Business news, but skip banks and finance");
    expect(shown).toContain("Mistral AI raises €1.7bn at a €14bn valuation");
    expect(shown.length).toBeGreaterThanOrEqual(5);
    expect(shown.join(" ")).not.toMatch(/Stocks making the biggest moves|Bitcoin|savings|mortgage/i);
  });
});
