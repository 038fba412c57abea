import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { removeInterest } from "../../../common/plan";
import { dailyPool, fileItemsAt, otherNewsItems } from "../../support/candidates";

// Decision 191: "politics in Germany" is German politics. A country written after the subject is part of
// the interest, as one written before it is, and holds its stories there: any country, and a story of one
// of its cities is of it.
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

describe("a country after the subject (decision 191)", () => {
  it("is part of the interest as written, and still narrows the clause's other subjects", () => {
    expect(parseBrief("politics in Germany").interests).toEqual([
      { phrase: "politics in Germany", context: [] },
    ]);
    expect(parseBrief("The war in Ukraine and peace negotiations").interests).toEqual([
      { phrase: "war in Ukraine", context: [] },
      { phrase: "peace negotiations", context: ["Ukraine"] },
    ]);
  });

  it("a city, a region or several places narrow without holding, as before", () => {
    expect(parseBrief("restaurants in London").interests).toEqual([
      { phrase: "restaurants", context: ["London"] },
    ]);
    // several places narrow the subject alone: a story seldom names them all, and the phrase would ask it to
    expect(parseBrief("AI regulation in the US and Europe").interests).toEqual([
      { phrase: "AI regulation", context: ["US", "Europe"] },
    ]);
    expect(parseBrief("Tech news from Germany and France").interests).toEqual([
      { phrase: "Tech", context: ["Germany", "France"] },
    ]);
  });

  it("the plan panel removes it as written", () => {
    expect(removeInterest("The war in Ukraine and peace negotiations", "war in Ukraine")).toBe(
      "peace negotiations",
    );
    expect(removeInterest("Startup news from Germany and AI", "Startup news from Germany")).toBe("AI");
  });

  const items = [
    item(
      "uk-desk",
      "politicsdesk",
      "Prime minister faces backbench revolt over welfare vote",
      "Dozens of MPs are expected to rebel when the bill returns to the Commons on Tuesday.",
    ),
    item(
      "uk-desk-2",
      "politicsdesk",
      "Opposition leader sets out plan to cut council tax",
      "The party's conference heard a pledge to freeze bills for three years.",
      6,
    ),
    item(
      "de-coalition",
      "worlddesk",
      "Germany's coalition splits over pension reform",
      "The chancellor's partners in Berlin disagree over raising the retirement age, German media report.",
    ),
    item(
      "de-greens",
      "europewire",
      "German Greens pick new leaders ahead of state elections",
      "The party chose a pair of co-leaders at its congress in Hanover.",
      5,
    ),
    item(
      "ua-drones",
      "worlddesk",
      "Ukraine hit by wave of drone attacks on power grid",
      "Russia launched more than 400 drones overnight at Ukraine's energy sites, Kyiv said.",
      3,
    ),
    item(
      "ua-talks",
      "europewire",
      "Zelensky meets envoys in Geneva as war enters its fifth winter",
      "Ukraine's president said talks on a ceasefire had made progress.",
      5,
    ),
    item(
      "sd-war",
      "africawire",
      "Sudan's war displaces another 200,000 as fighting reaches El Fasher",
      "The army and the Rapid Support Forces traded shelling for a third day.",
      4,
    ),
    item(
      "berlin-startup",
      "startupwire",
      "Berlin fintech raises $60M for its corporate cards",
      "The startup plans to expand into the United States next year.",
      5,
    ),
    item(
      "sf-startup",
      "startupwire",
      "San Francisco AI startup raises $80M Series B",
      "The startup sells coding agents to banks.",
      6,
    ),
    item(
      "munich-startup",
      "startupwire2",
      "Munich battery startup lands $25M from Sequoia",
      "The startup builds storage for the grid.",
      3,
    ),
    ...otherNewsItems(now),
  ];
  const { curated } = dailyPool(items, now);
  const shown = (description: string) => curated(description).shown;

  it("holds a subject to the country written after it", () => {
    const picks = shown("politics in Germany");
    expect(picks).toEqual(expect.arrayContaining(["de-coalition", "de-greens"]));
    expect(picks).not.toContain("uk-desk");
    expect(picks).not.toContain("uk-desk-2");
  });

  it("holds any country, not only those whose press curation knows", () => {
    const picks = shown("the war in Ukraine");
    expect(picks).toEqual(expect.arrayContaining(["ua-drones", "ua-talks"]));
    expect(picks).not.toContain("sd-war");
  });

  it("a story of one of the country's cities is of the country", () => {
    const picks = shown("Startup news from Germany");
    expect(picks).toEqual(expect.arrayContaining(["berlin-startup", "munich-startup"]));
    expect(picks).not.toContain("sf-startup");
  });
});
