import { describe, expect, it } from "vitest";
import { shownTitles, sourceItem } from "../../support/candidates";
import { parseBrief } from "../../../server/curation";

// Decision 221, found on the eighth fresh batch: a list after what a subject acts on goes on with that list; an
// adverb between a name's possessive and what it owns does not end the possessive; contract news and team
// gossip have their words.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string) => sourceItem(now, source, title, summary);

describe("what a subject acts on, listed", () => {
  it("narrows the subject, each word of the list a target, not a subject of its own", () => {
    expect(parseBrief("Cyber attacks on hospitals, schools and councils").interests).toEqual([
      { phrase: "Cyber attacks", context: ["hospitals", "schools", "councils"] },
    ]);
    expect(parseBrief("strikes at airports and railways").interests).toEqual([
      { phrase: "strikes", context: ["airports", "railways"] },
    ]);
    // a phrase of its own after the target is another subject
    expect(parseBrief("Attacks on hospitals and road cycling").interests.map((i) => i.phrase)).toEqual([
      "Attacks",
      "road cycling",
    ]);
  });

  it("keeps the council's parking charges out of an email about cyber attacks", () => {
    const pool = [
      item(
        "Security Desk",
        "Ransomware gang hits three hospitals in a cyber attack",
        "Patients were diverted.",
      ),
      item("City Desk", "City council approves 8% rise in parking charges", "Drivers will pay more."),
      item("City Desk", "School's new building delayed again", "Pupils stay in temporary classrooms."),
    ];
    const titles = shownTitles("Cyber attacks on hospitals, schools and councils", pool, now);
    expect(titles).toEqual([pool[0]!.title]);
  });
});

describe("a name's possessive", () => {
  it("owns what follows it, across an adverb the tagger reads in", () => {
    expect(parseBrief("The Premier League's new financial rules").interests).toEqual([
      { phrase: "Premier League", context: ["financial rules"], name: true },
    ]);
  });
});

describe("contract news and team gossip", () => {
  it("are left out with their words: a seat, a deal, talks", () => {
    const pool = [
      item(
        "F1 Desk",
        "Verstappen wins the Brazilian Grand Prix from 17th on the grid",
        "A drive for the ages.",
      ),
      item("F1 Desk", "Hadjar gets Red Bull seat for 2027, Lawson out", "The team confirmed its line-up."),
      item("F1 Desk", "Alpine in talks with Bottas for reserve role", "The Finn could return."),
    ];
    const titles = shownTitles(
      "Formula 1 - just race results and qualifying, no team gossip or contract news",
      pool,
      now,
    );
    expect(titles).toEqual([pool[0]!.title]);
  });
});

// Decision 222: a list goes on across "and also", "as well as", "but sometimes"; a common noun the reader
// capitalises after "the" is still the word its stories write in lower case
describe("a list that goes on", () => {
  it("keeps each subject across 'also', 'sometimes' and 'as well as'", () => {
    for (const d of [
      "Tennis and also golf",
      "Tennis as well as golf",
      "Mostly tennis but also golf",
      "tennis and sometimes golf",
    ])
      expect(
        parseBrief(d).interests.map((i) => i.phrase.toLowerCase()),
        d,
      ).toEqual(["tennis", "golf"]);
  });
});

describe("the one of its kind", () => {
  it("is the common noun, said in lower case too", () => {
    expect(parseBrief("the Budget - what's in it for me").interests[0]!.name).toBeUndefined();
    expect(parseBrief("The Moon, Mars and asteroids").interests[0]).toEqual({ phrase: "Moon", context: [] });
    const pool = [
      item("Space Desk", "Artemis III moon landing slips to 2028", "The lander needs more tests."),
      item("Space Desk", "Rocket Lab wins contract for 20 launches", "The deal runs to 2030."),
    ];
    expect(shownTitles("the Moon", pool, now)).toEqual([pool[0]!.title]);
  });
});

describe("'the Fed'", () => {
  it("stays a name: its lower case is another word's form", () => {
    expect(parseBrief("Keep me posted on the Fed").interests).toEqual([
      { phrase: "Fed", context: [], name: true },
    ]);
  });
});

