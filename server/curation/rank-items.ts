/**
 * Hybrid relevance (decision 072): for each interest of the brief, BM25 (whole phrase first) gated by
 * meaning, plus the vector similarity of item and interest (after one round of pseudo-relevance feedback,
 * so that an interest learns the words its stories use), plus the feed's subject prior (how close the
 * feed's items are to the interest, on average), times recency and language factors.
 */
import type { Brief } from "../../common/curation";
import type { Candidate } from "./candidate";
import { relatedTermsOf } from "./expansions";
import type { ItemFeatures } from "./item-features";
import { wordEvidence } from "./word-evidence";
import { STOPWORDS, type TextIndex } from "./text-index";
import { tokenize } from "./tokens";
import { cosine, cosineOf, meanVector, normalise, rarity, softMatcher, vectorOf } from "./word-vectors";

/**
 * One item's score for one interest, in parts: evidence (the item's words and its feed's name), semantic
 * (standard score), feed prior, the raw similarities (word by word, whole, the feed's), and the item's own
 * word evidence without its feed's name.
 */
export type InterestParts = [
  evidence: number,
  z: number,
  prior: number,
  soft: number,
  whole: number,
  feedPrior: number,
  ownWords: number,
  /** 1 when the item's words say the whole interest or a term of it somewhere, not only a part of its phrase */
  saysWhole: number,
];

/**
 * The evidence of an item that says the interest, or a term of it, somewhere in its text: the phrase in its
 * body (0.4), a related term in its body (0.24, a Premier League club), a context word in its headline
 * (decisions 178, 179).
 */
export const SAYS_SOME = 0.2;

export interface Ranked {
  c: Candidate;
  f: ItemFeatures;
  /** relevance to each interest, before recency and language */
  perInterest: number[];
  /** per interest: how its score was made up, for the picks' rules, reasons and measurement */
  parts: InterestParts[];
  /** recency × language × named-source factor */
  factor: number;
  /** from a source the reader named (the brief's sources) or that the pipeline fetched as named */
  namedSource: boolean;
  ageMs: number;
}

/**
 * What is known of an embedding model's similarities (the built-in encoder, decision 122): its usual item ×
 * interest cosine (mean, spread), on which a small pool's standard scores lean, and the share of the meaning
 * score it carries, the word vectors the rest.
 */
export interface EmbeddingCalibration {
  mean: number;
  sd: number;
  share: number;
}

export interface RankOptions {
  now: Date;
  /** the window a reader of this frequency trusts: 48 h daily, 7 d weekly */
  freshMs: number;
  /** each interest's embedding from an embeddings endpoint (decision 081), aligned with brief.interests */
  interestEmbeddings?: Array<number[] | null> | null;
  /** what is known of the embedding model, when anything is */
  embeddingCalibration?: EmbeddingCalibration;
  /** per interest, the catalogue feeds routed for its subject (decision 100), aligned with brief.interests */
  interestFeeds?: Array<string[]> | null;
}

/**
 * Weights of a logistic fit of "clearly relevant" (2) against "irrelevant" (0) on the evaluation's
 * candidates (five numbers, decision 072): the result reads as a probability of being relevant.
 */
const W = { lex: 2.5, z: 0.58, prior: 2.5, bias: -4.9 };

/**
 * An item not of the country an interest names beside its subject ("German politics": it neither names
 * Germany nor is in German) keeps this share of its score: politics, but another country's (decision 146).
 * So does one not for whom the subject was asked ("women's football", decision 188). None: at 0.3 (146) and
 * 0.05 (147) such items still filled an interest the pool serves poorly, whose bar follows its best, and
 * "Women's tennis only" showed the men's tour (decision 211).
 */
const NOT_HELD = 0;

/**
 * A headline that names a kind of the subject the reader listed after it ("UK personal finance - savings
 * rates, mortgages, pensions, tax changes": "Mortgage rates fall below 4%") is as much evidence as the
 * subject's own words, when the item's meaning leans clearly towards the interest (a standard score of 1.5):
 * a listed word can also be an aspect of anything ("pricing", "releases": "…as pricing gap widens" in a
 * story about chargers for a GPT-5 reader, at 1.3). Decision 133.
 */
const LISTED_KIND = { evidence: 0.5, z: 1.5 } as const;

/**
 * A feed named for a phrase's last word alone ("Financial Times - Markets" for "Christmas markets") counts
 * for an item only when the item's meaning is at least this share of the interest's best standard score: a
 * markets desk is not about Christmas markets. A country before the word ("UK politics") is exempt: a
 * politics desk covers its country's politics without saying the country (decision 124).
 */
