/**
 * Stories (decision 118, superseding the word rules of 074): two items of different sources report the same
 * event when the evidence of story-evidence.ts — the rarity-weighted overlap of their whole text and of their
 * headlines, names and figures they share beyond one, and how close in time they were published — adds up
 * past a bar. One shared name never does on its own: two events of one country, club or company share it.
 * Two items of one source share its boilerplate (a standing sentence, a byline, a footer), which looks like
 * overlap but says nothing of the event: within one source, only clearly matching headlines make a story.
 * With an embeddings endpoint (decision 081), two reports of other sources whose embeddings are nearly the
 * same also make a story when their words overlap a little: differently worded reports of one event.
 */
import type { ItemFeatures } from "./item-features";
import { type Evidence, EvidenceIndex } from "./story-evidence";
import { STOPWORDS } from "./text-index";
import { sameHeadline } from "./tokens";
import { cosine, cosineOf } from "./word-vectors";
import { placesNamed } from "./countries";
import { isPlace } from "./localities";
import { BoundedCache } from "../../common/bounded-cache";

/**
 * Weights of the evidence and the bar it must clear (decision 118): a logistic regression of "same story"
 * on the evaluation's fold A pairs (tests/fixtures/curation, stories of even sorted position), rounded; fold
 * B's pairs held out. A day apart costs what a headline overlap of 0.14 gives.
 */
const WEIGHTS = { words: 8, headline: 8, names: 2.5, days: 1.1 } as const;
const BAR = 2.1;

/**
 * A headline of a list of picks, as lower-case tokens: "the best christmas markets …", "top 10 …", "8 festive
 * trips …". "Best" before a plural ("best buys", "best hedging plants"), not before a preposition ("best in
 * three years") or a singular ("named best player"), which are news.
 */
