import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { accountEmails } from "./auth-emails";
import { issueToken } from "./tokens";

/**
 * Sends a reset link if the address has an account; answers the same either way (decision 028).
 * The request waits only for the lookup, which both cases share: issuing the token and sending the
 * email happen after the answer, so neither the extra writes nor SMTP make a known address slower.
 * The returned promise is the background work (for tests); it never rejects.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string },
): Promise<{ background: Promise<void> }> {
  const [row] = await ctx.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, input.email));
  if (!row) return { background: Promise.resolve() };
  const background = issueToken(ctx.db, "reset-password", row.id)
    .then((token) => accountEmails.reset(ctx, row.email, token))
    .catch((err) => ctx.log.error("password reset token failed", { err }));
  return { background };
}
