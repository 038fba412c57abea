import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signUp } from "../../../server/accounts/sign-up";
import { createUser, TEST_PASSWORD } from "../../support/factories";
import { as, createTestApp, type TestApp } from "../../support/test-app";

/**
 * Issue #18 item 5: sign-up takes the same path in time for a known and an unknown address (decision
 * 079). Asserted by structure, not by timing: the same statements reach the database, one of them, and
 * both hash the password (a new account's stored hash is the one log-in checks).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The SQL texts (never the parameters) node-postgres sends while `fn` runs. */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const q = args[0] as string | { text?: string };
    seen.push(typeof q === "string" ? q : (q?.text ?? ""));
    return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

describe("sign-up path", () => {
  it("sends the same single statement for a known and an unknown address", async () => {
    const known = await createUser(t.ctx);
    const unknownEmail = `new-${Date.now().toString(36)}@example.test`;
    const forKnown = await statementsDuring(() =>
      signUp(t.ctx, { email: known.email, password: TEST_PASSWORD }),
    );
    const forUnknown = await statementsDuring(() =>
      signUp(t.ctx, { email: unknownEmail, password: TEST_PASSWORD }),
    );
    expect(forUnknown).toHaveLength(1);
    expect(forKnown).toEqual(forUnknown);

    // the unknown address got a working account (its hash is the one log-in verifies), the known one kept its own
    const login = (email: string, password: string) =>
      as(t, null)("/api/account/log-in", { method: "POST", json: { email, password } });
    expect((await login(unknownEmail, TEST_PASSWORD)).status).toBe(200);
    expect((await login(known.email, known.password)).status).toBe(200);
  });

  it("answers the same and mails the right message to each", async () => {
    const known = await createUser(t.ctx);
    const unknownEmail = `other-${Date.now().toString(36)}@example.test`;
    const post = (email: string) =>
      as(t, null)("/api/account/sign-up", {
        method: "POST",
        json: { email, password: "a fresh pass phrase 7" },
      });
    const [a, b] = [await post(known.email), await post(unknownEmail)];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.text()).toBe(await b.text());
    const toUnknown = await t.sink.nextEmail(unknownEmail);
    const toKnown = await t.sink.nextEmail(known.email);
    expect(toUnknown.text).toContain("/verify-email?token=");
    expect(toKnown.text).not.toContain("/verify-email?token=");
  });
});
