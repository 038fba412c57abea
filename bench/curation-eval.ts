/**
 * The labelled curation evaluation (tests/fixtures/curation/README.md) as code: load it, run a curation
 * function over every description exactly as a briefing's preparation would (window since the last
 * send, every item a candidate), and score the picks. Used by bench/curation.ts and the regression tests.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Candidate } from "../server/curation/candidate";
import { candidatesFromItems, type ItemsFile, itemsFileSchema } from "../server/curation/read-items-file";
import { lookbackMs } from "../server/delivery/briefing-spec";

const dir = new URL("../tests/fixtures/curation/", import.meta.url);
export const DEFAULT_NOW = "2026-11-20T07:00:00Z";

const labelled = z.array(
  z.object({
    id: z.string(),
    description: z.string(),
    language: z.enum(["de", "fr", "es"]).optional(),
    frequency: z.enum(["daily", "once-week"]),
    now: z.string().optional(),
    labels: z.record(z.string(), z.union([z.literal(2), z.literal(1), z.literal("never")])),
  }),
);
export type Labelled = z.infer<typeof labelled>[number];

export function loadEvaluation() {
  const rawItems = JSON.parse(readFileSync(new URL("items.json", dir), "utf8")) as Array<{
    guid: string;
    story?: string;
  }>;
  const items: ItemsFile = itemsFileSchema.parse(rawItems);
  const story = new Map(rawItems.filter((i) => i.story).map((i) => [i.guid, i.story!]));
  const descriptions = labelled.parse(JSON.parse(readFileSync(new URL("descriptions.json", dir), "utf8")));
  return { items, story, descriptions };
}

export type Frequency = "daily" | "once-week";
export const PERIOD_MS: Record<Frequency, number> = { daily: 86_400_000, "once-week": 7 * 86_400_000 };

/** A pick as the bench reads it: its key, and the keys of the reports shown with it as "also in". */
export interface Picked {
  key: string;
  also: string[];
}

/** One briefing's curation: returns the picks shown, in order (story heads, each with its "also in"). */
export type CurateFn = (input: {
  description: string;
  frequency: Frequency;
  now: Date;
  since: Date;
  candidates: Candidate[];
  items: ItemsFile;
  /** with routing: per interest, the catalogue feeds of its subject (decision 100) */
  interestFeeds?: string[][] | null;
}) => Picked[];

export interface Score {
  id: string;
  /** the description's language as labelled (en when unlabelled) */
  language: string;
  ndcg10: number;
  p5: number;
  picks: number;
  offTopic: number;
  violations: number;
  twice: number;
  /** reports shown as "also in" of a pick that are not the same labelled story (a hidden story) */
  wrongMerges: number;
  /** reports shown as "also in" of the same labelled story */
  rightMerges: number;
  emptyWhenRelevant: boolean;
  ms: number;
}

const gain = (l: 2 | 1 | "never" | undefined) => (l === 2 ? 2 : l === 1 ? 1 : 0);

export function scoreOne(
  d: Labelled,
  picks: Array<{ key: string; also: string[] }>,
  story: Map<string, string>,
  ms: number,
  /** the guids the briefing could pick from (its routed feeds'; default: every item) */
  pool?: Set<string>,
): Score {
  const picked = picks.map((p) => p.key);
  let wrongMerges = 0;
  let rightMerges = 0;
  for (const p of picks) {
    const s = story.get(p.key);
    for (const m of p.also) {
      if (s !== undefined && story.get(m) === s) rightMerges++;
      else wrongMerges++;
    }
  }
  const dcg = (gains: number[]) =>
    gains.slice(0, 10).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  // one event is one story: the ideal email shows each story once (at its best label), and a second
  // report of a story already shown gains nothing (it is counted in `twice`)
  const best = new Map<string, number>();
  for (const [g, l] of Object.entries(d.labels)) {
    const key = story.get(g) ?? g;
    best.set(key, Math.max(best.get(key) ?? 0, gain(l)));
  }
  const ideal = dcg([...best.values()].sort((a, b) => b - a));
  const raw = picked.map((g) => gain(d.labels[g]));
  const stories = new Map<string, number>();
  const gains = picked.map((g) => {
    const s = story.get(g);
    if (!s) return gain(d.labels[g]);
    stories.set(s, (stories.get(s) ?? 0) + 1);
    return stories.get(s)! > 1 ? 0 : gain(d.labels[g]);
  });
  return {
    id: d.id,
    language: d.language ?? "en",
    ndcg10: ideal > 0 ? dcg(gains) / ideal : 0,
    // precision and off-topic judge each pick by its own label (a second report is counted in `twice`)
    p5: raw.slice(0, 5).filter((g) => g > 0).length / 5,
    picks: picked.length,
    offTopic: raw.filter((g) => g === 0).length - picked.filter((g) => d.labels[g] === "never").length,
    violations: picked.filter((g) => d.labels[g] === "never").length,
    twice: [...stories.values()].reduce((s, n) => s + n - 1, 0),
    wrongMerges,
    rightMerges,
    emptyWhenRelevant:
      picked.length === 0 &&
      Object.entries(d.labels).some(([g, l]) => (l === 2 || l === 1) && (!pool || pool.has(g))),
    ms,
  };
}

