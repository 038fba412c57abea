/**
 * How much an item's words say it is about an interest (decision 072, 121): BM25 with the phrase whole,
 * the interest's related terms, its words each with their stand-ins ("UK politics" → Britain … and
 * government …), and the item's feed's name ("BBC News - Politics", "ATP Tour"), kept apart because the
 * meaning gate in rank-items.ts is for the item's words, not for what its feed is called.
 */
import { regionCodesOf } from "./regions";
import type { Brief } from "../../common/curation";
import { escapeRegExp } from "../../common/escape-regexp";
import type { Candidate } from "./candidate";
import {
  countryCodesOf,
  hostCountry,
  namesAnyCountry,
  namesCountry,
  namesCountryAbroad,
  namesCountryWritingIn,
  ofCountries,
  standsForGovernment,
  US_WRITTEN,
} from "./countries";
import {
  kindsNamed,
  hasEntry,
  relatedTermsOf,
  saysOnlyInSetPhrases,
  saysOtherwiseInPhrases,
  saysTerm as says,
  notInOf,
  slotsOf,
  type Term,
  termOf,
  compoundsApart,
} from "./expansions";
import { saysInAnotherSense, saysInReadersSense, senseOfTerm, sensesOf } from "./word-senses";
import { PLACE_PREPOSITION } from "./brief-cues";
import type { ItemFeatures } from "./item-features";
import { countriesOfCities, isCity, isPlace } from "./localities";
import { hasPhrase, lexicalScores, STOPWORDS, saysJoined, type TextIndex } from "./text-index";
import { spelledOut } from "./spelled-out";
import { stem, tokenize, unaccented } from "./tokens";
import { competitionWords } from "./written-as-name";
import { ofOtherKindsOf } from "./other-kinds";
import { ASPECTS, FOR_WHOM, NEWS_FORM, onlyAsSector, subjectSaid } from "./phrase-roles";

/** what a non-English interest's subject feed is worth as evidence, on the words' scale (decision 100) */
const SUBJECT_EVIDENCE = 0.5;
/** what a feed whose name names the interest ("BBC News - Politics" for "politics") is worth */
const FEED_NAME_EVIDENCE = 0.6;
/**
 * The share of a phrase's evidence its head word alone carries: an English noun phrase is about its last
 * word ("UK politics" is politics; a politics desk rarely says "UK"). Tried and dropped: only on feeds that
 * say the whole phrase at times (fewer wrong "Christmas markets" picks from a markets desk, more missed
 * politics); lower on the evaluation (decision 121).
 */
const HEAD_ONLY = 0.5;

/**
 * What a headline saying the reader's phrase is worth at least (decision 139): BM25 is relative to the pool's
 * best hit, and a project's own blog that says "Rust" in every sentence left "Ubuntu 27.04 will ship Rust
 * coreutils…" under half its words' worth, so it needed a meaning that stands out alone. At this value the
 * headline is evidence enough (curate-items.ts); rank-items.ts's meaning gate still holds back another
 * sense of the word ("Leek rust").
 */
const HEADLINE_SAYS = 0.5;

/**
 * What a headline naming a country abroad is worth to the world's news (decision 173): "Typhon aux
 * Philippines : au moins 60 morts" is world news though it says no word of it. Abroad for the item's own
 * press: a country whose press writes in another language, or one COUNTRIES does not list; never the EU.
 * About half a related term's weight, so that the feed and the meaning still decide: at 0.7 the world
 * headlines took one more off-topic story.
 */
const ABROAD_EVIDENCE = 0.5;

export interface WordEvidence {
  /** the item's own words, per pool position (over 1 when its context words add to it) */
  lex: number[];
  /** what its feed's name says, per pool position */
  byName: number[];
  /**
   * whether the feed's name says only the phrase's last word ("Markets" for "Christmas markets"), with no
   * country before it
   */
  headOnly: boolean[];
  /** whether the headline says a kind of the subject the reader listed ("savings rates, mortgages, pensions") */
  kind: boolean[];
  /**
   * for a phrase naming a country beside its subject ("German politics", "politique française"): whether the
   * item is of that country (countries.ts `ofCountries`, or the country's own desk for the subject); for one
   * naming whom its subject is for ("women's football", FOR_WHOM): whether the item names them too; null for
   * any other phrase
   */
  held: boolean[] | null;
  /** whether the item says the whole interest (its phrase, all its words, or a related term), not a part of it */
  saysWhole: boolean[];
}

