import { sql } from "drizzle-orm";
import type { AppContext } from "../context";

/**
 * The one fixed-window counter behind every limit (account endpoints, decision 023; previews; the plan):
 * `max` requests per `key` per `windowSeconds`. Counters live in the database and are bumped by one atomic
 * upsert, so concurrent requests and several server processes share one count.
 */
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
