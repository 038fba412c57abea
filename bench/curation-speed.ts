/**
 * Curation's own cost (issue #15: ≤ 20 ms per briefing at 500 candidates on one core, offline): each
 * description curated over a pool of 500 candidates, all of them in its window, in a warm process, with its
 * interests already embedded. Interests are embedded once per phrase and cached, as items are once per item
 * (decisions 081, 122), so this is what a briefing costs once its interests were seen; the bench's main
 * ms/briefing also counts each briefing's first embedding of them.
 */
import { type Candidate, curateItems, parseBrief } from "../server/curation";
import { candidatesFromItems } from "../server/curation/read-items-file";
import { embedInterests } from "../server/delivery/embed-interests";
import type { EmbeddingsConfig } from "../server/delivery/embed-texts";
import { DEFAULT_NOW, loadEvaluation } from "./curation-eval";

export const SPEED_POOL = 500;

export async function curationSpeed(opts: {
  embeddings: EmbeddingsConfig | null;
  /** item embeddings by candidate key (empty: the word vectors alone) */
  vectors: Map<string, number[]>;
  runs?: number;
}) {
  const { items, descriptions } = loadEvaluation();
  const now = new Date(DEFAULT_NOW);
  const base = candidatesFromItems(items, now).map(
    (c): Candidate => ({ ...c, embedding: opts.vectors.get(c.key) ?? null }),
  );
  // the evaluation holds 454 items: the rest of the 500 are the first ones again from a mirror feed
  const pool = [...base];
  for (let n = 0; pool.length < SPEED_POOL; n++) {
    const c = base[n % base.length]!;
    pool.push({
      ...c,
      key: `${c.key}#mirror${n}`,
      feedUrl: `${c.feedUrl}#mirror`,
      sourceName: `${c.sourceName} (mirror)`,
    });
  }
  const oldest = Math.min(...pool.map((c) => (c.publishedAt ?? c.firstSeenAt).getTime()));
  const since = new Date(oldest - 3_600_000);
  const briefs = descriptions.map((d) => parseBrief(d.description));
  const interestEmbeddings = await Promise.all(
    briefs.map((b) => (opts.embeddings ? embedInterests(opts.embeddings, b) : Promise.resolve(null))),
  );
  const calibration = opts.embeddings?.calibration;
  const once = (k: number) =>
    curateItems(briefs[k]!, pool, {
      now,
      since,
      frequency: "once-week",
      alreadySent: new Set(),
      interestEmbeddings: interestEmbeddings[k],
      embeddingCalibration: interestEmbeddings[k] ? calibration : undefined,
    });
  for (let k = 0; k < briefs.length; k++) once(k); // warm: item features are computed once per process
  const perBriefing = briefs.map(() => 0);
  const runs = opts.runs ?? 5;
  for (let r = 0; r < runs; r++)
    for (let k = 0; k < briefs.length; k++) {
      const t0 = performance.now();
      once(k);
      perBriefing[k]! += (performance.now() - t0) / runs;
    }
  const sorted = [...perBriefing].sort((a, b) => a - b);
  return {
    candidates: pool.length,
    briefings: briefs.length,
    mean: perBriefing.reduce((a, b) => a + b, 0) / perBriefing.length,
    median: sorted[Math.floor(sorted.length / 2)]!,
    max: sorted.at(-1)!,
  };
}
