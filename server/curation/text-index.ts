/** BM25 over one briefing's candidates with MiniSearch (decision 070's lexical half). */
import MiniSearch from "minisearch";
import type { Candidate } from "./candidate";
import { stopWordsByLanguage } from "./stop-words";
import { stem, tokenize } from "./tokens";
import { BoundedCache } from "../../common/bounded-cache";

/**
 * Function words that say nothing of a subject or an event, English plus the German, French and Spanish
 * lists of assets/stop-words.json: without them, two German items share "alle" and "unter" and look like
 * one story, and a German item's vector is its grammar. Words that are also English content words ("war",
 * "son", "sin", "man") stay searchable.
 */
const ALSO_ENGLISH = new Set([
  ...["man", "war", "son", "sin", "plus", "favor", "mir", "savoir", "rund"],
  // "soy milk", "bin collections", ALS the disease, Woody Allen
  ...["soy", "bin", "als", "allen"],
]);
const foreign = stopWordsByLanguage();
export const STOPWORDS = new Set([
  ...(
    "a an the and or of to in on for with is are was were be been by at from that this it its as not no but " +
    "into over after about up out new says said will would can could has have had more than their his her " +
    "der die das und oder ein eine mit von zu im auf für ist sind aus bei den dem des le la les et ou un une " +
    "des du de en au aux pour sur avec est el los las y del al para con por es que"
  ).split(" "),
  ...[...foreign.de, ...foreign.fr, ...foreign.es].filter((w) => !ALSO_ENGLISH.has(w)),
]);

export type TextIndex = MiniSearch<{ id: number; title: string; text: string }>;

// briefings drawing from the same feeds in the same window share a pool: its index is built once
const recent = new BoundedCache<string, TextIndex>(8);

export function buildTextIndex(pool: Candidate[]): TextIndex {
  return recent.get(pool.map((c) => c.key).join("\u0000"), () => freshIndex(pool));
}

function freshIndex(pool: Candidate[]): TextIndex {
  const index = new MiniSearch<{ id: number; title: string; text: string }>({
    fields: ["title", "text"],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => (STOPWORDS.has(term) ? null : stem(term)),
    searchOptions: { boost: { title: 2 }, prefix: false, fuzzy: false },
  });
  index.addAll(
    pool.map((c, id) => ({ id, title: c.title, text: `${c.summary} ${c.content.slice(0, 800)}` })),
  );
  return index;
}

/** BM25 scores by candidate position, scaled so that the best match is 1 (empty when nothing matches). */
export function lexicalScores(index: TextIndex, words: string[], all: boolean): Map<number, number> {
  const terms = words.filter((w) => !STOPWORDS.has(w));
  const out = new Map<number, number>();
  if (terms.length === 0) return out;
  const hits = index.search(terms.join(" "), { combineWith: all ? "AND" : "OR" });
  const max = hits[0]?.score ?? 0;
  for (const h of hits) out.set(h.id as number, h.score / max);
  return out;
}

/**
 * Whether the stems hold a phrase of two or more words written as one ("stockmarkets" for "stock market",
 * "Memecoin" for "meme coins"), compared on the joined stems; a short join is too often another word.
 */
export function saysJoined(stems: string[] | ReadonlySet<string>, phrase: string[]): boolean {
  if (phrase.length < 2) return false;
  const joined = phrase.join("");
  return joined.length >= 8 && (Array.isArray(stems) ? stems.includes(joined) : stems.has(joined));
}

/**
 * The distinct stems of a text's stems, kept while the array lives (an item's, for as long as the process
 * holds its features): every briefing asks an item's stems for dozens of related terms and exclusions, and
 * most items say none of them, which a set answers at once.
 */
const distinct = new WeakMap<string[], ReadonlySet<string>>();
export function stemSetOf(stems: string[]): ReadonlySet<string> {
  let set = distinct.get(stems);
  if (!set) {
    set = new Set(stems);
    distinct.set(stems, set);
  }
  return set;
}
/** Stems this short (a headline's) are searched as they are. */
const LONG = 24;

/**
 * Whether `phrase` appears in `stems` other than inside one of `notIn`, set phrases that contain it and mean
 * something else: "war" in "Ukraine war", not in "price war" (expansions.json `notIn`).
 */
export function hasPhraseOutside(stems: string[], phrase: string[], notIn: readonly string[][]): boolean {
  if (!hasPhrase(stems, phrase)) return false;
  const first: string = phrase[0]!;
  outer: for (let i = stems.indexOf(first); i >= 0; i = stems.indexOf(first, i + 1)) {
    for (let j = 1; j < phrase.length; j++) if (stems[i + j] !== phrase[j]) continue outer;
    if (!notIn.some((set) => inside(stems, i, phrase.length, set))) return true;
  }
  return false;
}

/** Whether the `length` stems at `at` are part of `set` said around them. */
function inside(stems: string[], at: number, length: number, set: string[]): boolean {
  for (let offset = 0; offset + length <= set.length; offset++) {
    let fits = at - offset >= 0;
    for (let j = 0; fits && j < set.length; j++) fits = stems[at - offset + j] === set[j];
    if (fits) return true;
  }
  return false;
}

/** Whether the stems of `phrase` appear one after the other in `stems`. */
export function hasPhrase(stems: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  const first: string = phrase[0]!;
  if (stems.length > LONG && !stemSetOf(stems).has(first)) return false;
  // the native search for the first word: most phrases are one word, and most items do not say it
  outer: for (let i = stems.indexOf(first); i >= 0; i = stems.indexOf(first, i + 1)) {
    if (i + phrase.length > stems.length) return false;
    for (let j = 1; j < phrase.length; j++) if (stems[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}
