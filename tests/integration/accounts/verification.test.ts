import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Client, createTestApp, tokenFrom } from "./helpers";
import type { TestApp } from "../../support/test-app";

/**
 * Verification as a person meets it (issue 20, decision 095): the link signs them in, a second click on
 * a used link says the address is already verified, and the verify-your-email screen can resend, once a
 * minute per address, answering alike for unknown addresses.
 */
let t: TestApp;
const PW = "violet-harbour-71";
let n = 0;
const fresh = () => `verify${++n}-${Date.now().toString(36)}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "100000" });
});
afterAll(async () => {
  await t?.close();
});

describe("the verification link", () => {
  test("signs the person in (a session the API accepts); a second click says already verified, without a session", async () => {
    const email = fresh();
    await new Client(t).post("/api/account/sign-up", { email, password: PW });
    const token = tokenFrom((await t.sink.nextEmail(email, { subject: "Verify" })).text, "/verify-email");

    const browser = new Client(t);
    const first = await browser.post("/api/account/verify-email", { token, type: "signup" });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ email, alreadyVerified: false, signedIn: true });
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith("tidings.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await browser.get("/api/account/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email, emailVerified: true });
    expect((await browser.get("/api/briefings")).json).toEqual({ briefings: [] });

    const other = new Client(t);
    const second = await other.post("/api/account/verify-email", { token, type: "signup" });
    expect(second.status).toBe(200);
    expect(second.json).toEqual({ email, alreadyVerified: true, signedIn: false });
    expect(second.headers.getSetCookie()).toEqual([]);
    expect((await other.get("/api/account/me")).status).toBe(401);
  });

  test("an unknown link still fails with the old message", async () => {
    const r = await new Client(t).post("/api/account/verify-email", {
      token: "y".repeat(43),
      type: "signup",
    });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe("Failed to verify email. The link may have expired.");
  });
});

describe("resending from the verify-your-email screen", () => {
  test("sends a fresh link (the old one stops working), then asks to wait a minute", async () => {
    const email = fresh();
    const c = new Client(t);
    await c.post("/api/account/sign-up", { email, password: PW });
    const oldToken = tokenFrom((await t.sink.nextEmail(email, { subject: "Verify" })).text, "/verify-email");

    const r = await c.post("/api/account/resend-verification-email", { email });
    expect(r.status).toBe(200);
    const newToken = tokenFrom((await t.sink.nextEmail(email, { subject: "Verify" })).text, "/verify-email");
    expect(newToken).not.toBe(oldToken);

    const again = await c.post("/api/account/resend-verification-email", { email: email.toUpperCase() });
    expect(again.status).toBe(429);
    expect(again.json.error.message).toMatch(
      /^A verification email was sent less than a minute ago\. Please wait \d+ seconds before asking for another\.$/,
    );

    expect((await c.post("/api/account/verify-email", { token: oldToken, type: "signup" })).status).toBe(400);
    const ok = await c.post("/api/account/verify-email", { token: newToken, type: "signup" });
    expect(ok.json).toMatchObject({ signedIn: true });
  });

  test("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const unknown = `nobody-${Date.now().toString(36)}@example.com`;
    const r = await new Client(t).post("/api/account/resend-verification-email", { email: unknown });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ok: true });
    const again = await new Client(t).post("/api/account/resend-verification-email", { email: unknown });
    expect(again.status).toBe(429);
  });

  test("a verified address gets no new link", async () => {
    const email = fresh();
    const c = new Client(t);
    await c.post("/api/account/sign-up", { email, password: PW });
    const token = tokenFrom((await t.sink.nextEmail(email, { subject: "Verify" })).text, "/verify-email");
    await c.post("/api/account/verify-email", { token, type: "signup" });
    expect((await c.post("/api/account/resend-verification-email", { email })).status).toBe(200);
    await expect(t.sink.nextEmail(email, { subject: "Verify", timeoutMs: 1500 })).rejects.toThrow();
  });
});
