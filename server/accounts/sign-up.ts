import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { query } from "../db/query";
import { accountEmails } from "./auth-emails";
import { hashPassword } from "./password-hash";
import { assertAcceptablePassword } from "./password-policy";
import { hashToken, TOKEN_TTL_SECONDS } from "./tokens";

/**
 * Creates an account and sends the verification email. Answers the same whether or not the address
 * already has an account (no enumeration, decision 028): an existing owner gets a "you already have an
 * account" email instead.
 *
 * It also takes the same path in time (decision 079): both cases hash the password (the expensive part),
 * draw a token, and run ONE statement that inserts the user, its password and its verification token when
 * the address is new and does nothing when it is known, returning which it was. Before, a new address cost
 * better-auth's inserts and our token's transaction (several more round trips) and a known one none,
 * 5–15 ms apart at the median. Neither path waits for SMTP.
 * The rows are the ones better-auth's sign-up writes (user, "credential" account), so its log-in reads them.
 */
export async function signUp(ctx: AppContext, input: { email: string; password: string }): Promise<void> {
  assertAcceptablePassword(input.password, input.email);
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const token = randomBytes(32).toString("base64url");
  const userId = randomUUID();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_SECONDS["verify-email"] * 1000);
  const [row] = await query<{ created: string | null }>(
    ctx.db,
    sql`with new_user as (
          insert into "user" (id, name, email, email_verified, role, banned)
          values (${userId}, ${email.split("@")[0] ?? email}, ${email}, false, 'user', false)
          on conflict (email) do nothing
          returning id),
        new_account as (
          insert into account (id, account_id, provider_id, user_id, password)
          select ${randomUUID()}, id, 'credential', id, ${passwordHash} from new_user
          returning user_id),
        new_token as (
          insert into account_token (token_hash, kind, user_id, expires_at)
          select ${hashToken(token)}, 'verify-email', id, ${expiresAt.toISOString()}::timestamptz from new_user
          returning user_id)
        select (select id from new_user) as created`,
  );
  if (row?.created) void accountEmails.verify(ctx, email, token);
  else void accountEmails.notice(ctx, email, "existing-account");
}
