import { describe, expect, it } from "vitest";
import { removeInterest } from "../../../common/plan";
import { parseBrief } from "../../../server/curation";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import {
  curateDaily,
  embeddedSourceItem,
  evaluationDayTitles,
  ONE_AXIS_ENCODER,
  otherNewsItems,
  otherSubjectItems,
  sourceItem,
  toward,
} from "../../support/candidates";

// Decision 239: what the reader has heard enough of is left out; an aspect after a subject shares its
// modifier; the words of "big tech" stand for the giants together; a country's own desk says the country.
describe("enough of it, and aspects that share a subject", () => {
  const now = new Date("2026-05-04T07:00:00Z");
  const others = candidatesFromItems(otherNewsItems(now), now);
  const titles = (description: string, pool: ReturnType<typeof sourceItem>[]) =>
    curateDaily(description, pool, now).items.flatMap((p) => [p.title]);

  it("what the reader has heard enough of, is done with or not bothered about is an exclusion", () => {
    expect(parseBrief("UK politics, but I've heard enough about the Budget").exclusions).toEqual(["budget"]);
    expect(parseBrief("Tech news. Enough about AI already").exclusions).toEqual(["ai"]);
    expect(parseBrief("Science, not bothered about space").exclusions).toEqual(["space"]);
    expect(parseBrief("Tennis and golf, couldn't care less about football").exclusions).toEqual(["football"]);
    expect(parseBrief("I've had enough of Trump. World news").exclusions).toEqual(["trump"]);
    expect(parseBrief("No more Brexit please, just UK news").exclusions).toEqual(["brexit"]);
    expect(parseBrief("Fußball, aber ich habe genug von Transfergerüchten").exclusions).toEqual([
      "transfergerüchten",
    ]);
    expect(parseBrief("Du sport, j'en ai assez du foot").exclusions).toEqual(["foot"]);
    expect(parseBrief("Política, ya basta de Trump").exclusions).toEqual(["trump"]);
    // "enough" as an amount is no exclusion
    expect(parseBrief("Give me enough news about tennis").exclusions).toEqual([]);
  });

  it("German transfer rumours after 'genug von' take the rumour stories away", () => {
    const pool = [
      sourceItem(
        now,
        "kicker",
        "Gerüchte: Dortmund beobachtet Stürmer aus Belgien",
        "Ein Wechsel im Winter?",
      ),
      sourceItem(now, "kicker", "Bayern gewinnt das Topspiel in Leverkusen", "Kane trifft doppelt."),
      ...others,
    ];
    const shown = titles("Fußball, aber ich habe genug von Transfergerüchten", pool);
    expect(shown).toContain("Bayern gewinnt das Topspiel in Leverkusen");
    expect(shown).not.toContain("Gerüchte: Dortmund beobachtet Stürmer aus Belgien");
  });

  it("'the Budget' left out takes the Budget's reports, not every cut or spending story", () => {
    const pool = [
      sourceItem(
        now,
        "BBC News - Politics",
        "Chancellor freezes tax thresholds in the Budget",
        "Reeves set out…",
      ),
      sourceItem(now, "Markets Desk", "Gilts slide as investors question fiscal headroom", "Yields rose."),
      sourceItem(now, "BBC News - Politics", "Labour MP defects to the Greens", "A blow to the government."),
      sourceItem(
        now,
        "Travel Desk",
        "Airline cuts winter flights over airport fees",
        "Spending on fees rose.",
      ),
      ...others,
    ];
    const r = curateDaily("UK politics, but I've heard enough about the Budget", pool, now);
    const shown = r.items.map((p) => p.title);
    expect(shown).toContain("Labour MP defects to the Greens");
    expect(shown).not.toContain("Chancellor freezes tax thresholds in the Budget");
    expect(shown).not.toContain("Gilts slide as investors question fiscal headroom");
    // a cut or a spending story of another subject is not the Budget
    expect(titles("Airlines and travel, but I've heard enough about the Budget", pool)).toContain(
      "Airline cuts winter flights over airport fees",
    );
  });

  it("a country's own politics desk is that country's politics though its headlines do not name it", () => {
    // the evaluation's day: BBC News - Politics, whose headlines name no country
    expect(evaluationDayTitles("UK politics")).toEqual([
      "Starmer faces backbench rebellion over welfare reform vote",
      "Labour MP defects to the Greens over two-child benefit cap",
      "Budget 2026: Chancellor freezes income tax thresholds for two more years",
      "Badenoch sets out plan to scrap stamp duty on main homes",
    ]);
  });

  it("a lone aspect after a subject shares its modifier: 'Crypto markets and prices' is crypto prices", () => {
    expect(parseBrief("Crypto markets and prices").interests.map((i) => i.phrase)).toEqual([
      "Crypto markets",
      "Crypto prices",
    ]);
    expect(parseBrief("AI research and policy").interests.map((i) => i.phrase)).toEqual([
      "AI research",
      "AI policy",
    ]);
    // a name before it shares nothing
    expect(parseBrief("Tesla and prices").interests.map((i) => i.phrase)).toEqual(["Tesla", "prices"]);
    // and the plan panel removes either as the reader sees it
    expect(removeInterest("Crypto markets and prices - no scams", "Crypto prices")).toBe(
      "Crypto markets - no scams",
    );
    expect(removeInterest("Crypto markets and prices - no scams", "Crypto markets")).toBe(
      "Crypto prices - no scams",
    );
  });

  it("'crypto prices' are the coins' moves, whose headlines do not say 'price'", () => {
    const pool = [
      sourceItem(
        now,
        "Coin Desk",
        "Bitcoin slides below $80,000 as ETF outflows grow",
        "Liquidations hit $1bn.",
      ),
      sourceItem(
        now,
        "Shopping",
        "Black Friday: how to tell a real deal from a fake price cut",
        "Check prices.",
      ),
      ...others,
    ];
    expect(titles("Crypto prices", pool)[0]).toBe("Bitcoin slides below $80,000 as ETF outflows grow");
  });

  it("'big tech companies' are the giants: a 'big test' for 'software companies' is not", () => {
    const shown = evaluationDayTitles("What are the big tech companies up to?");
    expect(shown).toContain("Meta releases Llama 5 with open weights — with a few strings attached");
    expect(shown).toContain(
      "Google's quantum chip runs an algorithm 13,000 times faster than a supercomputer",
    );
    expect(shown).not.toContain("Private credit funds face first big test as defaults rise");
  });

  it("'Was gibt's Neues …' and '¿Qué pasa …?' ask about what follows", () => {
    expect(parseBrief("Was gibt's Neues in der Bundesliga?").interests.map((i) => i.phrase)).toEqual([
      "Bundesliga",
    ]);
    expect(parseBrief("¿Qué pasa en la política?").interests.map((i) => i.phrase)).toEqual(["política"]);
  });

  it("'no product announcements' leaves out the launches, in German as in English", () => {
    const pool = [
      sourceItem(now, "heise", "Neues KI-Modell Claude Opus 5 vorgestellt", "Es kann programmieren."),
      sourceItem(now, "heise", "KI-Forscher finden neue Schwäche in Sprachmodellen", "Eine Studie zeigt es."),
      ...others,
    ];
    const shown = titles("KI und Sprachmodelle, keine Produktankündigungen", pool);
    expect(shown).toContain("KI-Forscher finden neue Schwäche in Sprachmodellen");
    expect(shown).not.toContain("Neues KI-Modell Claude Opus 5 vorgestellt");
    expect(titles("KI und Sprachmodelle", pool)).toContain("Neues KI-Modell Claude Opus 5 vorgestellt");
  });

  it("a rugby Test against the All Blacks is not cricket, whatever the country", () => {
    const pool = [
      sourceItem(now, "Sport", "England collapse to 142 all out in Christchurch", "Henry took five wickets."),
      sourceItem(
        now,
        "Sport",
        "England 24-22 New Zealand: late penalty seals win",
        "An Autumn Nations Series match.",
      ),
      ...others,
    ];
    const shown = titles("Cricket, mainly England", pool);
    expect(shown).toContain("England collapse to 142 all out in Christchurch");
    expect(shown).not.toContain("England 24-22 New Zealand: late penalty seals win");
  });

  it("a Spanish interest no Spanish story says gets a report that says it, not the story nearest in meaning", () => {
    // the encoder places a Spanish sports headline nearest "Noticias de la Unión Europea"; an English report
    // says "EU"
    const english = embeddedSourceItem(
      now,
      "Travel News",
      "EU's Entry/Exit System is now fully live",
      "Travellers from outside the EU register their fingerprints.",
      0.2,
    );
    const spanish = {
      ...embeddedSourceItem(
        now,
        "MARCA",
        "Alcaraz, listo para la semifinal",
        "El murciano jugará el sábado.",
        0.5,
      ),
      language: "es" as const,
    };
    const pool = [...otherSubjectItems(now, toward(0.05, 3)), english, spanish];
    const shown = curateDaily("Noticias de la Unión Europea", pool, now, ONE_AXIS_ENCODER).items.map(
      (p) => p.title,
    );
    expect(shown).toEqual([english.title]);
  });
});
