import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import { otherNewsItems, shownTitles, sourceItem } from "../../support/candidates";

// Decision 245: a field after "in" is part of the subject, as a country after it is (decision 191): "AI in
// healthcare" is healthcare's AI, not every AI story with healthcare as a hint.
describe("a subject asked in a field", () => {
  const now = new Date("2026-05-04T07:00:00Z");
  const others = candidatesFromItems(otherNewsItems(now), now);

  it("keeps 'AI in healthcare', 'jobs in tech', 'gardening in winter' whole", () => {
    expect(parseBrief("AI in healthcare").interests).toEqual([{ phrase: "AI in healthcare", context: [] }]);
    expect(parseBrief("Jobs in tech").interests).toEqual([{ phrase: "Jobs in tech", context: [] }]);
    expect(parseBrief("Gardening in winter").interests).toEqual([
      { phrase: "Gardening in winter", context: [] },
    ]);
    // a place stays a place, how the reader wants it is no field, and "the garden" is somewhere
    expect(parseBrief("Tennis in brief").interests[0]!.phrase).toBe("Tennis");
    expect(parseBrief("Rust in the garden").interests[0]!.phrase).toBe("Rust");
    expect(parseBrief("Politics in Germany").interests[0]!.phrase).toBe("Politics in Germany");
  });

  it("leads with the story of AI in a hospital, not the AI funding rounds", () => {
    const pool = [
      sourceItem(now, "Tech Desk", "AI startup raises $300M for its coding assistant", "Investors pile in."),
      sourceItem(now, "Tech Desk", "New AI model tops the reasoning benchmarks", "A lab's latest release."),
      sourceItem(now, "Tech Desk", "AI chip maker doubles its revenue", "Data centres keep buying."),
      sourceItem(
        now,
        "Health Desk",
        "NHS hospitals trial AI that reads scans for early cancer signs",
        "Patients get results within a day.",
      ),
      ...others,
    ];
    const shown = shownTitles("AI in healthcare", pool, now);
    expect(shown[0]).toBe("NHS hospitals trial AI that reads scans for early cancer signs");
  });
});
