import { eq } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { AppError } from "../http/errors";
import { accountEmails } from "./auth-emails";
import { getAuth } from "./auth";
import { assertAcceptablePassword } from "./password-policy";
import { issueToken } from "./tokens";

/**
 * Creates an account and sends the verification email. Answers the same whether or not the
 * address already has an account (no enumeration): an existing owner gets a "you already have an
 * account" email instead, and neither path waits for SMTP.
 */
export async function signUp(
  ctx: AppContext,
  input: { email: string; password: string },
  headers: Headers,
): Promise<void> {
  assertAcceptablePassword(input.password, input.email);
  const auth = getAuth(ctx);
  let createdId: string;
  try {
    const res = await auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.email.split("@")[0] ?? input.email },
      headers,
    });
    createdId = res.user.id;
  } catch (err) {
    if (err instanceof APIError && err.statusCode < 500)
      throw new AppError(400, err.message, "sign_up_failed");
    throw err;
  }
  // better-auth answers an existing email with a made-up user: tell the two apart by the id.
  const [row] = await ctx.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, input.email));
  if (row && row.id === createdId) {
    const token = await issueToken(ctx.db, "verify-email", row.id);
    void accountEmails.verify(ctx, row.email, token);
  } else if (row) {
    void accountEmails.notice(ctx, row.email, "existing-account");
  }
}
