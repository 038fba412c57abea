import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchPage } from "../../common/routes";
import { paintFirst } from "./paint-first";

/**
 * Serves the built front end (build/client): assets, prerendered public pages, and the SPA
 * fallback for signed-in screens. Unknown paths get the fallback with status 404, so the app's
 * 404 page renders and crawlers see a real 404. Only files present at start-up are served
 * (no path is ever joined onto the file system from a request).
 */
const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  immutable: boolean;
  /** For HTML: a Content-Security-Policy allowing exactly this page's inline scripts. */
  csp?: string;
  /** The body gzipped once at start-up (text types over 1 KB), so no request compresses it again. */
  gzip?: Buffer;
}

export interface RequestHeaders {
  ifNoneMatch?: string | null;
  acceptEncoding?: string | null;
}

export interface StaticSite {
  /** The response for a GET/HEAD of this pathname, or null when it is not the site's to answer. */
  respond(pathname: string, method: string, headers?: RequestHeaders): Response | null;
  /**
   * The single-page app's HTML as built (the fallback is served as `paintFirst(html)`, decision 115) and
   * the served fallback's Content-Security-Policy, for pages the server completes.
   */
  shell(): { html: string; csp: string };
  /** A built file's text (an asset's URL path), or undefined. */
  text(urlPath: string): string | undefined;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** Does Accept-Encoding allow gzip (and not with q=0)? */
function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return (name === "gzip" || name === "*") && (!q || Number(q.slice(2)) > 0);
  });
}

export const SPA_FALLBACK = "__spa-fallback.html";

export function buildExists(clientDir: string): boolean {
  return existsSync(path.join(clientDir, SPA_FALLBACK)) || existsSync(path.join(clientDir, "index.html"));
}

function walk(dir: string, base = dir, out = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(abs, base, out);
    else if (entry.isFile()) out.set(`/${path.relative(base, abs).split(path.sep).join("/")}`, abs);
  }
  return out;
}

/** If-None-Match may list several tags, and a compressing proxy (or our own) may weaken them. */
function etagMatches(header: string, etag: string): boolean {
  return header === "*" || header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

export function loadStaticSite(clientDir: string, cspFor: (scriptHashes: string[]) => string): StaticSite {
  const files = new Map<string, StaticFile>();
  let builtShell = "";
  for (const [urlPath, abs] of walk(clientDir)) {
    let body = readFileSync(abs);
    if (urlPath === `/${SPA_FALLBACK}`) {
      // the app's shell paints before the app's code is fetched (decision 115)
      builtShell = body.toString("utf8");
      body = Buffer.from(paintFirst(builtShell));
    }
    const ext = path.extname(abs).toLowerCase();
    const type = MIME[ext] ?? "application/octet-stream";
    const hashes: string[] = [];
    if (ext === ".html") {
      for (const m of body.toString("utf8").matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        if (m[1]) hashes.push(`'sha256-${createHash("sha256").update(m[1]).digest("base64")}'`);
      }
    }
    const gz = COMPRESSIBLE.test(type) && body.length >= 1024 ? gzipSync(body, { level: 9 }) : undefined;
    files.set(urlPath, {
      body,
      gzip: gz && gz.length < body.length ? gz : undefined,
      type,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      immutable: urlPath.startsWith("/assets/"),
      csp: ext === ".html" ? cspFor(hashes) : undefined,
    });
  }
  const fallback = files.get(`/${SPA_FALLBACK}`) ?? files.get("/index.html");
  if (!fallback) throw new Error(`No built front end in ${clientDir}: run npm run build`);

  const send = (f: StaticFile, status: number, method: string, req: RequestHeaders = {}) => {
    const headers = new Headers({
      "content-type": f.type,
      etag: f.etag,
      "cache-control": f.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    });
    if (f.csp) headers.set("content-security-policy", f.csp);
    if (f.gzip) headers.set("vary", "Accept-Encoding");
    if (status === 200 && req.ifNoneMatch && etagMatches(req.ifNoneMatch, f.etag))
      return new Response(null, { status: 304, headers });
    const body = f.gzip && acceptsGzip(req.acceptEncoding) ? f.gzip : f.body;
    if (body === f.gzip) headers.set("content-encoding", "gzip");
    headers.set("content-length", String(body.length));
    return new Response(method === "HEAD" ? null : new Uint8Array(body), { status, headers });
  };

  const shellHtml = builtShell || fallback.body.toString("utf8");
  return {
    shell: () => ({ html: shellHtml, csp: fallback.csp ?? "" }),
    text: (urlPath) => files.get(urlPath)?.body.toString("utf8"),
    respond(pathname, method, req = {}) {
      if (method !== "GET" && method !== "HEAD") return null;
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        decoded = pathname;
      }
      if (decoded.startsWith(`/${SPA_FALLBACK}`)) return send(fallback, 404, method, req);
      const file = files.get(decoded);
      if (file) return send(file, 200, method, req);
      const trimmed = decoded.replace(/\/+$/, "");
      const page =
        files.get(`${trimmed}/index.html`) ?? (trimmed === "" ? files.get("/index.html") : undefined);
      if (page) return send(page, 200, method, req);
      // every article is prerendered: any other slug goes to the blog's index at once, without a script
      // (spec §2; the article route's <Navigate> does the same for a link followed inside the app)
      if (/^\/blog\/[^/]+$/.test(trimmed))
        return new Response(null, {
          status: 302,
          headers: { location: "/blog", "cache-control": "no-cache" },
        });
      // An app route without a prerendered page (the signed-in screens): the SPA renders it.
      if (matchPage(trimmed || "/")) return send(fallback, 200, method, req);
      return send(fallback, 404, method, req);
    },
  };
}

/** Statting the build folder is cheap; used by main.ts to decide whether to rebuild. */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) for (const e of readdirSync(p)) visit(path.join(p, e));
    else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}
