/**
 * What two candidates share, as evidence that they report one event (decision 118): the rarity-weighted
 * overlap of their words, of their headlines, of the names and figures they mention, and how far apart in
 * time they were published. Rarity is over the pool the candidates are judged in (a briefing's candidates),
 * so a name few of them carry weighs most. Names and figures are compared as written, so "COP31", "Antalya"
 * or "$80,000" tie a German or French report to an English one.
 */
import model from "wink-eng-lite-web-model";
import type { ItemFeatures } from "./item-features";
import { STOPWORDS } from "./text-index";
import { stem } from "./tokens";
import { rarity } from "./word-vectors";
import { isPlaceName } from "./countries";
import { competitionWords } from "./written-as-name";
import { aliasOf } from "./expansions";

/** A text's terms as sorted ids with unit-length weights: two bags' overlap is their cosine. */
export interface Bag {
  ids: Int32Array;
  weights: Float64Array;
}

/**
 * An item's terms as ids, sorted, with their damped counts times the word's rarity in the language (its
 * frequency rank among the word vectors'; names, figures and unknown words count as rare): computed once per
 * item per process. The pool's IDF alone thinks "final" or "day" rare in a small pool; the language does not.
 */
interface Counted {
  ids: Int32Array;
  tf: Float64Array;
}

interface Terms {
  generation: number;
  body: Counted;
  headline: Counted;
  /** the headline's terms that are names in the item (not figures), and not a country's: sorted ids */
  headlineNames: Int32Array;
  names: Int32Array;
  /** the headline's terms that name a competition ("champions league", "giro d'italia"): sorted ids */
  competition: Int32Array;
  language: string;
  /** the headline's cognates (cognateOf), and where each is in the headline */
  cognates: Counted;
  cognateAt: Map<number, number>;
}

export interface Evidence {
  /** TF-IDF cosine of headline + description + text */
  words: number;
  /** TF-IDF cosine of the headlines */
  headline: number;
  /**
   * shared names and figures beyond the rarest one, each by its rarity in the pool (1 = only these two carry
   * it): one shared place or team is what two events of one country or club have in common
   */
  names: number;
  /** days between the two publications (0 when either time is unknown) */
  days: number;
}

const content = (s: string) => !STOPWORDS.has(s) && s.length > 1;
/** a token that is a figure or a piece of one ("80", "000", "80k", "1.2b", "68bn"), not a name like "gpt-5" */
const FIGURE = /^\d[\d.,]*(?:k|m|b|bn)?$/;

/**
 * Term ids shared by every briefing of the process, so that a pool's items need no string work per
 * briefing. Started afresh (and the items' terms recomputed) should the vocabulary grow past a million.
 */
let vocabulary = new Map<string, number>();
let generation = 0;
const termsOf = new WeakMap<ItemFeatures, Terms>();

const idOf = (w: string) => {
  let id = vocabulary.get(w);
  if (id === undefined) {
    id = vocabulary.size;
    vocabulary.set(w, id);
  }
  return id;
};

/**
 * A word's root for comparing two reports: the Porter2 stemmer of the wink model curation already ships, so
 * that "waits", "waiting" and "wait" are one term. Numbers and non-Latin words pass as they are.
 */
// the model's types leave its addons untyped; its stem is Porter2 on one lower-case word
const porter = model.addons.stem as (word: string) => string;
// a ticker is the name it stands for ("BTC" is "bitcoin", expansions.json `aliases`)
const rootOf = (w: string) => {
  const n = aliasOf(w) ?? w;
  return /^[a-z]+$/.test(n) ? porter(n) : n;
};

function counted(words: string[]): Counted {
  const m = new Map<number, number>();
  const wordOf = new Map<number, string>();
  for (const w of words) {
    const id = idOf(rootOf(w));
    m.set(id, (m.get(id) ?? 0) + 1);
    if (!wordOf.has(id)) wordOf.set(id, w);
  }
  const ids = Int32Array.from(m.keys()).sort();
  return {
    ids,
    tf: Float64Array.from(ids, (id) => (1 + Math.log(m.get(id)!)) * rarity(wordOf.get(id)!)),
  };
}

