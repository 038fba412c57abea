import { describe, expect, it } from "vitest";
import { curateDaily, sourceItem } from "../../support/candidates";
import type { Candidate } from "../../../server/curation";
import { excludeItems } from "../../../server/curation/exclude-items";
import { featuresOf } from "../../../server/curation/item-features";
import { parseBrief } from "../../../server/curation";

// Decision 212, found on the fourth fresh batch: an exclusion of one kind of what the reader asked for, when
// the reader named other kinds ("European football - Champions League, La Liga… Not the Premier League"); an
// exclusion asked of a country ("not the US healthcare stuff"); and "Not racing" for cycling as transport.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string): Candidate =>
  sourceItem(now, source, title, summary);
const removedBy = (description: string, pool: Candidate[]) => {
  const out = excludeItems(parseBrief(description), pool, pool.map(featuresOf));
  return new Set(out.flatMap((e) => [...e.removed.keys()].map((i) => pool[i]!.title)));
};

describe("an exclusion of one kind of the subject", () => {
  const pool = [
    item("Football Desk", "Champions League power rankings: Arsenal stay top", "Arteta's side won all five."),
    item("Football Desk", "Arsenal beat Spurs in the north London derby", "Saka scored twice at home."),
    item("Football Desk", "Liverpool and Chelsea share the points", "A late equaliser at Anfield."),
    item("Football Desk", "Premier League clubs vote for a spending cap", "Eleven clubs backed the rule."),
    item("Football Desk", "La Liga: Girona stun the leaders", "A first win at the Bernabeu in years."),
    item("Football Desk", "Bundesliga: Leverkusen close the gap", "Wirtz scored from a free kick."),
  ];

  it("keeps a story headed by a kind the reader named, whatever club of the excluded one it names", () => {
    const removed = removedBy(
      "European football - Champions League, La Liga, Bundesliga. Not the Premier League.",
      pool,
    );
    expect(removed).toEqual(
      new Set([
        "Arsenal beat Spurs in the north London derby",
        "Liverpool and Chelsea share the points",
        "Premier League clubs vote for a spending cap",
      ]),
    );
  });

  it("still leaves out a story that names the excluded kind itself", () => {
    const both = item(
      "Football Desk",
      "Champions League: why Premier League clubs keep winning",
      "Money and depth.",
    );
    expect(
      removedBy("European football - Champions League, La Liga. Not the Premier League.", [...pool, both]),
    ).toContain(both.title);
  });
});

describe("a kind the reader named, beside an exclusion that is no sibling of it", () => {
  it("keeps nothing from the exclusion", () => {
    const miners = item(
      "Tech Desk",
      "Venture capital pours into bitcoin miners",
      "Funds raised $2bn for mining rigs this year.",
    );
    const chips = item(
      "Tech Desk",
      "Chip startups raise record venture capital",
      "Investors backed 40 firms.",
    );
    const removed = removedBy("Tech: startups, venture capital and chips. No crypto.", [miners, chips]);
    expect(removed).toContain(miners.title);
    expect(removed).not.toContain(chips.title);
  });
});

describe("an exclusion asked of a country", () => {
  const us = item(
    "Health Wire",
    "US hospitals brace for a heavy flu season",
    "Cases rose early across the US.",
  );
  const measles = item(
    "Health Wire",
    "Measles: Europe sees biggest rise in 25 years",
    "Vaccination rates fell.",
  );
  const nhs = item(
    "Health Desk",
    "NHS waiting lists for therapy hit a record",
    "England's figures rose again.",
  );
  const us2 = item(
    "Health Wire",
    "American insurers raise premiums for 2027",
    "Health insurance costs climb for hospital patients in America.",
  );
  const pool = [us, measles, nhs, us2, item("Tech Daily", "New phone sales rise", "Cheaper phones led.")];

  it("leaves out that country's stories of the subject, not the subject elsewhere", () => {
    const removed = removedBy("NHS news and public health in the UK - not the US healthcare stuff", pool);
    expect(removed).toContain(us.title);
    expect(removed).toContain(us2.title);
    expect(removed).not.toContain(measles.title);
    expect(removed).not.toContain(nhs.title);
  });

  it("shows the UK's health news in the email", () => {
    const titles = curateDaily(
      "NHS news and public health in the UK - not the US healthcare stuff",
      pool,
      now,
    ).items.map((p) => p.title);
    expect(titles).toContain(nhs.title);
    expect(titles).not.toContain(us.title);
  });

  it("reads a name with a country in it as the name", () => {
    const act = item("Brussels Wire", "MEPs vote to delay the AI Act's high-risk rules", "A one-year pause.");
    expect(removedBy("AI news, but nothing about the EU AI Act please", [act, ...pool])).toContain(act.title);
  });
});

describe("'Not racing' for cycling as transport", () => {
  const races = [
    item(
      "Cycle Desk",
      "Pogačar targets the Giro d'Italia and the Tour de France",
      "The Slovenian will ride both.",
    ),
    item("Cycle Desk", "Van der Poel to ride eight cyclocross races this winter", "His schedule is out."),
    item(
      "Cycle Desk",
      "Lidl-Trek sign a young sprinter for the WorldTour",
      "A three-year deal for the rider.",
    ),
  ];
  // a commuting site's stories, one of them on the pros' gear rules
  const commute = [
    item(
      "Bike Commuter",
      "Bath Road cycle lane to be made permanent",
      "The council voted to keep the bike lane.",
    ),
    item(
      "Bike Commuter",
      "Government's active travel budget cut by half",
      "Charities warn of fewer bike lanes.",
    ),
    item(
      "Bike Commuter",
      "Best winter cycling jackets, tested on the commute",
      "Eight jackets for dark mornings.",
    ),
  ];
  const gear = item(
    "Bike Commuter",
    "UCI caps gear ratios for WorldTour races",
    "The pros' bikes change next year.",
  );

  it("leaves out the races and the teams, and keeps the bike lanes", () => {
    const titles = curateDaily(
      "Cycling as transport: bike lanes, commuting, e-bikes. Not racing.",
      [...races, gear, ...commute],
      now,
    ).items.map((p) => p.title);
    for (const r of [...races, gear]) expect(titles).not.toContain(r.title);
    for (const c of commute) expect(titles).toContain(c.title);
  });
});
