import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { setAdminRole } from "../../../server/accounts/set-admin-role";
import { SESSION_CACHE_MS } from "../../../server/http/session";
import { account, accountToken, checkoutSessions, emailHistory, user } from "../../../server/db/schema";
import { Client, createTestApp, tokenFrom } from "./helpers";
import { createBriefing } from "../../support/factories";
import type { TestApp } from "../../support/test-app";

/**
 * The account API end to end over HTTP, on a real database (PGlite, and PostgreSQL in the
 * integration-postgres project) with mail going through a real SMTP sink.
 * (Rate limits and client addresses: rate-limit.test.ts.)
 */
let t: TestApp;
const PW = "violet-harbour-71";
let n = 0;
const fresh = () => `person${++n}-${Date.now().toString(36)}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "100000" });
});
afterAll(async () => {
  await t?.close();
});

/** Signs up, verifies through the emailed link, logs in. */
async function signedIn(email = fresh(), password = PW) {
  const c = new Client(t);
  expect((await c.post("/api/account/sign-up", { email, password })).status).toBe(200);
  const mail = await t.sink.nextEmail(email, { subject: "Verify" });
  expect(
    (
      await c.post("/api/account/verify-email", {
        token: tokenFrom(mail.text, "/verify-email"),
        type: "signup",
      })
    ).status,
  ).toBe(200);
  expect((await c.post("/api/account/log-in", { email, password })).status).toBe(200);
  const me = await c.get("/api/account/me");
  return { c, email, id: me.json.user.id as string };
}

describe("sign-up, verification, log-in", () => {
  test("sign-up sends a verification link built from APP_URL, even when the Host header says otherwise", async () => {
    const email = fresh();
    const c = new Client(t);
    const r = await c.post(
      "/api/account/sign-up",
      { email, password: PW },
      { host: "evil.example", "x-forwarded-host": "evil.example" },
    );
    expect(r.status).toBe(200);
    const mail = await t.sink.nextEmail(email, { subject: "Verify" });
    expect(mail.text).toContain("http://localhost:3000/verify-email?token=");
    expect(mail.html).toContain("http://localhost:3000/verify-email?token=");
    expect(mail.text + mail.html).not.toContain("evil.example");
    expect(mail.html.length).toBeGreaterThan(100);
  });

  test("an unverified user can log in; the session says not verified; verifying flips it", async () => {
    const email = fresh();
    const c = new Client(t);
    await c.post("/api/account/sign-up", { email, password: PW });
    const mail = await t.sink.nextEmail(email, { subject: "Verify" });
    expect((await c.post("/api/account/log-in", { email, password: PW })).status).toBe(200);
    const s1 = await c.get("/api/auth/get-session");
    expect(s1.json.user).toMatchObject({ email, emailVerified: false, role: "user" });
    expect(JSON.stringify(s1.json)).not.toMatch(/token/i); // the session token stays in the HttpOnly cookie
    const v = await c.post("/api/account/verify-email", {
      token: tokenFrom(mail.text, "/verify-email"),
      type: "signup",
    });
    expect(v.status).toBe(200);
    expect((await c.get("/api/auth/get-session")).json.user.emailVerified).toBe(true);
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async () => {
    const { email } = await signedIn();
    const c = new Client(t);
    const res = await t.request("/api/account/log-in", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      body: JSON.stringify({ email, password: PW }),
    });
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith("tidings.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    void c;
  });

  test("wrong password and unknown email get the same 401 and message", async () => {
    const { email } = await signedIn();
    const c = new Client(t);
    const wrong = await c.post("/api/account/log-in", { email, password: "not-the-password" });
    const unknown = await c.post("/api/account/log-in", { email: fresh(), password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error.message).toBe("Invalid email or password.");
  });

  test("log-in with a missing field is a 400 with a clear message", async () => {
    const r = await new Client(t).post("/api/account/log-in", { email: "a@example.com" });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(/password/i);
  });
});

describe("passwords", () => {
  test("stored as argon2id with m=19456 (19 MiB), t=2, p=1", async () => {
    const { id } = await signedIn();
    const [row] = await t.ctx.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, id));
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.password).not.toContain(PW);
  });

  test("shorter than 6 characters is refused with the spec's message", async () => {
    const r = await new Client(t).post("/api/account/sign-up", { email: fresh(), password: "abc12" });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toContain("Password must be at least 6 characters long.");
  });

  test.each(["123456", "password", "qwerty123", "Iloveyou", "football"])(
    "the common password %s is refused",
    async (pw) => {
      const email = fresh();
      const r = await new Client(t).post("/api/account/sign-up", { email, password: pw });
      expect(r.status).toBe(400);
      expect(r.json.error.code).toBe("weak_password");
      expect(r.json.error.message).toMatch(/too common/);
      const [u] = await t.ctx.db.select().from(user).where(eq(user.email, email));
      expect(u).toBeUndefined();
    },
  );

  test("change password checks the current one, refuses common ones, and ends the other sessions only", async () => {
    const { c, email } = await signedIn();
    const other = new Client(t);
    expect((await other.post("/api/account/log-in", { email, password: PW })).status).toBe(200);
    expect((await other.get("/api/account/me")).status).toBe(200);

    const wrong = await c.post("/api/account/change-password", {
      currentPassword: "nope-nope",
      newPassword: "quiet-lantern-42",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toBe("Current password is incorrect.");
    const common = await c.post("/api/account/change-password", {
      currentPassword: PW,
      newPassword: "password1",
    });
    expect(common.status).toBe(400);
    expect(common.json.error.code).toBe("weak_password");

    const ok = await c.post("/api/account/change-password", {
      currentPassword: PW,
      newPassword: "quiet-lantern-42",
    });
    expect(ok.status).toBe(200);
    expect((await c.get("/api/account/me")).status).toBe(200); // this session stays
    expect((await other.get("/api/account/me")).status).toBe(401); // the other one ended
    expect((await new Client(t).post("/api/account/log-in", { email, password: PW })).status).toBe(401);
    expect(
      (await new Client(t).post("/api/account/log-in", { email, password: "quiet-lantern-42" })).status,
    ).toBe(200);
    const notice = await t.sink.nextEmail(email, { subject: "password was changed" });
    expect(notice.text).toContain("password");
  });
});

describe("no user enumeration", () => {
  test("sign-up answers the same for a known and an unknown email; the owner is told by email", async () => {
    const { email } = await signedIn();
    const c = new Client(t);
    const known = await c.post("/api/account/sign-up", { email, password: "another-long-pass-9" });
    const unknown = await c.post("/api/account/sign-up", { email: fresh(), password: "another-long-pass-9" });
    expect(known.status).toBe(unknown.status);
    expect(known.json).toEqual(unknown.json);
    const notice = await t.sink.nextEmail(email, { subject: "already have" });
    expect(notice.text).toContain("http://localhost:3000/login");
    // the original password still works: nothing was overwritten
    expect((await new Client(t).post("/api/account/log-in", { email, password: PW })).status).toBe(200);
  });

  test("forgot-password answers the same for a known and an unknown email", async () => {
    const { email } = await signedIn();
    const c = new Client(t);
    const known = await c.post("/api/account/request-password-reset", { email });
    const unknown = await c.post("/api/account/request-password-reset", { email: fresh() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    await t.sink.nextEmail(email, { subject: "Reset" });
  });
});

describe("reset and verification tokens", () => {
  async function resetToken(email: string) {
    await new Client(t).post("/api/account/request-password-reset", { email });
    const mail = await t.sink.nextEmail(email, { subject: "Reset" });
    expect(mail.text).toContain(`http://localhost:3000/reset-password?token=`);
    expect(mail.text).toContain(`&email=${encodeURIComponent(email)}`);
    return tokenFrom(mail.text, "/reset-password");
  }

  test("tokens are random, stored only as their SHA-256, and a reset token lives at most 1 hour", async () => {
    const { email, id } = await signedIn();
    const a = await resetToken(email);
    const b = await resetToken(email);
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    const rows = await t.ctx.db
      .select()
      .from(accountToken)
      .where(and(eq(accountToken.userId, id), eq(accountToken.kind, "reset-password")));
    expect(rows).toHaveLength(1); // a new link replaces the old one
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(b).digest("hex"));
    const all = JSON.stringify(await t.ctx.db.select().from(accountToken));
    expect(all).not.toContain(b);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBeLessThanOrEqual(3600_000 + 1000);
    // the replaced link no longer works
    const old = await new Client(t).post("/api/account/reset-password", {
      token: a,
      email,
      newPassword: "silver-comet-88",
    });
    expect(old.status).toBe(400);
  });

  test("an expired reset token is refused", async () => {
    const { email, id } = await signedIn();
    const token = await resetToken(email);
    await t.ctx.db
      .update(accountToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountToken.userId, id));
    const r = await new Client(t).post("/api/account/reset-password", {
      token,
      email,
      newPassword: "silver-comet-88",
    });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe("This password reset link is invalid or has expired.");
  });

  test("a reset token works once, ends every session, and the new password logs in", async () => {
    const { c, email } = await signedIn();
    const token = await resetToken(email);
    const weak = await new Client(t).post("/api/account/reset-password", {
      token,
      email,
      newPassword: "12345678",
    });
    expect(weak.status).toBe(400); // a refused password does not use the token up
    const first = await new Client(t).post("/api/account/reset-password", {
      token,
      email,
      newPassword: "silver-comet-88",
    });
    expect(first.status).toBe(200);
    const second = await new Client(t).post("/api/account/reset-password", {
      token,
      email,
      newPassword: "other-comet-99",
    });
    expect(second.status).toBe(400);
    expect((await c.get("/api/account/me")).status).toBe(401);
    expect(
      (await new Client(t).post("/api/account/log-in", { email, password: "silver-comet-88" })).status,
    ).toBe(200);
    expect(
      (await new Client(t).post("/api/account/log-in", { email, password: "other-comet-99" })).status,
    ).toBe(401);
  });

  test("the same reset token used concurrently works exactly once", async () => {
    const { email } = await signedIn();
    const token = await resetToken(email);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        new Client(t).post("/api/account/reset-password", {
          token,
          email,
          newPassword: `parallel-pass-${i}-x`,
        }),
      ),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
  });

  test("a reset token for another email is refused and stays usable by its owner", async () => {
    const { email } = await signedIn();
    const token = await resetToken(email);
    const r = await new Client(t).post("/api/account/reset-password", {
      token,
      email: fresh(),
      newPassword: "silver-comet-88",
    });
    expect(r.status).toBe(400);
    expect(
      (
        await new Client(t).post("/api/account/reset-password", {
          token,
          email,
          newPassword: "silver-comet-88",
        })
      ).status,
    ).toBe(200);
  });

  test("a verification token works once, also concurrently", async () => {
    const email = fresh();
    await new Client(t).post("/api/account/sign-up", { email, password: PW });
    const token = tokenFrom((await t.sink.nextEmail(email, { subject: "Verify" })).text, "/verify-email");
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        new Client(t).post("/api/account/verify-email", { token, type: "signup" }),
      ),
    );
    // exactly one use signs in; the others are refused or told the address is already verified
    expect(results.filter((r) => r.json?.signedIn === true)).toHaveLength(1);
    expect(results.filter((r) => r.headers.getSetCookie().length > 0)).toHaveLength(1);
    const again = await new Client(t).post("/api/account/verify-email", { token, type: "signup" });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ email, alreadyVerified: true, signedIn: false });
  });

  test("a made-up token is refused", async () => {
    const r = await new Client(t).post("/api/account/verify-email", {
      token: "x".repeat(43),
      type: "signup",
    });
    expect(r.status).toBe(400);
  });
});

