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
 * Of an interest's entries (`scored`: its candidates with their scores, none excluded), those of the pool's
 * widely reported stories, most outlets first: each story once, at its highest-scored report in the reader's
 * language.
 */
export function widelyReported(
  scored: Entry[],
  pool: Candidate[],
  features: ItemFeatures[],
  { stories, excluded, language }: { stories: Stories; excluded: ReadonlySet<number>; language: string },
): Entry[] {
  const byWord = new Map<string, number[]>();
  features.forEach((f, i) => {
    if (excluded.has(i)) return;
    for (const w of new Set(f.titleWords.filter((t) => !STOPWORDS.has(t) && t.length > 2).map(stem))) {
      const items = byWord.get(w);
      if (items) items.push(i);
      else byWord.set(w, [i]);
    }
  });
  // Stories remembers each pair's verdict: a pair two words share is judged once
  const outlets = pool.map((c) => new Set([outletOf(c)]));
  for (const items of byWord.values()) {
    if (items.length < 2 || items.length > RARE_IN) continue;
    for (const [n, i] of items.entries())
      for (const j of items.slice(n + 1)) {
        if (!stories.same(i, j)) continue;
        outlets[i]!.add(outletOf(pool[j]!));
        outlets[j]!.add(outletOf(pool[i]!));
      }
  }
  const wide = scored
    .filter((x) => outlets[x.i]!.size >= WIDELY && features[x.i]!.language === language)
    .sort((a, b) => outlets[b.i]!.size - outlets[a.i]!.size || b.s - a.s);
  // one entry per story: a story's other reports are its "also in" once its head is picked
  const taken: Entry[] = [];
  for (const x of wide) if (!taken.some((t) => stories.same(t.i, x.i))) taken.push(x);
  return taken;
}