/** All of a phrase's evidence, half of it for its head (last word) alone, else none. */
const partly = (whole: boolean, head: boolean, weight: number) =>
  whole ? weight : head ? HEAD_ONLY * weight : 0;

/** A headline's words without the competitions it names (what the world's news looks for a country in). */
function outsideCompetitions(f: ItemFeatures): string {
  const competition = competitionWords(f.titleWords, f.names);
  return f.titleWords.filter((w) => !competition.has(w)).join(" ");
}

const nameCache = new Map<string, string[]>();
/** A source name's stems, without the words every outlet's name has. */
export function nameStems(sourceName: string): string[] {
  let hit = nameCache.get(sourceName);
  if (!hit) {
    hit = tokenize(sourceName)
      .filter((w) => !STOPWORDS.has(w) && w !== "news")
      .map(stem);
    if (nameCache.size > 5000) nameCache.clear();
    nameCache.set(sourceName, hit);
  }
  return hit;
}

/**
 * Whether a source's name says a phrase: its words in order, or a one-word phrase as the start of a word the
 * name runs together ("TechCrunch", "Cyclingnews", "SpaceNews", "ScienceDaily"); outlets name themselves so.
 */
function nameSays(name: string[], phrase: string[]): boolean {
  if (hasPhrase(name, phrase)) return true;
  const [only] = phrase;
  return (
    phrase.length === 1 &&
    only!.length >= 4 &&
    name.some((w) => w.length >= only!.length + 3 && w.startsWith(only!))
  );
}

