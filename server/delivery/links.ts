/** Links inside a briefing email: unsubscribe token (one per briefing), signed view-in-browser URL, manage URL. */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { unsubscribeTokens } from "../db/schema";

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

const sign = (secret: string, historyId: string) =>
  createHmac("sha256", secret).update(`tidings:view:${historyId}`).digest("base64url").slice(0, 32);

export function viewSignature(secret: string, historyId: string): string {
  return sign(secret, historyId);
}

export function verifyViewSignature(secret: string, historyId: string, sig: string): boolean {
  const want = Buffer.from(sign(secret, historyId));
  const got = Buffer.from(String(sig));
  return want.length === got.length && timingSafeEqual(want, got);
}

export const unsubscribeUrl = (appUrl: string, token: string) =>
  `${appUrl}/api/delivery/unsubscribe/${encodeURIComponent(token)}`;
export const viewUrl = (appUrl: string, secret: string, historyId: string) =>
  `${appUrl}/api/delivery/view/${historyId}?sig=${viewSignature(secret, historyId)}`;
export const manageUrl = (appUrl: string) => `${appUrl}/manage`;
