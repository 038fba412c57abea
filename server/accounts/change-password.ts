import { and, eq, ne } from "drizzle-orm";
import { messages } from "../../common/accounts";
import type { AppContext } from "../context";
import { account, session, user } from "../db/schema";
import { AppError } from "../http/errors";
import { accountEmails } from "./auth-emails";
import { hashPassword, verifyPassword } from "./password-hash";
import { assertAcceptablePassword } from "./password-policy";

/**
 * Changes the password after checking the current one; every other session of the user ends
 * (this one stays signed in). A notice goes to the address.
 */
export async function changePassword(
  ctx: AppContext,
  who: { userId: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [row] = await ctx.db
    .select({ hash: account.password, email: user.email })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(account.userId, who.userId), eq(account.providerId, "credential")));
  if (!row?.hash || !(await verifyPassword({ hash: row.hash, password: input.currentPassword }))) {
    throw new AppError(400, messages.currentPasswordIncorrect, "current_password_incorrect");
  }
  assertAcceptablePassword(input.newPassword, row.email);
  const hash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(account.userId, who.userId), eq(account.providerId, "credential")));
    await tx.delete(session).where(and(eq(session.userId, who.userId), ne(session.id, who.sessionId)));
  });
  void accountEmails.notice(ctx, row.email, "password-changed");
}
