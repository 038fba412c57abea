import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { query } from "../db/query";
import { consumeRateLimit } from "../http/rate-limit";

/**
 * The per-account log-in limit (decision 079). The per-address limit (decision 023) does not stop guesses
 * at one account spread over many addresses. So every account also has a budget of
 * AUTH_ACCOUNT_LOGIN_MAX attempts per window — but only for addresses that have never logged in to it:
 * an address (IPv6 by its /64) the owner has logged in from during the last 30 days keeps its own lane and
 * is never refused for the account's sake. An attacker cannot lock the owner out of their usual places;
 * at worst a new place waits for the window to end (or uses the reset link, which is not limited by this).
 */
const KNOWN_DAYS = 30;
const knownKey = (email: string, subject: string) => `login-known:${email}:${subject}`;

/** May this address try this account now? Counts the attempt against the account when the address is new. */
export async function accountLaneAllows(
  ctx: AppContext,
  email: string,
  subject: string,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const [known] = await query<{ one: number }>(
    ctx.db,
    sql`select 1 as one from auth_rate_limit
        where key = ${knownKey(email, subject)} and window_started_at > now() - make_interval(days => ${KNOWN_DAYS}::int)`,
  );
  if (known) return { allowed: true, retryAfterSeconds: 0 };
  const r = await consumeRateLimit(ctx, `login-account:${email}`, {
    max: ctx.config.AUTH_ACCOUNT_LOGIN_MAX,
    windowSeconds: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
  });
  return { allowed: r.allowed, retryAfterSeconds: r.retryAfterSeconds };
}

/** After a successful log-in: this address is one of the owner's places for the next 30 days. */
export async function rememberLoginPlace(ctx: AppContext, email: string, subject: string): Promise<void> {
  await ctx.db.execute(sql`
    insert into auth_rate_limit (key, count, window_started_at) values (${knownKey(email, subject)}, 1, now())
    on conflict (key) do update set window_started_at = now()`);
}
