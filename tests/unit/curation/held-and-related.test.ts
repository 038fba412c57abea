import { describe, expect, it } from "vitest";
import { dailyPool, fileItemsAt, otherNewsItems } from "../../support/candidates";

// Decision 211: an item not for whom the reader asked is never picked for them, however poorly the pool
// serves the interest; and a related term of an excluded concept takes the event's other reports with it.
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

const items = [
  item(
    "atp1",
    "tourdesk",
    "Sinner beats Alcaraz to retain the ATP Finals title",
    "A straight-sets win in Turin.",
    3,
  ),
  item(
    "atp2",
    "tourdesk",
    "Spain edge Czechia in Davis Cup quarter-final",
    "Alcaraz and Granollers won the doubles.",
    5,
  ),
  item(
    "wta",
    "tennismag",
    "The 2027 calendar: what's new on the WTA tour",
    "Two new events join the schedule.",
    6,
  ),
  item(
    "starship",
    "spacewire",
    "Artemis III landing slips to 2028 as Starship delays mount",
    "The lander needs more test flights.",
    4,
  ),
  item(
    "nasa",
    "agency",
    "NASA updates Artemis III timeline, adds a lander test",
    "The first crewed landing now targets mid-2028.",
    3,
  ),
  item(
    "ariane",
    "launchdesk",
    "Ariane 6 launches two Galileo navigation satellites",
    "The rocket lifted off from Kourou.",
    5,
  ),
  ...otherNewsItems(now),
];
const pool = dailyPool(items, now);

describe("whom the reader asked for (decision 211)", () => {
  it("'Women's tennis only' never shows the men's tour, even with nothing else to show", () => {
    const menOnly = dailyPool(
      items.filter((i) => i.guid !== "wta"),
      now,
    );
    expect(menOnly.curated("Women's tennis only - WTA").shown).toEqual([]);
    // what the reader named beside it ("WTA") says whom as well
    const { shown } = pool.curated("Women's tennis only - WTA");
    expect(shown).toContain("wta");
    expect(shown).not.toContain("atp1");
  });
});

describe("a related term of what the reader leaves out", () => {
  it("takes the event's other reports with it ('Starship' for 'no SpaceX')", () => {
    const { shown } = pool.curated("Space news but nothing about Elon Musk or SpaceX");
    expect(shown).not.toContain("starship");
    expect(shown).not.toContain("nasa");
    expect(shown).toContain("ariane");
  });
});
