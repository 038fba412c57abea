import { eq } from "drizzle-orm";
import { cancelAllBillingForUser } from "../billing";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { accountEmails } from "./auth-emails";

/**
 * Deletes the account for real, in one transaction: the user row, and through ON DELETE CASCADE
 * its sessions, credentials, tokens, briefings, their history and pending checkouts (every per-user
 * table references user.id with cascade; see the contract in server/db/schema.ts). The trial-used
 * record is keyed by email without a foreign key and so survives, keeping the trial once per person.
 * Paid subscriptions are cancelled with the payment provider before anything is deleted.
 */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<boolean> {
  // Stop every paid subscription from renewing first; if the payment provider cannot be reached this
  // throws and nothing is deleted (the user is told to try again), so no one is charged for a ghost.
  await cancelAllBillingForUser(ctx, userId);
  const deleted = await ctx.db.transaction(async (tx) => {
    return tx.delete(user).where(eq(user.id, userId)).returning({ email: user.email });
  });
  const email = deleted[0]?.email;
  if (!email) return false;
  ctx.log.info("account deleted", { userId });
  void accountEmails.notice(ctx, email, "account-deleted");
  return true;
}
