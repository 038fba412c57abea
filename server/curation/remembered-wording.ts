/**
 * Whether a report is worded as a remembered story (decisions 098, 099): the test the story memory was tuned
 * with on the multi-day evaluation, kept for it when grouping within one email moved to story-evidence.ts
 * (decision 118). Two items are one event when their words overlap much, weighted by how rare each word is
 * among the pool and the memory (names, places, sums and scores are rare), or overlap somewhat and their
 * title vectors are very close, or share a rare headline word and overlap a little. Across days a wrong match
 * costs a report only when it brings nothing new (a development is still shown, marked "Update:"). Within
 * one source, only clearly matching headlines make one event: a source's boilerplate is not an event.
 */
import type { ItemFeatures } from "./item-features";
import { type Bag, overlap } from "./story-evidence";
import { STOPWORDS } from "./text-index";
import { sameHeadline, stem } from "./tokens";
import { cosine } from "./word-vectors";

export class RememberedWording {
  private readonly docs: Bag[];
  private readonly df = new Map<string, number>();
  private readonly titles: Array<Set<string>>;

  /** `sources[i]` names item i's source (its feed URL, or the remembered story's) */
  constructor(
    private readonly features: ItemFeatures[],
    private readonly sources: string[],
  ) {
    const terms = features.map((f) => f.stems.filter((s) => !STOPWORDS.has(s) && s.length > 1));
    const df = this.df;
    for (const t of terms) for (const s of new Set(t)) df.set(s, (df.get(s) ?? 0) + 1);
    this.titles = features.map(
      (f) => new Set(f.titleWords.filter((w) => !STOPWORDS.has(w) && w.length > 1 && !/^\d{1,2}$/.test(w))),
    );
    const n = terms.length + 1;
    const termId = new Map<string, number>();
    const idf: number[] = [];
    this.docs = terms.map((t) => {
      const m = new Map<number, number>();
      for (const s of t) {
        let id = termId.get(s);
        if (id === undefined) {
          id = termId.size;
          termId.set(s, id);
          idf.push(Math.log(n / df.get(s)!));
        }
        m.set(id, (m.get(id) ?? 0) + 1);
      }
      const ids = Int32Array.from(m.keys()).sort();
      const weights = new Float64Array(ids.length);
      let norm = 0;
      ids.forEach((id, k) => {
        const w = (1 + Math.log(m.get(id)!)) * idf[id]!;
        weights[k] = w;
        norm += w * w;
      });
      norm = Math.sqrt(norm) || 1;
      for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
      return { ids, weights };
    });
  }

  same(i: number, j: number): boolean {
    if (this.sources[i] === this.sources[j]) return sameHeadline(this.titles[i]!, this.titles[j]!);
    // the candidates' words as TF-IDF bags over this pool
    const words = overlap(this.docs[i]!, this.docs[j]!);
    if (words >= 0.2) return true;
    // headlines naming the same rare thing (few of the pool name it) and otherwise overlapping a little
    let rare = 0;
    for (const w of this.titles[i]!) if (this.titles[j]!.has(w) && (this.df.get(stem(w)) ?? 99) <= 6) rare++;
    if (rare >= 1 && words >= 0.1) return true;
    const fa = this.features[i]!;
    const fb = this.features[j]!;
    return (
      words >= 0.12 && !!fa.titleVector && !!fb.titleVector && cosine(fa.titleVector, fb.titleVector) >= 0.85
    );
  }
}
