import { eq } from "drizzle-orm";
import { messages } from "../../common/accounts";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { AppError } from "../http/errors";
import { accountEmails } from "./auth-emails";
import { issueToken, consumeToken } from "./tokens";

/** Marks the address verified from the link in the sign-up email (the token works once). */
export async function verifyEmail(ctx: AppContext, input: { token: string }): Promise<{ email: string }> {
  return ctx.db.transaction(async (tx) => {
    const t = await consumeToken(tx, "verify-email", input.token);
    if (!t) throw new AppError(400, messages.verificationFailed, "invalid_token");
    const [u] = await tx
      .update(user)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, t.userId))
      .returning({ email: user.email });
    if (!u) throw new AppError(400, messages.verificationFailed, "invalid_token");
    return { email: u.email };
  });
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
  const token = await issueToken(ctx.db, "verify-email", userId);
  void accountEmails.verify(ctx, u.email, token);
  return { alreadyVerified: false };
}
