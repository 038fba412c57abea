import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { writtenAsNameIn } from "../../../server/curation/written-as-name";
import { evaluationDayTitles } from "../../support/candidates";

// Decision 255: a word the reader wrote alone at the start of the description ("Arsenal") says nothing by its
// capital; the stories at hand say whether it is a name, by writing it only with one inside their sentences.

describe("a one-word interest the stories write only as a name", () => {
  it("is read as a name: 'Arsenal' shows Arsenal's stories, not the day's other clubs'", () => {
    const shown = evaluationDayTitles("Arsenal");
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((t) => !/Arsenal/.test(t))).toEqual([]);
  });

  it("is the stories' capital inside a sentence, never a title-cased headline's or a sentence's start", () => {
    const texts = ["Premier League preview: Liverpool vs Arsenal heads the weekend fixtures", "Arsenal win."];
    expect(
      writtenAsNameIn("Arsenal", [...texts, "Saka scores twice as Arsenal beat their rivals at home"]),
    ).toBe(true);
    expect(writtenAsNameIn("Arsenal", texts)).toBe(false);
    expect(writtenAsNameIn("Stocks", ["Why Stocks Keep Shrugging Off Bad News", "Why Stocks Rise"])).toBe(
      false,
    );
  });

  it("is no name when any story writes it in lower case", () => {
    const texts = ["Shares in Apple rose", "Analysts at Apple said", "Pruning apple trees in winter"];
    expect(writtenAsNameIn("Apple", texts)).toBe(false);
    expect(writtenAsNameIn("Tennis", ["Who rules tennis now", "The Tennis season ends"])).toBe(false);
  });
});

// Decision 256: "but only" narrows a subject to a part of it and declines the rest, which sits near the part
// in meaning and on the same desks: the part's stories must say it, as a name's must.
describe("the only part of a subject the reader wants", () => {
  it("is marked in the brief", () => {
    const [interest] = parseBrief("Space, but only the astronauts").interests;
    expect(interest).toMatchObject({ phrase: "astronauts", only: true });
    expect(parseBrief("Space and astronauts").interests.some((i) => i.only)).toBe(false);
  });

  it("brings its own stories, not the rest of the subject's", () => {
    const shown = evaluationDayTitles("Space, but only the astronauts");
    expect(shown).toContain("NASA Astronauts Complete Spacewalk to Upgrade Station Power");
    expect(shown.join(" ")).not.toMatch(/New Glenn|Ariane 6|Rocket Lab|Europa Clipper/);
  });
});
