import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { query } from "../db/query";
import { countDeliveriesByStatus } from "../delivery";

/** The operator view's headline figures: people, briefings, and the last 24 hours of deliveries. */
export async function getOverview(ctx: AppContext, now = new Date()) {
  const [counts] = await query<Record<string, number>>(
    ctx.db,
    sql`select (select count(*)::int from "user") as users,
               (select count(*)::int from "user" where email_verified) as verified_users,
               (select count(*)::int from "user" where role like '%admin%') as admins,
               (select count(*)::int from briefings) as briefings,
               (select count(*)::int from briefings where active) as active_briefings,
               (select count(*)::int from briefings where pause_reason is not null) as paused_by_bounces,
               (select count(*)::int from feeds where consecutive_failures > 0) as failing_feeds`,
  );
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const byStatus = await countDeliveriesByStatus(ctx.db, since);
  const c = counts ?? {};
  return {
    users: Number(c.users ?? 0),
    verifiedUsers: Number(c.verified_users ?? 0),
    admins: Number(c.admins ?? 0),
    briefings: Number(c.briefings ?? 0),
    activeBriefings: Number(c.active_briefings ?? 0),
    pausedByBounces: Number(c.paused_by_bounces ?? 0),
    failingFeeds: Number(c.failing_feeds ?? 0),
    deliveries24h: {
      pending: byStatus.pending ?? 0,
      prepared: byStatus.prepared ?? 0,
      sent: byStatus.sent ?? 0,
      skipped: byStatus.skipped ?? 0,
      failed: byStatus.failed ?? 0,
    },
  };
}
