/**
 * Words of several senses ("bonds", "stock", "rust", "series"; `senses` in assets/expansions.json, decision
 * 199): the sense a reader's words choose, and whether an item says the word in it.
 */
import { sensesTable, type Term } from "./expansions";
import { hasPhrase, STOPWORDS } from "./text-index";
import { stem, tokenize } from "./tokens";

/** A word of several senses in an interest, with the sense the reader's other words in it choose. */
export interface WordSense {
  /** the word's stem */
  word: string;
  /** the chosen sense: the one most of the interest's other words are cues of; none named: the first */
  reader: number;
  /** each sense's cue words, as stems */
  cues: string[][][];
}

/**
 * The words of several senses an interest says as a word of its own (its phrase, when that is the one word,
 * and a context word): "stock" with "soups" is the cook's, "rust" with "garden" the plant disease's, and
 * "bonds" alone the first sense, debt. Phrases of more words ("stock market", "James Bond") say their sense
 * themselves.
 */
export function sensesOf(
  interest: { phrase: string; context: string[] },
  siblings: string[] = [],
): WordSense[] {
  if (sensesTable().size === 0) return [];
  const stemsOf = (u: string) =>
    tokenize(u)
      .filter((w) => !STOPWORDS.has(w))
      .map(stem);
  const units = [interest.phrase, ...interest.context].map(stemsOf);
  const all = units.flat();
  const beside = siblings.flatMap(stemsOf);
  const out: WordSense[] = [];
  for (const unit of units) {
    if (unit.length !== 1) continue;
    const cues = sensesTable().get(unit[0]!);
    if (!cues || out.some((s) => s.word === unit[0])) continue;
    const chosen = (words: string[]) => {
      const hits = cues.map((sense) => sense.filter((cue) => hasPhrase(words, cue)).length);
      const most = Math.max(...hits);
      return most > 0 ? hits.indexOf(most) : -1;
    };
    // the interest's own words choose; else the brief's other interests do ("Gigs, tours and new albums":
    // the tours of the gigs and the albums, not cycling's)
    const own = chosen(all.filter((w) => w !== unit[0]));
    const reader = own >= 0 ? own : chosen(beside.filter((w) => w !== unit[0]));
    out.push({ word: unit[0]!, reader: Math.max(0, reader), cues });
  }
  return out;
}

/**
 * A related term that is a word of several senses, in the sense the entries are written in (the first):
 * "markets" among the terms of "Économie" is not the Christmas markets' (decision 214). Null for any other.
 */
export function senseOfTerm(t: Term): WordSense | null {
  const cues = t.stems.length === 1 ? sensesTable().get(t.stems[0]!) : undefined;
  return cues ? { word: t.stems[0]!, reader: 0, cues } : null;
}

/**
 * Whether an item's stems say a word of several senses in another sense than the reader's: it says the word,
 * with a cue of another sense and none of the reader's ("Amazon MGM names the next James Bond … 007" to "bonds").
 */
export function saysInAnotherSense(stems: string[], s: WordSense): boolean {
  if (!stems.includes(s.word) || s.cues[s.reader]!.some((cue) => hasPhrase(stems, cue))) return false;
  return s.cues.some((sense, n) => n !== s.reader && sense.some((cue) => hasPhrase(stems, cue)));
}

/**
 * Whether an item's stems say the word in the reader's sense: not in another's, and, when the reader chose
 * a sense other than the first, with one of its words. The first sense is the word's usual one in the news:
 * "The Rust project is collecting goal proposals" is the language's, though it names no compiler.
 */
export function saysInReadersSense(stems: string[], s: WordSense): boolean {
  if (saysInAnotherSense(stems, s)) return false;
  return s.reader === 0 || s.cues[s.reader]!.some((cue) => hasPhrase(stems, cue));
}