export function wordEvidence(
  interest: Brief["interests"][number],
  pool: Candidate[],
  features: ItemFeatures[],
  index: TextIndex,
  opts: { subjectFeeds: Set<string> | null; siblings?: string[]; language?: string },
): WordEvidence {
  // a name's letter is its own ("Formula E", "Serie A", "Vitamin D"): kept, and the name said whole
  const letter = (w: string) =>
    w.length === 1 &&
    new RegExp(`\\p{Lu}\\p{L}*\\s+${w.toUpperCase()}(?![\\p{L}\\p{N}])`, "u").test(interest.phrase);
  // "US politics": the country, whose lower case is the pronoun (decision 229)
  const said = tokenize(compoundsApart(interest.phrase))
    .map((w) => (w === "us" && US_WRITTEN.test(interest.phrase) ? "usa" : w))
    .filter((w) => !STOPWORDS.has(w) || letter(w));
  const lettered = said.some((w) => STOPWORDS.has(w));
  // "tennis results" is tennis: a last word that names the form, not the subject, is not asked of an item
  // "politics in Germany" is asked as "German politics" is: the country first, the subject last (decision 191);
  // and "AI in healthcare" as "healthcare AI" (decision 245)
  const at = interest.phrase.search(PLACE_PREPOSITION);
  const after = at >= 0 ? new Set(tokenize(interest.phrase.slice(at))) : null;
  const first = (w: string) => namesAnyCountry(w) || !!after?.has(w);
  const ordered = after ? [...said.filter(first), ...said.filter((w) => !first(w))] : said;
  const words = ordered.length > 1 && NEWS_FORM.has(ordered.at(-1)!) ? ordered.slice(0, -1) : ordered;
  const phrase = words.join(" ");
  const stems = words.map(stem);
  // a word of several senses is the one the reader's other words choose (decision 199): an item saying it
  // with another sense's words and none of theirs does not say it ("the next James Bond" to "bonds")
  // (the phrase as asked: "bonds news" is "bonds")
  const senses = sensesOf(
    { phrase: words.length === 1 ? phrase : interest.phrase, context: interest.context },
    opts.siblings,
  );
  const ownSense = senses.find((s) => words.length === 1 && s.word === stems[0]);
  const contextSenses = senses.filter((s) => s !== ownSense);
  // "world" alone is world news; inside "world title" it is not: an item saying it is no evidence. Unless
  // the reader chose the word's other sense ("rust in the garden"), whose items say it
  const literal = !saysOtherwiseInPhrases(phrase) || (!!ownSense && ownSense.reader > 0);
  const lexAll = literal ? lexicalScores(index, words, true) : new Map<number, number>();
  const lexAny = words.length > 1 ? lexicalScores(index, words, false) : lexAll;
  const lexCtx = lexicalScores(
    index,
    interest.context.flatMap((c) => tokenize(c)),
    false,
  );
  // an entry for the phrase as written keeps the function word its words lose ("eating out"), and its hyphen
  // ("start-up", whose tokens are the word and its parts; decision 257)
  const written = [tokenize(interest.phrase).join(" "), interest.phrase.toLowerCase().trim()].find(hasEntry);
  // related terms the stories use instead ("LLMs" → model names): each counts as a whole phrase; a
  // phrase without an entry of its own has them per word instead (`slots`): each word or a stand-in for it
  const slots = written ? null : slotsOf(words, phrase)?.map((alts) => alts.map(termOf));
  const aspect = words.length > 1 && ASPECTS.has(stems.at(-1)!);
  // the world's news ("world", "international", "l'actualité internationale"): what happens abroad
  const worldly = [phrase, ...relatedTermsOf({ phrase, context: [] })].includes("international");
  const known = slots ? [] : relatedTermsOf({ phrase: written ?? phrase, context: interest.context });
  // an acronym no entry knows stands for what the stories spell it out as ("WSL": Women's Super League)
  const spelled =
    !slots && !known.length && said.length === 1
      ? spelledOut(
          interest.phrase.trim(),
          pool.flatMap((c) => [c.title, c.summary]),
        )
      : [];
  const related = [...known, ...spelled].map(termOf);
  const phraseTerm: Term = { stems, languages: null, notIn: notInOf(phrase) };
  const relatedSenses = related.map(senseOfTerm);
  // kinds the reader wrote after the subject, in lower case (a capitalised one is a place, an outlet or a
  // body: "London", "Nature", "Brussels"); rank-items.ts weighs a headline naming one (LISTED_KIND). German
  // writes every noun with its capital: there a word of one piece is a kind unless it is a place or in
  // capitals ("Geld sparen: Tagesgeld, Strompreise, Rente"; not "BVG", "Berlin")
  const kinds = interest.context
    .filter((c) => c === c.toLowerCase() || (opts.language === "de" && germanNoun(c)))
    .map((c) =>
      tokenize(c)
        .filter((w) => !STOPWORDS.has(w))
        .map(stem),
    )
    .filter((k) => k.length > 0);
  // a feed named for the subject ("BBC Sport") covers all of it: not evidence for the kinds of it the reader
  // listed ("Sport: cyclisme, tennis, rugby"); a feed named for one of them is
  const narrowed = kindsNamed({ phrase, context: interest.context });
  const ownInName = narrowed ? related : [phraseTerm, ...related];
  // a country's outlet ("franceinfo", "France 24") reports the world too: its name says a story is the
  // country's only when the story is (it names no other country, ofCountries); a city's desk
  // ("Tagesspiegel - Berlin") is about the city
  const ofCountry = words.length > 0 && words.every(namesCountry) ? ofCountries(words) : null;
  // "UK politics": a desk covers its country's politics without saying the country, when it writes in that
  // country's language (an English "Politics" desk is not Germany's, decision 146)
  const placeModified = (language: string) =>
    words.slice(0, -1).every((w) => namesCountryWritingIn(w, language));
  // …and is not another country's outlet by its domain (a BBC desk is the UK's, decision 229)
  const askedCodes = countryCodesOf(words.slice(0, -1));
  const ofHost = (feedUrl: string) => {
    const host = hostCountry(feedUrl);
    return !host || askedCodes.has(host);
  };
  // a country's word is said by an item of that country's own press naming no other country, when that
  // press writes in a language few countries share: "Koalition streitet über Bürgergeld-Reform" is German
  // politics; an English headline naming no country could be any of a dozen countries'
  const countrySlot = words.map((w) => (namesCountry(w) ? ofCountries([w]) : null));
  const slotHits = features.map((f, i) =>
    slots?.map(
      (alts, n) =>
        alts.some((a) => says(f.stems, a, f.language)) ||
        (f.language !== "en" &&
          !!countrySlot[n]?.({ title: pool[i]!.title, text: pool[i]!.title, language: f.language })),
    ),
  );
  // a name of one word is written with its capital: "Monty Don's jobs: pruning apple trees" is not Apple's
  // (decision 197); a headline in capitals says it either way
  // (and with its accents or without: "Pogacar" is the reports' "Pogačar")
  const nameWord = interest.name && said.length === 1 ? unaccented(interest.phrase.trim()) : "";
  const capitalised = /^\p{Lu}\p{Ll}/u.test(nameWord)
    ? new RegExp(
        `(?<![\\p{L}\\p{N}])(?:${escapeRegExp(nameWord)}|${escapeRegExp(nameWord.toUpperCase())})(?![\\p{Ll}])`,
        "u",
      )
    : null;
  const byName = pool.map(() => 0);
  const nameSaid = new Map<string, { slots: boolean[]; whole: boolean }>();
  const headOnly = pool.map(() => false);
  const kind = pool.map(() => false);
  // a desk named for the subject in the named country's language ("BBC News - Politics" for "UK politics")
  const desk = pool.map(() => false);
  // an item that says the interest only inside a set phrase of another meaning ("a VW Golf" to "golf",
  // decision 204) does not say it, and is not of it, as an item of another sense (decision 199); nor is a
  // story of another kind of the subject the interest is a kind of ("rugby": a Premier League preview,
  // decision 205)
  const ofOtherKind = ofOtherKindsOf(
    { key: written ?? phrase, words: slots ? words : null, stems, related },
    pool,
    features,
  );
  const ownTerms = [phraseTerm, ...related];
  const setPhraseOnly = ownTerms.some((t) => t.notIn.length)
    ? pool.map((_, i) => saysOnlyInSetPhrases(features[i]!.stems, ownTerms, features[i]!.language))
    : null;
  const regionCodes = regionCodesOf(phrase);
  const saysWhole = pool.map(() => false);
  const lex = pool.map((c, i) => {
    const itemStems = features[i]!.stems;
    const language = features[i]!.language;
    // "Japan's Nikkei falls as tech shares slide": a subject word said only as a market's sector is market
    // news, not the subject's; its related terms still count ("record data center sales")
    const ownSaid =
      literal &&
      !(stems.length === 1 && onlyAsSector(itemStems, stems[0]!)) &&
      (!ownSense || saysInReadersSense(itemStems, ownSense)) &&
      !setPhraseOnly?.[i] &&
      (!capitalised || capitalised.test(unaccented(`${c.title} ${c.summary} ${c.content.slice(0, 1500)}`)));
    const all = ownSaid ? (lexAll.get(i) ?? 0) : 0;
    // a phrase counts whole: its words together, or at least all of them; single words of it barely
    // the phrase written as one word ("stockmarkets"): looked for in the headline only when the item says it
    const joined = ownSaid && saysJoined(itemStems, stems);
    const whole =
      (words.length > 1 && all > 0 && hasPhrase(itemStems, stems)) || joined ? 1 : lettered ? 0 : all;
    const saidRelated = related.filter(
      (r, n) =>
        says(itemStems, r, language) &&
        !(relatedSenses[n] && saysInAnotherSense(itemStems, relatedSenses[n])),
    );
    const relatedHits = saidRelated.length;
    const hits = slotHits[i];
    // a competition named for a country ("Giro d'Italia", "Australian Open") is sport, not news from abroad
    const abroad = worldly && namesCountryAbroad(outsideCompetitions(features[i]!), language);
    // a region's story names a city of one of its countries in its headline ("Sudan's warring sides agree
    // to talks in Jeddah", decision 218)
    const regional = !!regionCodes && [...countriesOfCities(c.title)].some((code) => regionCodes.has(code));
    const rel = relatedHits
      ? Math.min(0.8, 0.45 + 0.15 * relatedHits)
      : hits
        ? partly(hits.every(Boolean), subjectSaid(hits, aspect), 0.7)
        : abroad || regional
          ? ABROAD_EVIDENCE
          : 0;
    // a passing mention in the body (not the headline) is weak evidence: "AI-driven bots" in a crypto story
    const titleStems = itemStems.slice(0, features[i]!.titleWords.length);
    const inTitle =
      abroad ||
      regional ||
      // a term the headline says is one the item says (the headline leads its stems)
      (ownSaid && says(titleStems, phraseTerm, language)) ||
      saidRelated.some((r) => says(titleStems, r, language)) ||
      (ownSaid && stems.some((s) => titleStems.includes(s))) ||
      (joined && saysJoined(titleStems, stems)) ||
      !!slots?.some((alts) => alts.some((a) => says(titleStems, a, language)));
    const base = Math.max(whole, rel, ownSaid && !lettered ? 0.25 * (lexAny.get(i) ?? 0) : 0);
    // (before an aspect, its subject said is the interest said: "climate target" for "climate policy")
    saysWhole[i] =
      whole > 0 ||
      relatedHits > 0 ||
      (!!hits && (hits.every(Boolean) || (aspect && subjectSaid(hits, aspect)))) ||
      abroad ||
      regional;
    // the feed's own name says what it covers: the interest, or the part of it the item does not say
    // (worked out once per source: which of the phrase's slots, or the whole phrase, its name says)
    // (a term of some languages only, "foot", counts in the name of a feed written in one of them)
    const nameKey = `${language} ${c.sourceName}`;
    let inName = nameSaid.get(nameKey);
    if (!inName) {
      const name = nameStems(c.sourceName);
      const inNameOf = (t: Term) =>
        (!t.languages || t.languages.includes(language)) && nameSays(name, t.stems);
      inName = {
        slots: slots?.map((alts) => alts.some(inNameOf)) ?? [],
        whole: ownInName.some(inNameOf),
      };
      nameSaid.set(nameKey, inName);
    }
    const slotInName = inName.slots;
    desk[i] = !!slotInName.at(-1) && placeModified(language) && ofHost(c.feedUrl);
    // the rest of the phrase said in the headline: a passing word of the text ("…bookings for the Christmas
    // period" in a markets desk's story) does not make the desk's name the phrase's
    // (the country's own desk for the subject says the country too: "Labour MP defects…" is UK politics)
    const nameWhole =
      desk[i] || slots?.every((alts, n) => slotInName[n] || alts.some((a) => says(titleStems, a, language)));
    if (slots && !nameWhole && subjectSaid(slotInName, aspect) && !desk[i]) headOnly[i] = true;
    byName[i] = slots
      ? partly(!!nameWhole, subjectSaid(slotInName, aspect), FEED_NAME_EVIDENCE)
      : partly(inName.whole, false, FEED_NAME_EVIDENCE);
    if (byName[i] && ofCountry && !ofCountry({ title: c.title, text: `${c.title} ${c.summary}`, language }))
      byName[i] = 0;
    // a feed named for the word ("Rust Blog") speaks for its sense only
    if (byName[i] && ownSense && !saysInReadersSense(itemStems, ownSense)) byName[i] = 0;
    // a context word said in another sense ("Announcing Rust 1.100.0" to "plant diseases like rust")
    const ctxOther = contextSenses.filter((s) => saysInAnotherSense(itemStems, s));
    kind[i] = kinds.some((k) => hasPhrase(titleStems, k) && !ctxOther.some((s) => k.join(" ") === s.word));
    const headlineSays = ownSaid && (hasPhrase(titleStems, stems) || saysJoined(titleStems, stems));
    const fromWords = Math.max(
      (inTitle ? base : 0.4 * base) + (ctxOther.length ? 0 : 0.3 * (lexCtx.get(i) ?? 0)),
      headlineSays ? HEADLINE_SAYS : 0,
    );
    // a German, French or Spanish brief has no meaning to go by (the word vectors are English): an item of
    // a feed the catalogue lists under the interest's subject ("Garten" → Mein schöner Garten) counts as
    // much as half its words would (decision 100)
    return opts.subjectFeeds?.has(c.feedUrl) ? Math.max(fromWords, SUBJECT_EVIDENCE) : fromWords;
  });
  // the place a phrase names beside its subject holds the item to it: "German politics" is not the UK's;
  // the country's own desk for the subject covers its dealings abroad too ("Home Office announces new small
  // boats agreement with Germany", decision 147)
  // (a region's name is none: "Latin America" is not America's, decision 218)
  const places = regionCodes ? [] : words.filter(namesAnyCountry);
  const ofPlaces = places.length > 0 && places.length < words.length ? ofCountries(places) : null;
  // a story of one of its cities is of the country ("Berlin climate fintech Pliant raises…")
  const placeCodes = ofPlaces ? countryCodesOf(places) : new Set<string>();
  // the cities the reader wrote right after the subject hold its stories there as a country in the phrase
  // does: they name one, or come from a desk named for it ("Cycling in Bristol": the Bristol Post's bike lane,
  // not the Giro's route; "Food and drink news in London and Bristol"; never a city that stands for its
  // government: "How Brussels and Washington are reining in big tech"; decision 252)
  const end = interest.context.findIndex((c) => !isCity(c) || standsForGovernment(c));
  const leadingCities = interest.context.slice(0, end < 0 ? undefined : end);
  const cities =
    leadingCities.length && !said.some(isPlace) ? leadingCities.map((c) => tokenize(c).map(stem)) : null;
  // whom the subject is for holds the item to them likewise: "women's football" is not the men's game
  const forWhom = words.length > 1 ? words.flatMap((w, n) => (FOR_WHOM.has(w.toLowerCase()) ? [n] : [])) : [];
  // (a kind listed beside it, with an entry of its own, says nothing of whom: "Women's sport - football,
  // tennis" is the women's football, not the Premier League's)
  const whomContext = forWhom.length
    ? interest.context
        .filter((c) => !hasEntry(c))
        .map((c) => tokenize(c).map(stem))
        .filter((c) => c.length > 0)
    : [];
  // an item that says a word of the interest in another sense is not of it, whatever its meaning's score
  // (most interests have no such word: no pass over the pool for them)
  const otherSense =
    senses.length || setPhraseOnly || ofOtherKind
      ? pool.map(
          (_, i) =>
            !!setPhraseOnly?.[i] ||
            !!ofOtherKind?.[i] ||
            senses.some((s) => saysInAnotherSense(features[i]!.stems, s)),
        )
      : null;
  const held =
    ofPlaces || cities || forWhom.length || otherSense?.includes(true)
      ? pool.map(
          (c, i) =>
            !otherSense?.[i] &&
            (!ofPlaces ||
              desk[i]! ||
              ofPlaces({
                feedUrl: c.feedUrl,
                title: c.title,
                text: `${c.title} ${c.summary}`,
                language: features[i]!.language,
              }) ||
              [...countriesOfCities(`${c.title} ${c.summary}`)].some((code) => placeCodes.has(code))) &&
            (!cities ||
              cities.some(
                (city) => hasPhrase(features[i]!.stems, city) || nameSays(nameStems(c.sourceName), city),
              )) &&
            (forWhom.every((n) =>
              slotHits[i] ? slotHits[i][n]! : hasPhrase(features[i]!.stems, [stem(words[n]!)]),
            ) ||
              // what the reader named beside it says whom as well ("Women's tennis only - WTA")
              whomContext.some((c) => hasPhrase(features[i]!.stems, c))),
        )
      : null;
  return { lex, byName, headOnly, kind, held, saysWhole };
}

/** A German common noun as a reader lists it: one capitalised word, no place, no acronym. */
const germanNoun = (c: string) => /^\p{Lu}[\p{Ll}-]+$/u.test(c.trim()) && !isPlace(c);
