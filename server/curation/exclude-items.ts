/**
 * Semantic exclusions (decision 073). An item is dropped when it is about an excluded concept:
 * - it names the concept (all its words, or all but one of three or more), or a close neighbour of it in
 *   the word vectors ("sports" → "soccer", "basketball"); or
 * - its meaning is near the concept, the concept taught (pseudo-relevance feedback) by the items that
 *   name it, and nearer to it than to anything the reader asked for; or
 * - its feed is about the concept (most of the feed's items name it), unless the concept narrows an interest
 *   or the item says what the reader asked for; or
 * - it reports the same event as an item that names the concept (decision 190).
 * Borderline items go: a violation is a bug, a missed item is not.
 * An exclusion that narrows an interest ("health, but not mental health": it holds all of the interest's
 * words) goes by its name only: by meaning, everything about the interest is near it.
 */
import type { Brief } from "../../common/curation";
import type { Candidate } from "./candidate";
import {
  dativeBase,
  exclusionTermsOf,
  expansionsOf,
  hasEntry,
  notInOf,
  relatedTermsOf,
  saysOnlyInSetPhrases,
  saysTerm,
  termOf,
} from "./expansions";
import type { ItemFeatures } from "./item-features";
import { interestVector, interestWords } from "./rank-items";
import { hasPhrase, hasPhraseOutside, STOPWORDS, saysJoined, stemSetOf } from "./text-index";
import { stem, tokenize, unaccented } from "./tokens";
import { nameStems } from "./word-evidence";
import { cosine, meanVector, nearestWords, normalise, rarity } from "./word-vectors";
import { isPlace } from "./localities";
import { ASPECTS } from "./phrase-roles";
import { countryCodesOf, namesAnyCountry, placesNamed } from "./countries";

export interface Exclusion {
  concept: string;
  /** candidate positions removed, with why */
  removed: Map<number, string>;
}

function nameHits(stems: ReadonlySet<string>, concept: string[]): boolean {
  const present = concept.filter((s) => stems.has(s)).length;
  return (
    (concept.length > 0 &&
      (present === concept.length || (concept.length >= 3 && present >= concept.length - 1))) ||
    saysJoined(stems, concept)
  );
}

/**
 * Whether a source's name says the concept, or one of its related terms ("Sky Sports - Football"); those
 * only for a one-word concept: the related terms of one word of "EU AI Act" ("Brussels") are not the Act.
 */
function feedNamed(sourceName: string, concept: string[], related: string[][]): boolean {
  const name = nameStems(sourceName);
  return [concept, ...related].some((r) => r.length > 0 && hasPhrase(name, r));
}

/**
 * An exclusion is a part of what the reader asked for when at least this share of the items naming it (two
 * at least) say an interest's words or related terms: then an item goes by meaning only when it is nearer
 * the concept than the interest as its other stories teach it (decision 166).
 */
const WITHIN = { share: 2 / 3 } as const;

/**
 * An item goes by meaning only when it is at least this near the concept, as a share of how near the items
 * naming it are on average: the pool's standard score alone took whatever was far from both the concept and
 * the interest ("Amazon MGM Names the Next James Bond" for "no transfer gossip", a Premier League preview
 * for "other than the Tour de France"), and the email's footer counted them (decision 166).
 */
const NEAR_NAMED = 0.8;

/**
 * A concept no item names has no floor of nearness (NEAR_NAMED): its meaning alone took what was a little
 * nearer it than the interest, and "Investing for beginners… Skip individual stock picks" lost the state
 * pension and the savings rates with the share tips. Then only an item that stands out near it goes (a
 * standard score of 2, not 1; decision 215). At 2.5 "Skip consumer scam stories" kept a phishing story.
 */
const UNNAMED_Z = 2;

/**
 * `sameStory(i, j)`: whether two of the pool's items report one event (group-stories.ts). A report that
 * never says the concept is about it when another report of its event names it: "BYD outsells Tesla in the
 * UK" says neither "car" nor "vehicle", Autocar's report of the same sales figures does, and "electric bikes,
 * not cars" kept the first (decision 190).
 */
