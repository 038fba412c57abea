import { describe, expect, it } from "vitest";
import { DEFAULT_NOW, loadEvaluation } from "../../../bench/curation-eval";
import { dailyPool } from "../../support/candidates";

// Decision 247: two reports that share no name or figure, whose words only just say "one event", are two
// stories. The WHO's warning on resistance is not the soil antibiotic's discovery, though both say
// "antibiotic", "resistant" and "infections".
describe("a weak link with no shared name", () => {
  const { items } = loadEvaluation();
  const pool = dailyPool(items, new Date(DEFAULT_NOW));

  it("shows the WHO's warning and the soil antibiotic's discovery as two stories", () => {
    const { stories } = pool.curated("Superbugs and the hunt for new antibiotics");
    const who = stories.find((s) => s.includes("who-005"));
    expect(who).toEqual(["who-005"]);
    // the discovery's reports that name the molecule stay one story
    const discovery = stories.find((s) => s.includes("nature-001"));
    expect(discovery).toContain("newsci-001");
  });
});
