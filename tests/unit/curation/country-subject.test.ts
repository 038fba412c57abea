import { describe, expect, it } from "vitest";
import { curateDaily, otherSubjectItems, sourceItem, toward } from "../../support/candidates";

// Decision 146: "German politics" is Germany's politics. A country named beside a subject holds an item to it
// (the item names the country or is in its press's language), and a desk named for the subject alone speaks
// for its country's politics only in that country's language.
const now = new Date("2026-05-04T07:00:00Z");
const ukDesk = [
  ["Starmer faces backbench rebellion over welfare reform vote", "Dozens of Labour MPs signed an amendment."],
  ["Labour MP defects to the Greens over two-child benefit cap", "The MP said the party had lost its way."],
  ["Chancellor freezes income tax thresholds for two more years", "The Treasury says it will raise £8bn."],
].map(([title, summary]) => sourceItem(now, "BBC News - Politics", title!, summary!));
const germany = [
  sourceItem(
    now,
    "World Desk",
    "Germany's Merz survives coalition vote on military service",
    "The chancellor's coalition held together in the Bundestag after weeks of dispute.",
  ),
  sourceItem(
    now,
    "World Desk",
    "German coalition agrees pension package after long talks",
    "Berlin's governing parties settled the dispute over the state pension level.",
  ),
];
const pool = [...otherSubjectItems(now, toward(0.05, 3)), ...ukDesk, ...germany];
const titles = (description: string) => curateDaily(description, pool, now).items.map((p) => p.title);

describe("a country named beside the subject", () => {
  it("'German politics' brings Germany's politics, not the UK desk's", () => {
    const picked = titles("German politics");
    expect(picked).toEqual(expect.arrayContaining(germany.map((c) => c.title)));
    for (const c of ukDesk) expect(picked).not.toContain(c.title);
  });

  it("'UK politics' still brings the UK desk's stories, which never say the UK", () => {
    expect(titles("UK politics")).toEqual(expect.arrayContaining(ukDesk.map((c) => c.title)));
  });
});