const LIST =
  /\b(?:best (?!(?:in|of|for|since|on|at|to|ever|yet|as)\b)(?:\S+ ){0,2}\S+s|top \d+|(?:\d+|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (?:\S+ )?(?:things|ways|places|trips|ideas|reasons|tips|picks|books|films|albums|recipes|gifts))\b/;

/** Two reports this far apart are not one event, whatever they share (a week's window at most). */
const MAX_DAYS = 7;

/**
 * Embedding cosine above which two reports are of one event. Not measured on a real model (decision 081):
 * set high, as a wrong merge hides a story while a missed one only shows it twice.
 */
const SAME_EVENT_EMBEDDING = 0.92;

/**
 * A report joins a story through the head's other reports too (Stories.joins), when at least CORROBORATING
 * of them say it is their event, one of them clearly (a margin of CLEAR_LINK), and it is not far from the
 * head itself (NEAR). "EU ministers hold firm on fossil fuel language at COP31" shares little with "COP31:
 * Germany pledges extra climate funds", much with the BBC's and the Guardian's reports of the draft deal that
 * Germany's story was told with. One report alone is not enough: a report is the same event as its head by
 * some shared words, and those it shares with a third item can be other words ("Google must sell its ad
 * exchange" ties the US ruling to Brussels' order as much as to the US judge's).
 */
const CORROBORATING = 2;
/**
 * A report in another language than the head's shares few words with it, and is far from it (below NEAR):
 * it joins the story through one of the head's reports when that report is clearly the head's (a margin of
 * 2) and its own link to it is strong (4). heise's "US-Gericht: Google muss Werbebörse AdX verkaufen" shares
 * the judge and "AdX" with Ars's report of the ruling (4.4), which The Verge's head shares the ruling with
 * (3.0), and the email showed the ruling twice (decision 216). At a link of 3, one more wrong "also in".
 */
const ACROSS_LANGUAGES = { link: 4, head: 2 } as const;
/** The margin of two reports an LLM said are one event (Stories.tell): above any the words give but a same-source headline's. */
const TOLD = 1_000;
const CLEAR_LINK = 1;
const NEAR = -1.5;

/**
 * Two English reports whose texts are this far apart in the word vectors' meaning (cosine of their
 * rarity-weighted mean vectors) need evidence a whole `margin` clearer to be one story: "Is dark energy
 * weakening? New DESI data strengthens the case" shares "case" and "weakening" with "Fed's Waller says case
 * for December cut is weakening", and the Fed's story was shown "also in New Scientist" (decision 192). Not
 * when they share a name or a figure other than a place's: the word vectors know no "GPT-5.5", and two
 * reports of its launch are 0.50 apart. The word vectors are English: other languages' texts go by their
 * words alone.
 */
const FAR_MEANING = { cosine: 0.65, margin: 1 } as const;

/**
 * Two English reports that share no name or figure (a place's aside) and whose evidence only just says "one
 * event" (a margin under this) are two stories: "WHO warns antibiotic resistance is rising across all
 * regions" shares "antibiotic", "resistant" and "infections" with "New antibiotic found in garden soil kills
 * superbugs", and the WHO's warning took the discovery's three reports as its "also in" (decision 247). Two
 * reports of one event nearly always share who or what it is about, or its figure.
 */
const UNNAMED_LINK = 0.2;

/** How strongly two items' evidence says "one event": ≥ 0 is the same story (for the bench and tests). */
export function sameEventMargin(e: Evidence): number {
  return (
    WEIGHTS.words * e.words +
    WEIGHTS.headline * e.headline +
    WEIGHTS.names * Math.min(e.names, 3) -
    WEIGHTS.days * Math.min(e.days, MAX_DAYS) -
    BAR
  );
}

/**
 * The outlet an item is from, as grouping compares sources: its feed's site and the outlet's part of the
 * feed's name. One outlet's desks are one source ("The Guardian - Money" and "The Guardian - Football"):
 * they share its templates, and "Budget 2026: what it means for your income…" was shown with "Premier
 * League's new squad cost rules: what anchoring means for your club" as "also in". A site that carries many
 * outlets' feeds (news.google.com's searches, a blog platform) names them apart, so they stay apart.
 */
export function outletOf(c: { feedUrl: string; sourceName: string }): string {
  // a pool's few dozen feeds are asked for by every briefing: their URLs are parsed once
  return outlets.get(`${c.feedUrl}\u0000${c.sourceName}`, () => {
    let host: string;
    try {
      host = new URL(c.feedUrl).hostname.replace(/^(?:www|feeds?|rss)\./, "");
    } catch {
      return c.feedUrl;
    }
    const name = c.sourceName
      .split(/\s+[-–|]\s+/)[0]!
      .trim()
      .toLowerCase();
    return name ? `${host} ${name}` : c.feedUrl;
  });
}
const outlets = new BoundedCache<string, string>(10_000);

/**
 * What grouping works out of one item alone, once per item per process (every briefing whose pool holds
 * the item asks it again), and only for the items whose pairs come close (most never do).
 */
interface Known {
  /** headline words, for two items of one source */
  title?: Set<string>;
  /** whether the headline is a list of picks (isList) */
  list?: boolean;
  /** the places it names (countries.ts codes): in its headline, and in its headline and text */
  places?: { headline: Set<string>; text: Set<string> };
}
const knownOf = new WeakMap<ItemFeatures, Known>();
function known(f: ItemFeatures): Known {
  let k = knownOf.get(f);
  if (!k) {
    k = {};
    knownOf.set(f, k);
  }
  return k;
}

export class Stories {
  private readonly evidence: EvidenceIndex;
  /** per pair: the evidence's margin, the word overlap, and (once asked) the verdict */
  private readonly pairs = new Map<number, { margin: number; words: number; same?: boolean }>();

  /**
   * `sources[i]` names item i's source (its outlet, `outletOf`); `embeddings[i]` its endpoint embedding, if
   * any; `published[i]` when it was published (unknown: no time apart is counted); `subjectWords` the words
   * of the interests of the briefing the pool is for (they weigh less, story-evidence.ts SUBJECT_WEIGHT)
   */
  constructor(
    private readonly features: ItemFeatures[],
    private readonly sources: string[],
    private readonly embeddings: Array<number[] | null | undefined> = [],
    published: Array<Date | null | undefined> = [],
    subjectWords: string[] = [],
  ) {
    this.evidence = new EvidenceIndex(features, published, subjectWords);
  }

  same(i: number, j: number): boolean {
    const p = this.pair(i, j);
    p.same ??= this.judge(i, j, p);
    return p.same;
  }

  /**
   * Records that i and j report one event, as an LLM that read both said (decision 203): what their words
   * cannot show ("BTC Slumps Under $80K" and "Bitcoin falls to seven-month low") is then one story, and
   * closer than any the evidence found, so another story does not take the report as its own.
   */
  tell(i: number, j: number): void {
    if (i === j) return;
    const p = this.pair(i, j);
    p.margin = Math.max(p.margin, TOLD);
    p.same = true;
  }

  /**
   * Whether item i is of the story of `head`, whose reports (the items the same event as it) are `reports`:
   * the same event as the head, or corroborated by its reports while near the head (CORROBORATING), or in
   * another language, strongly tied to one of them (ACROSS_LANGUAGES).
   */
  joins(head: number, reports: readonly number[], i: number): boolean {
    if (this.same(head, i)) return true;
    if (
      this.features[head]!.language !== this.features[i]!.language &&
      reports.some(
        (m) => this.margin(m, i) >= ACROSS_LANGUAGES.link && this.margin(head, m) >= ACROSS_LANGUAGES.head,
      )
    )
      return true;
    if (reports.length < CORROBORATING || this.margin(head, i) < NEAR) return false;
    const links = reports.filter((m) => this.same(m, i)).map((m) => this.margin(m, i));
    return links.length >= CORROBORATING && Math.max(...links) >= CLEAR_LINK;
  }

  /**
   * How strongly the evidence says i and j are one event (≥ 0: the same story); two items of one source
   * are ±Infinity, as only their headlines decide
   */
  margin(i: number, j: number): number {
    return this.pair(i, j).margin;
  }

  private pair(i: number, j: number) {
    const key = i < j ? i * 65_536 + j : j * 65_536 + i;
    let p = this.pairs.get(key);
    if (!p) {
      if (this.sources[i] === this.sources[j]) {
        // a list and a report of one source are two items, however alike their headlines
        const same = sameHeadline(this.titleOf(i), this.titleOf(j)) && this.isList(i) === this.isList(j);
        p = { margin: same ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY, words: 0, same };
      } else {
        const e = this.evidence.of(i, j);
        let margin = e.days > MAX_DAYS ? Number.NEGATIVE_INFINITY : sameEventMargin(e);
        if (margin >= 0 && margin < FAR_MEANING.margin && this.farApart(i, j)) margin -= FAR_MEANING.margin;
        else if (margin >= 0 && margin < UNNAMED_LINK && this.shareNoName(i, j)) margin -= UNNAMED_LINK;
        // places are looked at only where the pair could be one story (most pairs are far from it)
        const open = margin >= NEAR || e.words >= 0.1;
        const apart = open && (this.elsewhere(i, j) || this.isList(i) || this.isList(j));
        p = { margin: apart ? Number.NEGATIVE_INFINITY : margin, words: e.words };
      }
      this.pairs.set(key, p);
    }
    return p;
  }

  /** Two English reports that share no name or figure but a place's. */
  private shareNoName(i: number, j: number): boolean {
    const a = this.features[i]!;
    const b = this.features[j]!;
    return (
      a.language === "en" && b.language === "en" && ![...a.names].some((n) => b.names.has(n) && !isPlace(n))
    );
  }

  /** Two English reports far apart in meaning that share no name or figure but a place's (FAR_MEANING). */
  private farApart(i: number, j: number): boolean {
    const a = this.features[i]!;
    const b = this.features[j]!;
    return (
      !!a.vector && !!b.vector && cosine(a.vector, b.vector) < FAR_MEANING.cosine && this.shareNoName(i, j)
    );
  }

  private places(i: number) {
    const f = this.features[i]!;
    const k = known(f);
    k.places ??= {
      headline: placesNamed(f.titleWords.join(" ")),
      text: placesNamed([...f.titleWords, ...f.bodyWords.slice(0, 80)].join(" ")),
    };
    return k.places;
  }

  /**
   * Two reports whose headlines each name a place the other does not mention at all are two events: "Sudan
   * peace talks" and "Ukraine peace talks" share the rest of their words (decision 157).
   */
  private elsewhere(i: number, j: number): boolean {
    const a = this.places(i);
    const b = this.places(j);
    // the EU is its members' too: "EU ministers hold firm at COP31" and "COP31: Germany pledges…" are one
    const apart = (headline: Set<string>, text: Set<string>) => {
      const own = [...headline].filter((c) => c !== "EU");
      return own.length > 0 && [...text].some((c) => c !== "EU") && own.some((c) => !text.has(c));
    };
    return apart(a.headline, b.text) && apart(b.headline, a.text);
  }

  /**
   * Whether an item is a list of picks ("The best Christmas markets in Europe", "8 festive trips from
   * London", "Five things to watch…"): an outlet's own selection, not a report of an event, so no other
   * outlet's item is the same story. Two outlets' guides to one subject were shown as one (decision 161).
   */
  private isList(i: number): boolean {
    const f = this.features[i]!;
    const k = known(f);
    k.list ??= LIST.test(f.titleWords.join(" "));
    return k.list;
  }

  private titleOf(i: number): Set<string> {
    const f = this.features[i]!;
    const k = known(f);
    k.title ??= new Set(
      f.titleWords.filter((w) => !STOPWORDS.has(w) && w.length > 1 && !/^\d{1,2}$/.test(w)),
    );
    return k.title;
  }

  private judge(i: number, j: number, p: { margin: number; words: number }): boolean {
    if (p.margin >= 0) return true;
    if (p.margin === Number.NEGATIVE_INFINITY) return false;
    const ea = this.embeddings[i];
    const eb = this.embeddings[j];
    // near-identical meaning is what an embedding model says of two reports of one event; a little word
    // overlap keeps two stories on one subject apart
    return (
      p.words >= 0.1 && !!ea && !!eb && ea.length === eb.length && cosineOf(ea, eb) >= SAME_EVENT_EMBEDDING
    );
  }
}
