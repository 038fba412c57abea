import { and, eq } from "drizzle-orm";
import { messages } from "../../common/accounts";
import type { AppContext } from "../context";
import { account, session, user } from "../db/schema";
import { AppError } from "../http/errors";
import { accountEmails } from "./auth-emails";
import { hashPassword } from "./password-hash";
import { assertAcceptablePassword } from "./password-policy";
import { consumeToken } from "./tokens";

const invalid = () => new AppError(400, messages.invalidResetLink, "invalid_token");

/**
 * Sets a new password from a reset link: the token is used up, the password replaced and every
 * session of the user ended, in one transaction. The address proves inbox access, so it counts as
 * verified too.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; email: string; newPassword: string },
): Promise<void> {
  assertAcceptablePassword(input.newPassword, input.email);
  const hash = await hashPassword(input.newPassword);
  const email = await ctx.db.transaction(async (tx) => {
    const t = await consumeToken(tx, "reset-password", input.token);
    if (!t) throw invalid();
    const [u] = await tx.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, t.userId));
    if (!u || u.email !== input.email) throw invalid(); // rolls back: the token stays for its real owner
    const updated = await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(account.userId, u.id), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: u.id,
        providerId: "credential",
        userId: u.id,
        password: hash,
      });
    }
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, u.id));
    await tx.delete(session).where(eq(session.userId, u.id));
    return u.email;
  });
  void accountEmails.notice(ctx, email, "password-changed");
}
