import { describe, expect, it } from "vitest";
import { DEFAULT_NOW, loadEvaluation } from "../../../bench/curation-eval";
import { curateItems, parseBrief } from "../../../server/curation";
import { candidatesFromItems } from "../../../server/curation/read-items-file";

// Decision 193: in German, the form a reader wants ("Tipps", "Gartentipps") is not the subject, and a noun
// after "im", "für den"… narrows the subject as a place does. "Tipps für den Garten im Winter" was one phrase,
// "Tipps Garten Winter", that no story says: the email held a Bundesliga transfer rumour.
const read = (d: string) => parseBrief(d).interests;

describe("German tips and times (decision 193)", () => {
  it("reads the subject, narrowed by what follows its preposition", () => {
    expect(read("Garten im Winter")).toEqual([{ phrase: "Garten", context: ["Winter"] }]);
    expect(read("Tipps für den Garten im Winter")).toEqual([{ phrase: "Garten", context: ["Winter"] }]);
    expect(read("Gartentipps für den Winter")).toEqual([{ phrase: "Garten", context: ["Winter"] }]);
    expect(read("Reisetipps für Italien")).toEqual([{ phrase: "Reise", context: ["Italien"] }]);
  });

  it("keeps a place after an article a place, and a subject of 'news' the subject", () => {
    expect(read("Politik aus der Schweiz")).toEqual([{ phrase: "Politik", context: ["Schweiz"] }]);
    expect(read("Nachrichten aus der Wirtschaft")).toEqual([{ phrase: "Wirtschaft", context: [] }]);
  });

  it("a week of the evaluation's items: the garden's stories, and no football", () => {
    const now = new Date(DEFAULT_NOW);
    const picks = curateItems(
      parseBrief("Tipps für den Garten im Winter"),
      candidatesFromItems(loadEvaluation().items, now),
      {
        now,
        since: new Date(now.getTime() - 7 * 86_400_000),
        frequency: "once-week",
        alreadySent: new Set(),
      },
    ).items;
    expect(picks.length).toBeGreaterThanOrEqual(5);
    const garden = /Garden|Garten|RHS/;
    expect(picks.filter((p) => !garden.test(p.sourceName)).map((p) => p.title)).toEqual([]);
  });
});
