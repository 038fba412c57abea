import { describe, expect, it } from "vitest";
import { ofCountries } from "../../../server/curation/countries";
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
const titles2 = (description: string, candidates: typeof pool) =>
  curateDaily(description, candidates, now).items.map((p) => p.title);
const titles = (description: string) => titles2(description, pool);

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

// Decision 147: an item in the country's own press language is the country's only while its headline names
// no other country: Le Monde's front page on China's premier in Brazil is not French politics, and an English
// world desk's Japanese election is not UK politics.
describe("a headline about another country", () => {
  it("is not of the country asked for, though written in its press's language", () => {
    const of = (words: string[], title: string, language: string) =>
      ofCountries(words)({ title, text: title, language });
    expect(of(["française"], "Réforme des retraites : le Sénat adopte la suspension", "fr")).toBe(true);
    expect(of(["française"], "Le premier ministre chinois signe une série d'accords au Brésil", "fr")).toBe(
      false,
    );
    expect(of(["UK"], "Japan's prime minister calls snap election over budget row", "en")).toBe(false);
    expect(of(["UK"], "Americans flock to ski resorts as snow arrives early", "en")).toBe(false);
    // the country asked for named beside another: its story too
    expect(of(["UK"], "UK and France sign new migrant returns agreement", "en")).toBe(true);
    expect(of(["français"], "Guerre en Ukraine : Paris envoie des émissaires à Genève", "fr")).toBe(false);
    // the EU's press is anyone's: a member state named is still EU news
    expect(of(["EU"], "Germany blocks EU deal on combustion engines", "en")).toBe(true);
    // a seat of power says where a story is (decision 156): MEPs are the EU's, the Bundestag Germany's
    expect(of(["UK"], "MEPs back AI Act 'stop the clock' in plenary vote", "en")).toBe(false);
    expect(of(["EU"], "MEPs back AI Act 'stop the clock' in plenary vote", "en")).toBe(true);
    expect(of(["UK"], "Downing Street rules out a snap election", "en")).toBe(true);
  });

  it("'UK politics' leaves out a world desk's story about Japan, not the UK's own dealings abroad", () => {
    const world = [
      ["UK and Japan sign defence pact in Tokyo", "Troops of both countries will train together."],
      ["Japan's prime minister calls snap election over budget row", "Voters go to the polls next month."],
    ].map(([title, summary]) => sourceItem(now, "World Desk", title!, summary!));
    // the country's own politics desk: its story of a deal abroad is still the country's politics
    const abroad = sourceItem(
      now,
      "BBC News - Politics",
      "Home Secretary signs returns deal with Germany",
      "The agreement covers people who crossed the Channel in small boats.",
    );
    const picked = titles2("UK politics", [...pool, ...world, abroad]);
    expect(picked).toEqual(expect.arrayContaining([world[0]!.title, abroad.title]));
    expect(picked).not.toContain(world[1]!.title);
  });
});
