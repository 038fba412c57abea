/**
 * Stories of another kind of the subject an interest is a kind of (decision 205): for "rugby", a Premier
 * League preview or a Test's wickets. A reader who asked for one sport did not ask for its neighbours, which
 * the meaning of "rugby" is close to; an item that says nothing of the interest and is another kind's is not
 * held to the interest (as an item of another sense, decision 199).
 */
import type { Candidate } from "./candidate";
import { namesAKind, otherKindsOf, relatedTermsOf, saysTerm, type Term, termOf } from "./expansions";
import type { ItemFeatures } from "./item-features";
import { hasPhrase, stemSetOf } from "./text-index";

/**
 * An interest's items of another kind (ofOtherKinds): `key` is its phrase, which may be a kind ("rugby",
 * "Champions League"); a phrase of no kind with no entry (`words`: its words) is a kind through its word
 * that names one (`namesAKind`: "rugby union", "women's football", "DFB-Team"), and a story that says that
 * word or its terms is the interest's. `stems`: the phrase's, `related`: its related terms.
 */
export function ofOtherKindsOf(
  interest: { key: string; words: string[] | null; stems: string[]; related: Term[] },
  pool: Candidate[],
  features: ItemFeatures[],
): boolean[] | null {
  const listed = otherKindsOf(interest.key);
  const kindWords = listed.length > 0 || !interest.words ? [] : interest.words.filter(namesAKind);
  const kinds = listed.length > 0 ? listed : kindWords.flatMap((w) => otherKindsOf(w));
  if (kinds.length === 0) return null;
  const own = [
    ...interest.related,
    ...kindWords.flatMap((w) => [w, ...relatedTermsOf({ phrase: w, context: [] })].map(termOf)),
  ];
  return ofOtherKinds(
    kinds,
    pool,
    features,
    (i) =>
      hasPhrase(features[i]!.stems, interest.stems) ||
      own.some((t) => saysTerm(features[i]!.stems, t, features[i]!.language)),
  );
}

/**
 * Which of a pool's items are another kind's: they say none of the interest (`saysOwn`) and a kind's own
 * terms, or they come from a feed that is another kind's: most of its items in the pool are, and none says
 * the interest. A cricket site's "Henry five-for routs England…" names no cricket term; its reports of the
 * Test's wickets do. `kinds`: otherKindsOf.
 */
function ofOtherKinds(
  kinds: Term[][],
  pool: Candidate[],
  features: ItemFeatures[],
  saysOwn: (i: number) => boolean,
): boolean[] | null {
  if (kinds.length === 0) return null;
  const byFirst = firstStems(kinds);
  // 1: another kind's, 0: no kind's, -1: the interest's
  const said = features.map((f, i) => {
    if (saysOwn(i)) return -1;
    for (const stem of stemSetOf(f.stems))
      if (byFirst.get(stem)?.some((t) => saysTerm(f.stems, t, f.language))) return 1;
    return 0;
  });
  const feeds = new Map<string, { n: number; other: number; own: number }>();
  pool.forEach((c, i) => {
    const e = feeds.get(c.feedUrl) ?? { n: 0, other: 0, own: 0 };
    e.n++;
    if (said[i] === 1) e.other++;
    if (said[i] === -1) e.own++;
    feeds.set(c.feedUrl, e);
  });
  const otherFeed = (url: string) => {
    const e = feeds.get(url)!;
    return e.n >= 2 && e.own === 0 && e.other >= e.n / 2;
  };
  return said.map((s, i) => s === 1 || (s === 0 && otherFeed(pool[i]!.feedUrl)));
}

/** The kinds' terms by their first stem: an item's few distinct stems are looked up, not every term. */
const indexed = new WeakMap<Term[][], Map<string, Term[]>>();
function firstStems(kinds: Term[][]): Map<string, Term[]> {
  let m = indexed.get(kinds);
  if (!m) {
    m = new Map();
    for (const t of kinds.flat()) {
      const first = t.stems[0];
      if (first !== undefined) m.set(first, [...(m.get(first) ?? []), t]);
    }
    indexed.set(kinds, m);
  }
  return m;
}