describe("email change", () => {
  test("the change applies only when confirmed from the new inbox; the old address is told", async () => {
    const { c, email, id } = await signedIn();
    const newEmail = fresh();
    const r = await c.post("/api/account/change-email", { newEmail });
    expect(r.status).toBe(200);
    const mail = await t.sink.nextEmail(newEmail, { subject: "Confirm your new email" });
    expect(mail.text).toContain("http://localhost:3000/auth/verify?token=");
    // not changed yet
    expect((await c.get("/api/account/me")).json.user.email).toBe(email);
    const token = tokenFrom(mail.text, "/auth/verify");
    const ok = await new Client(t).post("/api/account/confirm-email-change", { token });
    expect(ok.status).toBe(200);
    expect(ok.json.email).toBe(newEmail);
    const [u] = await t.ctx.db.select().from(user).where(eq(user.id, id));
    expect(u!.email).toBe(newEmail);
    expect(u!.emailVerified).toBe(true);
    await t.sink.nextEmail(email, { subject: "email address was changed" });
    expect((await new Client(t).post("/api/account/log-in", { email, password: PW })).status).toBe(401);
    expect((await new Client(t).post("/api/account/log-in", { email: newEmail, password: PW })).status).toBe(
      200,
    );
    expect((await new Client(t).post("/api/account/confirm-email-change", { token })).status).toBe(400);
  });

  test("changing to an address that has an account answers the same and changes nothing", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const r = await a.c.post("/api/account/change-email", { newEmail: b.email });
    expect(r.status).toBe(200);
    await t.sink.nextEmail(b.email, { subject: "Email change" });
    expect((await a.c.get("/api/account/me")).json.user.email).toBe(a.email);
  });
});

