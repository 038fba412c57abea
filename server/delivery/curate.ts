/**
 * Curate: topic text → query; candidate items → ranked, merged, de-duplicated selection with reasons.
 * Pure: no I/O. See docs/decisions/013-curation.md.
 */
import type { Catalogue } from "./sources";
import { safeHttpUrl, STOPWORDS, stem, words } from "./text";

/** A concept the reader asked for: any one of `alternatives` (stem sequences) matches it. */
export interface Concept {
  label: string;
  alternatives: string[];
}

export interface NamedSource {
  /** a URL to fetch (feed or site page) */
  url: string;
  /** how the user wrote it */
  label: string;
}

export interface BriefingQuery {
  concepts: Concept[];
  exclusions: Concept[];
  namedSources: NamedSource[];
  /** catalogue subject ids the topic maps to */
  subjects: string[];
}

const SPORT_TERMS = [
  "sport",
  "sports",
  "football",
  "soccer",
  "basketball",
  "tennis",
  "cricket",
  "rugby",
  "golf",
  "olympics",
  "nba",
  "nfl",
  "cup final",
  "league",
];

const SYNONYMS: Record<string, string[]> = {
  ai: [
    "ai",
    "artificial intelligence",
    "machine learning",
    "deep learning",
    "llm",
    "language model",
    "neural network",
    "generative ai",
    "chatgpt",
    "openai",
  ],
  "artificial intelligence": ["ai", "artificial intelligence", "machine learning", "llm"],
  "machine learning": ["machine learning", "ai", "deep learning"],
  crypto: ["crypto", "cryptocurrency", "cryptocurrencies", "bitcoin", "ethereum", "blockchain", "stablecoin"],
  cryptocurrency: ["crypto", "cryptocurrency", "bitcoin", "ethereum", "blockchain"],
  sport: SPORT_TERMS,
  sports: SPORT_TERMS,
  politics: ["politics", "political", "election", "parliament", "congress", "senate", "government"],
  markets: ["market", "markets", "stocks", "shares", "bonds", "wall street", "nasdaq", "s&p"],
  stocks: ["stocks", "stock", "shares", "equities", "market"],
  climate: ["climate", "emissions", "warming", "carbon", "net zero"],
  space: ["space", "nasa", "rocket", "orbit", "astronaut", "telescope", "satellite"],
  health: ["health", "medical", "medicine", "disease", "hospital", "vaccine"],
  tech: ["tech", "technology"],
  technology: ["technology", "tech"],
  security: ["security", "cybersecurity", "hack", "breach", "ransomware", "malware", "vulnerability"],
  cybersecurity: ["cybersecurity", "security", "hack", "breach", "ransomware", "malware"],
};

const stemSeq = (phrase: string) => words(phrase).map(stem).join(" ");

function concept(label: string): Concept {
  const key = label.toLowerCase();
  const alts = new Set<string>([stemSeq(key)]);
  for (const s of SYNONYMS[key] ?? []) alts.add(stemSeq(s));
  return { label, alternatives: [...alts].filter(Boolean) };
}

