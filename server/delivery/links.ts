/** Links inside a briefing email: unsubscribe token (one per briefing), signed view-in-browser URL, manage URL. */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { unsubscribeTokens } from "../db/schema";
import { signValue, verifySignedValue } from "../http/signature";

export async function unsubscribeTokenFor(db: Db, briefingId: string): Promise<string> {
  await db
    .insert(unsubscribeTokens)
    .values({ token: randomBytes(24).toString("base64url"), briefingId })
    .onConflictDoNothing({ target: unsubscribeTokens.briefingId });
  const [row] = await db
    .select({ token: unsubscribeTokens.token })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.briefingId, briefingId));
  if (!row) throw new Error("unsubscribe token missing");
  return row.token;
}

export function viewSignature(secret: string, historyId: string): string {
  return signValue(secret, "view", historyId);
}

export function verifyViewSignature(secret: string, historyId: string, sig: string): boolean {
  return verifySignedValue(secret, "view", historyId, sig);
}

export const unsubscribeUrl = (appUrl: string, token: string) =>
  `${appUrl}/api/delivery/unsubscribe/${encodeURIComponent(token)}`;
export const viewUrl = (appUrl: string, secret: string, historyId: string) =>
  `${appUrl}/api/delivery/view/${historyId}?sig=${viewSignature(secret, historyId)}`;
export const manageUrl = (appUrl: string) => `${appUrl}/manage`;
