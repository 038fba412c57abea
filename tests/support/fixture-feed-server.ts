/**
 * A local HTTP server serving the fixture feeds in tests/fixtures/feeds (and generated ones), with real
 * conditional-GET semantics (ETag / Last-Modified → 304), for tests, e2e and bench:feeds.
 *
 *   /feeds/<file>          a fixture file; {{HOURS_AGO_N}} / {{HOURS_AGO_N_ISO}} are filled relative to `now()`
 *   /site                  an HTML page announcing /feeds/tech.xml with <link rel="alternate">
 *   /gen/<n>.xml           generated RSS feed number n (bench), `itemsPerFeed` items
 *   /custom/<name>         a body set with setCustom(name, body, contentType)
 *   /search?q=&hl=&gl=     a news-search feed standing in for Google News RSS search: three items about the
 *                          query's words in the language `hl`; every request is kept in `searches`
 *   /redirect?to=<url>     302 to `to`
 *   /slow                  never answers (time-out tests)
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { projectPath } from "../../server/paths";

// from the project root, not import.meta.url: bench:delivery bundles this file (decision 046)
const dir = projectPath("tests/fixtures/feeds");

export interface FixtureFeedServer {
  url: string;
  port: number;
  hits: Map<string, number>;
  stats: { requests: number; notModified: number; ok: number };
  /** every /search request, in order */
  searches: Array<{ q: string; hl: string; gl: string }>;
  setCustom(name: string, body: string, contentType?: string): void;
  /** change generated feed n (new item) so the next conditional GET returns 200 */
  touchGenerated(n: number): void;
  close(): Promise<void>;
}

export function fillTemplate(body: string, now: number): string {
  return body
    .replace(/\{\{HOURS_AGO_(\d+)_ISO\}\}/g, (_m, h) => new Date(now - Number(h) * 3_600_000).toISOString())
    .replace(/\{\{HOURS_AGO_(\d+)\}\}/g, (_m, h) => new Date(now - Number(h) * 3_600_000).toUTCString());
}

function generated(n: number, version: number, items: number, now: number): string {
  const its: string[] = [];
  for (let i = 0; i < items; i++) {
    its.push(
      `<item><title>Generated story ${n}-${version}-${i} about technology and markets</title><link>https://gen.example/${n}/${version}/${i}</link><guid>gen-${n}-${version}-${i}</guid><pubDate>${new Date(now - i * 600_000).toUTCString()}</pubDate><description>Story ${i} of feed ${n}. It covers technology, markets and science in a few plain sentences. Analysts commented on the outlook.</description></item>`,
    );
  }
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Generated feed ${n}</title><link>https://gen.example/${n}</link>${its.join("")}</channel></rss>`;
}

const SEARCH_TEXT: Record<string, (topic: string, n: number) => [string, string]> = {
  en: (t, n) => [
    `${t}: report ${n} on what changed this week`,
    `A look at ${t} this week. Experts explain what the latest ${t} news means for readers.`,
  ],
  de: (t, n) => [
    `${t}: Bericht ${n} über die neue Entwicklung`,
    `Neues zum Thema ${t} in dieser Woche. Fachleute erklären, was die Entwicklung bei ${t} für die Leser bedeutet.`,
  ],
  fr: (t, n) => [
    `${t} : le point numéro ${n} sur la semaine`,
    `Du nouveau sur ${t} cette semaine. Des spécialistes expliquent ce que cela change pour les lecteurs.`,
  ],
  es: (t, n) => [
    `${t}: informe ${n} sobre la semana`,
    `Novedades sobre ${t} esta semana. Los expertos explican qué significa para los lectores.`,
  ],
};

