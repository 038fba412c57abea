import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { TestApp } from "../../support/test-app";
import { createTestApp, listen } from "./helpers";

/**
 * Rate limits over a real socket (the client address is the TCP peer, 127.0.0.1), with the limit
 * lowered to 3 per window. Every bucket: log in, sign up, reset, verification.
 */
let t: TestApp;
let srv: { url: string; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_WINDOW_SECONDS: "600" });
  srv = await listen(t);
});
afterAll(async () => {
  await srv?.close();
  await t?.close();
});
beforeEach(async () => {
  await t.ctx.db.execute(sql`delete from auth_rate_limit`); // each test starts with a fresh window
});

async function start(env: Record<string, string> = {}) {
  if (Object.keys(env).length === 0) return srv.url;
  const t2 = await createTestApp({ AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_WINDOW_SECONDS: "600", ...env });
  const s2 = await listen(t2);
  cleanups.push(async () => {
    await s2.close();
    await t2.close();
  });
  return s2.url;
}
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url + path, {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("rate limits", () => {
  test.each([
    ["/api/account/log-in", { email: "x@example.com", password: "whatever-1" }],
    ["/api/account/sign-up", { email: "x@example.com", password: "whatever-long-1" }],
    ["/api/account/request-password-reset", { email: "x@example.com" }],
    [
      "/api/account/reset-password",
      { token: "t".repeat(43), email: "x@example.com", newPassword: "whatever-long-1" },
    ],
    ["/api/account/verify-email", { token: "t".repeat(43), type: "signup" }],
  ])("%s: the 4th request from one address gets 429 with a clear message", async (path, body) => {
    const url = await start();
    for (let i = 0; i < 3; i++) expect((await post(url, path, body)).status).not.toBe(429);
    const r = await post(url, path, body);
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    const json = (await r.json()) as { error: { message: string; code: string } };
    expect(json.error.code).toBe("rate_limited");
    expect(json.error.message).toMatch(
      /^Too many attempts\. Please wait \d+ (minutes|seconds) and try again\.$/,
    );
  });

  test("buckets are separate: using up log-in does not block a password reset", async () => {
    const url = await start();
    for (let i = 0; i < 4; i++)
      await post(url, "/api/account/log-in", { email: "x@example.com", password: "whatever-1" });
    expect((await post(url, "/api/account/request-password-reset", { email: "x@example.com" })).status).toBe(
      200,
    );
  });

  test("a spoofed X-Forwarded-For does not reset the count when no proxy is trusted", async () => {
    const url = await start();
    const body = { email: "x@example.com", password: "whatever-1" };
    for (let i = 0; i < 3; i++)
      await post(url, "/api/account/log-in", body, { "x-forwarded-for": `203.0.113.${i + 1}` });
    const r = await post(url, "/api/account/log-in", body, { "x-forwarded-for": "198.51.100.77" });
    expect(r.status).toBe(429);
  });

  test("behind a trusted proxy each forwarded client has its own count", async () => {
    const url = await start({ TRUSTED_PROXY: "127.0.0.1" });
    const body = { email: "x@example.com", password: "whatever-1" };
    for (let i = 0; i < 3; i++)
      await post(url, "/api/account/log-in", body, { "x-forwarded-for": "203.0.113.9" });
    expect((await post(url, "/api/account/log-in", body, { "x-forwarded-for": "203.0.113.9" })).status).toBe(
      429,
    );
    // another client behind the same proxy is not blocked
    expect((await post(url, "/api/account/log-in", body, { "x-forwarded-for": "203.0.113.10" })).status).toBe(
      401,
    );
    // a client prepending a fake hop does not escape: the right-most untrusted address counts
    expect(
      (await post(url, "/api/account/log-in", body, { "x-forwarded-for": "1.2.3.4, 203.0.113.9" })).status,
    ).toBe(429);
  });

  test("the count is shared by concurrent requests (atomic)", async () => {
    const url = await start();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(url, "/api/account/request-password-reset", { email: "x@example.com" }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });
});
