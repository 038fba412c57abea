/**
 * The story grouping measured on its own, independent of any description (issue #15 item 4): every pair of
 * the evaluation's items judged by group-stories' same-event test against the `story` labels, in the two
 * pools the evaluation's briefings draw on — a weekly briefing's (every item) and a daily one's (the items of
 * the 36 hours before the evaluation's `now`): rarity, and so the test, depends on the pool. A labelled pair judged the same is a true merge, a
 * labelled pair judged apart a missed merge (a story shown twice, when both are picked), any other pair
 * judged the same a wrong merge (a story hidden behind another, and a nonsense "also in").
 * Folds: stories (and unlabelled items) by sorted id, even positions fold A, odd fold B; a pair of two
 * folds counts in neither fold's figures, only overall.
 */
import { outletOf, Stories } from "../server/curation/group-stories";
import { featuresOf } from "../server/curation/item-features";
import { candidatesFromItems } from "../server/curation/read-items-file";
import { DEFAULT_NOW, loadEvaluation } from "./curation-eval";

export interface GroupingScore {
  truePairs: number;
  labelledPairs: number;
  wrongMerges: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface GroupingResult {
  all: GroupingScore;
  folds: { A: GroupingScore; B: GroupingScore };
  /** the wrong merges, as headline pairs (for reading, with --verbose) */
  wrong: Array<[string, string]>;
  /** the missed merges, as headline pairs */
  missed: Array<[string, string]>;
  /** items in the pool */
  items: number;
  ms: number;
}

const score = (t: number, labelled: number, wrong: number): GroupingScore => {
  const precision = t + wrong ? t / (t + wrong) : 1;
  const recall = labelled ? t / labelled : 1;
  return {
    truePairs: t,
    labelledPairs: labelled,
    wrongMerges: wrong,
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
  };
};

/** `hours`: the pool is the items published in the hours before the evaluation's `now` (default: every item) */
export function evaluateGrouping(hours = Number.POSITIVE_INFINITY): GroupingResult {
  const now = new Date(DEFAULT_NOW);
  const evaluation = loadEvaluation();
  const story = evaluation.story;
  const items = evaluation.items.filter(
    (i) => !i.published || now.getTime() - new Date(i.published).getTime() <= hours * 3_600_000,
  );
  const candidates = candidatesFromItems(items, now);
  const features = candidates.map(featuresOf);
  const label = items.map((i) => story.get(i.guid));
  // folds over every item's key, so that a story is in the same fold in both pools
  const keys = [...new Set(evaluation.items.map((i) => story.get(i.guid) ?? `item:${i.guid}`))].sort();
  const foldOf = items.map((i, k) => (keys.indexOf(label[k] ?? `item:${i.guid}`) % 2 === 0 ? "A" : "B"));
  const t0 = performance.now();
  const stories = new Stories(
    features,
    candidates.map(outletOf),
    candidates.map((c) => c.embedding),
    candidates.map((c) => c.publishedAt),
  );
  const counts = { all: [0, 0, 0], A: [0, 0, 0], B: [0, 0, 0] } as Record<string, [number, number, number]>;
  const wrong: Array<[string, string]> = [];
  const missed: Array<[string, string]> = [];
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) {
      const labelled = label[i] !== undefined && label[i] === label[j];
      const same = stories.same(i, j);
      if (!labelled && !same) continue;
      const slot = labelled ? (same ? 0 : 1) : 2;
      if (labelled) counts.all![1]++;
      if (same && labelled) counts.all![0]++;
      if (same && !labelled) counts.all![2]++;
      if (foldOf[i] === foldOf[j]) {
        const f = counts[foldOf[i]!]!;
        if (labelled) f[1]++;
        if (slot === 0) f[0]++;
        if (slot === 2) f[2]++;
      }
      if (slot === 1) missed.push([items[i]!.title, items[j]!.title]);
      if (slot === 2) wrong.push([items[i]!.title, items[j]!.title]);
    }
  const ms = performance.now() - t0;
  const s = (c: [number, number, number]) => score(c[0], c[1], c[2]);
  return {
    all: s(counts.all!),
    folds: { A: s(counts.A!), B: s(counts.B!) },
    wrong,
    missed,
    items: items.length,
    ms,
  };
}

export function describeGrouping(g: GroupingScore): string {
  return `precision ${g.precision.toFixed(3)} recall ${g.recall.toFixed(3)} F1 ${g.f1.toFixed(3)} | same-story pairs found ${g.truePairs} of ${g.labelledPairs} (missed ${g.labelledPairs - g.truePairs}) | wrong merges ${g.wrongMerges}`;
}