describe("roles", () => {
  test("the role comes from the database, never from the request", async () => {
    const email = fresh();
    const c = new Client(t);
    await c.post("/api/account/sign-up", { email, password: PW, role: "admin" });
    await c.post("/api/account/log-in", { email, password: PW });
    expect((await c.get("/api/account/me")).json.user.role).toBe("user");
    expect((await c.get("/api/account/me", { "x-role": "admin" })).json.user.role).toBe("user");
    // the admin command runs in another process: a signed-in lookup is reused for up to SESSION_CACHE_MS
    // (decision 077), after which the new role applies
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      expect(await setAdminRole(t.ctx.db, email.toUpperCase(), true)).toBe("updated");
      vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1);
      expect((await c.get("/api/account/me")).json.user.role).toBe("admin");
      expect((await c.get("/api/auth/get-session")).json.user.role).toBe("admin");
      expect(await setAdminRole(t.ctx.db, email, false)).toBe("updated");
      vi.setSystemTime(Date.now() + SESSION_CACHE_MS + 1);
      expect((await c.get("/api/account/me")).json.user.role).toBe("user");
    } finally {
      vi.useRealTimers();
    }
    expect(await setAdminRole(t.ctx.db, "nobody@example.com", true)).toBe("not_found");
  });

  test("better-auth endpoints we do not use are not reachable", async () => {
    const { c } = await signedIn();
    for (const p of [
      "/api/auth/change-password",
      "/api/auth/update-user",
      "/api/auth/admin/set-role",
      "/api/auth/sign-up/email",
    ]) {
      expect((await c.post(p, { role: "admin", newPassword: "x", currentPassword: "y" })).status).toBe(404);
    }
  });
});