const HEAD_NAME = 0.6;

/**
 * Mean and spread of the whole-item similarity over a large, varied pool (the evaluation's 454 items ×
 * every interest): what "close" means when a pool is too small to say it itself.
 */
const TYPICAL = { whole: { mean: 0.3, sd: 0.19 } };

/**
 * Standard scores over the pool. A small pool (a reader's own feed with a handful of items, all on its
 * subject, or the few left once the rest was sent) has a spread that means little: its scores lean
 * towards the typical pool's (`typical`) and never exceed them.
 */
function zScores(xs: number[], typical?: { mean: number; sd: number }): number[] {
  const n = xs.length || 1;
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / n) || 1;
  const own = Math.sqrt(Math.min(1, n / 12));
  if (!typical) return xs.map((x) => (own * (x - mean)) / sd);
  // the best of a small off-topic pool stands out in the pool without being close to anything: there,
  // a score never exceeds what the typical pool would say
  return xs.map((x) => {
    const usual = (x - typical.mean) / typical.sd;
    return own === 1 ? (x - mean) / sd : Math.min(usual, own * ((x - mean) / sd) + (1 - own) * usual);
  });
}

export const interestWords = (i: Brief["interests"][number]) =>
  tokenize(i.phrase).filter((w) => !STOPWORDS.has(w));

export function interestVector(i: Brief["interests"][number]): Float32Array | null {
  const ctx = i.context.flatMap((c) => tokenize(c)).filter((w) => !STOPWORDS.has(w));
  const related = relatedTermsOf(i).flatMap((t) => tokenize(t));
  return meanVector([
    ...interestWords(i).map((w): [string, number] => [w, rarity(w)]),
    ...ctx.map((w): [string, number] => [w, 0.4 * rarity(w)]),
    ...related.map((w): [string, number] => [w, (1.5 * rarity(w)) / Math.max(4, related.length)]),
  ]);
}

