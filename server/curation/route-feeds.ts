/**
 * Which feeds a briefing draws from: the catalogue subjects its interests are about (by the subject's
 * keywords, or by meaning: the subject's vector near the interest's), plus the feeds it names as sources
 * (a catalogue feed's name given as a source: added, never narrowing to it; "…cases against Google" names
 * no source at all). Feeds given by address (URLs) are the briefing's own choice: those alone (decision 070).
 * A source the reader said not to read ("Not from example.org.") is never drawn from (decision 097).
 */
import type { Brief } from "../../common/curation";
import { interestVector, interestWords } from "./rank-items";
import { stem, tokenize } from "./tokens";
import { cosine, meanVector, normalise } from "./word-vectors";

/** The part of the feed catalogue (server/delivery/sources.json) routing reads. */
export interface CatalogueView {
  subjects: Array<{
    id: string;
    name: string;
    keywords: string[];
    feeds: Array<{ name: string; url: string }>;
  }>;
  general: string[];
}

export interface Routed {
  /** feed URLs, named sources first */
  urls: string[];
  /** the feeds the reader named */
  named: Set<string>;
  subjects: string[];
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
  let host = "";
  try {
    host = new URL(feed.url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {}
  const name = feed.name ? withoutThe(feed.name) : "";
  const base = feed.name ? withoutThe(feed.name.split(/\s+[–-]\s+/)[0]!) : "";
  return unwanted.some((u) => {
    const url = sourceUrl(u);
    if (url && u.includes(".")) {
      const h = new URL(url).hostname.toLowerCase().replace(/^www\./, "");
      return host === h || host.endsWith(`.${h}`);
    }
    const w = withoutThe(u);
    return w.length > 0 && (w === name || w === base);
  });
}

export function routeFeeds(brief: Brief, catalogue: CatalogueView, maxFeeds = 16): Routed {
  const named: string[] = [];
  const given: string[] = [];
  const unwanted = brief.excludedSources ?? [];
  const nameOf = new Map(catalogue.subjects.flatMap((s) => s.feeds.map((f) => [f.url, f.name] as const)));
  const wanted = (url: string) => !isUnwantedFeed({ url, name: nameOf.get(url) }, unwanted);
  for (const s of brief.sources) {
    const url = sourceUrl(s);
    if (url) given.push(url);
    else {
      const want = s.toLowerCase();
      for (const subject of catalogue.subjects)
        for (const f of subject.feeds) {
          const base = f.name.split(/\s+[–-]\s+/)[0]!.toLowerCase();
          if (base === want || f.name.toLowerCase() === want || (base.length >= 4 && want.startsWith(base)))
            named.push(f.url);
        }
    }
  }
  // feeds the reader gave by address are the briefing's sources: the reader chose them, nothing is added
  if (given.some(wanted)) {
    const urls = [...new Set(given.filter(wanted))].slice(0, maxFeeds);
    return { urls, named: new Set(urls), subjects: [] };
  }
  const subjects = new Set<string>();
  const excluded = new Set(brief.exclusions.flatMap((e) => tokenize(e).map(stem)));
  for (const interest of brief.interests) {
    const stems = new Set(interestWords(interest).map(stem));
    const phrase = interestWords(interest).map(stem).join(" ");
    const space = subjectSpace(catalogue);
    const raw = interestVector(interest);
    const vec = raw ? centre(raw, space.mean) : null;
    let best: { id: string; sim: number } | null = null;
    for (const [n, subject] of catalogue.subjects.entries()) {
      const keys = subject.keywords.map((k) => tokenize(k).map(stem).join(" "));
      if (keys.includes(phrase) || keys.some((k) => !k.includes(" ") && stems.has(k) && stems.size === 1))
        subjects.add(subject.id);
      const sv = space.vectors[n];
      const sim = vec && sv ? cosine(vec, sv) : 0;
      if (!best || sim > best.sim) best = { id: subject.id, sim };
    }
    if (best && best.sim >= 0.3) subjects.add(best.id);
  }
  // a subject the reader excluded is not drawn from ("no sports" → not the sport feeds)
  for (const subject of catalogue.subjects)
    if (excluded.has(stem(subject.id)) || tokenize(subject.name).some((w) => excluded.has(stem(w))))
      subjects.delete(subject.id);
  if (subjects.size === 0 && named.length === 0) for (const g of catalogue.general) subjects.add(g);
  const fromCatalogue = catalogue.subjects
    .filter((s) => subjects.has(s.id))
    .flatMap((s) => s.feeds.map((f) => f.url));
  const urls = [...new Set([...named, ...fromCatalogue])].filter(wanted).slice(0, maxFeeds);
  return { urls, named: new Set(named.filter(wanted)), subjects: [...subjects] };
}
