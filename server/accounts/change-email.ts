import { and, eq, ne } from "drizzle-orm";
import { messages } from "../../common/accounts";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { AppError, badRequest } from "../http/errors";
import { accountEmails } from "./auth-emails";
import { consumeToken, issueToken } from "./tokens";

/**
 * Step 1 of an email change: a confirmation link goes to the NEW address; nothing changes yet.
 * If the new address already has an account, that inbox is told so and the answer is the same
 * (a signed-in user cannot probe which addresses have accounts).
 */
export async function requestEmailChange(
  ctx: AppContext,
  userId: string,
  input: { newEmail: string },
): Promise<void> {
  const [me] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!me) throw new AppError(401, messages.unauthorized, "unauthorized");
  if (me.email === input.newEmail) throw badRequest(messages.sameEmail, "same_email");
  const [taken] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, input.newEmail));
  if (taken) {
    void accountEmails.notice(ctx, input.newEmail, "email-in-use");
    return;
  }
  const token = await issueToken(ctx.db, "change-email", userId, { email: input.newEmail });
  void accountEmails.changeEmail(ctx, input.newEmail, token, me.email);
}

/**
 * Step 2 (the link in the new inbox, /auth/verify): the token is used up and the address replaced
 * in one transaction; the new address is verified by this very click. The old address is told.
 * Works without being signed in (the link may be opened on another device).
 */
export async function confirmEmailChange(
  ctx: AppContext,
  input: { token: string },
): Promise<{ email: string }> {
  const { oldEmail, newEmail } = await ctx.db.transaction(async (tx) => {
    const t = await consumeToken(tx, "change-email", input.token);
    if (!t?.email) throw new AppError(400, messages.emailChangeFailed, "invalid_token");
    const [other] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.email, t.email), ne(user.id, t.userId)));
    if (other) throw new AppError(409, messages.emailTaken, "email_taken");
    const [before] = await tx.select({ email: user.email }).from(user).where(eq(user.id, t.userId));
    if (!before) throw new AppError(400, messages.emailChangeFailed, "invalid_token");
    await tx
      .update(user)
      .set({ email: t.email, emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, t.userId));
    return { oldEmail: before.email, newEmail: t.email };
  });
  void accountEmails.notice(ctx, oldEmail, "email-changed", { newEmail });
  return { email: newEmail };
}
