import { describe, expect, it } from "vitest";
import { dailyPool, fileItemsAt, otherNewsItems } from "../../support/candidates";

// Decision 196: "markets" alone is the financial markets, "Rust" alone the language; inside another phrase the
// word is something else ("Christmas markets", "the Digital Markets Act", "leek rust"), so an item saying it is
// no evidence on its own, its related terms (stocks, shares, bonds…; cargo, rustc, memory safety…) are.
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

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
  item(
    "release",
    "langblog",
    "Rust 1.101 released",
    "The new version speeds up cargo builds and the rustc compiler.",
  ),
  item(
    "kernel",
    "kernelnews",
    "Kernel maintainers agree on Rust for Linux drivers",
    "New drivers may be written in Rust, for memory safety.",
    5,
  ),
  item(
    "leek",
    "gardenwire",
    "Leek rust: how to spot it and what to do",
    "Orange spots on the leaves are rust.",
  ),
  item(
    "car",
    "motorweekly",
    "How to protect your car from rust this winter",
    "Salt on the roads eats the underbody.",
  ),
  item(
    "band",
    "musicdesk",
    "The Cure announce a farewell world tour",
    "The band will play 40 concerts next year.",
    5,
  ),
  item(
    "atp",
    "tenniswire",
    "Sinner wins the ATP Tour Finals again",
    "The world No 1 beat Alcaraz in the final.",
    3,
  ),
  item("wta", "tenniswire", "What's new on the WTA tour in 2027", "Two new events join the calendar.", 6),
  ...otherNewsItems(now),
];

describe("an ambiguous word alone (decision 196)", () => {
  const { curated } = dailyPool(items, now);

  it("brings the financial markets, not Christmas markets or a markets law", () => {
    const shown = curated("Markets").shown;
    expect(shown).toEqual(expect.arrayContaining(["rally", "ftse"]));
    expect(shown).not.toContain("xmas");
    expect(shown).not.toContain("dma");
  });

  it("a reader who asks for Christmas markets still gets them", () => {
    const shown = curated("Christmas markets").shown;
    expect(shown).toContain("xmas");
  });

  it("'Rust' alone brings the language, not leek rust or a car's", () => {
    const shown = curated("Rust").shown;
    expect(shown).toEqual(expect.arrayContaining(["release", "kernel"]));
    expect(shown).not.toContain("leek");
    expect(shown).not.toContain("car");
  });

  it("'music' brings a band's tour, not the tennis tours: 'tour' is no term of it", () => {
    const shown = curated("Music").shown;
    expect(shown).toContain("band");
    expect(shown).not.toContain("atp");
    expect(shown).not.toContain("wta");
  });
});
