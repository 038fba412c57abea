import { describe, expect, it } from "vitest";
import { hasPhraseOutside } from "../../../server/curation/text-index";
import { stem, tokenize } from "../../../server/curation/tokens";
import { dailyPool, fileItemsAt, otherNewsItems } from "../../support/candidates";

// Decision 204: a word of a subject readers leave out or ask for means something else inside set phrases
// ("price war", "Royal Mail", "landslide victory", "Derby City Council"); an item that says it only there
// does not say it, and its meaning does not take it either.
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

// each story from a feed of its own: a feed most of whose items name a concept goes whole (decision 073)
const items = [
  item(
    "bidding",
    "homes",
    "Bidding wars return to the London property market",
    "Eleven buyers chased it to £200,000 over the asking price.",
  ),
  item(
    "price",
    "grocer",
    "Supermarket price war cuts the cost of a weekly shop",
    "Aldi and Tesco slashed prices on 300 staples.",
  ),
  item(
    "starwars",
    "screen",
    "Star Wars: the new trilogy gets its director",
    "Lucasfilm named the filmmaker on Tuesday.",
    5,
  ),
  item(
    "drones",
    "worlddesk",
    "Ukraine hit by largest drone attack on its power grid",
    "Rolling blackouts across Kyiv after overnight strikes.",
    3,
  ),
  item(
    "grain",
    "agrinews",
    "Price war in the grain market as the war cuts Ukraine's exports",
    "Black Sea shipments fell by a third.",
    5,
  ),
  item(
    "royalmail",
    "postdesk",
    "Royal Mail to cut Saturday deliveries of second-class letters",
    "The regulator approved the change.",
    3,
  ),
  item(
    "william",
    "palace",
    "Prince William names Earthshot Prize finalists",
    "Buckingham Palace said the winners will be announced in Rio.",
    5,
  ),
  item(
    "rcn",
    "nursing",
    "Royal College of Nursing balloted on strike action",
    "Nurses in England will vote on a walkout over pay.",
    6,
  ),
  item(
    "won",
    "politicsdesk",
    "Centre-left wins by a landslide in Portugal's election",
    "The party took an outright majority of seats.",
    2,
  ),
  item(
    "nepal",
    "asiadesk",
    "Landslide buries homes in Nepal after monsoon rains",
    "Rescuers are searching for dozens missing.",
    4,
  ),
  item(
    "derby",
    "midlands",
    "Derby City Council approves higher parking charges",
    "Councillors voted to raise fees by 8%.",
    3,
  ),
  item(
    "final",
    "sportdesk",
    "England win the fifth Test match to take the Ashes",
    "A last-session collapse handed England the series.",
    2,
  ),
  item(
    "novel",
    "books",
    "Crime novel set in 1970s Glasgow wins the Gold Dagger",
    "The judges praised its dialogue.",
    7,
  ),
  item(
    "stabbing",
    "citynews",
    "Man jailed for stabbing outside a Bristol nightclub",
    "He was sentenced to nine years.",
    5,
  ),
  item(
    "race",
    "velonews",
    "Pogačar wins the Tour of Lombardy for a fifth time",
    "He attacked alone 40km from the finish.",
    4,
  ),
  item(
    "gti",
    "motoring",
    "The VW Golf GTI gets a hybrid engine",
    "The hot hatch keeps its manual gearbox.",
    4,
  ),
  ...otherNewsItems(now),
];

describe("a word inside a set phrase of another meaning (decision 204)", () => {
  const { curated } = dailyPool(items, now, { maxItems: 20 });

  it("'no war' keeps a price war, a bidding war and Star Wars, and drops the war", () => {
    const { shown } = curated("Property, supermarkets and Star Wars, no war");
    expect(shown).toEqual(expect.arrayContaining(["bidding", "price", "starwars"]));
    // the war said plainly too: it goes, whatever other phrase it is in
    for (const war of ["drones", "grain"]) expect(shown).not.toContain(war);
  });

  it("'no royals' keeps Royal Mail and the Royal College of Nursing, and drops the prince", () => {
    const { shown, excludedBy } = curated("Postal services and nursing, no royals");
    expect(shown).toEqual(expect.arrayContaining(["royalmail", "rcn"]));
    expect(shown).not.toContain("william");
    expect(excludedBy).toEqual([{ concept: "royals", count: 1 }]);
  });

  it("'no disasters' keeps a landslide victory and drops the landslide in Nepal", () => {
    const { shown } = curated("Elections around the world and Asia news, no disasters");
    expect(shown).toContain("won");
    expect(shown).not.toContain("nepal");
  });

  it("'no sport' keeps Derby's council, and 'no crime' a crime novel, by their words and by their meaning", () => {
    expect(curated("Local councils and parking, nothing about sport").shown).toContain("derby");
    const books = curated("Books and Bristol news, no crime").shown;
    expect(books).toContain("novel");
    expect(books).not.toContain("stabbing");
  });

  it("a subject asked for is not said by its words inside set phrases either, nor taken by their meaning", () => {
    // a VW Golf is not golf, nor Derby's council a derby: neither is sport
    const sport = curated("Sport").shown;
    expect(sport).toContain("final");
    for (const not of ["derby", "gti"]) expect(sport).not.toContain(not);
  });
});

describe("hasPhraseOutside", () => {
  const stems = (s: string) => tokenize(s).map(stem);
  const war = [
    ["price", "war"],
    ["star", "war"],
  ];
  it("finds the word outside the set phrases, at any place and in any form", () => {
    expect(hasPhraseOutside(stems("Price wars hit grocers"), ["war"], war)).toBe(false);
    expect(hasPhraseOutside(stems("Star Wars and a price war"), ["war"], war)).toBe(false);
    expect(hasPhraseOutside(stems("A price war as the war goes on"), ["war"], war)).toBe(true);
    expect(hasPhraseOutside(stems("War: prices up"), ["war"], war)).toBe(true);
    expect(hasPhraseOutside(stems("Grocers cut prices"), ["war"], war)).toBe(false);
  });
});
