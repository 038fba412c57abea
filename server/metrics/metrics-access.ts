import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import { resolveClientAddress, type TrustedProxies } from "../accounts/client-ip";

/**
 * May this request read /metrics (decision 086)? With the bearer METRICS_TOKEN, yes. Otherwise only a
 * loopback client: the socket peer is loopback and the request was not relayed by a proxy we do not
 * trust (a reverse proxy on the same host makes every visitor "127.0.0.1" — its X-Forwarded-For then
 * says the request came from outside), or a trusted proxy reports a loopback client.
 */
export function mayReadMetrics(c: Context, token: string | undefined, trusted: TrustedProxies): boolean {
  const auth = c.req.header("authorization");
  if (token && auth?.startsWith("Bearer ")) {
    const given = Buffer.from(auth.slice("Bearer ".length).trim());
    const want = Buffer.from(token);
    if (given.length === want.length && timingSafeEqual(given, want)) return true;
  }
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return false; // no socket: not a loopback connection
  }
  if (!peer || !isLoopback(peer)) return false;
  const relayed = ["x-forwarded-for", "forwarded", "x-real-ip"].some((h) => c.req.header(h) !== undefined);
  if (!relayed) return true;
  if (!trusted.test(peer)) return false;
  return isLoopback(resolveClientAddress(peer, c.req.header("x-forwarded-for"), trusted));
}

function isLoopback(address: string): boolean {
  try {
    const a = ipaddr.process(address.replace(/^\[|\]$/g, ""));
    return a.range() === "loopback";
  } catch {
    return false;
  }
}
