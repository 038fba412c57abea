/**
 * What curation needs of an item, computed once per item per process (cached by key and title):
 * its words, its vector (rarity-weighted mean of title and description words), the names and numbers it
 * mentions (for stories) and its language.
 */
import type { Candidate } from "./candidate";
import { detectLanguage, type Language } from "./detect-language";
import { namedTokens, numbersOf, stem, tokenize } from "./tokens";
import { meanVector, rarity, wordVectors } from "./word-vectors";
import { STOPWORDS } from "./text-index";
import { BoundedCache } from "../../common/bounded-cache";

const content = (w: string) => !STOPWORDS.has(w) && w.length > 1;
/** content words weigh by rarity, cubed: the few telling words carry the vector, not "said" or "year" */
const weight = (w: string) => rarity(w) ** 3;

export interface ItemFeatures {
  titleWords: string[];
  /** the headline's figures as numbersOf writes them ("$80K" and "$80,000" alike), for stories */
  titleFigures: string[];
  bodyWords: string[];
  /** stems of title + body, for phrase and exclusion matching */
  stems: string[];
  vector: Float32Array | null;
  /** title-only vector: what the story is, for grouping */
  titleVector: Float32Array | null;
  /** names (capitalised words) and figures ("$80k" and "$80,000" alike) of title and summary, for stories */
  names: Set<string>;
  language: Language;
  /** rows of the distinct known words (title first), for word-by-word similarity */
  wordRows: Int32Array;
  /** how many of wordRows come from the title */
  titleRows: number;
}

const cache = new BoundedCache<string, ItemFeatures>(50_000);

export function featuresOf(c: Candidate): ItemFeatures {
  const cacheKey = `${c.key}\u0000${c.title}`;
  const hit = cache.peek(cacheKey);
  if (hit) return hit;
  const body = `${c.summary} ${c.content.slice(0, 1500)}`;
  const titleWords = tokenize(c.title);
  const bodyWords = tokenize(body);
  const weighted: Array<[string, number]> = [
    ...titleWords.filter(content).map((w): [string, number] => [w, 2 * weight(w)]),
    ...bodyWords
      .slice(0, 120)
      .filter(content)
      .map((w): [string, number] => [w, weight(w)]),
  ];
  const index = wordVectors().index;
  const rows: number[] = [];
  const seenRows = new Set<number>();
  let titleRows = 0;
  for (const [n, w] of [...titleWords, ...bodyWords.slice(0, 120)].entries()) {
    const r = content(w) ? index.get(w) : undefined;
    if (r === undefined || seenRows.has(r) || rows.length >= 60) continue;
    seenRows.add(r);
    rows.push(r);
    if (n < titleWords.length) titleRows++;
  }
  const lang =
    c.language && ["en", "de", "fr", "es"].includes(c.language)
      ? (c.language as Language)
      : detectLanguage(`${c.title} ${c.summary}`);
  const f: ItemFeatures = {
    titleWords,
    titleFigures: numbersOf(c.title),
    bodyWords,
    stems: [...titleWords, ...bodyWords].map(stem),
    vector: meanVector(weighted),
    titleVector: meanVector([
      ...titleWords.filter(content).map((w): [string, number] => [w, weight(w)]),
      ...bodyWords
        .slice(0, 40)
        .filter(content)
        .map((w): [string, number] => [w, 0.5 * weight(w)]),
    ]),
    wordRows: Int32Array.from(rows),
    titleRows,
    names: new Set([
      ...namedTokens(`${c.title}. ${c.summary}`).filter((t) => !/^\d/.test(t)),
      ...numbersOf(`${c.title}. ${c.summary}`),
    ]),
    language: lang,
  };
  cache.set(cacheKey, f);
  return f;
}
