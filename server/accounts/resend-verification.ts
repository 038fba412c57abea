import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { messages } from "../../common/accounts";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { AppError } from "../http/errors";
import { accountEmails } from "./auth-emails";
import { consumeRateLimit } from "../http/rate-limit";
import { issueToken } from "./tokens";

/** One verification email per address per minute, however it is asked for (decision 095). */
export const RESEND_INTERVAL_SECONDS = 60;

/** Counts a resend for the address; 429 with the wait in words when one went out less than a minute ago. */
async function oncePerMinute(ctx: AppContext, email: string): Promise<void> {
  const key = `resend:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
  const r = await consumeRateLimit(ctx, key, { max: 1, windowSeconds: RESEND_INTERVAL_SECONDS });
  if (!r.allowed) throw new AppError(429, messages.resendWait(r.retryAfterSeconds), "rate_limited");
}

async function sendFresh(ctx: AppContext, userId: string, email: string): Promise<void> {
  const token = await issueToken(ctx.db, "verify-email", userId);
  void accountEmails.verify(ctx, email, token);
}

/** Sends a fresh verification link to the signed-in user (earlier links stop working). */
export async function resendVerification(
  ctx: AppContext,
  userId: string,
): Promise<{ alreadyVerified: boolean }> {
  const [u] = await ctx.db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!u) throw new AppError(401, messages.unauthorized, "unauthorized");
  if (u.verified) return { alreadyVerified: true };
  await oncePerMinute(ctx, u.email);
  await sendFresh(ctx, userId, u.email);
  return { alreadyVerified: false };
}

/**
 * The "verify your email" screen after sign-up (no session yet): sends a fresh link when the address
 * belongs to an unverified account. It answers alike whether or not there is such an account (no
 * enumeration); the once-a-minute limit counts the address either way.
 */
export async function resendVerificationEmail(ctx: AppContext, input: { email: string }): Promise<void> {
  await oncePerMinute(ctx, input.email);
  const [u] = await ctx.db
    .select({ id: user.id, email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.email, input.email.trim().toLowerCase()));
  if (u && !u.verified) await sendFresh(ctx, u.id, u.email);
}
