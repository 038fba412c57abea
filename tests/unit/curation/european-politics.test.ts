import { describe, expect, it } from "vitest";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";

// Decision 158: "European" is said by what Europe's stories say instead (the EU, MEPs, the Commission,
// Brussels), in English as it already was in German, French and Spanish.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string) =>
  // each as close in meaning as the next: what decides is what they say
  embeddedSourceItem(now, source, title, summary, 0.3);

const eu = [
  item(
    "Euractiv",
    "EU energy ministers agree to phase out Russian LNG by 2027",
    "The deal still needs a vote.",
  ),
  item("Euractiv", "MEPs back delay to high-risk rules in plenary vote", "The vote passed by a wide margin."),
];
const national = [
  item("Westminster Desk", "Chancellor freezes income tax thresholds", "The Treasury defended the move."),
  item("Westminster Desk", "Labour MP defects to the Greens over benefit cap", "The party lost a seat."),
];
const pool = [...otherSubjectItems(now, toward(0.05, 3)), ...eu, ...national];

describe("European politics", () => {
  it("takes the EU's ministers and MEPs, though no headline says “European”, and not a national party's MP", () => {
    const picked = curateDaily(
      "Morning briefing on European politics",
      pool,
      now,
      ONE_AXIS_ENCODER,
    ).items.map((p) => p.title);
    // and not Westminster's politics, which says "politics" no more than they say "European"
    expect([...picked].sort()).toEqual(eu.map((x) => x.title).sort());
  });
});