export function excludeItems(
  brief: Brief,
  pool: Candidate[],
  features: ItemFeatures[],
  sameStory?: (i: number, j: number) => boolean,
): Exclusion[] {
  // most briefs exclude nothing: the per-item sets below are the costly part of a briefing's exclusions
  if (brief.exclusions.length === 0) return [];
  const stemSets = features.map((f) => stemSetOf(f.stems));
  // per interest, which items say it (its words or related terms): they teach its meaning, and an item of
  // them is judged by itself, not by its feed
  const saying = brief.interests.map((interest) => {
    const terms = termsOf(interest);
    return stemSets.map((s) => terms.some((t) => t.length > 0 && nameHits(s, t)));
  });
  const interestVecs = brief.interests
    .map((interest, k) => taughtInterest(interest, saying[k]!, features))
    .filter((v): v is Float32Array => v !== null);
  const interestStems = brief.interests.map((i) => interestWords(i).map(stem));
  const saysAsked = (i: number) => saying.some((says) => says[i]);
  const judge = (concept: string): Map<number, string> => {
    const removed = new Map<number, string>();
    const words = tokenize(concept).filter((w) => !STOPWORDS.has(w));
    const stems = words.map(stem);
    const narrows = interestStems.some(
      (i) => i.length > 0 && i.length < stems.length && i.every((s) => stems.includes(s)),
    );
    // an aspect alone ("Crypto regulation…, not prices"; "no research") is that aspect of what the reader
    // asked for: only items of it go, and a generic word's neighbours ("rising", "demand") name nothing
    const aspectOf = stems.length === 1 && ASPECTS.has(stems[0]!) && brief.interests.some((i) => !i.general);
    const vec = meanVector(words.map((w): [string, number] => [w, rarity(w)]));
    // what the reader asked for says nothing of what they do not want: in "AI news, but not the EU AI Act",
    // AI's related terms ("OpenAI", "Anthropic") are the interest's, not the exclusion's
    const asked = new Set(
      brief.interests.flatMap((i) =>
        interestWords(i).flatMap((w) => [w.toLowerCase(), stem(w.toLowerCase())]),
      ),
    );
    // a term that is another word in the item's language ("Chef" in German is the boss) does not name it
    const relatedTerms = exclusionTermsOf(concept, asked).map(termOf);
    // close neighbours name the concept too, for a one-word concept ("sport" → "tennis" is not one, but
    // "soccer" is): only very near, frequent words, and only for a concept no related terms are listed for.
    // The 2014 news the word vectors learnt from has its own senses: "royals" are baseball's (its nearest
    // words are "orioles", "reds", "jays"), and "no royals" took "Red Bull confirm Hadjar…" (decision 200)
    const neighbours =
      words.length === 1 && vec && relatedTerms.length === 0 && !aspectOf
        ? nearestWords(vec, 12, 0.72)
            .map(stem)
            .filter((n) => !stems.includes(n))
        : [];
    const related = relatedTerms.map((t) => t.stems);
    // (a German plural after a preposition takes an "-n": "genug von Transfergerüchten")
    // (as items' stems are written: without accents)
    const compounds = words
      .map(unaccented)
      .filter((w) => w.length >= 10)
      .flatMap((w) => [w, dativeBase(w)].filter((c): c is string => c !== null));
    // "no war" does not leave out a price war or Star Wars (expansions.json `notIn`)
    const notIn = notInOf(concept);
    // the items that say the concept's own words or a related term: their other reports go with them
    const mentioning: number[] = [];
    const own = new Set<number>();
    // the items that say it, or a related term, only inside a set phrase of another meaning: their words
    // say what they are about, and their meaning does not take them ("Box office disaster", "crime novel")
    const otherwise = new Set<number>();
    features.forEach((f, i) => {
      const s = stemSets[i]!;
      const namesIt = nameHits(s, stems);
      const saysIt = namesIt && (notIn.length === 0 || hasPhraseOutside(f.stems, stems, notIn));
      if ((namesIt && !saysIt) || saysOnlyInSetPhrases(f.stems, relatedTerms, f.language)) otherwise.add(i);
      if (saysIt) {
        removed.set(i, `mentions “${concept}”`);
        own.add(i);
        mentioning.push(i);
      } else if (neighbours.some((n) => s.has(n))) removed.set(i, `about ${concept}`);
      else if (relatedTerms.some((t) => saysTerm(f.stems, t, f.language))) {
        // a related term names the concept too: the event's other reports go with it ("Starship" for
        // "no SpaceX": NASA's own report of the Artemis delay names neither; decision 211)
        removed.set(i, `about ${concept}`);
        mentioning.push(i);
      }
      // German compounds: "Gerüchte" is part of "Transfergerüchte"
      else if (
        compounds.length &&
        f.stems.some(
          (w) => w.length >= 5 && compounds.some((c) => c !== w && (c.endsWith(w) || c.startsWith(w))),
        )
      )
        removed.set(i, `about ${concept}`);
    });
    // what the reader asked for by name, in the headline, outweighs what the concept's related terms and
    // meaning infer: "European football - Champions League… Not the Premier League" wants "Champions League
    // power rankings: Arsenal stay top", whose Arsenal is one of the Premier League's clubs (decision 212).
    // Only the concept's own words take such an item
    const headed = askedInHeadline(brief, stems, features);
    for (const i of headed) if (!own.has(i)) removed.delete(i);
    const named = new Set(removed.keys());
    // (an aspect is one report's angle, not its event's: "What it means for ETH price" does not take the
    // SEC's ruling with it)
    if (sameStory && mentioning.length > 0 && !aspectOf)
      features.forEach((_, i) => {
        if (!removed.has(i) && !headed.has(i) && mentioning.some((j) => named.has(j) && sameStory(i, j)))
          removed.set(i, `about ${concept}`);
      });
    // a concept whose items say what the reader asked for is a part of it ("Cycling other than the Tour de
    // France"): taught by all its stories, the interest is as near the Tour as the Tour's own are, and every
    // cycling story went; the interest is then taught by its stories that do not name the concept (WITHIN)
    const inside = [...named].filter(saysAsked).length;
    const within = !narrows && named.size >= 2 && inside >= WITHIN.share * named.size;
    const asAsked = within
      ? brief.interests
          .map((interest, k) =>
            taughtInterest(
              interest,
              saying[k]!.map((says, i) => says && !named.has(i)),
              features,
            ),
          )
          .filter((v): v is Float32Array => v !== null)
      : interestVecs;
    // the items that name the concept teach its meaning
    const taught =
      vec && !narrows && !aspectOf ? taughtBy(vec, [...removed.keys()].slice(0, 8), features) : null;
    if (taught) {
      const sims = features.map((f) => (f.vector ? cosine(f.vector, taught) : 0));
      const mean = sims.reduce((a, b) => a + b, 0) / (sims.length || 1);
      const sd = Math.sqrt(sims.reduce((a, b) => a + (b - mean) ** 2, 0) / (sims.length || 1)) || 1;
      const floor = (NEAR_NAMED * [...named].reduce((a, i) => a + sims[i]!, 0)) / (named.size || 1);
      features.forEach((f, i) => {
        if (removed.has(i) || otherwise.has(i) || headed.has(i) || !f.vector || sims[i]! < floor) return;
        const z = (sims[i]! - mean) / sd;
        const toInterest = Math.max(-1, ...asAsked.map((v) => cosine(f.vector!, v)));
        const zNeed = named.size === 0 ? UNNAMED_Z : 1;
        if (
          (z >= zNeed && sims[i]! > toInterest) ||
          (z >= Math.max(1.6, zNeed) && sims[i]! > toInterest - 0.02)
        )
          removed.set(i, `about ${concept}`);
      });
    }
    // a feed most of whose items name the concept is about it, and so is one whose name names it ("BBC
    // Sport" for "no sports"); counted on the items that name it, not on those its meaning removed: those
    // are borderline already, and a feed counted on them went with its on-topic items (a football desk for
    // "no transfer gossip"). Not for a narrowing exclusion: a health feed carries mental health often, and
    // is still the health feed the reader asked for
    if (aspectOf) for (const i of [...removed.keys()]) if (!saysAsked(i)) removed.delete(i);
    if (narrows || aspectOf) return removed;
    const perFeed = new Map<string, { hit: number; n: number }>();
    pool.forEach((c, i) => {
      const e = perFeed.get(c.feedUrl) ?? { hit: 0, n: 0 };
      e.n++;
      if (named.has(i)) e.hit++;
      perFeed.set(c.feedUrl, e);
    });
    const byName = new Map<string, boolean>();
    const namesIt = (sourceName: string) => {
      let hit = byName.get(sourceName);
      if (hit === undefined) {
        hit = feedNamed(sourceName, stems, words.length === 1 ? related : []);
        byName.set(sourceName, hit);
      }
      return hit;
    };
    // An item that says what the reader asked for is judged by itself, not by its feed's other items: in a
    // week of model launches most of a tech desk's items name AI, and "Tech news, but nothing about AI"
    // lost the desk's antitrust rulings and a battery startup's round (decision 158). A feed named for the
    // concept is about it whatever an item says
    pool.forEach((c, i) => {
      const e = perFeed.get(c.feedUrl)!;
      if (removed.has(i) || headed.has(i)) return;
      if ((e.n >= 2 && e.hit / e.n >= 0.5 && !saysAsked(i)) || namesIt(c.sourceName))
        removed.set(i, `from a feed about ${concept}`);
    });
    return removed;
  };
  // "not the US healthcare stuff": healthcare, where it is the US's (decision 212)
  return brief.exclusions.map((concept) => {
    const at = placeQualified(concept);
    const removed = judge(at ? at.subject : concept);
    if (at)
      for (const i of [...removed.keys()])
        if (!at.of(`${pool[i]!.title} ${pool[i]!.summary}`)) removed.delete(i);
    return { concept, removed };
  });
}

