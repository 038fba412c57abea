import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { relatedTermsOf } from "../../../server/curation/expansions";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import { candidate, curateDaily, otherNewsItems, shownTitles, sourceItem } from "../../support/candidates";

// Decision 242: what the reader says they do not do is left out; "the essentials" heads a list; the rest of
// the sources is no subject; who a list concerns narrows it; an aspect left out is the asked subject's; the
// other interests choose a word's sense; and a few entries (flying, the leagues' clubs, health in French).
describe("habits, aspects left out, and the sense the other interests choose", () => {
  const now = new Date("2026-05-04T07:00:00Z");
  const others = candidatesFromItems(otherNewsItems(now), now);

  it("what the reader does not do is left out: 'I don't fly', 'I never watch football', 'I don't eat meat'", () => {
    expect(parseBrief("Travel news - rail trips and city breaks, I don't fly")).toMatchObject({
      interests: [{ phrase: "Travel" }],
      exclusions: ["flying"],
    });
    expect(parseBrief("Sport news. I never watch football").exclusions).toEqual(["football"]);
    // an object is what goes, not the reader's meal
    expect(parseBrief("Recipes. I don't eat meat.")).toMatchObject({
      interests: [{ phrase: "Recipes" }],
      exclusions: ["meat"],
    });
    expect(parseBrief("Films. I don't really like horror or gore").exclusions).toEqual(["horror", "gore"]);
    // what says nothing of a subject stays out of the exclusions
    expect(parseBrief("Tennis. I don't mind long reads").exclusions).toEqual([]);
    expect(parseBrief("F1. I can't wait for the new season").exclusions).toEqual([]);
    // an adverb before such a verb is not the verb ("I don't really mind …")
    expect(parseBrief("Tennis. I don't really mind long reads").exclusions).toEqual([]);
  });

  it("'I don't fly' leaves the airline's flights out of a travel briefing, and keeps the sleeper train", () => {
    const pool = [
      sourceItem(
        now,
        "Travel Desk",
        "Budget airline cuts winter flights to regional airports",
        "Fees blamed.",
      ),
      sourceItem(
        now,
        "Travel Desk",
        "The night train from Paris to Vienna is back",
        "New cabins for travellers.",
      ),
      sourceItem(
        now,
        "Travel Desk",
        "City breaks by rail: five festive trips",
        "Christmas markets by train.",
      ),
      ...others,
    ];
    const shown = shownTitles("Travel news - rail trips and city breaks, I don't fly", pool, now);
    expect(shown).toContain("The night train from Paris to Vienna is back");
    expect(shown).not.toContain("Budget airline cuts winter flights to regional airports");
  });

  it("'Just the essentials: world, business, science' asks for the three, not for essentials", () => {
    expect(parseBrief("Just the essentials each week: world, business, science").interests).toEqual([
      { phrase: "world", context: [] },
      { phrase: "business", context: [] },
      { phrase: "science", context: [] },
    ]);
    expect(parseBrief("The basics: UK politics and the economy").interests.map((i) => i.phrase)).toEqual([
      "UK politics",
      "economy",
    ]);
  });

  it("'from the WHO and elsewhere' names a source, not a subject beside the others", () => {
    expect(parseBrief("Disease outbreaks and vaccines, from the WHO and elsewhere")).toMatchObject({
      interests: [{ phrase: "Disease outbreaks" }, { phrase: "vaccines" }],
      sources: ["WHO"],
    });
    expect(parseBrief("Tech news from The Verge and other sites")).toMatchObject({
      interests: [{ phrase: "Tech", context: [] }],
      sources: ["Verge"],
    });
  });

  it("who a list concerns narrows the rest of it: 'Kids, phones and social media'", () => {
    expect(parseBrief("Kids, phones and social media").interests).toEqual([
      { phrase: "phones", context: ["Kids"] },
      { phrase: "social media", context: ["Kids"] },
    ]);
    // alone, it is what the reader asked for
    expect(parseBrief("Kids").interests).toEqual([{ phrase: "Kids", context: [] }]);
  });

  it("'Crypto regulation, not prices' leaves out the coin's slump, not the regulator's ruling or the pump prices", () => {
    const pool = [
      sourceItem(
        now,
        "Coin Desk",
        "Bitcoin slumps under $80K as traders sell",
        "Leveraged longs liquidated.",
      ),
      sourceItem(now, "Coin Desk", "SEC approves staking for spot ether ETFs", "Crypto funds can now stake."),
      // another report of the ruling, whose angle is the price: the ruling is not a price story for it
      sourceItem(
        now,
        "Chain News",
        "Ether ETFs can now stake: what it means for the ETH price",
        "The SEC ruled.",
      ),
      sourceItem(
        now,
        "Motoring Desk",
        "Petrol prices rise for a third week",
        "Drivers pay more at the pump.",
      ),
      ...others,
    ];
    const r = curateDaily("Crypto regulation in the US and Europe, not prices", pool, now);
    const shown = r.items.map((p) => p.title);
    expect(shown).toContain("SEC approves staking for spot ether ETFs");
    expect(shown).not.toContain("Bitcoin slumps under $80K as traders sell");
    // the petrol story is not the reader's subject at all: it is not counted as left out for prices
    expect(r.excludedBy).toEqual([{ concept: "prices", count: 2 }]);
  });

  it("the other interests choose a word's sense: 'Gigs, tours and new albums' is not cycling's Tour", () => {
    const pool = [
      sourceItem(now, "Music Desk", "The band announce their final UK tour", "Tickets go on sale on Friday."),
      sourceItem(
        now,
        "Cycling Desk",
        "Champion confirms Giro-Tour double for next year",
        "The rider's team agreed.",
      ),
      sourceItem(now, "Music Desk", "Debut album tops the chart", "The singer's first record."),
      ...others,
    ];
    const shown = shownTitles("Gigs, tours and new albums", pool, now);
    expect(shown).toContain("The band announce their final UK tour");
    expect(shown).not.toContain("Champion confirms Giro-Tour double for next year");
  });

  it("a league's clubs are its stories: 'Bundesliga' finds Dortmund's and Leverkusen's wins; the EZB is the ECB", () => {
    const german = (title: string, summary: string, source: string) =>
      candidate(
        `${source.toLowerCase().replace(/\W+/g, "")}.example`,
        title,
        summary,
        { now, hoursAgo: 3 },
        {
          language: "de",
          sourceName: source,
        },
      );
    const pool = [
      german("Dortmund gewinnt das Revierderby", "Zwei Tore in der Schlussphase.", "Fußball Aktuell"),
      german("Leverkusen dreht das Spiel in Freiburg", "Ein Doppelpack nach der Pause.", "Fußball Aktuell"),
      german("Sturm über Norddeutschland", "Der Wetterdienst warnt.", "Wetter"),
      german("Koalition streitet über den Haushalt", "Die Fraktionen sind uneins.", "Politik"),
      ...others,
    ];
    const shown = shownTitles("Was gibt's Neues in der Bundesliga?", pool, now);
    expect(shown).toEqual(
      expect.arrayContaining(["Dortmund gewinnt das Revierderby", "Leverkusen dreht das Spiel in Freiburg"]),
    );
    expect(shown).not.toContain("Sturm über Norddeutschland");
    const rates = [
      sourceItem(
        now,
        "Markets Desk",
        "ECB's Lagarde signals rates on hold",
        "The euro area's inflation eases.",
      ),
      ...others,
    ];
    expect(shownTitles("Börse, Zinsen und die EZB", rates, now)).toContain(
      "ECB's Lagarde signals rates on hold",
    );
  });

  it("with the leagues listed as kinds, a Champions League story naming a Premier League club still comes", () => {
    const pool = [
      sourceItem(
        now,
        "Football Desk",
        "Champions League power rankings: Arsenal stay top",
        "A perfect group run.",
      ),
      sourceItem(
        now,
        "Football Desk",
        "Premier League preview: Liverpool vs Arsenal",
        "The weekend's fixtures.",
      ),
      ...others,
    ];
    const shown = shownTitles(
      "European football - Champions League, La Liga, Bundesliga. Not the Premier League.",
      pool,
      now,
    );
    expect(shown).toContain("Champions League power rankings: Arsenal stay top");
    expect(shown).not.toContain("Premier League preview: Liverpool vs Arsenal");
  });

  it("a country beside the kinds listed is no kind of the subject: its name is not a term of football", () => {
    const terms = relatedTermsOf({ phrase: "football", context: ["Bundesliga", "Germany"] });
    expect(terms).toContain("dortmund");
    expect(terms).not.toContain("germany");
    expect(terms).not.toContain("german");
  });

  it("French health is its diseases and vaccines; 'pas de conseils minceur' leaves out the weight-loss jabs", () => {
    const pool = [
      candidate(
        "infos.example",
        "Rougeole : les cas doublent en Europe",
        "Campagnes de rattrapage vaccinal.",
        {
          now,
          hoursAgo: 3,
        },
        { language: "fr", sourceName: "Infos" },
      ),
      sourceItem(now, "Health Desk", "Weight-loss jabs to be offered by family doctors", "A slimming drug."),
      ...others,
    ];
    const shown = shownTitles("Santé et médecine, mais pas de conseils minceur", pool, now);
    expect(shown).toContain("Rougeole : les cas doublent en Europe");
    expect(shown).not.toContain("Weight-loss jabs to be offered by family doctors");
  });
});