const URL_RE =
  /\bhttps?:\/\/[^\s<>"'()]+|\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|org|net|io|co|uk|de|fr|news|ai|dev|app|blog|info|eu|us|ca|au|nl|se|no|ch|es|it|jp|in|me|tech|fm|tv)(?::\d+)?(?:\/[^\s<>"'()]*)?/gi;
const EXCLUDE_RE =
  /\b(?:no|not|without|except|excluding|exclude|avoid|skip|never|minus|nothing (?:about|on|from)|but not|(?:do not|don't|dont) (?:want|need|include|send|care about|show)(?: any)?(?: news)?(?: (?:about|on|of))?|not interested in|leave out|ignore)\s+([^.;:!?\n]+)/gi;
// words that continue an exclusion list but are not topics
const FILLER = new Set([
  "more",
  "anything",
  "any",
  "stories",
  "news",
  "please",
  "thanks",
  "related",
  "content",
  "coverage",
]);

const CONNECTORS = /\s*(?:,|\/|&|\band\b|\bor\b|\bnor\b|\bplus\b|\bbut\b|\bwith\b|\bfrom\b)\s*/i;

/** Free text → query: keywords (with synonyms), named sources (URLs, domains, catalogue names), exclusions. */
export function buildQuery(topic: string, catalogue?: Catalogue): BriefingQuery {
  let text = ` ${topic.normalize("NFKC")} `;
  const namedSources: NamedSource[] = [];
  for (const m of text.matchAll(URL_RE)) {
    let raw = m[0].replace(/[.,;:!?]+$/, "");
    const href = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    const url = safeHttpUrl(href);
    if (url && !namedSources.some((s) => s.url === url)) namedSources.push({ url, label: raw });
    raw = "";
  }
  text = text.replace(URL_RE, " ");
  // catalogue feeds named by name ("from Ars Technica", "BBC")
  if (catalogue) {
    const lower = text.toLowerCase();
    for (const s of catalogue.subjects)
      for (const f of s.feeds) {
        const base = f.name.split(/\s+[–-]\s+/)[0]!.toLowerCase();
        if (
          base.length >= 3 &&
          new RegExp(`\\b${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(lower)
        ) {
          if (!namedSources.some((n) => n.url === f.url)) namedSources.push({ url: f.url, label: f.name });
          text = text.replace(new RegExp(`\\b${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "gi"), " ");
        }
      }
  }
  const exclusions: Concept[] = [];
  const dashed: Concept[] = [];
  text = text.replace(/(^|\s)-([a-z][\w-]*)/gi, (_m, pre, w) => {
    dashed.push(concept(w));
    return pre;
  });
  text = text.replace(EXCLUDE_RE, (_m, captured: string) => {
    // the exclusion list ends where the sentence turns positive again ("…, and", "but", "plus", "also")
    const cut = /,\s*and\b|\bbut\b|\bplus\b|\balso\b|\bhowever\b|\bthough\b|\binstead\b/i.exec(captured);
    const list = cut ? captured.slice(0, cut.index) : captured;
    const rest = cut ? captured.slice(cut.index) : "";
    for (const part of list.split(CONNECTORS)) {
      const w = words(part).filter((x) => !STOPWORDS.has(x) && !FILLER.has(x));
      if (w.length) exclusions.push(concept(w.join(" ")));
    }
    return ` ${rest} `;
  });
  exclusions.push(...dashed);
  // keywords: split on connectors into phrases; keep multi-word phrases that are synonyms keys as one concept
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  const add = (label: string) => {
    const c = concept(label);
    const key = c.alternatives[0]!;
    if (!key || seen.has(key) || exclusions.some((e) => e.alternatives.includes(key))) return;
    seen.add(key);
    concepts.push(c);
  };
  const tokens = words(text);
  for (let i = 0; i < tokens.length; i++) {
    const two = `${tokens[i]} ${tokens[i + 1] ?? ""}`;
    if (SYNONYMS[two]) {
      add(two);
      i++;
      continue;
    }
    const w = tokens[i]!;
    if (STOPWORDS.has(w) || w.length < 2 || /^\d+$/.test(w)) continue;
    add(w);
  }
  const subjects = new Set<string>();
  if (catalogue) {
    const alts = new Set(concepts.flatMap((c) => c.alternatives));
    for (const s of catalogue.subjects) {
      if (s.keywords.some((k) => alts.has(stemSeq(k)))) subjects.add(s.id);
    }
    if (subjects.size === 0 && namedSources.length === 0) for (const g of catalogue.general) subjects.add(g);
    // an excluded subject is not drawn from
    for (const s of catalogue.subjects) {
      if (
        exclusions.some(
          (e) =>
            s.keywords.some((k) => e.alternatives.includes(stemSeq(k))) &&
            e.alternatives.includes(stemSeq(s.id)),
        )
      )
        subjects.delete(s.id);
    }
  }
  return { concepts, exclusions, namedSources, subjects: [...subjects] };
}

export interface Candidate {
  /** unique, stable key for "never repeat": the item's URL if any, else feed:guid */
  key: string;
  feedUrl: string;
  sourceName: string;
  url: string | null;
  title: string;
  summary: string;
  content: string;
  publishedAt: Date | null;
  firstSeenAt: Date;
  /** fetched from a source the reader named */
  named?: boolean;
}

export interface Picked extends Candidate {
  score: number;
  reasons: string[];
  /** the same story from other sources, merged into this item */
  alsoIn: Array<{ sourceName: string; url: string | null }>;
  /** every item key merged into this one (all are recorded as sent) */
  keys: string[];
}

export interface CurateOptions {
  now: Date;
  /** only items published (or first seen) after this instant */
  since: Date;
  /** item keys this briefing already sent */
  alreadySent: Set<string>;
  maxItems?: number;
  minItems?: number;
  perSourceCap?: number;
  /** recency half-life (ms) */
  halfLifeMs?: number;
}

export interface CurateResult {
  items: Picked[];
  candidates: number;
  merged: number;
  excluded: number;
  repeats: number;
}

const padded = (seq: string[]) => ` ${seq.join(" ")} `;
/** index terms: hyphenated words also contribute their parts ("ai-driven" → "ai-driven ai driven") */
const indexTerms = (text: string) =>
  words(text).flatMap((w) => (w.includes("-") ? [stem(w), ...w.split("-").map(stem)] : [stem(w)]));
function countMatches(hay: string, alt: string): number {
  let n = 0;
  let i = hay.indexOf(` ${alt} `);
  while (i >= 0) {
    n++;
    i = hay.indexOf(` ${alt} `, i + alt.length + 1);
  }
  return n;
}

interface Doc {
  c: Candidate;
  title: string;
  body: string;
  titleTerms: Set<string>;
  when: number;
}

function matchConcept(d: Doc, c: Concept): { title: number; body: number } {
  let title = 0;
  let body = 0;
  for (const a of c.alternatives) {
    title += countMatches(d.title, a);
    body += countMatches(d.body, a);
  }
  return { title, body };
}

function sameStory(a: Doc, b: Doc): boolean {
  if (a.c.url && a.c.url === b.c.url) return true;
  let shared = 0;
  for (const t of a.titleTerms) if (b.titleTerms.has(t)) shared++;
  const union = a.titleTerms.size + b.titleTerms.size - shared;
  const minSize = Math.min(a.titleTerms.size, b.titleTerms.size);
  return (union > 0 && shared / union >= 0.5) || (shared >= 4 && minSize > 0 && shared / minSize >= 0.6);
}

const ago = (ms: number) => {
  const h = Math.round(ms / 3_600_000);
  return h < 1
    ? "less than an hour ago"
    : h < 48
      ? `${h} hour${h === 1 ? "" : "s"} ago`
      : `${Math.round(h / 24)} days ago`;
};

/** Rank, merge and pick. */
export function curate(query: BriefingQuery, candidates: Candidate[], opts: CurateOptions): CurateResult {
  const maxItems = opts.maxItems ?? 10;
  const perSourceCap = opts.perSourceCap ?? 3;
  const halfLife = opts.halfLifeMs ?? 24 * 3_600_000;
  const now = opts.now.getTime();
  let excluded = 0;
  let repeats = 0;
  const docs: Doc[] = [];
  const seenKeys = new Set<string>();
  for (const c of candidates) {
    if (seenKeys.has(c.key)) continue;
    seenKeys.add(c.key);
    const when = (c.publishedAt ?? c.firstSeenAt).getTime();
    // in the window: published since the last send, or first seen since then (feeds that publish late /
    // backdate) as long as it is not older than a week before the window; future dates are bogus
    const since = opts.since.getTime();
    const fresh = when >= since || (c.firstSeenAt.getTime() >= since && when >= since - 7 * 86_400_000);
    if (!fresh || when > now + 3_600_000) continue;
    if (!c.title) continue;
    const titleSeq = indexTerms(c.title);
    const d: Doc = {
      c,
      title: padded(titleSeq),
      body: padded(indexTerms(`${c.summary} ${c.content.slice(0, 4000)}`)),
      titleTerms: new Set(
        words(c.title)
          .filter((w) => !STOPWORDS.has(w))
          .map(stem),
      ),
      when,
    };
    if (
      query.exclusions.some((e) => {
        const m = matchConcept(d, e);
        return m.title + m.body > 0;
      })
    ) {
      excluded++;
      continue;
    }
    docs.push(d);
  }
  // idf per concept over the candidate docs
  const N = docs.length || 1;
  const idf = query.concepts.map((q) => {
    const df = docs.filter((d) => {
      const m = matchConcept(d, q);
      return m.title + m.body > 0;
    }).length;
    return Math.log(1 + N / (1 + df));
  });
  type Scored = { d: Doc; score: number; reasons: string[] };
  const scored: Scored[] = [];
  for (const d of docs) {
    let rel = 0;
    const inTitle: string[] = [];
    const inBody: string[] = [];
    query.concepts.forEach((q, i) => {
      const m = matchConcept(d, q);
      if (m.title) inTitle.push(q.label);
      else if (m.body) inBody.push(q.label);
      rel += idf[i]! * (3 * Math.min(m.title, 2) + Math.min(m.body, 3));
    });
    const reasons: string[] = [];
    if (query.concepts.length > 0) {
      if (rel <= 0) continue; // off-topic
      if (inTitle.length) reasons.push(`headline mentions ${inTitle.map((l) => `“${l}”`).join(", ")}`);
      if (inBody.length) reasons.push(`story mentions ${inBody.map((l) => `“${l}”`).join(", ")}`);
    } else {
      rel = 1; // only named sources: everything recent from them
    }
    if (d.c.named) reasons.push(`from a source you named (${d.c.sourceName})`);
    const age = Math.max(0, now - d.when);
    const recency = 0.5 ** (age / halfLife);
    reasons.push(`published ${ago(age)}`);
    scored.push({ d, score: rel * (0.6 + 0.4 * recency) * (d.c.named ? 1.2 : 1), reasons });
  }
  scored.sort((a, b) => b.score - a.score || b.d.when - a.d.when);
  // merge the same story: the best-scored item represents the cluster
  const clusters: Array<{ head: Scored; members: Scored[] }> = [];
  let merged = 0;
  for (const s of scored) {
    const home = clusters.find(
      (cl) => sameStory(cl.head.d, s.d) || cl.members.some((m) => sameStory(m.d, s.d)),
    );
    if (home) {
      home.members.push(s);
      merged++;
    } else clusters.push({ head: s, members: [] });
  }
  const perSource = new Map<string, number>();
  const items: Picked[] = [];
  const topScore = clusters[0]?.head.score ?? 0;
  const minItems = opts.minItems ?? 5;
  const eligible = clusters.filter((cl) => {
    const keys = [cl.head.d.c.key, ...cl.members.map((m) => m.d.c.key)];
    if (keys.some((k) => opts.alreadySent.has(k))) {
      repeats++;
      return false;
    }
    return true;
  });
  const take = (cl: (typeof clusters)[number]) => {
    const src = cl.head.d.c.feedUrl;
    perSource.set(src, (perSource.get(src) ?? 0) + 1);
    const alsoIn = cl.members.map((m) => ({ sourceName: m.d.c.sourceName, url: m.d.c.url }));
    const reasons = [...cl.head.reasons];
    if (alsoIn.length)
      reasons.push(`also reported by ${[...new Set(alsoIn.map((a) => a.sourceName))].join(", ")}`);
    const keys = [cl.head.d.c.key, ...cl.members.map((m) => m.d.c.key)];
    items.push({ ...cl.head.d.c, score: Math.round(cl.head.score * 1000) / 1000, reasons, alsoIn, keys });
  };
  const taken = new Set<number>();
  // pass 1: best first, at most `perSourceCap` per source (sources the reader named are not capped)
  for (const [i, cl] of eligible.entries()) {
    if (items.length >= maxItems) break;
    if (items.length >= minItems && cl.head.score < topScore * 0.15) break; // stragglers far below the best
    const src = cl.head.d.c.feedUrl;
    if (!cl.head.d.c.named && (perSource.get(src) ?? 0) >= perSourceCap) continue;
    taken.add(i);
    take(cl);
  }
  // pass 2: too few because of the cap? fill up to the minimum with the best remaining
  for (const [i, cl] of eligible.entries()) {
    if (items.length >= minItems) break;
    if (!taken.has(i)) take(cl);
  }
  if (taken.size < items.length) items.sort((a, b) => b.score - a.score);
  return { items, candidates: candidates.length, merged, excluded, repeats };
}

/** Stable key of an item for "never repeat". */
export function itemKey(feedUrl: string, guid: string, url: string | null): string {
  return url ? `u:${url.replace(/#.*$/, "")}` : `g:${feedUrl}#${guid}`;
}
