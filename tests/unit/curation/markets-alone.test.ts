import { describe, expect, it } from "vitest";
import { candidatesFromItems } from "../../../server/curation";
import { curateDaily, fileItem, otherNewsItems } from "../../support/candidates";

// Decision 196: "markets" alone is the financial markets; inside another phrase it is something else
// ("Christmas markets", "the Digital Markets Act"), so an item saying the word is no evidence on its own,
// its related terms (stocks, shares, bonds, yields…) are.
const now = new Date("2026-12-01T07:00:00Z");
const item = (guid: string, feed: string, title: string, description: string, hoursAgo = 4) =>
  fileItem(now, guid, feed, title, description, hoursAgo);

const items = [
  item(
    "rally",
    "marketwire",
    "Stocks rally as bond yields fall",
    "Shares in London and Frankfurt rose as yields eased.",
  ),
  item("ftse", "marketwire", "FTSE 100 closes at a record high", "Banks and miners led the index higher.", 6),
  item(
    "xmas",
    "travelnotes",
    "Christmas markets open across Europe this weekend",
    "Vienna, Strasbourg and Nuremberg light up their markets with mulled wine and crafts.",
  ),
  item(
    "dma",
    "policydesk",
    "Meta fined under the Digital Markets Act",
    "The Commission said the company breached the markets law with its pay-or-consent model.",
  ),
  ...otherNewsItems(now),
];

describe("'markets' alone (decision 196)", () => {
  const candidates = candidatesFromItems(items, now);
  const guidOf = (key: string) => items[candidates.findIndex((c) => c.key === key)]!.guid;

  it("brings the financial markets, not Christmas markets or a markets law", () => {
    const shown = curateDaily("Markets", candidates, now).items.flatMap((p) => p.keys.map(guidOf));
    expect(shown).toEqual(expect.arrayContaining(["rally", "ftse"]));
    expect(shown).not.toContain("xmas");
    expect(shown).not.toContain("dma");
  });

  it("a reader who asks for Christmas markets still gets them", () => {
    const shown = curateDaily("Christmas markets", candidates, now).items.flatMap((p) => p.keys.map(guidOf));
    expect(shown).toContain("xmas");
  });
});
