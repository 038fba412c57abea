import { desc, gt } from "drizzle-orm";
import type { AppContext } from "../context";
import { feeds } from "../db/schema";

/** Feeds whose latest fetches failed, most consecutive failures first (at most 100). */
export async function listFailingFeeds(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      id: feeds.id,
      url: feeds.url,
      title: feeds.title,
      lastStatus: feeds.lastStatus,
      lastError: feeds.lastError,
      lastFetchedAt: feeds.lastFetchedAt,
      consecutiveFailures: feeds.consecutiveFailures,
    })
    .from(feeds)
    .where(gt(feeds.consecutiveFailures, 0))
    .orderBy(desc(feeds.consecutiveFailures), desc(feeds.lastFetchedAt))
    .limit(100);
  return rows.map((r) => ({ ...r, lastFetchedAt: r.lastFetchedAt?.toISOString() ?? null }));
}
