import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { accountEmails } from "./auth-emails";
import { issueToken } from "./tokens";

/** Sends a reset link if the address has an account; answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, input: { email: string }): Promise<void> {
  const [row] = await ctx.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, input.email));
  if (!row) return;
  const token = await issueToken(ctx.db, "reset-password", row.id);
  void accountEmails.reset(ctx, row.email, token);
}