// Decision 223: a country is said by its other names and its demonym; charging, Linux, central banks, the ECB
// and the eurozone have their words
describe("a country", () => {
  it("is said by its demonym", () => {
    const pool = [
      item("Travel Desk", "Ryanair cuts winter flights to regional Spanish airports", "Fees rose."),
      item("Travel Desk", "Greece caps cruise passengers on Santorini", "A daily limit."),
    ];
    expect(shownTitles("News about Spain", pool, now)).toEqual([pool[0]!.title]);
  });
});

describe("the vocabulary found with the ninth batch", () => {
  it("leaves chargers out with charging", () => {
    const pool = [
      item("EV Desk", "Kia EV4 review: a hatchback that goes 330 miles", "Range and price tested."),
      item("EV Desk", "UK passes 100,000 public chargers, but rural gaps remain", "Rapid chargepoints lag."),
    ];
    const titles = shownTitles("EVs - prices, range and new models, not charging", pool, now);
    expect(titles).toEqual([pool[0]!.title]);
  });

  it("reads Linux by its kernel and distributions", () => {
    const pool = [
      item("Systems Desk", "Kernel 7.2.9 stable update fixes io_uring use-after-free", "Upgrade advised."),
      item("Systems Desk", "Ubuntu 27.04 will ship Rust coreutils by default", "The distro moves on."),
      item("Systems Desk", "Zig 0.16 released with a new async I/O interface", "A new release."),
    ];
    const titles = shownTitles("What's new in Linux?", pool, now);
    expect(titles.sort()).toEqual([pool[0]!.title, pool[1]!.title].sort());
  });
});

// Decision 224: "big" says how much unless it makes a name ("big tech"); the housing crisis has its words
describe("'big' before a subject", () => {
  it("says how much, unless it makes a name", () => {
    expect(parseBrief("Big science stories this week - skip health and medicine").interests).toEqual([
      { phrase: "science", context: [] },
    ]);
    expect(parseBrief("How Brussels and Washington are reining in big tech").interests[0]!.phrase).toBe(
      "big tech",
    );
  });
});

// a guard: in a pool this small the meaning found the rents story; in the evaluation's week the entry lifted
// "the housing crisis" from 0.339 to 0.723
describe("the housing crisis", () => {
  it("is its rents, homes and mortgages", () => {
    const pool = [
      item("Money Desk", "Berlin rents rise at their fastest pace in years", "Tenants face steep increases."),
      item("Money Desk", "Premium bonds prize rate cut to 3.6%", "Savers get less."),
    ];
    expect(shownTitles("the housing crisis", pool, now)).toEqual([pool[0]!.title]);
  });
});

// Decision 225: transport, open-source AI, OpenAI and Anthropic have their words
describe("the vocabulary found with the eleventh batch", () => {
  it("reads transport by its lanes, stations and passengers", () => {
    const pool = [
      item("Bristol Desk", "Bath Road cycle lane to stay after council vote", "Councillors backed it."),
      item("Bristol Desk", "Temple Meads: new eastern entrance opens to passengers", "A new way in."),
      item(
        "Bristol Desk",
        "Stokes Croft mural saved after public campaign",
        "The artist thanked supporters.",
      ),
    ];
    const titles = shownTitles("Bristol, but only transport", pool, now);
    expect(titles.sort()).toEqual([pool[0]!.title, pool[1]!.title].sort());
  });

  // a guard: in a pool this small the meaning found Llama's launch; in the evaluation's week the entry lifted
  // "Open source AI" from 0.265 to 0.619
  it("reads open-source AI by its open-weights models", () => {
    const pool = [
      item("AI Desk", "Meta releases Llama 5 with open weights", "Anyone can download it."),
      item("AI Desk", "Stand mixer review: we tested 12", "The best one is heavy."),
    ];
    expect(shownTitles("Open source AI", pool, now)).toEqual([pool[0]!.title]);
  });
});

// Decision 226: what a subject is taken as narrows it
describe("what a subject is taken as", () => {
  it("narrows it and is no subject of its own", () => {
    expect(parseBrief("Tesla as a company and a stock - skip the Elon drama").interests).toEqual([
      { phrase: "Tesla", context: ["company", "stock"] },
    ]);
    expect(parseBrief("Cycling as a sport and as transport").interests.map((i) => i.phrase)).toEqual([
      "Cycling",
    ]);
  });
});
