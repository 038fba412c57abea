import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { accountToken } from "../db/schema";

/**
 * Single-use account tokens (decision 022). The link carries 32 random bytes; the database keeps
 * only their SHA-256, so a leaked table row cannot be turned into a working link. Consuming is one
 * `DELETE … WHERE token_hash = … AND expires_at > now() RETURNING …`: of two simultaneous uses,
 * exactly one gets the row.
 */
export type TokenKind = "verify-email" | "reset-password" | "change-email";

export const TOKEN_TTL_SECONDS: Record<TokenKind, number> = {
  "verify-email": 24 * 60 * 60,
  "reset-password": 60 * 60,
  "change-email": 60 * 60,
};

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** Issues a token; earlier tokens of the same kind for the user stop working. Returns the raw token. */
export async function issueToken(
  db: Db,
  kind: TokenKind,
  userId: string,
  opts: { email?: string; ttlSeconds?: number } = {},
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + (opts.ttlSeconds ?? TOKEN_TTL_SECONDS[kind]) * 1000);
  await db.transaction(async (tx) => {
    await tx.delete(accountToken).where(and(eq(accountToken.userId, userId), eq(accountToken.kind, kind)));
    await tx
      .insert(accountToken)
      .values({ tokenHash: hashToken(token), kind, userId, email: opts.email ?? null, expiresAt });
  });
  return token;
}

/** Uses a token up. Returns its user (and email) or null when unknown, expired, used, or of another kind. */
export async function consumeToken(
  db: Pick<Db, "delete">,
  kind: TokenKind,
  token: string,
): Promise<{ userId: string; email: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const rows = await db
    .delete(accountToken)
    .where(
      and(
        eq(accountToken.tokenHash, hashToken(token)),
        eq(accountToken.kind, kind),
        gt(accountToken.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountToken.userId, email: accountToken.email });
  return rows[0] ?? null;
}
