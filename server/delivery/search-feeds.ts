/**
 * News-search feeds (decision 101): for the interests the catalogue does not serve in the description's
 * language, a search feed URL built from the interest, in that language and region (Google News RSS search
 * by default; SEARCH_FEEDS_URL points elsewhere, e.g. Bing News). The URL is canonical — the same interest
 * in the same language and region gives the same URL whatever the wording's case, spacing or word order —
 * so the feed cache (keyed by URL) fetches it once for every briefing that asks the same thing, through the
 * same SSRF guard and conditional GET as any feed.
 */
import { type Brief, tokenize } from "../curation";

export const GOOGLE_NEWS_SEARCH =
  "https://news.google.com/rss/search?q={query}&hl={lang}&gl={region}&ceid={region}:{lang}";
export const BING_NEWS_SEARCH =
  "https://www.bing.com/news/search?q={query}&format=rss&setlang={lang}&cc={region}";

/** The search feed URL template this instance uses, or null when search feeds are off. */
export function searchFeedTemplate(c: { SEARCH_FEEDS?: string; SEARCH_FEEDS_URL?: string }): string | null {
  return c.SEARCH_FEEDS === "off" ? null : (c.SEARCH_FEEDS_URL ?? GOOGLE_NEWS_SEARCH);
}

/** search feeds per briefing: each is one more fetch (shared, but a search engine limits rates) */
export const MAX_SEARCH_FEEDS = 3;

/** where a description in this language is read when it names no region */
const DEFAULT_REGION: Record<Brief["language"], string> = { en: "US", de: "DE", fr: "FR", es: "ES" };

/**
 * The query's terms in canonical order: lower case, NFC, sorted, each once. Function words stay: the search
 * engine weighs them, and "The Who" has nothing else.
 */
export function canonicalTerms(text: string): string[] {
  return [
    ...new Set(
      tokenize(text.normalize("NFC"))
        .filter((w) => !/[-.'’]/.test(w)) // tokenize also gives "gpt-5" as its parts: keep the parts only
        .filter((w) => w.length > 1 || /\d/.test(w)),
    ),
  ].sort();
}

/**
 * The search query for one interest: its words, and the brief's exclusions as `-word` (each exclusion's
 * words), both sorted, so "Quantum  Computing" and "computing quantum" give one query.
 */
export function searchQuery(interest: string, exclusions: string[]): string {
  const terms = canonicalTerms(interest);
  const minus = [...new Set(exclusions.flatMap((e) => canonicalTerms(e)))]
    .filter((w) => !terms.includes(w))
    .sort()
    .slice(0, 5);
  return [...terms, ...minus.map((w) => `-${w}`)].join(" ");
}

/** A country code the search engines take as their region; "EU", "world" or none → the language's default. */
export function searchRegion(language: Brief["language"], region: string | null): string {
  return region && /^[A-Z]{2}$/.test(region) ? region : DEFAULT_REGION[language];
}

/** Fills a template's {query}, {lang} and {region}, each URL-encoded, and returns the URL in normal form. */
export function searchFeedUrl(template: string, query: string, lang: string, region: string): string {
  const filled = template
    .replaceAll("{query}", encodeURIComponent(query))
    .replaceAll("{lang}", encodeURIComponent(lang))
    .replaceAll("{region}", encodeURIComponent(region));
  return new URL(filled).toString();
}

/** Search feed URLs for a routed brief's unserved interests (at most MAX_SEARCH_FEEDS, no repeats). */
export function searchFeedsFor(
  brief: Brief,
  unserved: Brief["interests"],
  region: string | null,
  template: string,
): string[] {
  const out: string[] = [];
  const r = searchRegion(brief.language, region);
  for (const interest of unserved) {
    const query = searchQuery(interest.phrase, brief.exclusions);
    if (!query || query.startsWith("-")) continue;
    const url = searchFeedUrl(template, query, brief.language, r);
    if (!out.includes(url)) out.push(url);
    if (out.length >= MAX_SEARCH_FEEDS) break;
  }
  return out;
}
