import { describe, expect, it } from "vitest";
import { candidate } from "../../support/candidates";
import { type Candidate, curateItems, parseBrief } from "../../../server/curation";

// Small hand-written pools, one class of failure each (issue #15). Items from several feeds, as gathered.
const now = new Date("2026-03-10T07:00:00Z");
const item = (feed: string, title: string, summary: string, hoursAgo = 3): Candidate =>
  candidate(`${feed}.example`, title, summary, { now, hoursAgo }, { sourceName: feed });

const tennis = [
  item(
    "tennisworld",
    "Alcaraz beats Sinner in five-set Wimbledon final",
    "The Spaniard won his third title on grass after four hours on Centre Court.",
  ),
  item(
    "tennisworld",
    "Djokovic withdraws from Indian Wells with knee injury",
    "The former world number one said he needed rest before the clay season.",
  ),
  item(
    "sportsdesk",
    "Swiatek wins in Dubai without dropping a set",
    "The Pole beat her opponent in straight sets to lift the trophy.",
  ),
];
const cricket = [
  item(
    "cricketnews",
    "England collapse to 120 all out as India take series lead",
    "Spinners took eight wickets on a turning pitch in Chennai.",
  ),
  item(
    "cricketnews",
    "Australia name uncapped fast bowler for Ashes squad",
    "The selectors picked the young quick after a strong season in the Sheffield Shield.",
  ),
  item(
    "sportsdesk",
    "Root hits century to rescue England on day two",
    "The batter's unbeaten innings steadied the side after early wickets.",
  ),
];
const politics = [
  item(
    "politicsdaily",
    "Prime Minister faces backbench revolt over welfare cuts",
    "Dozens of MPs have signed a letter opposing the bill before Tuesday's vote in the Commons.",
  ),
  item(
    "politicsdaily",
    "Chancellor rules out income tax rise in spring statement",
    "The Treasury said public finances would be balanced through spending restraint.",
  ),
  item(
    "westminster",
    "Labour and Conservatives clash over immigration figures",
    "Ministers defended the government's record as net migration fell.",
  ),
];
const cooking = [
  item(
    "kitchen",
    "Five easy lentil soups for cold evenings",
    "Red lentils, cumin and lemon make a quick supper in thirty minutes.",
  ),
  item(
    "kitchen",
    "How to roast a perfect chicken",
    "Dry the skin, season well and rest the bird before carving.",
  ),
];
const all = [...tennis, ...cricket, ...politics, ...cooking];
const opts = {
  now,
  since: new Date(now.getTime() - 36 * 3_600_000),
  frequency: "daily" as const,
  alreadySent: new Set<string>(),
};
const titles = (d: string, pool = all, o = opts) =>
  curateItems(parseBrief(d), pool, o).items.map((i) => i.title);

describe("curateItems", () => {
  it("gives each of two interests its share, and nothing off-topic", () => {
    const picked = titles("tennis and cricket");
    expect(picked.some((t) => tennis.some((x) => x.title === t))).toBe(true);
    expect(picked.some((t) => cricket.some((x) => x.title === t))).toBe(true);
    expect(picked.filter((t) => [...politics, ...cooking].some((x) => x.title === t))).toEqual([]);
  });

  it("finds stories that never use the interest's word", () => {
    // none of the tennis items says "tennis"
    const picked = titles("tennis");
    expect(picked.filter((t) => tennis.some((x) => x.title === t)).length).toBeGreaterThanOrEqual(1);
    expect(picked.filter((t) => politics.some((x) => x.title === t))).toEqual([]);
  });

  it("an excluded concept removes its stories even when they never say it", () => {
    const withSport = titles("England");
    expect(withSport.some((t) => cricket.some((x) => x.title === t))).toBe(true);
    const picked = titles("England, but nothing about sports");
    expect(picked.filter((t) => [...tennis, ...cricket].some((x) => x.title === t))).toEqual([]);
  });

  it("shows one event reported by three sources once, with the others as 'also in'", () => {
    const event = [
      item(
        "wire",
        "Magnitude 7.1 earthquake strikes off the coast of Chile",
        "The quake hit near Valparaiso at dawn; a tsunami warning was issued for the Pacific coast.",
      ),
      item(
        "globe",
        "Chile earthquake: tsunami alert after 7.1 quake near Valparaiso",
        "Residents of coastal towns were told to move to higher ground after the magnitude 7.1 tremor.",
      ),
      item(
        "daily",
        "Strong quake shakes Valparaiso, Chile issues tsunami warning",
        "The 7.1 earthquake damaged buildings in Valparaiso and Santiago, officials said.",
      ),
    ];
    const r = curateItems(parseBrief("earthquakes"), [...event, ...politics, ...cooking], opts);
    const shown = r.items.filter((i) => event.some((e) => e.key === i.key));
    expect(shown).toHaveLength(1);
    expect(shown[0]!.alsoIn).toHaveLength(2);
    expect(shown[0]!.keys).toHaveLength(3);
  });

  it("keeps two events of one source apart even when the source repeats a standing sentence", () => {
    const footer = "Energy analysts explained what it means for prices and for the grid.";
    const own = [
      item("energywire", "Grid battery storage record set", `Grid battery storage record set. ${footer}`),
      item("energywire", "Wind energy output hits new high", `Wind energy output hits new high. ${footer}`),
      item(
        "energywire",
        "Utility raises tariffs for heat pumps",
        `Utility raises tariffs for heat pumps. ${footer}`,
      ),
    ];
    const r = curateItems(parseBrief("energy and power grid news"), [...own, ...cooking], opts);
    const shown = r.items.map((i) => i.title);
    expect(shown).toContain("Grid battery storage record set");
    expect(shown).toContain("Wind energy output hits new high");
    expect(r.items.every((i) => i.alsoIn.length === 0)).toBe(true);
  });

  it("never repeats an item already sent, and sends nothing when nothing new matches", () => {
    const first = curateItems(parseBrief("cricket"), all, opts);
    expect(first.items.length).toBeGreaterThan(0);
    const again = curateItems(parseBrief("cricket"), all, {
      ...opts,
      alreadySent: new Set(first.items.flatMap((i) => i.keys)),
    });
    expect(again.items.filter((i) => first.items.some((f) => f.key === i.key))).toEqual([]);
    expect(again.items.filter((i) => cooking.some((c) => c.key === i.key))).toEqual([]);
  });

  it("prefers the last 48 hours for a daily briefing", () => {
    const old = item(
      "cricketnews",
      "New Zealand win the series in Wellington",
      "A seven-wicket win sealed the series.",
      60,
    );
    const picked = curateItems(parseBrief("cricket"), [...all, old], {
      ...opts,
      since: new Date(now.getTime() - 96 * 3_600_000),
    }).items.map((i) => i.key);
    expect(picked.indexOf(old.key)).not.toBe(0);
  });
});