/**
 * A concept asked of a country ("US healthcare", "American politics", "Chinese tech"): a subject with an
 * entry of its own (expansions.json), and whether an item's text is of that country. The brief writes
 * concepts in lower case, where "us" is the pronoun; as a concept's first word before a subject it is the US.
 */
function placeQualified(concept: string): { subject: string; of: (text: string) => boolean } | null {
  const words = tokenize(concept);
  const place = words.map((w, n) => (w === "us" && n === 0 ? "usa" : namesAnyCountry(w) ? w : null));
  const subject = words.filter((w, n) => place[n] === null && !STOPWORDS.has(w));
  const places = place.filter((p): p is string => p !== null);
  // a name ("EU AI Act") or a subject of its own ("American football") is no subject asked of a country
  if (places.length === 0 || subject.length === 0 || hasEntry(concept) || !hasEntry(subject.join(" ")))
    return null;
  const codes = countryCodesOf(places);
  // an item names the country (or a place or seat of it); "US" in capitals, which the case-blind country
  // patterns leave to the pronoun. Not by its language: English is not the US's alone
  const us = codes.has("US");
  return {
    subject: subject.join(" "),
    of: (text) => [...placesNamed(text)].some((c) => codes.has(c)) || (us && /\bUS\b/.test(text)),
  };
}

