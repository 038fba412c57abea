import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { evaluationDayTitles } from "../../support/candidates";

// Decision 240: a relative clause after a subject narrows it; "that isn't about X" leaves X out; the Coupe Davis
// is tennis.
describe("relative clauses", () => {
  const interests = (d: string) => parseBrief(d).interests;

  it("what a relative clause names narrows the subjects before it, it is no subject of its own", () => {
    expect(interests("Data breaches and scams that affect ordinary people")).toEqual([
      { phrase: "Data breaches", context: ["ordinary people"] },
      { phrase: "scams", context: ["ordinary people"] },
    ]);
    expect(interests("Companies who build batteries")).toEqual([
      { phrase: "Companies", context: ["batteries"] },
    ]);
    // with no subject before it, what the clause names is the subject
    expect(interests("Stories that matter to farmers")).toEqual([{ phrase: "farmers", context: [] }]);
  });

  it("'that isn't about X' and 'that aren't about X' leave X out", () => {
    expect(parseBrief("Tech news that isn't about AI")).toMatchObject({
      interests: [{ phrase: "Tech", context: [] }],
      exclusions: ["ai"],
    });
    expect(parseBrief("Science stories that aren't about space")).toMatchObject({
      interests: [{ phrase: "Science", context: [] }],
      exclusions: ["space"],
    });
  });

  it("a French reader's tennis has the Coupe Davis, whose headline says no tennis", () => {
    expect(evaluationDayTitles("Actualités du tennis")).toContain(
      "Coupe Davis : la France balayée par l'Italie à Bologne",
    );
  });
});
