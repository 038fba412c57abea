import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";

// Decision 189: the feed most about an interest by meaning speaks for its stories only when some of its
// stories say the interest (its words or a related term) or its name does: a cycling site is nearest
// "electric racing" in meaning, and none of its races is electric. A phrase keeps the particle of a pastime
// ("eating out") and a name its letter ("Formula E", "Serie A"), which the words of the phrase had lost.
const now = new Date("2026-05-04T07:00:00Z");

describe("a feed nearest an interest that none of its stories says", () => {
  const races = [
    "Van der Poel to ride eight cyclocross races this winter",
    "Giro route: three summit finishes in the final week",
    "Pidcock wins on his return in Tabor",
    "UCI to cap gear ratios after a safety trial",
    "Pogacar confirms a Giro-Tour double attempt",
    "A young Belgian sprinter signs in a surprise move",
  ].map((title, n) => embeddedSourceItem(now, "Cycle Racing Daily", title, `Race report ${n}.`, 0.7));
  const electric = [
    [
      "Electric racing series adds a night round in Jeddah",
      "The all-electric championship grows to 17 rounds.",
    ],
    ["Battery swaps banned in electric racing from next season", "Teams must finish on one charge."],
  ].map(([title, text]) => embeddedSourceItem(now, "Motor Wire", title!, text!, 0.75));
  const others = [toward(0.05, 3), toward(0, 2), toward(0.1, 1)].flatMap((v) => otherSubjectItems(now, v));

  it("does not fill the email with that feed's stories", () => {
    const r = curateDaily("Electric racing", [...others, ...races, ...electric], now, ONE_AXIS_ENCODER);
    const titles = r.items.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(electric.map((e) => e.title)));
    expect(races.filter((x) => titles.includes(x.title)).length).toBeLessThanOrEqual(2);
  });
});

describe("what a phrase's words lose", () => {
  it("keeps the particle of a pastime and a name's letter", () => {
    const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase);
    expect(phrases("I love eating out in London")).toEqual(["eating out"]);
    expect(phrases("Serie A and Formula E")).toEqual(["Serie A", "Formula E"]);
    // a name's "D" is no French elision: the brief stays English
    expect(parseBrief("Vitamin D research")).toMatchObject({
      language: "en",
      interests: [{ phrase: "Vitamin D research" }],
    });
  });

  it("finds no Formula 1 story for Formula E", () => {
    const f1 = [
      "Norris leads Verstappen in Las Vegas practice",
      "Formula 1: Red Bull confirm Hadjar for 2027",
      "Formula 1 teams test new tyres in Abu Dhabi",
    ].map((title, n) => embeddedSourceItem(now, "F1 Latest", title, `Grand Prix weekend ${n}.`, 0.7));
    const fe = embeddedSourceItem(
      now,
      "Motor Wire",
      "Formula E adds a night race in Jeddah",
      "The electric series grows to 17 rounds.",
      0.6,
    );
    const others = [toward(0.05, 3), toward(0, 2)].flatMap((v) => otherSubjectItems(now, v));
    const r = curateDaily("Formula E", [...others, ...f1, fe], now, ONE_AXIS_ENCODER);
    expect(r.items.map((p) => p.title)).toEqual([fe.title]);
  });
});
