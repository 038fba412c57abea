import { lookup } from "node:dns/promises";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkUrl, FetchRefusedError, parseAllowlist, safeFetch } from "../../../server/delivery/safe-fetch";

let hits = 0;
let target: http.Server;
let port = 0;
let redirector: http.Server;
let redirPort = 0;
let redirectTo = "";

beforeAll(async () => {
  target = http.createServer((_req, res) => {
    hits++;
    res.end("secret");
  });
  await new Promise<void>((r) => target.listen(0, "::", r)); // dual stack: reachable on 127.0.0.1 and [::1]
  port = (target.address() as AddressInfo).port;
  redirector = http.createServer((_req, res) => {
    res.writeHead(302, { location: redirectTo });
    res.end();
  });
  await new Promise<void>((r) => redirector.listen(0, "127.0.0.2", r));
  redirPort = (redirector.address() as AddressInfo).port;
});
afterAll(() => {
  target.close();
  redirector.close();
});

const none = parseAllowlist("");

describe("SSRF guard", () => {
  const vectors = () => [
    `http://127.0.0.1:${port}/`,
    `http://localhost:${port}/`,
    `http://[::1]:${port}/`,
    `http://0x7f000001:${port}/`,
    `http://2130706433:${port}/`,
    `http://017700000001:${port}/`,
    `http://127.1:${port}/`,
    `http://0.0.0.0:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    `http://[::ffff:169.254.169.254]:${port}/`,
    `http://[::127.0.0.2]:${port}/`,
    `http://[::7f00:1]:${port}/`,
    `http://[::a9fe:a9fe]:${port}/`,
    `http://[64:ff9b::7f00:1]:${port}/`,
    `http://169.254.169.254:${port}/latest/meta-data/`,
    `http://10.0.0.1:${port}/`,
    `http://192.168.1.1:${port}/`,
    `http://172.16.0.1:${port}/`,
    `http://[fd00::1]:${port}/`,
    `http://[fe80::1]:${port}/`,
    "file:///etc/passwd",
    "gopher://127.0.0.1:70/",
    "ftp://127.0.0.1/",
    "data:text/html,hi",
    "javascript:alert(1)",
  ];

  it("refuses every private, loopback, link-local, metadata and mapped address, and non-http schemes — with zero hits", async () => {
    for (const v of vectors()) {
      await expect(safeFetch(v, { allowlist: none, timeoutMs: 2000 }), v).rejects.toBeInstanceOf(
        FetchRefusedError,
      );
    }
    expect(hits).toBe(0);
  });

  it("refuses a redirect from an allowed host to loopback or file:, with zero hits", async () => {
    const allow = parseAllowlist("127.0.0.2");
    for (const to of [
      `http://127.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://2130706433:${port}/`,
      "file:///etc/passwd",
    ]) {
      redirectTo = to;
      await expect(
        safeFetch(`http://127.0.0.2:${redirPort}/feed`, { allowlist: allow }),
        to,
      ).rejects.toBeInstanceOf(FetchRefusedError);
    }
    expect(hits).toBe(0);
  });

  it("refuses a host name that resolves to loopback (checked after DNS by the agent)", async () => {
    // any /etc/hosts alias of 127.0.0.1 other than "localhost" (which is refused by name already)
    const candidates = ["vm", "runsc", "ip6-localhost", "localhost.localdomain"];
    let name: string | undefined;
    for (const c of candidates) {
      try {
        const r = await lookup(c);
        if (r.address === "127.0.0.1" || r.address === "::1") {
          name = c;
          break;
        }
      } catch {}
    }
    if (!name) return; // no such alias on this machine; the literal-address cases above still cover the agent
    expect(checkUrl(`http://${name}:${port}/`, none).hostname).toBe(name); // passes the pure check…
    await expect(safeFetch(`http://${name}:${port}/`, { allowlist: none })).rejects.toBeInstanceOf(
      FetchRefusedError,
    );
    expect(hits).toBe(0);
  });

  it("SOURCE_ALLOWLIST lets an operator reach a private address (IP, CIDR or host name)", async () => {
    for (const allow of ["127.0.0.1", "127.0.0.0/8", "localhost"]) {
      const url = allow === "localhost" ? `http://localhost:${port}/x` : `http://127.0.0.1:${port}/x`;
      const res = await safeFetch(url, { allowlist: parseAllowlist(allow) });
      expect(res.body.toString()).toBe("secret");
    }
    expect(hits).toBe(3);
    // allowing 127.0.0.1 does not allow 169.254.169.254 or 10.0.0.1
    const only = parseAllowlist("127.0.0.1");
    await expect(safeFetch("http://169.254.169.254/", { allowlist: only })).rejects.toBeInstanceOf(
      FetchRefusedError,
    );
    await expect(safeFetch("http://10.0.0.1/", { allowlist: only })).rejects.toBeInstanceOf(
      FetchRefusedError,
    );
  });

  it("follows an allowed redirect and caps the body size", async () => {
    const allow = parseAllowlist("127.0.0.0/8");
    redirectTo = `http://127.0.0.1:${port}/after`;
    const before = hits;
    const res = await safeFetch(`http://127.0.0.2:${redirPort}/`, { allowlist: allow });
    expect(res.url).toBe(`http://127.0.0.1:${port}/after`);
    expect(hits).toBe(before + 1);
    await expect(safeFetch(`http://127.0.0.1:${port}/`, { allowlist: allow, maxBytes: 3 })).rejects.toThrow(
      /exceeds|too large/,
    );
  });

  it("rejects invalid allowlist entries clearly", () => {
    expect(() => parseAllowlist("10.0.0.0/99")).toThrow(/invalid CIDR/);
  });
});
