import { describe, expect, it } from "vitest";
import {
  curateDaily,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  sourceItem,
  toward,
} from "../../support/candidates";
import type { Candidate } from "../../../server/curation";

// A neighbouring subject is not the one asked for (decision 125): cycling is sport, and close in meaning
// to tennis, but neither "Sport: football and tennis" nor "tennis" asked for it.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string, embedding?: number[]): Candidate => ({
  ...sourceItem(now, source, title, summary, 4),
  ...(embedding ? { embedding } : {}),
});
const titlesFor = (description: string, pool: Candidate[], extra = {}) =>
  curateDaily(description, pool, now, extra).items.map((p) => p.title);

describe("a subject with the kinds the reader wants", () => {
  const football = [
    item(
      "Goal Line",
      "Football: late winner settles the derby",
      "The home side's goalkeeper saved a penalty.",
    ),
    item(
      "Goal Line",
      "Football: league leaders drop points at home",
      "The manager blamed a cup tie in midweek.",
    ),
  ];
  const tennis = [
    item("Baseline", "Tennis: top seed reaches Davis Cup semi-final", "The doubles pair sealed the tie."),
    item(
      "Baseline",
      "Tennis: former champion returns to the tour",
      "She has been out for a year with injury.",
    ),
  ];
  const cycling = [
    item(
      "Chain Ring",
      "Cycling: peloton braces for the cobbles",
      "Teams tested tyres all week before the classic.",
    ),
    item(
      "Chain Ring",
      "Cycling: Tour de France route has three summit finishes",
      "The race starts in Barcelona.",
    ),
  ];
  const elsewhere = [
    item("City Desk", "Council approves new budget after long debate", "Libraries keep their opening hours."),
    item("Kitchen Notes", "Ten winter soups for busy evenings", "From leek and potato to spiced lentil."),
  ];
  const pool = [...cycling, ...elsewhere, ...football, ...tennis];

  it("'Sport: football and tennis' brings football and tennis, not the other sports", () => {
    const titles = titlesFor("Sport: football and tennis", pool);
    expect(titles).toEqual(expect.arrayContaining([...football, ...tennis].map((c) => c.title)));
    for (const c of [...cycling, ...elsewhere]) expect(titles).not.toContain(c.title);
  });

  it("'Sport' alone brings every sport", () => {
    const titles = titlesFor("Sport", pool);
    expect(titles).toEqual(expect.arrayContaining([...football, ...tennis, ...cycling].map((c) => c.title)));
  });
});

describe("an item picked for its meaning alone sits among the interest's own stories", () => {
  it("with embeddings, a cycling story as close to 'tennis' as some tennis is, is not picked for it", () => {
    const said = [
      item(
        "Baseline",
        "Tennis: top seed reaches Davis Cup semi-final",
        "The doubles pair sealed the tie.",
        toward(0.6, 1),
      ),
      item(
        "Baseline",
        "Tennis star returns after a year out",
        "She was out with a wrist injury.",
        toward(0.6, 1),
      ),
    ];
    const cycling = [
      "Pogačar targets Giro and Tour double",
      "Van der Poel to ride eight cyclocross races",
      "Giro route has three summit finishes",
      "Women's calendar adds a stage race",
      "Grand tour climber signs three-year deal",
      "Team unveils kit for next season",
    ].map((title, n) =>
      item("Chain Ring", title, "The rider spoke after training.", toward(0.45 + n * 0.002, 2)),
    );
    // a day's usual pool: far more stories on other subjects than on the reader's
    const filler = otherSubjectItems(now, toward(0.05, 3));
    const titles = titlesFor("tennis", [...filler, ...cycling, ...said], ONE_AXIS_ENCODER);
    expect(titles).toEqual(expect.arrayContaining(said.map((c) => c.title)));
    for (const c of cycling) expect(titles).not.toContain(c.title);
  });
});