/**
 * A headline's terms: its content words, and each figure as one term however it is written ("$80K" and
 * "$80,000", "31%" and "31 per cent"), in place of its digits' pieces ("80", "000"). A figure written as
 * its own token ("5" in "Llama 5") stays that word, with that word's rarity.
 */
function headlineTerms(f: ItemFeatures): string[] {
  const figures = new Set(f.titleFigures);
  const written = new Set(f.titleWords);
  const words = f.titleWords.filter((w) => content(w) && (!FIGURE.test(w) || figures.has(w)));
  return [...words.map(stem), ...[...figures].filter((n) => !written.has(n)).map((n) => `#${n}`)];
}

/**
 * A headline word as another language may write it: without its accents, its first five letters ("typhoon"
 * and "typhon", "Zelenskyy" and "Zelensky", "Geneva" and "Genève", "fossil" and "fossiles"). Words of four
 * letters or more, no figures (those are compared as figures).
 */
const COGNATE_LETTERS = 5;
const cognateOf = (w: string) =>
  `\u0004${w.normalize("NFD").replace(/\p{M}/gu, "").slice(0, COGNATE_LETTERS)}`;

/** A headline's cognates, each with the position of its first word in the headline. */
function cognatesOf(f: ItemFeatures): Map<string, number> {
  const at = new Map<string, number>();
  f.titleWords.forEach((w, n) => {
    if (!content(w) || w.length < 4 || !/^\p{L}+$/u.test(w)) return;
    const c = cognateOf(w);
    if (!at.has(c)) at.set(c, n);
  });
  return at;
}

function cognateTermsOf(f: ItemFeatures): Pick<Terms, "cognates" | "cognateAt"> {
  const at = cognatesOf(f);
  return { cognates: counted([...at.keys()]), cognateAt: new Map([...at].map(([k, n]) => [idOf(k), n])) };
}

function terms(f: ItemFeatures): Terms {
  const hit = termsOf.get(f);
  if (hit && hit.generation === generation) return hit;
  if (vocabulary.size > 1_000_000) {
    vocabulary = new Map();
    generation++;
  }
  const t: Terms = {
    generation,
    body: counted(f.stems.filter(content)),
    headline: counted(headlineTerms(f)),
    headlineNames: Int32Array.from(
      new Set(
        f.titleWords
          .filter((w) => content(w) && /\p{L}/u.test(w) && f.names.has(w) && !isPlaceName(w))
          .map((w) => idOf(rootOf(stem(w)))),
      ),
    ).sort(),
    names: Int32Array.from(
      new Set([...f.names].map((w) => idOf(`\u0001${aliasOf(stem(w)) ?? stem(w)}`))),
    ).sort(),
    language: f.language,
    ...cognateTermsOf(f),
    competition: Int32Array.from(
      new Set([...competitionWords(f.titleWords, f.names)].filter(content).map((w) => idOf(rootOf(stem(w))))),
    ).sort(),
  };
  termsOf.set(f, t);
  return t;
}

/**
 * Two short headlines that share one rare word overlap by 0.2 to 0.3, which with a little shared vocabulary
 * cleared the bar: "Rocket Lab wins Space Force contract for 20 launches" was shown as "also in" under
 * "Empire's 20 best films of 2026", "…Vegetable Stock From Scraps" under "…plan to scrap stamp duty". One
 * shared word that is not a name in both counts half (decision 126).
 */
const ONE_COMMON_WORD = 0.5;

