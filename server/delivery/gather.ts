/**
 * Gather: fetch a feed (conditional GET through the SSRF guard), parse it with feedsmith, normalise items,
 * and discover a site's feed from its <link rel="alternate">. Database caching lives in feed-cache.ts;
 * this module is network + pure parsing only.
 */
import { createHash } from "node:crypto";
import { parseFeed } from "feedsmith";
import { type Allowlist, FetchError, FetchRefusedError, safeFetch } from "./safe-fetch";
import { decodeEntities, htmlToText, oneLine, safeHttpUrl } from "./text";

export interface FeedItem {
  /** stable identity inside its feed: guid/id, else link, else hash of title */
  guid: string;
  url: string | null;
  title: string;
  /** plain text, from description/summary (capped) */
  summary: string;
  /** plain text of the full content when the feed carries it (capped) */
  content: string;
  publishedAt: Date | null;
  author: string | null;
}

export interface ParsedFeed {
  format: string;
  title: string;
  siteUrl: string | null;
  items: FeedItem[];
}

const MAX_ITEMS = 100;

// feedsmith gives strings for RSS and {value} objects for Atom text constructs
function txt(v: unknown): string {
  if (v == null) return "";
  if (typeof v === "string") return v;
  if (typeof v === "number") return String(v);
  if (typeof v === "object" && "value" in (v as object)) return txt((v as { value: unknown }).value);
  return "";
}

