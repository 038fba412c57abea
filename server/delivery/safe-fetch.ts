/**
 * SSRF-guarded HTTP(S) GET for every outbound fetch of a feed or a user-supplied URL.
 *
 * - only http: and https: URLs; anything else (file:, data:, gopher:, ftp: …) is refused before any I/O;
 * - the WHATWG URL parser normalises numeric hosts (0x7f000001, 2130706433, 017700000001 → 127.0.0.1);
 *   literal IPs are checked up front, names are checked after DNS resolution by request-filtering-agent
 *   (private, loopback, link-local, metadata, unique-local, IPv4-mapped, unspecified … all refused);
 * - redirects are followed manually (max 5) and every hop is checked again;
 * - time-outs (connect+headers and whole body) and a size cap on the decompressed body;
 * - `allowlist` (SOURCE_ALLOWLIST: host names, IPs or CIDRs) lets an operator or a test reach private
 *   addresses on purpose.
 */
import * as http from "node:http";
import * as https from "node:https";
import * as net from "node:net";
import * as zlib from "node:zlib";
import ipaddr from "ipaddr.js";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

export class FetchRefusedError extends Error {
  override name = "FetchRefusedError";
}
export class FetchError extends Error {
  override name = "FetchError";
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

export interface Allowlist {
  hosts: Set<string>;
  cidrs: string[]; // IPs or CIDRs, as accepted by request-filtering-agent
}

export function parseAllowlist(value: string | undefined | null): Allowlist {
  const hosts = new Set<string>();
  const cidrs: string[] = [];
  for (const raw of (value ?? "").split(/[\s,]+/)) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, "");
    if (!entry) continue;
    if (net.isIP(entry)) cidrs.push(entry);
    else if (entry.includes("/")) {
      try {
        ipaddr.parseCIDR(entry);
        cidrs.push(entry);
      } catch {
        throw new Error(`SOURCE_ALLOWLIST: invalid CIDR "${raw}"`);
      }
    } else hosts.add(entry);
  }
  return { hosts, cidrs };
}

/**
 * The range of a literal address. ipaddr.js calls IPv4-compatible IPv6 (`::127.0.0.2`, ::/96) and other
 * addresses outside its table "unicast", yet the kernel routes some of them to the embedded IPv4
 * address: an IPv6 literal counts as unicast only inside global unicast (2000::/3), and one that embeds
 * an IPv4 address (::/96, ::ffff:0:0/96) is judged by that address.
 */
function literalRange(host: string): string {
  const addr = ipaddr.parse(host);
  if (addr.kind() === "ipv4") return addr.range();
  const v6 = addr as ipaddr.IPv6;
  const parts = v6.parts;
  const embedsV4 = parts.slice(0, 5).every((p) => p === 0) && (parts[5] === 0 || parts[5] === 0xffff);
  if (embedsV4 && (parts[6] !== 0 || (parts[7] ?? 0) > 1)) {
    const v4 = ipaddr.fromByteArray(v6.toByteArray().slice(12));
    const r = v4.range();
    return r === "unicast" ? "unicast" : `IPv4-embedding (${r})`;
  }
  const r = v6.range();
  if (r !== "unicast") return r;
  return v6.match(ipaddr.parseCIDR("2000::/3")) ? "unicast" : "reserved";
}

function ipAllowed(ip: string, allow: Allowlist): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(ip);
  } catch {
    return false;
  }
  for (const c of allow.cidrs) {
    if (net.isIP(c)) {
      if (c === ip) return true;
      continue;
    }
    try {
      const cidr = ipaddr.parseCIDR(c);
      if (parsed.kind() === cidr[0].kind() && parsed.match(cidr)) return true;
    } catch {
      /* validated in parseAllowlist */
    }
  }
  return false;
}

