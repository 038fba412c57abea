import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { spelledOut } from "../../../server/curation/spelled-out";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";

// Decision 188: whom a subject is for is part of it ("women's football", "kids' TV"), and holds its
// stories to them as a place does ("German politics"); an acronym that nothing in curation knows ("WSL")
// stands for what the stories spell it out as, and is read as a name: its meaning is unknown.
const now = new Date("2026-05-04T07:00:00Z");
const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase);

describe("whom a subject is for", () => {
  it("reads a plural of people's possessive as part of the subject, a name's or a singular's as an owner", () => {
    expect(phrases("Anything on women's football")).toEqual(["women's football"]);
    expect(phrases("kids' TV and children's books")).toEqual(["kids' TV", "children's books"]);
    expect(phrases("farmers' markets in Bristol")).toEqual(["farmers' markets"]);
    expect(parseBrief("the club's finances").interests).toEqual([{ phrase: "club", context: ["finances"] }]);
  });

  it("shares the head of a list of possessives", () => {
    expect(phrases("Men's and women's tennis results")).toEqual([
      "Men's tennis results",
      "women's tennis results",
    ]);
  });

  const men = [
    "Premier League preview: Liverpool host Arsenal",
    "Chelsea stay top after a late winner",
    "Referees to explain decisions live",
    "Bundesliga: Bayern rotate before the top game",
  ].map((title, n) => embeddedSourceItem(now, "Sky Football", title, `Weekend football ${n}.`, 0.75));
  const women = [
    ["Women's Super League: Chelsea held by Manchester United", "A late equaliser at Kingsmeadow."],
    ["Arsenal thrash Benfica in the Women's Champions League", "Five goals in north London."],
  ].map(([title, text]) => embeddedSourceItem(now, "The Courier - Football", title!, text!, 0.6));
  const others = [toward(0.05, 3), toward(0, 2), toward(0.1, 1)].flatMap((v) => otherSubjectItems(now, v));

  it("picks the women's game for women's football, not the men's stories nearer in meaning", () => {
    const r = curateDaily("Women's football", [...others, ...men, ...women], now, ONE_AXIS_ENCODER);
    const titles = r.items.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(women.map((w) => w.title)));
    for (const m of men) expect(titles).not.toContain(m.title);
  });

  it("finds an unknown acronym's stories by how they spell it out, not by a meaning it does not have", () => {
    const tennis = embeddedSourceItem(
      now,
      "Tennis Wire",
      "Sinner clinches year-end No 1 again",
      "A third straight season on top.",
      0.8,
    );
    const r = curateDaily("WSL", [...others, ...men, ...women, tennis], now, ONE_AXIS_ENCODER);
    const titles = r.items.map((p) => p.title);
    expect(titles).toContain(women[0]!.title);
    expect(titles).not.toContain(tennis.title);
  });
});

describe("spelledOut", () => {
  it("reads an acronym's name off sentences, links inside the name skipped or spelled", () => {
    expect(spelledOut("ECB", ["Rates held: the European Central Bank waits."])).toEqual([
      "European Central Bank",
    ]);
    expect(spelledOut("BOE", ["Markets expect the Bank of England to cut."])).toEqual(["Bank of England"]);
  });

  it("spells nothing out of a headline whose every word is capitalised, nor for a word that is no acronym", () => {
    expect(spelledOut("FTS", ["Sinner Clinches Year-End No. 1 For Third Straight Season"])).toEqual([]);
    expect(spelledOut("Ecb", ["the European Central Bank"])).toEqual([]);
  });
});
