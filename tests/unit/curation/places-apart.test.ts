import { describe, expect, it } from "vitest";
import { evaluationStories, fileItemsAt, otherNewsItems, storiesOf } from "../../support/candidates";

// Decision 157: two reports whose headlines name different places, neither mentioned by the other, are two
// events, however many words they share; a country the two headlines share is not the name of an event.
const now = new Date("2026-03-10T07:00:00Z");
const item = fileItemsAt(now);

const pool = [
  item(
    "sudan",
    "africa",
    "Mediators announce new round of Sudan peace talks",
    "The peace talks between the warring sides will resume next week in Jeddah, mediators said on Tuesday.",
  ),
  item(
    "ukraine",
    "europe",
    "Ukraine peace talks: mediators meet envoys in Geneva",
    "The peace talks resumed in Geneva on Tuesday, with mediators saying a new round could follow next week.",
    5,
  ),
  item(
    "cop-de",
    "dw",
    "COP31: Germany pledges extra climate funds as talks enter final stretch",
    "Berlin offered an extra €2bn at COP31 in Antalya as negotiators argued over fossil fuels.",
  ),
  item(
    "cop-eu",
    "euractiv",
    "EU ministers hold firm on fossil fuel language at COP31",
    "Ministers at COP31 in Antalya refused a draft that drops a date for leaving fossil fuels, as negotiators argued.",
    6,
  ),
  item(
    "cop-islands",
    "guardian",
    "Island nations threaten walkout as COP31 text waters down fossil fuel language",
    "Small island states at COP31 in Antalya said a draft that drops a date for leaving fossil fuels was a betrayal.",
    3,
  ),
  item(
    "india",
    "cricinfo",
    "India name uncapped pacer for South Africa Tests",
    "The selectors named an unchanged batting order for the series against South Africa next month.",
  ),
  item(
    "ireland",
    "rugbypass",
    "Ireland name unchanged side for South Africa clash",
    "The coach named an unchanged side for the test against South Africa next month.",
    5,
  ),
  ...otherNewsItems(now),
];
const { stories, at } = storiesOf(pool, now);

describe("places tell two events apart (decision 157)", () => {
  it("peace talks in two countries are two stories", () => {
    expect(stories.same(at("sudan"), at("ukraine"))).toBe(false);
    // a third country both name does not tie them: India's squad and Ireland's side are two stories
    expect(stories.same(at("india"), at("ireland"))).toBe(false);
  });

  it("a member country and the EU at one summit are still one story", () => {
    expect(stories.same(at("cop-de"), at("cop-eu"))).toBe(true);
    // "Island" is Iceland only in German: an English headline saying it names no country
    expect(stories.same(at("cop-islands"), at("cop-de"))).toBe(true);
  });

  it("a country two headlines share does not tie a match to a product launch", () => {
    // in the evaluation's week of items, where "España" is rare enough to have tied them
    const week = evaluationStories();
    expect(
      week.stories.same(
        week.at("Alcaraz y Granollers salvan a España"),
        week.at("Gemini 3.5 llega a España"),
      ),
    ).toBe(false);
  });
});
