import { describe, expect, it } from "vitest";
import { dailyPool, fileItemsAt, otherNewsItems, storiesOf } from "../../support/candidates";

// Decision 190: an exclusion takes the event, not only its reports that say the concept. A report that
// never says "car" is about cars when another outlet's report of the same sales figures says it.
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

const items = [
  item(
    "says-car",
    "motorweekly",
    "Kia overtakes Ford in Norway's November sales",
    "The Korean maker's electric EV9 was Norway's best-selling car last month, OFV registration figures show, ahead of Ford's Explorer.",
    5,
  ),
  item(
    "no-car-word",
    "plugnews",
    "Kia outsells Ford in Norway for the first time",
    "Norwegian buyers pushed the Korean brand's EV9 past Ford in November, Norway's OFV registration figures show.",
    3,
  ),
  item(
    "fund",
    "nordicwire",
    "Norway's wealth fund tops $2 trillion for the first time",
    "The Oslo-based fund gained 9% this year on technology shares, Norges Bank said.",
  ),
  item(
    "munch",
    "artsdesk",
    "Oslo's Munch museum opens a new wing for Norway's modern painters",
    "The extension doubles the gallery space for Norwegian art after 1950.",
  ),
  // other stories that say "car": they teach the concept's meaning, which is not an electric sales race
  item(
    "rust",
    "motorweekly",
    "How to protect your car from rust this winter",
    "Salt on the roads eats into a car's underbody; wash it weekly.",
  ),
  item(
    "insurance",
    "moneydesk",
    "Car insurance premiums fall for the first time in three years",
    "Drivers renewing a car policy pay 6% less than a year ago.",
  ),
  item(
    "parking",
    "citylanes",
    "City doubles parking charges for second cars",
    "Households with two cars will pay more for a resident's permit.",
  ),
  ...otherNewsItems(now),
];

describe("an exclusion takes every report of an event one of them names it in (decision 190)", () => {
  const { curated } = dailyPool(items, now);

  it("the two sales reports are one story", () => {
    const { stories, at } = storiesOf(items, now);
    expect(stories.same(at("says-car"), at("no-car-word"))).toBe(true);
  });

  it("the report that does not say 'car' goes with the one that does, and is counted in the footer", () => {
    const r = curated("Norway news, but nothing about cars");
    const shown = r.shown;
    expect(shown).not.toContain("says-car");
    expect(shown).not.toContain("no-car-word");
    // the four that say it and the one that does not
    expect(r.excludedBy).toEqual([{ concept: "cars", count: 5 }]);
    // Norway's other news stays
    expect(shown).toEqual(expect.arrayContaining(["fund", "munch"]));
  });

  it("without the exclusion, the sales story is a story like any other", () => {
    const r = curated("Norway news");
    expect(r.excluded).toBe(0);
    expect(r.shown).toEqual(expect.arrayContaining(["says-car", "no-car-word", "fund", "munch"]));
  });
});
