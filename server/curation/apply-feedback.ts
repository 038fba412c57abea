/**
 * What the reader said from inside the email (issue #17, decision 096), applied to one pool:
 * - a muted source's items leave the pool (its feed's host, or a subdomain of it);
 * - items like a story the reader wanted less of are demoted, like one they wanted more of boosted.
 * "Like" is the ranker's own text similarity: the word-vector cosine of the item and the headline (as
 * item-features computes both), and the rarity-weighted share of the headline's content words the item
 * holds. Below SIMILAR_FROM nothing changes, so unrelated items are untouched; the effect grows to its full
 * size at SIMILAR_FULL (thresholds measured on the curation fixture's labelled stories, decision 096).
 */
import type { Candidate } from "./candidate";
import { featuresOf, type ItemFeatures } from "./item-features";
import { STOPWORDS, stemSetOf } from "./text-index";
import { stem, tokenize } from "./tokens";
import { cosine, rarity } from "./word-vectors";

export interface Feedback {
  /** headlines of stories the reader wanted more of */
  more: string[];
  /** headlines of stories the reader wanted less of */
  less: string[];
  /** hosts of muted sources ("example.org") */
  mutedHosts: string[];
}

export const SIMILAR_FROM = 0.5;
export const SIMILAR_FULL = 0.7;
/** at full similarity: "less" keeps this share of an item's score, "more" adds this much to it */
const LESS_KEEPS = 0.3;
const MORE_ADDS = 0.6;

export interface FeedbackEffect {
  /** pool positions of muted sources' items */
  muted: Set<number>;
  /** each item's score multiplier (1 = untouched) */
  factor: number[];
  /** the headline an item was boosted or demoted for, when it was */
  because: Array<{ kind: "more" | "less"; headline: string } | null>;
}

export function hostMatches(feedUrl: string, hosts: string[]): boolean {
  let host: string;
  try {
    host = new URL(feedUrl).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return false;
  }
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

interface Target {
  vector: Float32Array | null;
  stems: Array<[string, number]>;
  total: number;
}

function targetOf(headline: string): Target {
  const f = featuresOf({
    key: `feedback:${headline}`,
    feedUrl: "",
    sourceName: "",
    url: null,
    title: headline,
    summary: "",
    content: "",
    publishedAt: null,
    firstSeenAt: new Date(0),
  });
  const words = [...new Set(tokenize(headline).filter((w) => !STOPWORDS.has(w) && w.length > 1))];
  const stems = words.map((w): [string, number] => [stem(w), rarity(w)]);
  return { vector: f.vector, stems, total: stems.reduce((a, [, r]) => a + r, 0) || 1 };
}

/** How like the headline an item is, 0..1: mostly meaning (word vectors), partly its words. */
export function similarity(f: ItemFeatures, t: Target, stemSet: ReadonlySet<string>): number {
  const v = f.titleVector ?? f.vector;
  const cos = v && t.vector ? Math.max(0, cosine(v, t.vector)) : 0;
  const words = t.stems.reduce((a, [s, r]) => a + (stemSet.has(s) ? r : 0), 0) / t.total;
  return 0.7 * cos + 0.3 * words;
}

const ramp = (s: number) => Math.max(0, Math.min(1, (s - SIMILAR_FROM) / (SIMILAR_FULL - SIMILAR_FROM)));

export function applyFeedback(pool: Candidate[], features: ItemFeatures[], fb: Feedback): FeedbackEffect {
  const muted = new Set<number>();
  const factor = pool.map(() => 1);
  const because: FeedbackEffect["because"] = pool.map(() => null);
  if (fb.mutedHosts.length)
    for (const [i, c] of pool.entries()) if (hostMatches(c.feedUrl, fb.mutedHosts)) muted.add(i);
  if (fb.more.length === 0 && fb.less.length === 0) return { muted, factor, because };
  const more = fb.more.map((h) => ({ h, t: targetOf(h) }));
  const less = fb.less.map((h) => ({ h, t: targetOf(h) }));
  features.forEach((f, i) => {
    if (muted.has(i)) return;
    const stems = stemSetOf(f.stems);
    const best = (list: typeof more) => {
      let top = { h: "", w: 0 };
      for (const { h, t } of list) {
        const w = ramp(similarity(f, t, stems));
        if (w > top.w) top = { h, w };
      }
      return top;
    };
    const down = best(less);
    const up = best(more);
    // the closer of the two wins: one story cannot be both pushed down and pulled up
    if (down.w > 0 && down.w >= up.w) {
      factor[i] = 1 - (1 - LESS_KEEPS) * down.w;
      because[i] = { kind: "less", headline: down.h };
    } else if (up.w > 0) {
      factor[i] = 1 + MORE_ADDS * up.w;
      because[i] = { kind: "more", headline: up.h };
    }
  });
  return { muted, factor, because };
}