/** Pure check of a URL before any network I/O. Returns the parsed URL or throws FetchRefusedError. */
export function checkUrl(input: string | URL, allow: Allowlist): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new FetchRefusedError(`Not a valid URL: ${String(input).slice(0, 200)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefusedError(`Refused ${url.protocol} URL (only http and https are fetched)`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (!host) throw new FetchRefusedError("URL has no host");
  if (allow.hosts.has(host)) return url;
  if (net.isIP(host)) {
    if (ipAllowed(host, allow)) return url;
    let range: string;
    try {
      range = literalRange(host);
    } catch {
      throw new FetchRefusedError(`Refused address ${host}`);
    }
    if (range !== "unicast") throw new FetchRefusedError(`Refused ${range} address ${host}`);
  } else if (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".internal") ||
    host.endsWith(".local")
  ) {
    throw new FetchRefusedError(`Refused local host name ${host}`);
  }
  return url;
}

export interface SafeFetchOptions {
  allowlist: Allowlist;
  headers?: Record<string, string>;
  /** time allowed until response headers, ms */
  timeoutMs?: number;
  /** time allowed for the whole exchange, ms */
  totalTimeoutMs?: number;
  /** maximum decompressed body size, bytes */
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface SafeResponse {
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const agents = new Map<string, { http: http.Agent; https: https.Agent }>();
function agentsFor(allow: Allowlist, hostAllowed: boolean) {
  const key = hostAllowed ? "*" : allow.cidrs.join(",");
  let a = agents.get(key);
  if (!a) {
    const opts = {
      keepAlive: true,
      maxSockets: 16,
      allowPrivateIPAddress: hostAllowed,
      allowMetaIPAddress: false,
      allowIPAddressList: allow.cidrs,
      // a name that resolves to IPv4-compatible IPv6 or to space outside global unicast (which the
      // agent's table calls "unicast") is refused as a literal would be
      denyIPAddressList: hostAllowed
        ? []
        : ["::/96", "::ffff:0:0/96", "64:ff9b::/96", "4000::/2", "8000::/1"],
    };
    a = { http: new RequestFilteringHttpAgent(opts), https: new RequestFilteringHttpsAgent(opts) };
    agents.set(key, a);
  }
  return a;
}

export const USER_AGENT = "TidingsBot/1.0 (+https://github.com/tidings; feed reader)";

function requestOnce(url: URL, opts: SafeFetchOptions, deadline: number): Promise<SafeResponse> {
  const hostAllowed = opts.allowlist.hosts.has(url.hostname.replace(/^\[|\]$/g, "").toLowerCase());
  const a = agentsFor(opts.allowlist, hostAllowed);
  const mod = url.protocol === "https:" ? https : http;
  const maxBytes = opts.maxBytes ?? 5 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (e: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(e);
    };
    const req = mod.request(
      url,
      {
        method: "GET",
        agent: url.protocol === "https:" ? a.https : a.http,
        headers: {
          "user-agent": USER_AGENT,
          "accept-encoding": "gzip, deflate, br",
          accept:
            "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/html;q=0.8, */*;q=0.5",
          ...opts.headers,
        },
        signal: opts.signal,
      },
      (res) => {
        clearTimeout(timer);
        const rest = Math.max(1, deadline - Date.now());
        timer = setTimeout(() => fail(new FetchError(`Timed out reading ${url.host}`, true)), rest);
        const status = res.statusCode ?? 0;
        if ((status >= 300 && status < 400) || status === 304 || status === 204) {
          res.resume();
          settled = true;
          clearTimeout(timer);
          resolve({ url: url.toString(), status, headers: res.headers, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        const enc = String(res.headers["content-encoding"] ?? "").toLowerCase();
        if (!enc && declared > maxBytes)
          return fail(new FetchError(`Response from ${url.host} too large (${declared} bytes)`, false));
        let stream: NodeJS.ReadableStream = res;
        if (enc === "gzip" || enc === "x-gzip") stream = res.pipe(zlib.createGunzip());
        else if (enc === "deflate") stream = res.pipe(zlib.createInflate());
        else if (enc === "br") stream = res.pipe(zlib.createBrotliDecompress());
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on("data", (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) {
            fail(new FetchError(`Response from ${url.host} exceeds ${maxBytes} bytes`, false));
            res.destroy();
            return;
          }
          chunks.push(c);
        });
        stream.on("error", (e: Error) =>
          fail(new FetchError(`Bad response body from ${url.host}: ${e.message}`, true)),
        );
        stream.on("end", () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ url: url.toString(), status, headers: res.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    let timer = setTimeout(
      () => fail(new FetchError(`Timed out connecting to ${url.host}`, true)),
      Math.min(opts.timeoutMs ?? 10_000, Math.max(1, deadline - Date.now())),
    );
    req.on("error", (e: Error) => {
      const msg = e.message ?? String(e);
      if (/is not allowed/.test(msg)) fail(new FetchRefusedError(`Refused ${url.host}: ${msg}`));
      else fail(new FetchError(`Could not fetch ${url.host}: ${msg}`, true));
    });
    req.end();
  });
}

/** GET `input` through the SSRF guard, following redirects (each re-checked). */
export async function safeFetch(input: string | URL, opts: SafeFetchOptions): Promise<SafeResponse> {
  const deadline = Date.now() + (opts.totalTimeoutMs ?? 20_000);
  const maxRedirects = opts.maxRedirects ?? 5;
  let url = checkUrl(input, opts.allowlist);
  for (let hop = 0; ; hop++) {
    const res = await requestOnce(url, opts, deadline);
    if (res.status >= 300 && res.status < 400 && res.status !== 304 && res.headers.location) {
      if (hop >= maxRedirects) throw new FetchError(`Too many redirects from ${url.host}`, false);
      url = checkUrl(new URL(res.headers.location, url), opts.allowlist);
      continue;
    }
    return res;
  }
}
