import { describe, expect, it } from "vitest";
import { candidatesFromItems } from "../../../server/curation";
import { curateDaily, fileItem, otherNewsItems } from "../../support/candidates";

// A sport's related terms (assets/expansions.json) are its own competitions, not words every sport shares:
// "league" and "fixtures" are cricket's as much as football's; the Davis Cup is tennis without saying so.
const now = new Date("2026-11-20T07:00:00Z");
const item = (guid: string, feed: string, title: string, description: string) =>
  fileItem(now, guid, feed, title, description, 5);

const pool = candidatesFromItems(
  [
    item(
      "cricket",
      "cricketdesk",
      "Big Bash League 2026-27: squads, fixtures and what's new",
      "Eight teams, 44 games.",
    ),
    item(
      "pl",
      "footballdesk",
      "Premier League preview: Liverpool host Arsenal",
      "The weekend's games, previewed.",
    ),
    item("fa", "footballdesk", "Striker's late goal sends Forest through", "A header in the 89th minute."),
    item(
      "davis",
      "tennisdesk",
      "Spain edge Czechia in Davis Cup quarter-final",
      "Alcaraz won both his rubbers.",
    ),
    item(
      "cyclo",
      "cyclingdesk",
      "Pidcock wins on his return to cyclocross",
      "He beat the field by 12 seconds.",
    ),
    ...otherNewsItems(now),
  ],
  now,
);

describe("a sport's own terms", () => {
  it("football's stories, not a cricket league's fixtures", () => {
    const titles = curateDaily("football", pool, now).items.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining([pool[1]!.title, pool[2]!.title]));
    expect(titles).not.toContain(pool[0]!.title);
  });

  it("tennis has the Davis Cup tie that never says tennis, not a cyclocross race", () => {
    const titles = curateDaily("tennis", pool, now).items.map((p) => p.title);
    expect(titles).toContain(pool[3]!.title);
    expect(titles).not.toContain(pool[4]!.title);
  });
});
