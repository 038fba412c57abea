import { describe, expect, it } from "vitest";
import { fileItemsAt, otherNewsItems, storiesOf } from "../../support/candidates";

// Decision 126: two short headlines that share one word or figure ("20", "scraps"/"scrap") are two
// events, however rare that word is in the pool; one shared name of an event ("COP31") still ties two
// reports of it.
const now = new Date("2026-03-10T07:00:00Z");
const item = fileItemsAt(now);

const pool = [
  item(
    "launches",
    "space",
    "Rocket company wins contract for 20 launches",
    "The deal with the defence ministry covers launches over the next five years, the company said.",
  ),
  item(
    "films",
    "film",
    "Critics name their 20 favourite films of the year",
    "The list, published on Monday, is led by a quiet drama the company behind it almost shelved.",
    6,
  ),
  item(
    "stock",
    "food",
    "How to make a rich vegetable stock from scraps",
    "Save onion skins, carrot ends and herb stalks in the freezer over the week, then simmer them for an hour.",
  ),
  item(
    "duty",
    "politics",
    "Opposition sets out plan to scrap stamp duty on first homes",
    "The party said the tax would go over the week after the next election, saving buyers thousands.",
    5,
  ),
  item(
    "talks",
    "world",
    "Climate talks stall over finance for poorer nations",
    "Negotiators at COP31 in Antalya worked through the night as a draft deal dropped a date for leaving fossil fuels.",
  ),
  item(
    "pledge",
    "europe",
    "Germany pledges more money as COP31 enters its final day",
    "Berlin offered an extra €2bn at COP31 in Antalya, where the draft deal has no date for leaving fossil fuels.",
    7,
  ),
  ...otherNewsItems(now),
];
const { stories, at } = storiesOf(pool, now);

describe("one shared headline word is not a story (decision 126)", () => {
  it("two headlines that share only a figure or a word are two stories", () => {
    expect(stories.same(at("launches"), at("films"))).toBe(false);
    expect(stories.same(at("stock"), at("duty"))).toBe(false);
  });

  it("two reports that share the name of their event are still one story", () => {
    expect(stories.same(at("talks"), at("pledge"))).toBe(true);
  });
});