/**
 * The items whose headline names a kind the reader listed with a subject ("Champions League", "La Liga"),
 * other than a place and other than the excluded concept's words, when the concept is itself one of the
 * subject's kinds (a related term of it: the Premier League of football). "Startup funding… but no crypto
 * startups" lists no kind the crypto startups are a sibling of, and its "venture capital" keeps nothing.
 */
function askedInHeadline(brief: Brief, concept: string[], features: ItemFeatures[]): Set<number> {
  const key = concept.join(" ");
  // (the subject's own terms too: "European football - …, Bundesliga" asks for the kinds it lists, and the
  // Premier League is still one of football's)
  const kindOf = (i: Brief["interests"][number]) =>
    [...relatedTermsOf(i), ...expansionsOf(i.phrase)].some((t) => tokenize(t).map(stem).join(" ") === key);
  const kinds = brief.interests
    .filter(kindOf)
    .flatMap((i) => i.context)
    .filter((c) => !isPlace(c))
    .map((c) =>
      tokenize(c)
        .filter((w) => !STOPWORDS.has(w))
        .map(stem),
    )
    .filter((k) => k.length > 0 && !hasPhrase(k, concept) && !hasPhrase(concept, k));
  const at = new Set<number>();
  if (kinds.length === 0) return at;
  features.forEach((f, i) => {
    const title = f.stems.slice(0, f.titleWords.length);
    if (kinds.some((k) => hasPhrase(title, k))) at.add(i);
  });
  return at;
}

/**
 * An interest's meaning as its stories use it: its words' vector, taught by the items that say its words or
 * related terms (as the concept is taught by the items naming it). "Tech" alone is a word the word vectors
 * barely place; taught by its stories it is near a kernel release, which the untaught word left nearer to
 * an excluded "AI" or "crypto" and so removed.
 */
function taughtInterest(
  interest: Brief["interests"][number],
  says: boolean[],
  features: ItemFeatures[],
): Float32Array | null {
  const vec = interestVector(interest);
  if (!vec) return null;
  // (the shipped word vectors are English: a French report's vector says its language, not its subject)
  const sayIt = features.flatMap((f, i) => (f.vector && says[i] && f.language === "en" ? [i] : []));
  return taughtBy(vec, sayIt.slice(0, 8), features);
}

/** An interest's words and its related terms, as stems. */
function termsOf(interest: Brief["interests"][number]): string[][] {
  return [interestWords(interest).map(stem), ...relatedTermsOf(interest).map((t) => termOf(t).stems)];
}

/** `vec` plus the mean vector of `teachers` (pseudo-relevance feedback), normalised. */
function taughtBy(vec: Float32Array, teachers: number[], features: ItemFeatures[]): Float32Array {
  const taught = new Float32Array(vec);
  for (const i of teachers) {
    const v = features[i]!.vector;
    if (v) for (let d = 0; d < taught.length; d++) taught[d]! += (1 / teachers.length) * v[d]!;
  }
  return normalise(taught);
}
