/**
 * Which feeds a briefing draws from: the catalogue subjects its interests are about (by the subject's
 * keywords, or by meaning: the subject's vector near the interest's), plus the feeds it names as sources
 * (a catalogue feed's name given as a source: added, never narrowing to it; "…cases against Google" names
 * no source at all). Feeds given by address (URLs) are the briefing's own choice: those alone (decision 070).
 * A source the reader said not to read ("Not from example.org.") is never drawn from (decision 097).
 */
import type { Brief } from "../../common/curation";
import { hostMatches } from "./apply-feedback";
import { COUNTRIES } from "./countries";
import { interestVector, interestWords } from "./rank-items";
import { STOPWORDS } from "./text-index";
import { stem, tokenize } from "./tokens";
import { cosine, meanVector, normalise } from "./word-vectors";

/** The part of the feed catalogue (server/delivery/sources.json) routing reads. */
export interface CatalogueView {
  subjects: Array<{ id: string; name: string; kind?: "topic" | "place"; keywords: string[] }>;
  feeds: Array<{ name: string; url: string; subjects: string[]; language: string; region: string }>;
  general: string[];
}

export interface Routed {
  /** feed URLs, named sources first */
  urls: string[];
  /** the feeds the reader named */
  named: Set<string>;
  subjects: string[];
  /** the region the brief is about (a place it names, or a country), when it names one */
  region: string | null;
  /**
   * interests the catalogue does not serve in the brief's language: no subject matched them, or only
   * weakly by meaning, or their subjects have no feed in that language (decision 101: search feeds)
   */
  unserved: Brief["interests"];
  /** per interest (aligned with brief.interests), the routed feeds of the subjects it matched */
  byInterest: string[][];
}

const centred = new WeakMap<CatalogueView, { mean: Float32Array; vectors: Array<Float32Array | null> }>();

/** Subject vectors with their common part (what any news subject shares) taken out. */
function subjectSpace(catalogue: CatalogueView) {
  const hit = centred.get(catalogue);
  if (hit) return hit;
  const raw = catalogue.subjects.map((s) =>
    meanVector([s.name, ...s.keywords].flatMap((k) => tokenize(k)).map((w): [string, number] => [w, 1])),
  );
  const known = raw.filter((v): v is Float32Array => v !== null);
  const mean = new Float32Array(known[0]?.length ?? 100);
  for (const v of known) for (let d = 0; d < mean.length; d++) mean[d]! += v[d]! / known.length;
  const space = { mean, vectors: raw.map((v) => (v ? centre(v, mean) : null)) };
  centred.set(catalogue, space);
  return space;
}

function centre(v: Float32Array, mean: Float32Array): Float32Array {
  const out = new Float32Array(v.length);
  for (let d = 0; d < v.length; d++) out[d] = v[d]! - mean[d]!;
  return normalise(out);
}

export function sourceUrl(source: string): string | null {
  const raw = /^https?:\/\//i.test(source)
    ? source
    : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(source)
      ? `https://${source}`
      : null;
  if (!raw) return null;
  try {
    const u = new URL(raw);
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : null;
  } catch {
    return null;
  }
}

const withoutThe = (s: string) =>
  s
    .toLowerCase()
    .replace(/^the\s+/, "")
    .trim();

/**
 * Whether a feed is one the reader said not to read ("Not from example.org.", "Not from The Guardian."):
 * by address (the host or a subdomain of it) or by the feed's name before its section ("The Guardian – World").
 */
export function isUnwantedFeed(feed: { url: string; name?: string }, unwanted: string[]): boolean {
  if (unwanted.length === 0) return false;
  const name = feed.name ? withoutThe(feed.name) : "";
  const base = feed.name ? withoutThe(feed.name.split(/\s+[–-]\s+/)[0]!) : "";
  return unwanted.some((u) => {
    const url = sourceUrl(u);
    // by address: the same host rule as a source muted from the email
    if (url && u.includes("."))
      return hostMatches(feed.url, [new URL(url).hostname.toLowerCase().replace(/^www\./, "")]);
    const w = withoutThe(u);
    return w.length > 0 && (w === name || w === base);
  });
}

