import { describe, expect, it } from "vitest";
import { candidatesFromItems } from "../../../server/curation";
import { curateDaily, dailyPool, fileItem, otherNewsItems } from "../../support/candidates";

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

// Sport's terms name the sports a "no sport" reader leaves out though few briefs ask for them by name:
// swimming, darts, boxing, snooker, racing, winter sports, ice hockey, MMA.
describe("the sports beyond the big ones", () => {
  const at = new Date("2026-12-01T07:00:00Z");
  const items = [
    [
      "swim",
      "Summer McIntosh breaks the 400m medley world record",
      "The Canadian swimmer lowered her own mark.",
    ],
    ["darts", "Littler wins the Grand Slam of Darts again", "The teenager beat Humphries in the final."],
    ["boxing", "Joshua knocks out Parker in the fifth round in Riyadh", "The heavyweight bout ended early."],
    ["bank", "Bank holds rates as inflation eases", "Policymakers voted 7-2."],
  ].map(([guid, title, text], n) => fileItem(at, guid!, `desk${n}`, title!, text!, 3));
  const { curated } = dailyPool([...items, ...otherNewsItems(at)], at);

  it("'no sports' leaves out a swimming world record that the world's news would have shown", () => {
    expect(curated("World news, no sports").shown).not.toContain("swim");
  });
});
