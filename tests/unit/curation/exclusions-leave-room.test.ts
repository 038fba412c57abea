import { describe, expect, it } from "vitest";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";

// Decision 240: the stories an exclusion took count towards an interest's few picks on meaning alone (decision
// 166), but never take all of them: an interest whose every clear story went still gets its closest other one.
describe("an exclusion that takes every clear story of an interest", () => {
  const now = new Date("2026-05-04T07:00:00Z");

  it("'Electric cars - no Tesla news' in a week when every EV headline named Tesla is not an empty email", () => {
    const tesla = [
      ["Tesla cuts electric car prices across Europe", "The Model Y is cheaper."],
      ["BYD outsells Tesla in electric car sales", "A first for the Chinese maker."],
      ["Tesla electric car deliveries fall for a third quarter", "Demand slowed."],
      ["Electric car registrations jump as Tesla slips", "The market grew 31%."],
    ].map(([t, s]) => embeddedSourceItem(now, "Car Desk", t!, s!, 0.8));
    const battery = embeddedSourceItem(
      now,
      "Battery News",
      "A cheaper cell chemistry reaches the factory line",
      "Its makers say next year's hatchbacks will cost less.",
      0.6,
    );
    const pool = [...otherSubjectItems(now, toward(0.05, 3)), ...tesla, battery];
    const shown = curateDaily("Electric cars - no Tesla news", pool, now, ONE_AXIS_ENCODER).items.map(
      (p) => p.title,
    );
    expect(shown).toEqual([battery.title]);
  });
});
