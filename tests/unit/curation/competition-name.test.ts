import { describe, expect, it } from "vitest";
import { evaluationStories } from "../../support/candidates";

// Decision 160: a competition two headlines name is what they have in common, not their event: the Giro's
// route and a rider's plan to ride it are two stories; two reports of one vote of its clubs are one.
describe("a competition's name in two headlines", () => {
  const { stories, at } = evaluationStories();

  it("does not make two of its stories one", () => {
    expect(stories.same(at("Tadej Pogačar targets Giro d'Italia"), at("Giro d'Italia 2027 route"))).toBe(
      false,
    );
    expect(stories.same(at("Champions League power rankings"), at("Women's Champions League: Arsenal"))).toBe(
      false,
    );
  });

  it("still ties two reports of one event", () => {
    expect(
      stories.same(
        at("Premier League clubs vote in spending limit"),
        at("Premier League clubs approve spending cap"),
      ),
    ).toBe(true);
    expect(
      stories.same(at("Pogačar confirms Giro-Tour double attempt"), at("Tadej Pogačar targets Giro")),
    ).toBe(true);
  });
});
