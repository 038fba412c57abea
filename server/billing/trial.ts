import { and, eq, or, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { briefings, trialClaims } from "../db/schema";
import { normaliseEmail } from "./normalise-email";

type Tx = Parameters<Parameters<AppContext["db"]["transaction"]>[0]>[0];
type DbOrTx = AppContext["db"] | Tx;

export const TRIAL_DAYS = 7;

/** Whether this person (by account or by normalised email) ever had a free trial. */
export async function hasUsedTrial(db: DbOrTx, user: { id: string; email: string }): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(trialClaims)
    .where(or(eq(trialClaims.emailNormalised, normaliseEmail(user.email)), eq(trialClaims.userId, user.id)))
    .limit(1);
  return !!row;
}

/** Whether the user has a briefing switched on (spec: "select id by user_id and active=true"). */
export async function hasActiveBriefing(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: briefings.id })
    .from(briefings)
    .where(and(eq(briefings.userId, userId), eq(briefings.active, true)))
    .limit(1);
  return !!row;
}

/**
 * Claims the one free trial for this person inside the caller's transaction. True when this call got
 * it. The primary key on the normalised email makes two racing requests grant it once.
 */
export async function claimTrial(
  tx: Tx,
  user: { id: string; email: string },
  briefingId: string,
): Promise<boolean> {
  if (await hasUsedTrial(tx, user)) return false;
  const got = await tx
    .insert(trialClaims)
    .values({ emailNormalised: normaliseEmail(user.email), userId: user.id, briefingId })
    .onConflictDoNothing()
    .returning({ e: trialClaims.emailNormalised });
  return got.length > 0;
}