describe("CSRF and headers", () => {
  test("a state-changing request from another origin is refused", async () => {
    const { c, email } = await signedIn();
    const evil = await c.post(
      "/api/account/change-email",
      { newEmail: fresh() },
      { origin: "https://evil.example" },
    );
    expect(evil.status).toBe(403);
    expect(evil.json.error.code).toBe("cross_origin");
    const nullOrigin = await c.call("DELETE", "/api/account", undefined, { origin: "null" });
    expect(nullOrigin.status).toBe(403);
    const crossSite = await c.post("/api/auth/sign-out", {}, { origin: "", "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect((await c.get("/api/account/me")).json.user.email).toBe(email); // still signed in, nothing changed
  });

  test("API answers carry the security headers", async () => {
    const res = await t.request("/api/account/me");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
  });

  test("signed-out requests to signed-in endpoints get the 401 contract", async () => {
    const r = await new Client(t).get("/api/account/me");
    expect(r.status).toBe(401);
    expect(r.json).toEqual({ error: { message: "You must be logged in.", code: "unauthorized" } });
  });
});

describe("account deletion", () => {
  test("deletes the user, sessions, tokens, briefings, history and checkouts in one go; the trial record survives", async () => {
    const { c, email, id } = await signedIn();
    const other = new Client(t);
    await other.post("/api/account/log-in", { email, password: PW });
    await c.post("/api/account/request-password-reset", { email });
    await t.sink.nextEmail(email, { subject: "Reset" });
    // a trial briefing, through the create use case (it claims the trial too)
    const { briefing: b } = await createBriefing(
      t.ctx,
      { id, email, emailVerified: true, role: "user" },
      { name: "Morning", times: ["08:00"], topic: "AI news" },
    );
    await t.ctx.db
      .insert(emailHistory)
      .values({ briefingId: b.id, subject: "Your briefing", emailContent: "<p>hi</p>" });
    await t.ctx.db.insert(checkoutSessions).values({
      id: `cs_${id}`,
      provider: "local",
      userId: id,
      briefingId: b.id,
      frequency: "daily",
      amountCents: 200,
      url: "http://localhost:3000/checkout",
    });

    const r = await c.call("DELETE", "/api/account");
    expect(r.status).toBe(200);
    expect(r.headers.getSetCookie().join("\n")).toMatch(/tidings\.session_token=;/);

    const count = async (table: string, col: string) =>
      Number(
        (
          (await t.ctx.db.execute(
            sql.raw(`select count(*)::int as n from "${table}" where ${col} = '${id}'`),
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    expect(await count("user", "id")).toBe(0);
    expect(await count("session", "user_id")).toBe(0);
    expect(await count("account", "user_id")).toBe(0);
    expect(await count("account_token", "user_id")).toBe(0);
    expect(await count("briefings", "user_id")).toBe(0);
    expect(await count("checkout_sessions", "user_id")).toBe(0);
    const hist = await t.ctx.db.select().from(emailHistory).where(eq(emailHistory.briefingId, b.id));
    expect(hist).toHaveLength(0);
    expect(await count("trial_claims", "user_id")).toBe(1);

    expect((await other.get("/api/account/me")).status).toBe(401);
    expect((await new Client(t).post("/api/account/log-in", { email, password: PW })).status).toBe(401);
    await t.sink.nextEmail(email, { subject: "deleted" });
  });
});
