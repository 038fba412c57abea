import { describe, expect, it } from "vitest";
import { dailyPool, fileItemsAt, otherNewsItems } from "../../support/candidates";

// Decision 129: in a briefing, the reader's own subject words say "same subject", not "same event". Two
// guides to different Christmas markets, from two sources, are two stories for a "Christmas markets"
// reader; two reports of one market's closure are still one.
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

const filler = [
  ["vote", "Senate passes spending bill after all-night session", "The bill now goes to the president."],
  ["storm", "Storm brings gales and flooding to the west coast", "Thousands of homes lost power overnight."],
  ["derby", "City edge United in a tense derby", "A late header settled a scrappy game."],
  ["museum", "Museum returns looted bronzes to Nigeria", "The 30 pieces will go on show in Benin City."],
  ["strike", "Rail workers vote to strike over pay", "Services could stop for three days next month."],
  ["vaccine", "Flu jabs offered to all over-50s this winter", "Clinics open on Saturday mornings."],
  [
    "rover",
    "Mars rover finds layered rocks in an old lake bed",
    "Scientists say the layers record a wetter past.",
  ],
  ["housing", "House prices fall for a third month", "Buyers wait for cheaper mortgages."],
  ["climate", "Glaciers in the Alps lost 3% of their ice this year", "A hot summer melted snow early."],
  ["film", "Director's new thriller tops the box office", "It took $40m in its first weekend."],
  ["court", "Court blocks new immigration rules", "Judges said ministers had not consulted."],
  ["games", "Console maker cuts prices ahead of the holidays", "The discount runs until January."],
  ["wine", "Frost cuts the grape harvest in Burgundy", "Growers expect a small vintage."],
  ["airline", "Airline cancels flights as pilots fall ill", "Passengers were offered refunds."],
  ["school", "Schools to teach coding from age seven", "The new curriculum starts next year."],
].map(([guid, title, text]) => item(guid!, guid!, title!, text!));

const items = [
  item(
    "guide",
    "travelmag",
    "Our pick of the best Christmas markets this year",
    "From Vienna's Rathausplatz to Nuremberg's old town: where to go, and what to eat and drink at each of the Christmas markets.",
  ),
  item(
    "open",
    "travelnews",
    "Christmas markets open this weekend: what's new",
    "Christmas markets in Cologne, Prague and Budapest open their stalls on Friday; Prague's moves to a new square.",
    6,
  ),
  item(
    "closed",
    "wire",
    "Strasbourg Christmas market closed after storm damages stalls",
    "Strasbourg's Christmas market, one of the oldest, will stay shut until Friday after gales tore roofs off 40 stalls.",
    3,
  ),
  item(
    "closed-2",
    "regional",
    "Storm forces Strasbourg to shut its Christmas market",
    "Gales tore the roofs off 40 stalls at Strasbourg's Christmas market overnight; the city says it will stay shut until Friday.",
    2,
  ),
  ...otherNewsItems(now),
  ...filler,
];

describe("the reader's subject words are not evidence of one event (decision 129)", () => {
  const shown = dailyPool(items, now).curated("Christmas markets").stories;

  it("two guides to different markets are two stories, not one with 'also in'", () => {
    expect(shown.find((s) => s.includes("guide"))).toEqual(["guide"]);
    expect(shown.find((s) => s.includes("open"))).toEqual(["open"]);
  });

  it("two reports of one market's closure are still one story", () => {
    const closure = shown.find((s) => s.includes("closed"));
    expect(closure?.sort()).toEqual(["closed", "closed-2"]);
  });
});
