import { describe, expect, it } from "vitest";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import { otherNewsItems, shownTitles, sourceItem } from "../../support/candidates";

// Decision 246: animal stories name the animal, seldom "animals": an entry lists the animals the news writes
// about, in the four languages, and "wildlife" shares it.
describe("animals", () => {
  const now = new Date("2026-05-04T07:00:00Z");
  const others = candidatesFromItems(otherNewsItems(now), now);
  const pool = [
    sourceItem(
      now,
      "Science Desk",
      "Octopuses use different arms for different tasks",
      "Filmed in the wild.",
    ),
    sourceItem(now, "Science Desk", "Dogs and their owners' heart rates fall into step", "A small study."),
    sourceItem(now, "Science Desk", "Microplastics found in human brain tissue", "Levels are rising."),
    sourceItem(
      now,
      "Science Desk",
      "Walking 7,000 steps a day linked to lower dementia risk",
      "A large cohort.",
    ),
    ...others,
  ];

  it("'Clever animals - studies of weird animal behaviour' leads with the octopuses and the dogs", () => {
    const shown = shownTitles("Clever animals - studies of weird animal behaviour", pool, now);
    expect(shown.slice(0, 2).sort()).toEqual([
      "Dogs and their owners' heart rates fall into step",
      "Octopuses use different arms for different tasks",
    ]);
  });

  it("'Wildlife' and 'Tiere' are the same subject", () => {
    expect(shownTitles("Wildlife", pool, now)[0]).toMatch(/Octopuses|Dogs/);
    expect(shownTitles("Neues über Tiere", pool, now)[0]).toMatch(/Octopuses|Dogs/);
  });
});
