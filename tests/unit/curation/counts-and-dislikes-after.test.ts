import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import { curateDaily, otherNewsItems, sourceItem } from "../../support/candidates";

// Decision 241: a count before the words it counts is the email's length, not a subject, and a name's number is
// neither; what the reader says bores them is left out; what governments regulate is the subject's regulation;
// drug approvals and a few other languages' words have entries.
describe("counts, dislikes said after the subject, and governments at work", () => {
  const now = new Date("2026-05-04T07:00:00Z");
  const others = candidatesFromItems(otherNewsItems(now), now);

  it("'3 biggest world stories each morning' asks for the world's news, three stories long", () => {
    expect(parseBrief("3 biggest world stories each morning")).toMatchObject({
      interests: [{ phrase: "world", context: [] }],
      length: 3,
    });
    expect(parseBrief("Three big world stories")).toMatchObject({
      interests: [{ phrase: "world" }],
      length: 3,
    });
    expect(parseBrief("Just 5 stories please, tennis")).toMatchObject({ length: 5 });
  });

  it("a name's number is no length: 'Formula 1 stories', 'Ligue 1 match stories'", () => {
    expect(parseBrief("Formula 1 stories")).toMatchObject({
      interests: [{ phrase: "Formula 1" }],
      length: null,
    });
    expect(parseBrief("Ligue 1 match stories")).toMatchObject({
      interests: [{ phrase: "Ligue 1" }],
      length: null,
    });
  });

  it("what doesn't interest the reader, isn't for them or bores them is an exclusion", () => {
    expect(parseBrief("Recipes and cooking ideas. Restaurant news doesn't interest me")).toMatchObject({
      interests: [{ phrase: "Recipes" }, { phrase: "cooking" }],
      exclusions: ["restaurant"],
    });
    expect(parseBrief("Tech news, but crypto isn't for me").exclusions).toEqual(["crypto"]);
    expect(parseBrief("Sport - football bores me").exclusions).toEqual(["football"]);
    expect(parseBrief("Science. Politics is boring").exclusions).toEqual(["politics"]);
  });

  it("what governments or regulators are regulating is that subject's regulation", () => {
    expect(parseBrief("How governments are regulating AI, especially the UK and EU").interests).toEqual([
      { phrase: "AI regulation", context: ["governments", "UK", "EU"] },
    ]);
    expect(parseBrief("How regulators are cracking down on crypto").interests).toEqual([
      { phrase: "crypto regulation", context: ["regulators"] },
    ]);
    // a group that only does something stays the subject (decision 208)
    expect(parseBrief("What central banks are doing about interest rates").interests).toEqual([
      { phrase: "central banks", context: ["interest rates"] },
    ]);
  });

  it("'not drug approvals' leaves out an approval that says neither 'drug' nor 'approval'", () => {
    const pool = [
      sourceItem(
        now,
        "Health Desk",
        "WHO prequalifies a new malaria vaccine",
        "Supplies can now be bought by UN agencies.",
      ),
      sourceItem(
        now,
        "Health Desk",
        "Gene therapy for sickle cell lasts five years",
        "A medical research milestone.",
      ),
      ...others,
    ];
    const shown = curateDaily("Medical research, not drug approvals", pool, now).items.map((p) => p.title);
    expect(shown).toContain("Gene therapy for sickle cell lasts five years");
    expect(shown).not.toContain("WHO prequalifies a new malaria vaccine");
  });

  it("'Ciberseguridad' is cybersecurity", () => {
    const pool = [
      sourceItem(now, "Security Desk", "Ransomware gang hits a hospital group", "Operations were cancelled."),
      ...others,
    ];
    const shown = curateDaily("Ciberseguridad", pool, now).items.map((p) => p.title);
    expect(shown[0]).toBe("Ransomware gang hits a hospital group");
  });
});
