import { describe, expect, it } from "vitest";
import { evaluationStories } from "../../support/candidates";

// Decision 161: a list of picks ("the best Christmas markets…", "8 festive trips…", "Five things to watch…")
// is an outlet's own selection, not a report of an event: no other outlet's item is the same story.
describe("a list of picks", () => {
  const { stories, at } = evaluationStories();

  it("is not the same story as another outlet's list or report", () => {
    expect(
      stories.same(at("The UK's best Christmas markets"), at("The best Christmas markets in Europe")),
    ).toBe(false);
    expect(
      stories.same(at("Christmas markets by train: 8 festive trips"), at("Europe's Christmas markets open")),
    ).toBe(false);
    expect(
      stories.same(at("Five things to watch at the Las Vegas Grand Prix"), at("Las Vegas GP: Norris tops")),
    ).toBe(false);
  });

  it("is not the same story as a report of its own source, however alike their headlines", () => {
    expect(
      stories.same(at("The best Christmas markets in Europe"), at("Europe's Christmas markets open")),
    ).toBe(false);
  });

  it("leaves two reports of one session one story", () => {
    expect(
      stories.same(
        at("Las Vegas GP: Norris tops first practice"),
        at("F1 Las Vegas GP: Norris fastest in FP1"),
      ),
    ).toBe(true);
  });
});
