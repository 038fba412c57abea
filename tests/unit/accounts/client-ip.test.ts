import { describe, expect, test } from "vitest";
import {
  parseTrustedProxies,
  rateLimitSubject,
  resolveClientAddress,
} from "../../../server/accounts/client-ip";
import { isCommonPassword } from "../../../server/accounts/common-passwords";
import { assertAcceptablePassword } from "../../../server/accounts/password-policy";

describe("client address", () => {
  const none = parseTrustedProxies("");
  const proxy = parseTrustedProxies("10.0.0.0/8, loopback");
  test.each([
    ["203.0.113.5", "1.1.1.1", none, "203.0.113.5"],
    ["::ffff:127.0.0.1", "1.1.1.1", none, "127.0.0.1"],
    ["10.0.0.2", "198.51.100.1", proxy, "198.51.100.1"],
    ["10.0.0.2", "198.51.100.1, 10.0.0.3", proxy, "198.51.100.1"],
    ["10.0.0.2", "6.6.6.6, 198.51.100.1, 10.0.0.3", proxy, "198.51.100.1"],
    ["10.0.0.2", "not-an-ip", proxy, "10.0.0.2"],
    ["203.0.113.5", "198.51.100.1", proxy, "203.0.113.5"],
  ] as const)("peer %s, X-Forwarded-For %s → %s", (peer, xff, trusted, expected) => {
    expect(resolveClientAddress(peer, xff, trusted)).toBe(expected);
  });
});

describe("rate-limit subject", () => {
  test("IPv4 as is, IPv6 by its /64", () => {
    expect(rateLimitSubject("203.0.113.5")).toBe("203.0.113.5");
    expect(rateLimitSubject("2001:db8:1:2:aaaa::1")).toBe(rateLimitSubject("2001:db8:1:2:bbbb::9"));
    expect(rateLimitSubject("2001:db8:1:2::1")).not.toBe(rateLimitSubject("2001:db8:1:3::1"));
  });
});

describe("common passwords", () => {
  test("the most common ones are refused, case-insensitively; a random one is not", () => {
    for (const p of ["123456", "password", "Password", "QWERTY", "letmein", "iloveyou"])
      expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword("violet-harbour-71")).toBe(false);
  });
  test("a password equal to the email is refused", () => {
    expect(() => assertAcceptablePassword("me@example.com", "ME@example.com")).toThrow(/email/);
    expect(() => assertAcceptablePassword("violet-harbour-71", "me@example.com")).not.toThrow();
  });
});
