import { eq } from "drizzle-orm";
import { getAuth } from "../../../server/accounts/auth";
import { user } from "../../../server/db/schema";
import type { TestApp } from "../../support/test-app";

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

let n = 0;

/** A real account (better-auth sign-up + sign-in) with a session cookie; verified and role as asked. */
export async function signUp(
  t: TestApp,
  opts: { email?: string; verified?: boolean; admin?: boolean } = {},
): Promise<TestUser> {
  const email = opts.email ?? `user${++n}-${Date.now().toString(36)}@example.test`;
  const password = "correct horse battery staple 42";
  const auth = getAuth(t.ctx);
  await auth.api.signUpEmail({ body: { email, password, name: email.split("@")[0]! } });
  const [u] = await t.ctx.db.select().from(user).where(eq(user.email, email.toLowerCase()));
  if (!u) throw new Error("sign-up made no user");
  await t.ctx.db
    .update(user)
    .set({ emailVerified: opts.verified ?? true, role: opts.admin ? "admin" : "user" })
    .where(eq(user.id, u.id));
  const res = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const setCookie = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (!setCookie.length) throw new Error(`sign-in gave no cookie (${res.status})`);
  return { id: u.id, email: u.email, cookie: setCookie.join("; ") };
}

/** A JSON request as a signed-in browser on APP_URL would make it. */
export function as(t: TestApp, u: TestUser | null) {
  const origin = new URL(t.ctx.config.APP_URL).origin;
  return (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    t.request(path, {
      method: init.method ?? "GET",
      headers: {
        ...(u ? { cookie: u.cookie } : {}),
        origin,
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      redirect: "manual",
    });
}

export const validBriefing = (over: Record<string, unknown> = {}) => ({
  name: "Morning news",
  frequency: "daily",
  times: ["07:00"],
  day_of_week: null,
  topic: "AI research and European tech policy",
  timezone: "Europe/Berlin",
  ...over,
});
