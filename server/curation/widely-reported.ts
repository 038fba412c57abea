/**
 * The day's widely reported stories (decision 210): what a reader who asks for the news itself, with no
 * subject ("Just the top headlines", "General news, no sport"), reads on a front page beside the world's
 * news — a model launch, a ruling against Google, a new antibiotic — which no word of theirs names. A story
 * many outlets report is news by their judgement: at least WIDELY outlets, in the reader's language, not
 * taken by an exclusion.
 */
import type { Candidate } from "./candidate";
import { outletOf, type Stories } from "./group-stories";
import type { ItemFeatures } from "./item-features";
import type { Entry } from "./pick-stories";
import type { Ranked } from "./rank-items";
import { STOPWORDS } from "./text-index";
import { stem } from "./tokens";

/** Outlets that must report a story for it to be the day's news: the head's and two more. */
const WIDELY = 3;
/**
 * Only items whose headlines share a word that few headlines of the pool use are compared (a story's
 * reports share one): every pair of a week's pool would cost a tenth of a second.
 */
const RARE_IN = 20;

/**
 * The entries of the general interest `k` for the pool's widely reported stories, most outlets first: each
 * story once, at its highest-ranked report in the reader's language.
 */
export function widelyReported(
  k: number,
  pool: Candidate[],
  features: ItemFeatures[],
  ranked: Ranked[],
  { stories, excluded, language }: { stories: Stories; excluded: ReadonlySet<number>; language: string },
): Entry[] {
  const byWord = new Map<string, number[]>();
  features.forEach((f, i) => {
    if (excluded.has(i)) return;
    for (const w of new Set(f.titleWords.filter((t) => !STOPWORDS.has(t) && t.length > 2).map(stem)))
      byWord.set(w, [...(byWord.get(w) ?? []), i]);
  });
  const outlets = pool.map((c) => new Set([outletOf(c)]));
  const compared = new Set<number>();
  for (const items of byWord.values()) {
    if (items.length < 2 || items.length > RARE_IN) continue;
    for (const i of items)
      for (const j of items) {
        const key = i * 65_536 + j;
        if (i >= j || compared.has(key)) continue;
        compared.add(key);
        if (!stories.same(i, j)) continue;
        outlets[i]!.add(outletOf(pool[j]!));
        outlets[j]!.add(outletOf(pool[i]!));
      }
  }
  const score = (i: number) => ranked[i]!.perInterest[k]! * ranked[i]!.factor;
  const wide = pool
    .map((_, i) => i)
    .filter((i) => !excluded.has(i) && outlets[i]!.size >= WIDELY && features[i]!.language === language)
    .sort((a, b) => outlets[b]!.size - outlets[a]!.size || score(b) - score(a));
  // one entry per story: a story's other reports are its "also in" once its head is picked
  const taken: number[] = [];
  for (const i of wide) if (!taken.some((t) => stories.same(t, i))) taken.push(i);
  return taken.map((i) => ({ r: ranked[i]!, i, k, s: score(i) }));
}