const keyCache = new WeakMap<object, string[]>();
/** A subject's keywords as routing compares them: stemmed words, function words dropped. */
function keysOf(subject: CatalogueView["subjects"][number]): string[] {
  let keys = keyCache.get(subject);
  if (!keys) {
    keys = subject.keywords.map((k) =>
      tokenize(k)
        .filter((w) => !STOPWORDS.has(w))
        .map(stem)
        .join(" "),
    );
    keyCache.set(subject, keys);
  }
  return keys;
}

const withoutArticle = (name: string) => name.toLowerCase().replace(/^the\s+/, "");

/** Below this similarity an interest's nearest subject is a guess: drawn from, but also searched for. */
const CONFIDENT_SIM = 0.45;

export function routeFeeds(brief: Brief, catalogue: CatalogueView, maxFeeds = 16): Routed {
  const named: string[] = [];
  const given: string[] = [];
  // sources the reader said not to read ("Not from example.org.") are never drawn from
  const unwanted = brief.excludedSources ?? [];
  const nameOf = new Map(catalogue.feeds.map((f) => [f.url, f.name] as const));
  const wanted = (url: string) => !isUnwantedFeed({ url, name: nameOf.get(url) }, unwanted);
  const excluded = new Set(brief.exclusions.flatMap((e) => tokenize(e).map(stem)));
  for (const s of brief.sources) {
    const url = sourceUrl(s);
    if (url) given.push(url);
    else {
      // the reader's "The Verge" is read as "Verge": an outlet's article is no part of its name either side
      const want = withoutArticle(s);
      for (const f of catalogue.feeds) {
        const [outlet, desk] = f.name.split(/\s+[–-]\s+/);
        const base = withoutArticle(outlet!);
        // a desk of it named for what the reader leaves out is not read ("…The Guardian, no football")
        if (desk && tokenize(desk).some((w) => excluded.has(stem(w)))) continue;
        if (base === want || withoutArticle(f.name) === want || (base.length >= 4 && want.startsWith(base)))
          named.push(f.url);
      }
    }
  }
  // feeds the reader gave by address are the briefing's sources: the reader chose them, nothing is added
  if (given.some(wanted)) {
    const urls = [...new Set(given.filter(wanted))].slice(0, maxFeeds);
    return { urls, named: new Set(urls), subjects: [], region: null, unserved: [], byInterest: [] };
  }
  const subjects = new Set<string>();
  const served = new Set<Brief["interests"][number]>();
  const subjectsOf = new Map<Brief["interests"][number], string[]>();
  const space = subjectSpace(catalogue);
  // without a part-of-speech tagger a German, French or Spanish phrase is looser ("Politique française"):
  // any of its words may name a subject, and meaning alone (English word vectors) must be sure
  const english = brief.language === "en";
  const minSim = english ? 0.3 : CONFIDENT_SIM;
  for (const interest of brief.interests) {
    const stems = new Set(interestWords(interest).map(stem));
    const phrase = interestWords(interest).map(stem).join(" ");
    // a place is matched by any word sequence of the interest or its context ("local news in Berlin")
    const around = ` ${[interest.phrase, ...interest.context].map((t) => tokenize(t).map(stem).join(" ")).join(" | ")} `;
    const raw = interestVector(interest);
    const vec = raw ? centre(raw, space.mean) : null;
    let best: { id: string; sim: number } | null = null;
    let matched = false;
    for (const [n, subject] of catalogue.subjects.entries()) {
      const keys = keysOf(subject);
      const hit =
        subject.kind === "place"
          ? keys.some((k) => k && around.includes(` ${k} `))
          : keys.includes(phrase) ||
            keys.some((k) => !k.includes(" ") && stems.has(k) && (stems.size === 1 || !english));
      if (hit) {
        subjects.add(subject.id);
        subjectsOf.set(interest, [...(subjectsOf.get(interest) ?? []), subject.id]);
        matched = true;
      }
      if (subject.kind === "place") continue; // a city is named, never guessed from meaning
      const sv = space.vectors[n];
      const sim = vec && sv ? cosine(vec, sv) : 0;
      if (!best || sim > best.sim) best = { id: subject.id, sim };
    }
    if (best && best.sim >= minSim) {
      subjects.add(best.id);
      subjectsOf.set(interest, [...(subjectsOf.get(interest) ?? []), best.id]);
    }
    if (matched || (best && best.sim >= CONFIDENT_SIM)) served.add(interest);
  }
  // a subject the reader excluded is not drawn from ("no sports" → not the sport feeds)
  for (const subject of catalogue.subjects)
    if (excluded.has(stem(subject.id)) || tokenize(subject.name).some((w) => excluded.has(stem(w))))
      subjects.delete(subject.id);
  const general = subjects.size === 0 && named.length === 0;
  if (general) for (const g of catalogue.general) subjects.add(g);
  const region = regionOf(brief, catalogue, subjects);
  // per subject, its feeds in the brief's language (those of its region first); a subject with none in
  // that language (Berlin's local news for an English description) gives what it has
  const perSubject = catalogue.subjects
    .filter((s) => subjects.has(s.id))
    .map((s) => {
      const all = catalogue.feeds.filter((f) => f.subjects.includes(s.id));
      const own = all.filter((f) => f.language === brief.language);
      return (own.length ? own : all)
        .map((f, i) => ({ url: f.url, order: (region && f.region === region ? 0 : 1) * 1000 + i }))
        .sort((a, b) => a.order - b.order)
        .map((f) => f.url);
    });
  // round-robin across subjects, so a two-interest briefing is not cut down to its first subject's feeds
  const fromCatalogue: string[] = [];
  for (let i = 0; perSubject.some((l) => i < l.length); i++)
    for (const l of perSubject) if (i < l.length) fromCatalogue.push(l[i]!);
  const urls = [...new Set([...named, ...fromCatalogue])].filter(wanted).slice(0, maxFeeds);
  // served, but not in the reader's language: its subjects have fewer than two feeds in it
  const inLanguage = (i: Brief["interests"][number]) =>
    catalogue.feeds.filter(
      (f) =>
        f.language === brief.language &&
        f.subjects.some((id) => subjects.has(id) && subjectsOf.get(i)?.includes(id)),
    ).length;
  const unserved = brief.interests.filter((i) => general || !served.has(i) || inLanguage(i) < 2);
  const byInterest = brief.interests.map((i) => {
    const ids = new Set((subjectsOf.get(i) ?? []).filter((id) => subjects.has(id)));
    return urls.filter((u) =>
      catalogue.feeds.some((f) => f.url === u && f.subjects.some((id) => ids.has(id))),
    );
  });
  return {
    urls,
    named: new Set(named.filter(wanted)),
    subjects: [...subjects],
    region,
    unserved,
    byInterest,
  };
}

/**
 * The region a brief is about: a place subject it was routed to (that place's feeds' region), else a
 * country it names in its interests; null when it names none (the search then uses its language's default).
 */
function regionOf(brief: Brief, catalogue: CatalogueView, subjects: Set<string>): string | null {
  for (const s of catalogue.subjects)
    if (s.kind === "place" && subjects.has(s.id)) {
      const r = catalogue.feeds.find((f) => f.subjects.includes(s.id))?.region;
      if (r && r !== "world") return r;
    }
  const text = brief.interests.flatMap((i) => [i.phrase, ...i.context]).join(" ");
  for (const [re, code] of COUNTRIES) if (re.test(text)) return code;
  return null;
}
