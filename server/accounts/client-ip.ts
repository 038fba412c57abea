import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";

/**
 * The real client address (decision 023). The socket's peer address is the client unless that peer
 * is a trusted proxy (TRUSTED_PROXY); then X-Forwarded-For is walked from the right, skipping
 * trusted hops, and the first untrusted address is the client. A client can put anything in
 * X-Forwarded-For, so without a trusted proxy the header is ignored entirely.
 */
export type TrustedProxies = { test(address: string): boolean };

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function normalise(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  try {
    const a = ipaddr.parse(address.trim().replace(/^\[|\]$/g, ""));
    return a.kind() === "ipv6" && (a as ipaddr.IPv6).isIPv4MappedAddress()
      ? (a as ipaddr.IPv6).toIPv4Address()
      : a;
  } catch {
    return null;
  }
}

export function parseTrustedProxies(setting: string): TrustedProxies {
  const ranges: Range[] = [];
  let loopback = false;
  for (const raw of setting
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (raw === "loopback") loopback = true;
    else if (raw.includes("/")) ranges.push(ipaddr.parseCIDR(raw));
    else {
      const a = normalise(raw);
      if (a) ranges.push([a, a.kind() === "ipv4" ? 32 : 128]);
    }
  }
  return {
    test(address) {
      const a = normalise(address);
      if (!a) return false;
      if (loopback && a.range() === "loopback") return true;
      return ranges.some(([net, bits]) => net.kind() === a.kind() && a.match([net, bits] as never));
    },
  };
}

/** The client address from a peer address and the forwarded chain (pure, for tests). */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const direct = peer ? (normalise(peer)?.toString() ?? peer) : "unknown";
  if (!peer || !trusted.test(peer) || !forwardedFor) return direct;
  const hops = forwardedFor
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalise(hops[i]!);
    if (!hop) return direct; // garbage in the chain: do not trust anything left of it
    if (!trusted.test(hop.toString())) return hop.toString();
  }
  // every hop is a trusted proxy: the left-most is the best we know
  return normalise(hops[0]!)?.toString() ?? direct;
}

/** The client address of a request (Hono on @hono/node-server). */
export function clientAddress(c: Context, trusted: TrustedProxies): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // no socket (app.request in a test)
  }
  return resolveClientAddress(peer, c.req.header("x-forwarded-for"), trusted);
}

/** The key a rate limit counts against: IPv6 addresses by their /64, as one household or host has a whole /64. */
export function rateLimitSubject(address: string): string {
  const a = normalise(address);
  if (!a) return address;
  if (a.kind() === "ipv4") return a.toString();
  const parts = (a as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(":")}::/64`;
}

/**
 * Whether the client's own connection was HTTPS: the request URL says so, or the peer is a trusted proxy
 * that terminated TLS and says so in X-Forwarded-Proto (its first value is the client-facing hop's).
 */
export function isForwardedHttps(c: Context, trusted: TrustedProxies): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  const proto = c.req.header("x-forwarded-proto");
  if (!proto) return false;
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined;
  }
  if (!peer || !trusted.test(peer)) return false;
  return proto.split(",")[0]!.trim().toLowerCase() === "https";
}
