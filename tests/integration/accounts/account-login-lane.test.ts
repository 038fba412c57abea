import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../support/factories";
import { serveTestApp } from "../../support/serve-app";
import { createTestApp, type TestApp } from "../../support/test-app";

/**
 * Issue #18 item 6: guesses at one account spread over several addresses are limited per account too
 * (decision 079), and the owner's usual address is never refused for it.
 */
let t: TestApp;
let served: Awaited<ReturnType<typeof serveTestApp>>;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    TRUSTED_PROXY: "loopback",
    AUTH_RATE_LIMIT_MAX: "100",
    AUTH_ACCOUNT_LOGIN_MAX: "10",
  });
  served = await serveTestApp(t);
  owner = await createUser(t.ctx);
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});

const logIn = (from: string, email: string, password: string) =>
  fetch(`${served.url}/api/account/log-in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ email, password }),
  });

describe("per-account log-in lane", () => {
  it("stops 40 guesses from 4 addresses after the account's budget, but never the owner's known address", async () => {
    // the owner's usual place
    expect((await logIn("203.0.113.7", owner.email, owner.password)).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await logIn(`198.51.100.${(i % 4) + 1}`, owner.email, `guess number ${i}`);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
      }
    }
    // the budget is 10 attempts from new places: the owner's first log-in from theirs was one of them
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual(Array(31).fill(429));

    // the owner, from where they logged in before, is not locked out (a wrong password is still just a 401)
    expect((await logIn("203.0.113.7", owner.email, "typo in it")).status).toBe(401);
    expect((await logIn("203.0.113.7", owner.email, owner.password)).status).toBe(200);
    // another account is not affected
    const other = await createUser(t.ctx);
    expect((await logIn("198.51.100.1", other.email, other.password)).status).toBe(200);
  });
});
