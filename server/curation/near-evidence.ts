/**
 * Whether an item sits among an interest's own stories (decision 125): one of its few nearest neighbours
 * in meaning, over the briefing's pool, is an item that says the interest's words. A subject's reports
 * crowd together in meaning, so an item picked for its meaning alone that is nearer to none of them belongs
 * to a neighbouring subject: for "tennis", a cycling story's neighbours are cycling stories, while a tennis
 * player's new coach has the Davis Cup reports near it. Meaning is the item embeddings (a sentence
 * encoder's or an endpoint's): an item without one is not judged (true). The averaged word vectors'
 * neighbourhoods mix subjects too much: judged on them, nDCG@10 of the offline path fell (0.666 → 0.661).
 */
import type { Candidate } from "./candidate";
import { cosineOf } from "./word-vectors";

/** How many nearest neighbours are looked at. */
const NEIGHBOURS = 5;

export function nearEvidence(
  i: number,
  evidence: Set<number>,
  pool: Candidate[],
  /** items that do not count as neighbours (other reports of the item's own story) */
  skip: (j: number) => boolean,
): boolean {
  const own = pool[i]!.embedding;
  if (!own) return true;
  const nearest: Array<[number, number]> = [];
  for (let j = 0; j < pool.length; j++) {
    const e = pool[j]!.embedding;
    if (j === i || !e || e.length !== own.length) continue;
    const s = cosineOf(own, e);
    const full = nearest.length === NEIGHBOURS;
    // the costlier test only for an item that would be among the nearest
    if ((full && s <= nearest[NEIGHBOURS - 1]![1]) || skip(j)) continue;
    if (full) nearest[NEIGHBOURS - 1] = [j, s];
    else nearest.push([j, s]);
    nearest.sort((a, b) => b[1] - a[1]);
  }
  return nearest.some(([j]) => evidence.has(j));
}