function date(...candidates: unknown[]): Date | null {
  for (const c of candidates) {
    const s = txt(c).trim();
    if (!s) continue;
    const d = new Date(s);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return null;
}

function atomLink(links: unknown, base?: string): string | null {
  if (!Array.isArray(links)) return null;
  const alt =
    links.find((l) => l && (!l.rel || l.rel === "alternate") && (!l.type || /html/.test(l.type))) ??
    links.find((l) => l && (!l.rel || l.rel === "alternate")) ??
    links[0];
  return safeHttpUrl(alt?.href, base);
}

function makeGuid(...parts: Array<string | null | undefined>): string {
  const first = parts.find((p) => p?.trim());
  if (first && first.length <= 500) return first.trim();
  return `sha1:${createHash("sha1").update(parts.join("|")).digest("hex")}`;
}

/** Parse an RSS/Atom/RDF/JSON feed body into normalised, plain-text items. Throws on non-feeds. */
export function parseFeedDocument(body: string, feedUrl: string): ParsedFeed {
  const parsed = parseFeed(body);
  const items: FeedItem[] = [];
  let title = "";
  let siteUrl: string | null = null;
  // biome-ignore lint/suspicious/noExplicitAny: feedsmith's union is wide; we read it defensively
  const f = parsed.feed as any;
  if (parsed.format === "atom") {
    title = oneLine(txt(f.title));
    siteUrl = atomLink(f.links, feedUrl);
    for (const e of (f.entries ?? []).slice(0, MAX_ITEMS)) {
      const url = atomLink(e.links, siteUrl ?? feedUrl);
      const t = oneLine(txt(e.title));
      items.push({
        guid: makeGuid(txt(e.id), url, t),
        url,
        title: t,
        summary: htmlToText(txt(e.summary), 4000),
        content: htmlToText(txt(e.content), 20_000),
        publishedAt: date(e.published, e.updated),
        author: oneLine(e.authors?.[0]?.name ?? "", 120) || null,
      });
    }
  } else if (parsed.format === "json") {
    title = oneLine(f.title);
    siteUrl = safeHttpUrl(f.home_page_url, feedUrl);
    for (const e of (f.items ?? []).slice(0, MAX_ITEMS)) {
      const url = safeHttpUrl(e.url ?? e.external_url, feedUrl);
      const t = oneLine(e.title ?? "");
      items.push({
        guid: makeGuid(txt(e.id), url, t),
        url,
        title: t,
        summary: htmlToText(e.summary ?? "", 4000),
        content: htmlToText(e.content_html ?? e.content_text ?? "", 20_000),
        publishedAt: date(e.date_published, e.date_modified),
        author: oneLine(e.authors?.[0]?.name ?? e.author?.name ?? "", 120) || null,
      });
    }
  } else {
    // rss, rdf
    const ch = parsed.format === "rdf" ? f : f;
    title = oneLine(txt(ch.title));
    siteUrl = safeHttpUrl(txt(ch.link), feedUrl);
    for (const e of (ch.items ?? []).slice(0, MAX_ITEMS)) {
      const url =
        safeHttpUrl(txt(e.link), feedUrl) ??
        (e.guid?.isPermaLink !== false && /^https?:\/\//i.test(txt(e.guid))
          ? safeHttpUrl(txt(e.guid))
          : null);
      const t = oneLine(txt(e.title));
      items.push({
        guid: makeGuid(txt(e.guid) || txt(e.about), url, t),
        url,
        title: t,
        summary: htmlToText(txt(e.description), 4000),
        content: htmlToText(txt(e.content?.encoded), 20_000),
        publishedAt: date(e.pubDate, e.dc?.dates?.[0], e.dc?.date),
        author: oneLine(txt(e.authors?.[0]) || txt(e.dc?.creators?.[0]) || txt(e.dc?.creator), 120) || null,
      });
    }
  }
  return {
    format: parsed.format,
    title: title || new URL(feedUrl).hostname,
    siteUrl,
    items: items.filter((i) => i.title || i.summary),
  };
}

const FEED_TYPES =
  /^(application\/(rss|atom|rdf|feed)\+(xml|json)|application\/(x-)?rss\+xml|application\/json|text\/xml|application\/xml)/i;

/** Feed URLs announced by an HTML page with <link rel="alternate" type="…rss/atom/json…">, absolute. */
export function discoverFeedLinks(html: string, pageUrl: string): string[] {
  const out: string[] = [];
  const head = html.slice(0, 300_000);
  for (const m of head.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const attr = (name: string) => {
      const a = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
      return a ? decodeEntities(a[2] ?? a[3] ?? a[4] ?? "") : "";
    };
    const rel = attr("rel").toLowerCase().split(/\s+/);
    if (!rel.includes("alternate")) continue;
    const type = attr("type");
    if (!FEED_TYPES.test(type)) continue;
    const href = safeHttpUrl(attr("href"), pageUrl);
    if (href && !out.includes(href)) out.push(href);
  }
  return out;
}

export function looksLikeHtml(body: string, contentType: string | undefined): boolean {
  if (contentType && /text\/html|application\/xhtml/i.test(contentType)) return true;
  return /^\s*(<!doctype html|<html[\s>])/i.test(body.slice(0, 500));
}

/** Limits concurrent work per host and overall. */
export class HostLimiter {
  private active = new Map<string, number>();
  private total = 0;
  private waiters: Array<() => void> = [];
  constructor(
    readonly perHost: number,
    readonly overall: number,
  ) {}
  private canRun(host: string) {
    return this.total < this.overall && (this.active.get(host) ?? 0) < this.perHost;
  }
  async run<T>(host: string, fn: () => Promise<T>): Promise<T> {
    while (!this.canRun(host)) await new Promise<void>((r) => this.waiters.push(r));
    this.total++;
    this.active.set(host, (this.active.get(host) ?? 0) + 1);
    try {
      return await fn();
    } finally {
      this.total--;
      const n = (this.active.get(host) ?? 1) - 1;
      if (n) this.active.set(host, n);
      else this.active.delete(host);
      const ws = this.waiters;
      this.waiters = [];
      for (const w of ws) w();
    }
  }
}

export interface FetchFeedOptions {
  allowlist: Allowlist;
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
  /** follow <link rel=alternate> when the URL is an HTML page (once) */
  discover?: boolean;
}

export type FetchFeedResult =
  | { kind: "not-modified"; url: string }
  | { kind: "ok"; url: string; feed: ParsedFeed; etag: string | null; lastModified: string | null }
  | { kind: "error"; url: string; error: string; refused: boolean; transient: boolean };

/** Conditional GET of a feed URL; an HTML page is followed to its first announced feed. */
export async function fetchFeed(url: string, opts: FetchFeedOptions): Promise<FetchFeedResult> {
  try {
    const headers: Record<string, string> = {};
    if (opts.etag) headers["if-none-match"] = opts.etag;
    if (opts.lastModified) headers["if-modified-since"] = opts.lastModified;
    const res = await safeFetch(url, {
      allowlist: opts.allowlist,
      headers,
      timeoutMs: opts.timeoutMs ?? 10_000,
      totalTimeoutMs: (opts.timeoutMs ?? 10_000) * 2,
      maxBytes: opts.maxBytes ?? 5 * 1024 * 1024,
    });
    if (res.status === 304) return { kind: "not-modified", url };
    if (res.status < 200 || res.status >= 300) {
      return {
        kind: "error",
        url,
        error: `HTTP ${res.status}`,
        refused: false,
        transient: res.status >= 500 || res.status === 429,
      };
    }
    const body = res.body.toString("utf8").replace(/^\uFEFF/, "");
    const ct = String(res.headers["content-type"] ?? "");
    if (looksLikeHtml(body, ct)) {
      const links = discoverFeedLinks(body, res.url);
      if (opts.discover === false || links.length === 0) {
        return { kind: "error", url, error: "No feed found on this page", refused: false, transient: false };
      }
      const inner = await fetchFeed(links[0]!, { ...opts, etag: null, lastModified: null, discover: false });
      return inner;
    }
    let feed: ParsedFeed;
    try {
      feed = parseFeedDocument(body, res.url);
    } catch (e) {
      return {
        kind: "error",
        url,
        error: `Not a feed (${(e as Error).message})`,
        refused: false,
        transient: false,
      };
    }
    const h = (n: string) => {
      const v = res.headers[n];
      return typeof v === "string" && v.length < 500 ? v : null;
    };
    return { kind: "ok", url: res.url, feed, etag: h("etag"), lastModified: h("last-modified") };
  } catch (e) {
    const err = e as Error;
    return {
      kind: "error",
      url,
      error: err.message,
      refused: err instanceof FetchRefusedError,
      transient: err instanceof FetchError ? err.transient : false,
    };
  }
}
