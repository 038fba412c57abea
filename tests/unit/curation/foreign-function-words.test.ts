import { describe, expect, it } from "vitest";
import { buildTextIndex, lexicalScores } from "../../../server/curation/text-index";
import { sourceItem } from "../../support/candidates";

// The text index drops German, French and Spanish function words from every item ("als", "soy", "bin"), so
// that two German items do not look alike by their grammar. Those that are also English words stay
// searchable: a reader asking about soy milk, bin collections or ALS must find them (decision 175).
describe("function words of other languages in the text index", () => {
  const now = new Date("2026-05-04T07:00:00Z");
  const pool = [
    sourceItem(now, "Food Desk", "Soy milk prices rise after a poor harvest", "Oat and almond follow."),
    sourceItem(
      now,
      "Council News",
      "Bin collections move to fortnightly",
      "The council confirmed the change.",
    ),
    sourceItem(
      now,
      "Health Desk",
      "New ALS drug slows decline in trial",
      "The results were published today.",
    ),
    sourceItem(now, "Other Desk", "Rail fares rise in January", "Season tickets cost more."),
  ];
  const index = buildTextIndex(pool);

  it("keeps the ones that are also English words searchable", () => {
    for (const [word, at] of [
      ["soy", 0],
      ["bin", 1],
      ["als", 2],
    ] as const)
      expect([...lexicalScores(index, [word], true).keys()], word).toEqual([at]);
  });
});
