import { describe, expect, it } from "vitest";
import { evaluationStories } from "../../support/candidates";

// Decision 216: a report in another language than the story's head joins it through one of the head's
// reports it is strongly tied to. The US ruling on Google's ad exchange: The Verge's report (the head), Ars's
// (its report: the ruling, the judge), heise's German one (Ars's judge and "AdX", few of The Verge's words).
describe("a report in another language", () => {
  const { stories, at } = evaluationStories();
  const verge = at("Google must sell its ad exchange");
  const ars = at("Judge orders Google to divest AdX");
  const heise = at("US-Gericht: Google muss Werbebörse AdX verkaufen");

  it("joins the head's story through a report it is strongly tied to", () => {
    expect(stories.same(verge, heise)).toBe(false);
    expect(stories.same(verge, ars)).toBe(true);
    expect(stories.joins(verge, [ars], heise)).toBe(true);
  });
});
