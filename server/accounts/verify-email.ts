import { and, eq, gt } from "drizzle-orm";
import { messages } from "../../common/accounts";
import type { AppContext } from "../context";
import { accountToken, user } from "../db/schema";
import { AppError } from "../http/errors";
import { openSession } from "./open-session";
import { consumeToken, hashToken } from "./tokens";

/** How long a used verification link still answers "already verified" (instead of "invalid"). */
const USED_LINK_MEMORY_DAYS = 30;

export type VerifyEmailResult = {
  email: string;
  /** The link had been used before: the address is verified, nobody is signed in by it again. */
  alreadyVerified: boolean;
  /** Set-Cookie of the session opened by a first use (decision 095); null for a used link or a banned user. */
  sessionCookie: string | null;
};

/**
 * Marks the address verified from the link in the sign-up email and signs the person in (the token works
 * once). A used link is remembered by its hash (kind "verify-email-used"), so opening it again says the
 * address is already verified rather than that verification failed.
 */
export async function verifyEmail(
  ctx: AppContext,
  input: { token: string },
  client: { ipAddress: string; userAgent: string },
): Promise<VerifyEmailResult> {
  const verified = await ctx.db.transaction(async (tx) => {
    const t = await consumeToken(tx, "verify-email", input.token);
    if (!t) return null;
    const [u] = await tx
      .update(user)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, t.userId))
      .returning({ id: user.id, email: user.email, banned: user.banned });
    if (!u) return null;
    await tx.insert(accountToken).values({
      tokenHash: hashToken(input.token),
      kind: "verify-email-used",
      userId: u.id,
      expiresAt: new Date(Date.now() + USED_LINK_MEMORY_DAYS * 86_400_000),
    });
    return u;
  });
  if (verified) {
    const sessionCookie = verified.banned ? null : await openSession(ctx, verified.id, client);
    return { email: verified.email, alreadyVerified: false, sessionCookie };
  }
  const used = await usedLinkOwner(ctx, input.token);
  if (used) return { email: used.email, alreadyVerified: true, sessionCookie: null };
  throw new AppError(400, messages.verificationFailed, "invalid_token");
}

/** The account a used verification link verified, while it is remembered and the address still verified. */
async function usedLinkOwner(ctx: AppContext, token: string): Promise<{ email: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [r] = await ctx.db
    .select({ email: user.email, verified: user.emailVerified })
    .from(accountToken)
    .innerJoin(user, eq(user.id, accountToken.userId))
    .where(
      and(
        eq(accountToken.tokenHash, hashToken(token)),
        eq(accountToken.kind, "verify-email-used"),
        gt(accountToken.expiresAt, new Date()),
      ),
    );
  return r?.verified ? { email: r.email } : null;
}
