import { describe, expect, it } from "vitest";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";
import { namesCompetition } from "../../../server/curation/written-as-name";

// Decision 145: the feed most about an interest speaks for its stories near the top of the interest, not for
// its lesser ones on the feed's other subjects.
const now = new Date("2026-05-04T07:00:00Z");
const near = (title: string, summary: string, cos: number) =>
  embeddedSourceItem(now, "Deep Tech Review", title, summary, cos);

describe("the feed most about an interest", () => {
  const quantum = [
    near("Quantum computing's next milestone: error correction that scales", "Logical qubits held.", 0.7),
    near("Quantum computing start-up doubles its qubit count", "A new chip with 200 qubits.", 0.68),
    near("Why quantum computing needs better cooling", "Dilution fridges are the bottleneck.", 0.66),
  ];
  const ownWords = near("A processor that corrects its own errors as it runs", "Logical qubits again.", 0.5);
  const otherSubject = near("Inside the factory that trains humanoid robots", "Arms fold laundry.", 0.345);
  // the magazine's other subjects
  const rest = [
    "Why battery recycling is finally taking off",
    "A new kind of solar panel goes on sale",
    "How satellites are changing weather forecasts",
    "The race to sequence every insect on Earth",
  ].map((title) => near(title, "The magazine's long read.", 0.2));
  const elsewhere = [
    embeddedSourceItem(now, "Kitchen Notes", "Ten winter soups for busy evenings", "Leek and lentil.", 0.1),
    embeddedSourceItem(
      now,
      "City Desk",
      "Council approves new budget after long debate",
      "Libraries stay.",
      0.08,
    ),
  ];
  const pool = [
    ...otherSubjectItems(now, toward(0.05, 3)),
    ...elsewhere,
    ...quantum,
    ownWords,
    otherSubject,
    ...rest,
  ];

  it("carries its stories that rank near the top, not a lesser one on another of its subjects", () => {
    const r = curateDaily("quantum computing", pool, now, ONE_AXIS_ENCODER);
    const titles = r.items.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining([...quantum, ownWords].map((c) => c.title)));
    for (const c of [otherSubject, ...rest]) expect(titles).not.toContain(c.title);
  });
});

// Decision 147: a feed clearly about the interest (a prior of 2.5) speaks for its stories even beside a feed
// that is yet more about it: a space-news site beside the space agency's own feed.
describe("a second feed clearly about an interest", () => {
  const agency = [
    "Space exploration agency updates its moon landing timeline",
    "Astronauts complete a spacewalk on the space station",
    "Space probe completes a gravity assist at Mars",
    "Agency selects companies for lunar rover demonstrations",
  ].map((title, n) => embeddedSourceItem(now, "Space Agency News", title, `Mission update ${n}.`, 0.9));
  const site = [
    "Space exploration start-up raises money for a lunar lander",
    "Ariane rocket launches navigation satellites into orbit",
    "Sample-return craft reaches a near-Earth asteroid",
    "Space tourism flight carries six to the edge of space",
  ].map((title, n) => embeddedSourceItem(now, "Skyward Journal", title, `From the launch pad ${n}.`, 0.75));
  // no word of the interest, and a meaning that does not stand out on its own
  const booster = embeddedSourceItem(
    now,
    "Skyward Journal",
    "New Glenn lands its booster on the second try",
    "The company's second attempt worked.",
    0.5,
  );
  // a large day's pool of other subjects: the two feeds' priors come out at about 3.4 and 2.7
  const others = [toward(0.05, 3), toward(0, 2), toward(0.1, 1), toward(0.02, 1)].flatMap((v) =>
    otherSubjectItems(now, v),
  );

  it("carries that feed's story that does not say the interest's words", () => {
    const r = curateDaily(
      "space exploration",
      [...others, ...agency, ...site, booster],
      now,
      ONE_AXIS_ENCODER,
    );
    expect(r.items.map((p) => p.title)).toContain(booster.title);
  });
});

// Decision 150: an interest written as a name ("Real Madrid") is served by the stories that say it; the feed
// most about its meaning is a feed about its namesake's subject (football), whose other stories are not it.
describe("the feed most about an interest written as a name", () => {
  const desk = (title: string, cos: number) =>
    embeddedSourceItem(now, "Football Desk", title, "Report from the weekend's games.", cos);
  const ownClub = desk("Real Madrid recover Mbappé for the derby", 0.72);
  const otherClubs = [
    desk("Liverpool beat Arsenal to go top of the table", 0.7),
    desk("Chelsea appoint a new head coach after defeat", 0.68),
    desk("Bayern rotate before the top game in Leverkusen", 0.66),
    desk("Forest return to winning ways before the break", 0.64),
  ];
  const pool = [
    ...otherSubjectItems(now, toward(0.05, 3)),
    embeddedSourceItem(now, "Kitchen Notes", "Ten winter soups for busy evenings", "Leek and lentil.", 0.1),
    ownClub,
    ...otherClubs,
  ];

  it("speaks only for the stories that say the name", () => {
    const titles = curateDaily("Real Madrid", pool, now, ONE_AXIS_ENCODER).items.map((p) => p.title);
    expect(titles).toContain(ownClub.title);
    for (const c of otherClubs) expect(titles).not.toContain(c.title);
  });

  it("still speaks for all its stories of a subject", () => {
    const titles = curateDaily("football", pool, now, ONE_AXIS_ENCODER).items.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining([ownClub, ...otherClubs].map((c) => c.title)));
  });

  // a competition's stories are its clubs' and players', which seldom say its name
  it("speaks for all its stories when the name is a competition's", () => {
    const cup = [
      desk("Spain edge Czechia in a quarter-final thriller", 0.72),
      desk("Alcaraz rescues Spain with clutch doubles in Bologna", 0.7),
      desk("Italy sweep France to reach the semi-finals", 0.68),
    ];
    const sayIt = [
      desk("Davis Cup: Germany face Argentina for a semi-final spot", 0.74),
      desk("Champions League: Arsenal stay top after a perfect group run", 0.74),
    ];
    const withCup = [...pool.filter((c) => c.sourceName !== "Football Desk"), ...sayIt, ...cup];
    for (const description of ["Davis Cup", "Results from the Davis Cup", "Champions League"]) {
      const titles = curateDaily(description, withCup, now, ONE_AXIS_ENCODER).items.map((p) => p.title);
      expect(titles, description).toEqual(expect.arrayContaining(cup.map((c) => c.title)));
    }
    for (const name of ["Real Madrid", "Raducanu", "Cup Noodles Inc"])
      expect(namesCompetition(name), name).toBe(false);
    for (const name of [
      "Premier League",
      "Davis Cup",
      "Tour de France",
      "Giro d'Italia",
      "MotoGP",
      "US Open",
    ])
      expect(namesCompetition(name), name).toBe(true);
  });
});
