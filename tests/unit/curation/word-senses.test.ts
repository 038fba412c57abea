import { describe, expect, it } from "vitest";
import { curateDaily, dailyPool, fileItemsAt, otherNewsItems, sourceItem } from "../../support/candidates";

// Decision 199: a word of several senses ("bonds", "stock", "rust") is the sense the reader's other words in
// the interest choose, and the first (the news sense) when they choose none. A story that says the word with
// another sense's words, and none of the reader's, is not about it.
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

const items = [
  item(
    "gilts",
    "marketwire",
    "UK bonds slide after the budget",
    "Gilt yields rose as investors sold government debt.",
  ),
  item(
    "jgb",
    "marketwire",
    "Japan's bond market rattled by rate talk",
    "Yields on 10-year bonds climbed.",
    6,
  ),
  item(
    "bond26",
    "filmdesk",
    "Amazon MGM names the next James Bond",
    "After a two-year search the 007 role is cast; filming begins in spring.",
  ),
  item("rally", "marketwire", "Stocks rally on Wall Street", "Shares of banks led the index higher.", 5),
  item(
    "vegstock",
    "kitchen",
    "How to make rich vegetable stock from scraps",
    "Onion skins and mushroom stems make a savoury stock for soups.",
  ),
  item(
    "turkeystock",
    "kitchen",
    "Homemade turkey stock for gravy",
    "Roast the wings first for a darker broth.",
    7,
  ),
  item(
    "release",
    "langblog",
    "Rust 1.101 released",
    "The new version of the programming language speeds up cargo builds and the compiler.",
  ),
  item(
    "leek",
    "gardenwire",
    "Leek rust: how to spot it and what to do",
    "Orange pustules on the leaves are a fungus; wider spacing helps.",
  ),
  item(
    "car",
    "motorweekly",
    "How to protect your car from rust this winter",
    "Road salt eats the underside.",
  ),
  ...otherNewsItems(now),
];

describe("a word of several senses (decision 199)", () => {
  const { candidates, curated } = dailyPool(items, now);
  const shown = (description: string) => curated(description).shown;

  it("'stocks and bonds' has no soup stock and no 007", () => {
    const picks = shown("stocks and bonds");
    expect(picks).toEqual(expect.arrayContaining(["rally", "gilts"]));
    expect(picks).not.toContain("vegstock");
    expect(picks).not.toContain("bond26");
  });

  it("'stock for soups' is the cook's: the recipes, not a chip maker's falling stock", () => {
    const picks = shown("stock for soups");
    expect(picks).toEqual(expect.arrayContaining(["vegstock", "turkeystock"]));
    expect(picks).not.toContain("chips");
    expect(picks).not.toContain("rally");
  });

  it("'rust in the garden' is the plant disease, not the language's release", () => {
    const picks = shown("rust in the garden");
    expect(picks).toContain("leek");
    expect(picks).not.toContain("release");
  });

  it("for the rarer sense a story must say so: 'rust on cars' has the car, not a feed named for the language", () => {
    const pool = [
      ...candidates,
      sourceItem(
        now,
        "Rust Blog",
        "Project goals for 2027: call for proposals",
        "The Rust project wants goals.",
      ),
    ];
    const picks = curateDaily("rust on cars", pool, now).items.map((p) => p.title);
    expect(picks).toContain("How to protect your car from rust this winter");
    expect(picks).not.toContain("Project goals for 2027: call for proposals");
    expect(picks).not.toContain("Rust 1.101 released");
  });

  it("the word alone is its first sense: 'Rust' is the language, not leek rust", () => {
    const picks = shown("Rust");
    expect(picks).toContain("release");
    expect(picks).not.toContain("leek");
  });
});