export function rankItems(
  brief: Brief,
  pool: Candidate[],
  features: ItemFeatures[],
  index: TextIndex,
  opts: RankOptions,
): Ranked[] {
  const perInterest = pool.map(() => [] as number[]);
  const parts = pool.map(() => [] as InterestParts[]);
  for (const [k, interest] of brief.interests.entries()) {
    const words = interestWords(interest);
    // a name's stories say it (decision 127): a kind listed after it ("Taylor Swift's tour") is of the name
    // only in a story that names it, which its words already say
    const listedKind = !interest.name;
    const { lex, byName, headOnly, kind, held, saysWhole } = wordEvidence(interest, pool, features, index, {
      subjectFeeds:
        brief.language !== "en" && opts.interestFeeds?.[k]?.length ? new Set(opts.interestFeeds[k]) : null,
      siblings: brief.interests.filter((_, j) => j !== k).map((x) => x.phrase),
      language: brief.language,
    });
    const vec = interestVector(interest);
    let sem = pool.map(() => 0);
    // pool-independent similarities (raw cosines): what makes a score mean the same in a pool of 7 items
    // from one feed and of 500 from 16
    let softRaw = pool.map(() => 0);
    let wholeRaw = pool.map(() => 0);
    if (vec) {
      const first = zScores(features.map((f) => (f.vector ? cosine(f.vector, vec) : 0)));
      // pseudo-relevance feedback: the best few items teach the interest the words its stories use
      const top = pool
        .map((_, i) => i)
        .sort((a, b) => lex[b]! + 0.3 * first[b]! - (lex[a]! + 0.3 * first[a]!))
        .slice(0, 5);
      const fb = new Float32Array(vec);
      for (const i of top) {
        const v = features[i]!.vector;
        if (v) for (let d = 0; d < fb.length; d++) fb[d]! += (0.6 / top.length) * v[d]!;
      }
      normalise(fb);
      const whole = zScores(
        features.map((f) => (f.vector ? cosine(f.vector, fb) : 0)),
        TYPICAL.whole,
      );
      // word by word: each interest word's best match in the item, rarer interest words weighing more
      const qs = words.flatMap((w) => {
        const v = vectorOf(w);
        return v ? [[softMatcher(v), rarity(w)] as const] : [];
      });
      const total = qs.reduce((a, [, r]) => a + r, 0) || 1;
      softRaw = features.map(
        (f) => qs.reduce((a, [match, r]) => a + r * match(f.wordRows, f.titleRows), 0) / total,
      );
      wholeRaw = features.map((f) => (f.vector ? cosine(f.vector, vec) : 0));
      // word by word is not leaned on: one passing word ("AI-driven bots" in a crypto story) matches fully
      const soft = zScores(softRaw);
      sem = whole.map((x, i) => (qs.length ? 0.5 * x + 0.5 * soft[i]! : x));
    }
    // an embeddings endpoint (decision 081): where both the item and the interest have an embedding, it is
    // their meaning; items without one (the endpoint failed for them) keep the word vectors' score. Both are
    // standard scores over the pool, so they mix on one scale
    const ie = opts.interestEmbeddings?.[k];
    if (ie) {
      const at = pool.flatMap((c, i) => (c.embedding?.length === ie.length ? [i] : []));
      if (at.length >= 2) {
        const z = zScores(
          at.map((i) => cosineOf(pool[i]!.embedding!, ie)),
          opts.embeddingCalibration,
        );
        // a model that is known to miss what the word vectors see (the built-in encoder) shares the score
        const share = opts.embeddingCalibration?.share ?? 1;
        for (const [n, i] of at.entries()) sem[i] = share * z[n]! + (1 - share) * sem[i]!;
      }
    }
    // the feed's subject: how close its items are to the interest on average
    const byFeed = new Map<string, { sum: number; n: number; raw: number }>();
    pool.forEach((c, i) => {
      const e = byFeed.get(c.feedUrl) ?? { sum: 0, n: 0, raw: 0 };
      e.sum += sem[i]! + 0.5 * Math.min(lex[i]! + byName[i]!, 1);
      e.raw += (softRaw[i]! + wholeRaw[i]!) / 2;
      e.n++;
      byFeed.set(c.feedUrl, e);
    });
    // with one or two feeds (a reader's own), feeds cannot be compared: the reader chose them, so each
    // gets the prior a typical on-topic feed has
    const comparable = byFeed.size >= 3;
    const topZ = Math.max(0, ...sem);
    pool.forEach((c, i) => {
      const feed = byFeed.get(c.feedUrl)!;
      const prior = comparable ? feed.sum / (feed.n + 1) : 0.9; // shrunk towards 0 for feeds with few items
      const z = sem[i]!;
      // an ambiguous word in the wrong context barely counts; but the shipped word vectors are English, and
      // for a German, French or Spanish brief they tell an item's language more than its subject: its words
      // are not held back by them (issue #16)
      const gate = brief.language !== "en" ? 1 : z > 0 ? 1 : z > -0.5 ? 0.6 : 0.25;
      // weights of a logistic fit of "clearly relevant" against "irrelevant" on the evaluation (three
      // weights, decision 072); the result reads as a probability
      const priorRaw = feed.raw / (feed.n + 1);
      // the item's words and its feed's name are two witnesses: either may be wrong, both rarely are
      // a feed named for the phrase's last word alone ("Financial Times - Markets" for "Christmas markets")
      // speaks for an item only when the item's meaning is near the interest's best (HEAD_NAME)
      const named = headOnly[i] && z < HEAD_NAME * topZ ? 0.3 * byName[i]! : byName[i]!;
      const words = Math.max(
        lex[i]! * gate,
        listedKind && kind[i] && z >= LISTED_KIND.z ? LISTED_KIND.evidence : 0,
      );
      const evidence = 1 - (1 - Math.min(1, words)) * (1 - named) + Math.max(0, lex[i]! - 1) * gate;
      const logit = W.lex * evidence + W.z * z + W.prior * prior + W.bias;
      const hold = held?.[i] === false ? NOT_HELD : 1;
      perInterest[i]!.push(hold / (1 + Math.exp(-logit)));
      parts[i]!.push([
        evidence,
        z,
        prior,
        softRaw[i]!,
        wholeRaw[i]!,
        priorRaw,
        Math.min(1, words),
        saysWhole[i] ? 1 : 0,
      ]);
    });
  }
  const now = opts.now.getTime();
  const sources = brief.sources.map((s) => s.toLowerCase());
  return pool.map((c, i) => {
    const ageMs = Math.max(0, now - (c.publishedAt ?? c.firstSeenAt).getTime());
    const recency = ageMs > opts.freshMs ? 0.4 : 1 - (0.2 * ageMs) / opts.freshMs;
    const language = features[i]!.language === brief.language ? 1 : 0.55;
    const name = c.sourceName.toLowerCase();
    const namedSource =
      !!c.named || sources.some((s) => name.includes(s) || s.includes(name.split(/\s+[-–]\s+/)[0]!));
    return {
      c,
      f: features[i]!,
      perInterest: perInterest[i]!,
      parts: parts[i]!,
      factor: recency * language * (namedSource ? 1.15 : 1),
      namedSource,
      ageMs,
    };
  });
}
