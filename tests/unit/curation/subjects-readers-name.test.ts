import { describe, expect, it } from "vitest";
import { dailyPool, fileItemsAt, otherNewsItems } from "../../support/candidates";

// Decision 209: subjects readers name whose stories use other words (motorsport, cars), what leaves out
// electric cars (a maker's name, a model's code) and what leaves out politics (its diplomacy too).
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

const items = [
  item(
    "motogp",
    "racedesk",
    "Márquez tops first day of the Valencia MotoGP test",
    "Ducati's new bike led the times.",
    5,
  ),
  item(
    "wec",
    "enduro",
    "Toyota unveils its Le Mans car for next season",
    "The hypercar keeps its hybrid system.",
    6,
  ),
  item(
    "f1",
    "gpdesk",
    "Verstappen fastest in Las Vegas practice",
    "Red Bull led both sessions on Thursday.",
    3,
  ),
  item(
    "gt3",
    "motoring",
    "New Porsche 911 GT3 revealed with 518bhp flat six",
    "A manual gearbox remains an option.",
    4,
  ),
  item(
    "dacia",
    "motoring",
    "Dacia Bigster review: the budget SUV grows up",
    "Roomy, frugal and cheap to run.",
    8,
  ),
  item(
    "ev4",
    "evdesk",
    "2027 Kia EV4 review: a hatchback that goes 330 miles",
    "Efficient, comfortable and roomy.",
    5,
  ),
  item(
    "rivian",
    "gadgets",
    "Rivian's R2 deliveries begin in California",
    "The first owners took their keys on Monday.",
    6,
  ),
  item(
    "talks",
    "worlddesk",
    "Sudan's warring sides agree to talks in Jeddah, mediators say",
    "A first round is due next week.",
    3,
  ),
  item(
    "summit",
    "globe",
    "Leaders gather for the G20 summit in Johannesburg",
    "Trade and debt relief top the agenda.",
    4,
  ),
  item(
    "storm",
    "worldnews",
    "Typhoon leaves dozens dead in the northern Philippines",
    "Rescuers are reaching cut-off villages.",
    2,
  ),
  item(
    "measles",
    "healthdesk",
    "Measles cases in Europe double as vaccination stalls",
    "Romania and Kazakhstan are hit hardest.",
    5,
  ),
  ...otherNewsItems(now),
];
const pool = dailyPool(items, now);

describe("subjects readers name in words their stories do not use", () => {
  it("motorsport is its series (MotoGP, Le Mans), and 'not Formula 1' leaves F1 out", () => {
    const { shown } = pool.curated("Motorsport, but not Formula 1");
    expect(shown).toEqual(expect.arrayContaining(["motogp", "wec"]));
    expect(shown).not.toContain("f1");
    // a road car is no racing ("the Porsche 911 GT3" is a car's review)
    expect(shown).not.toContain("dacia");
    expect(shown).not.toContain("ev4");
  });

  it("car news is its makes and body styles; 'not EVs' leaves out an EV's model code and an EV maker", () => {
    const { shown } = pool.curated("Car news and reviews - petrol and hybrid cars, not EVs");
    expect(shown).toEqual(expect.arrayContaining(["gt3", "dacia"]));
    expect(shown).not.toContain("ev4");
    expect(shown).not.toContain("rivian");
  });
});

describe("what a reader who leaves out politics leaves out with it", () => {
  it("'no politics' leaves out peace talks and summits, not the day's other news", () => {
    const { shown } = pool.curated("General news, just no sport and no politics");
    expect(shown).not.toContain("talks");
    expect(shown).not.toContain("summit");
    expect(shown).toContain("storm");
  });
});
