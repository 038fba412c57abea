/**
 * The one way tests make people and briefings: through the real use cases (better-auth sign-up and
 * sign-in, createBriefing), so a test starts from the state a user could reach.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { type BriefingInput, briefingInputSchema } from "../../common/briefing-schemas";
import { getAuth } from "../../server/accounts/auth";
import { createBriefing as createBriefingUseCase } from "../../server/briefings/create-briefing";
import type { Actor, AppContext } from "../../server/context";
import { user } from "../../server/db/schema";

export const TEST_PASSWORD = "correct horse battery staple 42";

export interface TestUser extends Actor {
  password: string;
  /** A signed-in session's Cookie header. */
  cookie: string;
}

/** A real account (sign-up, then sign-in), verified unless told otherwise. */
export async function createUser(
  ctx: AppContext,
  opts: { email?: string; password?: string; verified?: boolean; admin?: boolean; name?: string } = {},
): Promise<TestUser> {
  const email = opts.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const password = opts.password ?? TEST_PASSWORD;
  const auth = getAuth(ctx);
  await auth.api.signUpEmail({ body: { email, password, name: opts.name ?? email.split("@")[0]! } });
  const role = opts.admin ? "admin" : "user";
  const emailVerified = opts.verified ?? true;
  // no use case makes an admin (server/cli/admin.ts sets the role the same way) or skips the email link
  const [u] = await ctx.db
    .update(user)
    .set({ emailVerified, role })
    .where(eq(user.email, email.toLowerCase()))
    .returning();
  if (!u) throw new Error("sign-up made no user");
  const res = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  if (!cookie) throw new Error(`sign-in gave no cookie (${res.status})`);
  return { id: u.id, email: u.email, emailVerified, role, password, cookie };
}

export const createAdmin = (ctx: AppContext, opts: Parameters<typeof createUser>[1] = {}) =>
  createUser(ctx, { ...opts, admin: true });

/** A valid create/edit payload (spec field names), with any field replaced. */
/**
 * A whole hour in UTC half a day from now: a briefing at this time has no real edition while a test runs,
 * so the slot the test forces (nextSendAt in the past) is the only one the scheduler sends.
 */
export const timeFarFromNow = () => `${new Date(Date.now() + 12 * 3_600_000).toISOString().slice(11, 13)}:00`;

export const briefingInput = (over: Record<string, unknown> = {}) => ({
  name: "Morning news",
  frequency: "daily",
  times: ["07:00"],
  day_of_week: null,
  topic: "AI research and European tech policy",
  timezone: "Europe/Berlin",
  ...over,
});

/**
 * A briefing made by the create use case, as the owner: an admin's is free, a first one is a trial,
 * later ones wait for payment (outcome "checkout").
 */
export async function createBriefing(
  ctx: AppContext,
  owner: Actor,
  over: Partial<Record<keyof BriefingInput, unknown>> = {},
) {
  return createBriefingUseCase(ctx, owner, briefingInputSchema.parse(briefingInput(over)));
}
