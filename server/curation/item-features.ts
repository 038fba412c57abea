/**
 * What curation needs of an item, computed once per item per process (cached by key and title):
 * its words, its vector (rarity-weighted mean of title and description words), the names and numbers it
 * mentions (for stories) and its language.
 */
import type { Candidate } from "./candidate";
import { detectLanguage, type Language } from "./detect-language";
import { namedTokens, stem, tokenize } from "./tokens";
import { meanVector, rarity } from "./word-vectors";

export interface ItemFeatures {
  titleWords: string[];
  bodyWords: string[];
  /** stems of title + body, for phrase and exclusion matching */
  stems: string[];
  vector: Float32Array | null;
  /** title-only vector: what the story is, for grouping */
  titleVector: Float32Array | null;
  names: Set<string>;
  language: Language;
}

const cache = new Map<string, ItemFeatures>();
const CACHE_MAX = 50_000;

export function featuresOf(c: Candidate): ItemFeatures {
  const cacheKey = `${c.key}\u0000${c.title}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const body = `${c.summary} ${c.content.slice(0, 1500)}`;
  const titleWords = tokenize(c.title);
  const bodyWords = tokenize(body);
  const weighted: Array<[string, number]> = [
    ...titleWords.map((w): [string, number] => [w, 2 * rarity(w)]),
    ...bodyWords.slice(0, 120).map((w): [string, number] => [w, rarity(w)]),
  ];
  const lang =
    c.language && ["en", "de", "fr", "es"].includes(c.language)
      ? (c.language as Language)
      : detectLanguage(`${c.title} ${c.summary}`);
  const f: ItemFeatures = {
    titleWords,
    bodyWords,
    stems: [...titleWords, ...bodyWords].map(stem),
    vector: meanVector(weighted),
    titleVector: meanVector([
      ...titleWords.map((w): [string, number] => [w, rarity(w)]),
      ...bodyWords.slice(0, 40).map((w): [string, number] => [w, 0.5 * rarity(w)]),
    ]),
    names: new Set(namedTokens(`${c.title}. ${c.summary}`)),
    language: lang,
  };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(cacheKey, f);
  return f;
}
