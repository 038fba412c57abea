/**
 * Stories (decision 074): two items report the same event when their title+lead vectors are very close,
 * or close and they share names or numbers (people, places, scores, sums), across sources and languages.
 */
import type { ItemFeatures } from "./item-features";
import { cosine } from "./word-vectors";

export function sameStory(a: ItemFeatures, b: ItemFeatures): boolean {
  let shared = 0;
  for (const n of a.names) if (b.names.has(n)) shared++;
  const sim = a.titleVector && b.titleVector ? cosine(a.titleVector, b.titleVector) : 0;
  return sim >= 0.93 || (sim >= 0.8 && shared >= 1) || (sim >= 0.6 && shared >= 2) || shared >= 4;
}