/**
 * What a word of the reader's own subject weighs in two items' overlap, in a briefing's pool: every item
 * picked for "Christmas markets" says "Christmas markets", so sharing those words says "same subject", not
 * "same event". The pool's rarity weighs them most (few of its items say them), and two guides to
 * different markets were shown as one story. A third of their weight: two reports of one event share more
 * than the subject (decision 129).
 */
const SUBJECT_WEIGHT = 0.3;

/**
 * A subject word that no item writes as a name, and that at most this many of the pool's items say, is not
 * the subject's common vocabulary but a rare word they share: "measles", in the three reports of Europe's
 * measles figures for "child health, vaccines, measles outbreaks", which SUBJECT_WEIGHT kept apart as three
 * stories. A name stays damped however rare ("Gemini": a model's launch and its review are two events, and
 * were shown as one under GPT-5.5's; decision 213).
 */
const RARE_SUBJECT = 4;

/** The fewest candidates over which sharing a name says it is rare (a briefing's pool holds hundreds). */
const MIN_POOL = 50;

export class EvidenceIndex {
  private terms: Terms[];
  private readonly bags: Array<Bag | undefined> = [];
  private readonly headlines: Array<Bag | undefined> = [];
  private readonly cognates: Array<Bag | undefined> = [];
  private readonly df: Uint32Array;
  private readonly logN: number;
  private readonly size: number;

  /** term ids of the reader's subject words (SUBJECT_WEIGHT), and of those that are no name */
  private readonly subject: Set<number>;
  private readonly common: Set<number>;

  /** `subjectWords`: the words of the interests the pool is judged for, when it is a briefing's */
  constructor(
    features: ItemFeatures[],
    private readonly published: Array<Date | null | undefined> = [],
    subjectWords: string[] = [],
  ) {
    this.terms = features.map(terms);
    // an item computed after a vocabulary reset has ids of the new vocabulary: compute them all again
    if (this.terms.some((t) => t.generation !== generation)) this.terms = features.map(terms);
    const ids = (words: string[]) => words.flatMap((w) => vocabulary.get(rootOf(stem(w))) ?? []);
    this.subject = new Set(ids(subjectWords));
    // a word no item writes as a name (RARE_SUBJECT)
    const lower = subjectWords.map((w) => w.toLowerCase());
    this.common = new Set(ids(lower.filter((w) => !features.some((f) => f.names.has(w)))));
    this.df = new Uint32Array(vocabulary.size);
    for (const t of this.terms) {
      for (const id of t.body.ids) this.df[id]!++;
      for (const id of t.names) this.df[id]!++;
      for (const id of t.cognates.ids) this.df[id]!++;
    }
    this.size = features.length;
    this.logN = Math.log(features.length + 1);
  }

  /** a term's IDF over the pool (headline terms are counted with the whole text's) */
  private idf(id: number): number {
    return this.logN - Math.log(this.df[id] || 1);
  }

