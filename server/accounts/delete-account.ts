import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { accountEmails } from "./auth-emails";

/**
 * Deletes the account for real, in one transaction: the user row, and through ON DELETE CASCADE
 * its sessions, credentials, tokens, briefings, their history and pending checkouts (every per-user
 * table references user.id with cascade; see the contract in server/db/schema.ts). The trial-used
 * record is keyed by email without a foreign key and so survives, keeping the trial once per person.
 */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<boolean> {
  const deleted = await ctx.db.transaction(async (tx) => {
    return tx.delete(user).where(eq(user.id, userId)).returning({ email: user.email });
  });
  const email = deleted[0]?.email;
  if (!email) return false;
  ctx.log.info("account deleted", { userId });
  void accountEmails.notice(ctx, email, "account-deleted");
  return true;
}