/** A search result feed for a query (its words without the "-word" exclusions), in language `hl`. */
function searchFeed(q: string, hl: string, gl: string, now: number): string {
  const topic = q
    .split(/\s+/)
    .filter((w) => w && !w.startsWith("-"))
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
  const text = SEARCH_TEXT[hl] ?? SEARCH_TEXT.en!;
  const esc = (x: string) => x.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const items = [1, 2, 3].map((n) => {
    const [title, description] = text(topic, n);
    const slug = encodeURIComponent(`${hl}-${gl}-${q}-${n}`);
    return `<item><title>${esc(title)}</title><link>https://search.example/${slug}</link><guid>search-${slug}</guid><pubDate>${new Date(now - n * 3_600_000).toUTCString()}</pubDate><description>${esc(description)}</description></item>`;
  });
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${esc(`"${q}" - Search`)}</title><link>https://search.example/</link>${items.join("")}</channel></rss>`;
}

export async function startFixtureFeedServer(
  opts: { host?: string; now?: () => number; itemsPerFeed?: number } = {},
): Promise<FixtureFeedServer> {
  const now = opts.now ?? (() => startedAt);
  const startedAt = Date.now();
  const lastModified = new Date(Math.floor(startedAt / 1000) * 1000 - 60_000).toUTCString();
  const custom = new Map<string, { body: string; type: string }>();
  const versions = new Map<number, number>();
  const hits = new Map<string, number>();
  const stats = { requests: 0, notModified: 0, ok: 0 };
  const searches: FixtureFeedServer["searches"] = [];

  const send = (req: http.IncomingMessage, res: http.ServerResponse, body: string, type: string) => {
    const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
    const inm = req.headers["if-none-match"];
    if (inm && inm === etag) {
      stats.notModified++;
      res.writeHead(304, { etag, "last-modified": lastModified });
      res.end();
      return;
    }
    stats.ok++;
    res.writeHead(200, {
      "content-type": type,
      etag,
      "last-modified": lastModified,
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
  };

  const server = http.createServer((req, res) => {
    stats.requests++;
    const u = new URL(req.url ?? "/", "http://x");
    hits.set(u.pathname, (hits.get(u.pathname) ?? 0) + 1);
    try {
      if (u.pathname === "/slow") return; // never answers
      if (u.pathname === "/redirect") {
        res.writeHead(302, { location: u.searchParams.get("to") ?? "/" });
        return res.end();
      }
      if (u.pathname === "/search") {
        const q = u.searchParams.get("q") ?? "";
        const hl = u.searchParams.get("hl") ?? "en";
        const gl = u.searchParams.get("gl") ?? "US";
        searches.push({ q, hl, gl });
        return send(req, res, searchFeed(q, hl, gl, startedAt), "application/rss+xml");
      }
      if (u.pathname === "/site")
        return send(req, res, readFileSync(path.join(dir, "site.html"), "utf8"), "text/html; charset=utf-8");
      let m = /^\/gen\/(\d+)\.xml$/.exec(u.pathname);
      if (m) {
        const n = Number(m[1]);
        return send(
          req,
          res,
          generated(n, versions.get(n) ?? 0, opts.itemsPerFeed ?? 20, startedAt),
          "application/rss+xml",
        );
      }
      m = /^\/custom\/(.+)$/.exec(u.pathname);
      if (m && custom.has(m[1]!)) {
        const c = custom.get(m[1]!)!;
        return send(req, res, fillTemplate(c.body, now()), c.type);
      }
      m = /^\/feeds\/([\w.-]+)$/.exec(u.pathname);
      if (m) {
        const file = path.join(dir, m[1]!);
        const body = fillTemplate(readFileSync(file, "utf8"), now());
        const type = file.endsWith(".atom")
          ? "application/atom+xml"
          : file.endsWith(".html")
            ? "text/html"
            : "application/rss+xml";
        return send(req, res, body, type);
      }
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(0, opts.host ?? "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${opts.host ?? "127.0.0.1"}:${port}`,
    port,
    hits,
    stats,
    searches,
    setCustom: (name, body, type = "application/rss+xml") => custom.set(name, { body, type }),
    touchGenerated: (n) => versions.set(n, (versions.get(n) ?? 0) + 1),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
