import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { messages } from "../../common/accounts";
import type { AppContext } from "../context";
import type { ApiErrorBody } from "../http/errors";
import { clientAddress, parseTrustedProxies, rateLimitSubject, type TrustedProxies } from "./client-ip";

/**
 * Rate limits for the account endpoints (decision 023), on in every environment. Each bucket allows
 * AUTH_RATE_LIMIT_MAX requests per client address per AUTH_RATE_LIMIT_WINDOW_SECONDS (fixed window).
 * Counters live in the database and are bumped by one atomic upsert, so concurrent requests and
 * several server processes share one count.
 */
export type RateLimitBucket = "login" | "signup" | "reset" | "verify";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export async function consumeRateLimit(
  ctx: AppContext,
  key: string,
  rule: { max: number; windowSeconds: number },
): Promise<RateLimitResult> {
  const w = rule.windowSeconds;
  const result = await ctx.db.execute<{ count: number; retry_after: number }>(sql`
    insert into auth_rate_limit (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when auth_rate_limit.window_started_at <= now() - make_interval(secs => ${w}::int)
                   then 1 else auth_rate_limit.count + 1 end,
      window_started_at = case when auth_rate_limit.window_started_at <= now() - make_interval(secs => ${w}::int)
                   then now() else auth_rate_limit.window_started_at end
    returning count,
      greatest(1, ceil(extract(epoch from (window_started_at + make_interval(secs => ${w}::int) - now()))))::int as retry_after`);
  const row = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows[0]!;
  if (Math.random() < 0.01) {
    // keep the table small: forget windows that ended a day ago
    void ctx.db
      .execute(
        // the owner's known log-in places (account-login-lane.ts) are kept for 30 days
        sql`delete from auth_rate_limit where window_started_at < now() - interval '1 day'
            and (key not like 'login-known:%' or window_started_at < now() - interval '30 days')`,
      )
      .catch(() => {});
  }
  const count = Number(row.count);
  return { allowed: count <= rule.max, count, retryAfterSeconds: Number(row.retry_after) };
}

const proxiesByCtx = new WeakMap<AppContext, TrustedProxies>();
export function trustedProxies(ctx: AppContext): TrustedProxies {
  let t = proxiesByCtx.get(ctx);
  if (!t) {
    t = parseTrustedProxies(ctx.config.TRUSTED_PROXY);
    proxiesByCtx.set(ctx, t);
  }
  return t;
}

/** Middleware: counts the request against `bucket` for the client address; 429 when over. */
export function rateLimit(ctx: AppContext, bucket: RateLimitBucket) {
  return createMiddleware(async (c, next) => {
    const subject = rateLimitSubject(clientAddress(c, trustedProxies(ctx)));
    const r = await consumeRateLimit(ctx, `${bucket}:${subject}`, {
      max: ctx.config.AUTH_RATE_LIMIT_MAX,
      windowSeconds: ctx.config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    });
    if (!r.allowed) {
      ctx.log.warn("rate limit reached", { bucket, client: subject });
      c.header("retry-after", String(r.retryAfterSeconds));
      return c.json(
        {
          error: { message: messages.rateLimited(r.retryAfterSeconds), code: "rate_limited" },
        } satisfies ApiErrorBody,
        429,
      );
    }
    await next();
  });
}