/**
 * Which feeds a description may draw from: every feed of the evaluation (null), or only those a
 * briefing's routing picks (bench `--routed`: the catalogue's feeds for its brief).
 */
export type FeedFilter = ((description: string) => { urls: Set<string>; byInterest: string[][] }) | null;

/** One description of the evaluation, set up as a briefing's preparation would see it. */
function* runs(only?: string, feeds: FeedFilter = null) {
  const { items, story, descriptions } = loadEvaluation();
  for (const d of descriptions) {
    if (only && d.id !== only) continue;
    const now = new Date(d.now ?? DEFAULT_NOW);
    // a scheduled briefing with no earlier send looks back a period and a day (server/delivery/pipeline.ts)
    const since = new Date(now.getTime() - lookbackMs(PERIOD_MS[d.frequency]));
    const all = candidatesFromItems(items, now);
    const guidOf = new Map(all.map((c, i) => [c.key, items[i]!.guid]));
    const routed = feeds?.(d.description);
    const candidates = routed ? all.filter((c) => routed.urls.has(c.feedUrl)) : all;
    const input = {
      description: d.description,
      frequency: d.frequency,
      now,
      since,
      candidates,
      items,
      interestFeeds: routed?.byInterest ?? null,
    };
    const guid = (k: string) => guidOf.get(k) ?? k;
    // a routed briefing's relevant items are those of its feeds: with none there, an empty email is right
    const pool = routed ? new Set(candidates.map((c) => guid(c.key))) : undefined;
    const score = (picked: Picked[], ms: number) =>
      scoreOne(
        d,
        picked.map((p) => ({ key: guid(p.key), also: p.also.map(guid) })),
        story,
        ms,
        pool,
      );
    yield { input, score };
  }
}

/** Run `curate` over every description; `repeat` > 1 times each briefing that many times (ms = mean). */
export function evaluate(
  curate: CurateFn,
  opts: { repeat?: number; only?: string; feeds?: FeedFilter } = {},
): Score[] {
  const scores: Score[] = [];
  for (const { input, score } of runs(opts.only, opts.feeds)) {
    const repeat = opts.repeat ?? 1;
    let picked: Picked[] = [];
    const t0 = performance.now();
    for (let r = 0; r < repeat; r++) picked = curate(input);
    scores.push(score(picked, (performance.now() - t0) / repeat));
  }
  return scores;
}

/** The same, for a curation that calls endpoints or the built-in encoder (embeddings, LLM rerank). */
export async function evaluateAsync(
  curate: (input: Parameters<CurateFn>[0]) => Promise<Picked[]>,
  opts: { only?: string; feeds?: FeedFilter; repeat?: number } = {},
): Promise<Score[]> {
  const scores: Score[] = [];
  for (const { input, score } of runs(opts.only, opts.feeds)) {
    const repeat = opts.repeat ?? 1;
    let picked: Picked[] = [];
    const t0 = performance.now();
    for (let r = 0; r < repeat; r++) picked = await curate(input);
    scores.push(score(picked, (performance.now() - t0) / repeat));
  }
  return scores;
}

export function summarise(scores: Score[]) {
  const n = scores.length || 1;
  const picks = scores.reduce((s, x) => s + x.picks, 0) || 1;
  return {
    ndcg10: scores.reduce((s, x) => s + x.ndcg10, 0) / n,
    p5: scores.reduce((s, x) => s + x.p5, 0) / n,
    offTopicShare: scores.reduce((s, x) => s + x.offTopic, 0) / picks,
    violations: scores.reduce((s, x) => s + x.violations, 0),
    twice: scores.reduce((s, x) => s + x.twice, 0),
    wrongMerges: scores.reduce((s, x) => s + x.wrongMerges, 0),
    rightMerges: scores.reduce((s, x) => s + x.rightMerges, 0),
    emptyWhenRelevant: scores.filter((x) => x.emptyWhenRelevant).length,
    msPerBriefing: scores.reduce((s, x) => s + x.ms, 0) / n,
  };
}
