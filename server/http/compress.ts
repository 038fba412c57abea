import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

/** Smaller bodies are sent as they are (a gzip header and a round of deflate would not pay). */
const THRESHOLD = 1024;
/** Up to this size a body is gzipped on the spot; larger ones on libuv's thread pool. */
const SYNC_MAX = 64 * 1024;
const gzipAsync = promisify(gzip);
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether an Accept-Encoding header accepts gzip (explicitly or through `*`), q=0 meaning no. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = !q || Number(q.slice(2)) > 0;
    if (name === "gzip") return accepted;
    if (name === "*") star = accepted;
  }
  return star;
}

/**
 * Gzips the server's dynamic answers (API JSON, the server's own HTML pages) for clients that accept it;
 * static files come gzipped from memory (static-site.ts). In place of hono/compress (decision 105), whose
 * `c.header("Vary", …)` after the handler rebuilds every answer over 1 KB as a streamed Response — also for
 * a client that accepts no compression — and compresses through a CompressionStream. Here the headers of
 * the handler's answer are changed in place, and a compressed body is one buffer with its Content-Length.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const h = res.headers;
    const length = h.get("content-length");
    if (
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      h.has("content-encoding") ||
      h.has("transfer-encoding") ||
      (length !== null && Number(length) < THRESHOLD) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(h.get("content-type") ?? "") ||
      noTransform.test(h.get("cache-control") ?? "")
    )
      return;
    const vary = h.get("vary");
    if (vary !== "*" && !(vary && varyAcceptEncoding.test(vary))) {
      h.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    if (!acceptsGzip(c.req.header("accept-encoding"))) return;
    // reading the body turns @hono/node-server's light Response into a full one, which would lose header
    // changes made after its creation: keep them (h) for the new answer
    const headers = new Headers(h);
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength >= THRESHOLD) {
      const zipped = body.byteLength <= SYNC_MAX ? gzipSync(body) : await gzipAsync(body);
      headers.set("content-encoding", "gzip");
      headers.set("content-length", String(zipped.byteLength));
      const etag = headers.get("etag");
      if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
      setResponse(c, new Response(new Uint8Array(zipped), { status: res.status, headers }));
    } else {
      setResponse(c, new Response(body, { status: res.status, headers }));
    }
  };
}

/**
 * Replaces the answer as it is: Hono's `c.res = …` over an existing answer rebuilds the new one around a
 * stream of its body and copies the old headers onto it (this answer already carries them).
 */
function setResponse(c: { res: Response | undefined }, res: Response) {
  c.res = undefined;
  c.res = res;
}