  private bag(c: Counted): Bag {
    const weights = new Float64Array(c.ids.length);
    let norm = 0;
    for (let k = 0; k < c.ids.length; k++) {
      const id = c.ids[k]!;
      const damped = this.subject.has(id) && (!this.common.has(id) || this.df[id]! > RARE_SUBJECT);
      const w = c.tf[k]! * this.idf(id) * (damped ? SUBJECT_WEIGHT : 1);
      weights[k] = w;
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    return { ids: c.ids, weights };
  }

  of(i: number, j: number): Evidence {
    const a = this.terms[i]!;
    const b = this.terms[j]!;
    // a name's weight: 1 when only these two of a pool of MIN_POOL or more carry it, falling to 0 as it
    // becomes common; in a smaller pool its rarity is not known, and it weighs less
    const top = Math.log(Math.max(this.size, MIN_POOL) + 1) - Math.log(2);
    let names = 0;
    let rarest = 0;
    for (let x = 0, y = 0; x < a.names.length && y < b.names.length; ) {
      const u = a.names[x]!;
      const v = b.names[y]!;
      if (u === v) {
        const weight = Math.max(0, (this.logN - Math.log(Math.max(2, this.df[u]!))) / top);
        names += weight;
        rarest = Math.max(rarest, weight);
        x++;
        y++;
      } else if (u < v) x++;
      else y++;
    }
    this.bags[i] ??= this.bag(a.body);
    this.bags[j] ??= this.bag(b.body);
    this.headlines[i] ??= this.bag(a.headline);
    this.headlines[j] ??= this.bag(b.headline);
    const ta = this.published[i];
    const tb = this.published[j];
    // a competition both headlines name is what they have in common, not their event (decision 160)
    const shared =
      a.competition.length && b.competition.length
        ? a.competition.filter((id) => b.competition.includes(id))
        : NONE;
    let headline = overlap(this.headlines[i]!, this.headlines[j]!, shared) * oneWord(a, b);
    // two languages share few words but many cognates and names: two of them apart in the headline (not
    // one name's words, "Real Madrid") say what the exact words cannot (decision 207)
    if (a.language !== b.language && sharedRuns(a, b) >= 2) {
      this.cognates[i] ??= this.bag(a.cognates);
      this.cognates[j] ??= this.bag(b.cognates);
      headline = Math.max(headline, overlap(this.cognates[i]!, this.cognates[j]!));
    }
    return {
      words: overlap(this.bags[i]!, this.bags[j]!, shared),
      headline,
      names: names - rarest,
      days: ta && tb ? Math.abs(ta.getTime() - tb.getTime()) / 86_400_000 : 0,
    };
  }
}

const NONE = new Int32Array(0);

/** Two headlines' shared cognates, a run of them adjacent in both counting once ("Real Madrid", "Las Vegas"). */
function sharedRuns(a: Terms, b: Terms): number {
  const shared = [...a.cognateAt.keys()].filter((id) => b.cognateAt.has(id));
  shared.sort((x, y) => a.cognateAt.get(x)! - a.cognateAt.get(y)!);
  let n = 0;
  for (let k = 0; k < shared.length; k++) {
    const prev = shared[k - 1];
    const joined =
      prev !== undefined &&
      a.cognateAt.get(shared[k]!)! - a.cognateAt.get(prev)! === 1 &&
      b.cognateAt.get(shared[k]!)! - b.cognateAt.get(prev)! === 1;
    if (!joined) n++;
  }
  return n;
}

/** Two bags' cosine; a term of `damped` counts as a subject word would in both (SUBJECT_WEIGHT each). */
export function overlap(a: Bag, b: Bag, damped: Int32Array = NONE): number {
  let s = 0;
  for (let x = 0, y = 0; x < a.ids.length && y < b.ids.length; ) {
    const u = a.ids[x]!;
    const v = b.ids[y]!;
    if (u === v)
      s +=
        a.weights[x++]! * b.weights[y++]! * (damped.length && damped.includes(u) ? SUBJECT_WEIGHT ** 2 : 1);
    else if (u < v) x++;
    else y++;
  }
  return s;
}

/**
 * What a headline overlap of one term is worth: all of it when the term is a name in both items ("COP31"),
 * ONE_COMMON_WORD of it when it is a word, a figure ("weakening", "20", "2026") or a country, which many of
 * its events share ("…salvan a España ante Chequia", "Gemini 3.5 llega a España…"; decision 157).
 */
function oneWord(a: Terms, b: Terms): number {
  let n = 0;
  let only = -1;
  const x = a.headline.ids;
  const y = b.headline.ids;
  for (let p = 0, q = 0; p < x.length && q < y.length; ) {
    if (x[p] === y[q]) {
      n++;
      only = x[p]!;
      p++;
      q++;
    } else if (x[p]! < y[q]!) p++;
    else q++;
  }
  if (n !== 1) return 1;
  const named = (t: Terms) => t.headlineNames.includes(only);
  return named(a) && named(b) ? 1 : ONE_COMMON_WORD;
}
