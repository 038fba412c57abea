/**
 * Gather with the shared cache: every feed is fetched at most once per refresh window across all
 * briefings and processes (a lease on the `feeds` row), with conditional GET; items are stored once in
 * `feed_items` and read by every briefing that uses the feed.
 */
import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { feedItems, feeds } from "../db/schema";
import { query } from "../db/query";
import { fetchFeed, HostLimiter } from "./gather";
import type { Allowlist } from "./safe-fetch";
import { type Candidate, itemKey } from "../curation";

export interface RefreshOptions {
  allowlist: Allowlist;
  refreshMs: number;
  timeoutMs?: number;
  limiter?: HostLimiter;
  /** how long to wait for a feed another process is fetching right now */
  waitMs?: number;
  /** each fetch's outcome, for /metrics (decision 086) */
  onFetch?: (outcome: "ok" | "not_modified" | "error") => void;
  /**
   * after a feed was fetched (new items or not modified): its items' embeddings (decision 081). Awaited, so
   * the briefing that triggered the fetch already ranks with them; never throws.
   */
  afterFetch?: (feedId: string) => Promise<unknown>;
  log?: {
    warn(msg: string, f?: Record<string, unknown>): void;
    debug?(msg: string, f?: Record<string, unknown>): void;
  };
}

export interface FeedStatus {
  url: string;
  title: string | null;
  ok: boolean;
  status: string;
  error: string | null;
}

const sharedLimiter = new HostLimiter(2, 16);

interface ClaimedFeed {
  id: string;
  url: string;
  fetch_url: string | null;
  etag: string | null;
  last_modified: string | null;
  /** never fetched successfully: this fetch is the first look at what it carries */
  fresh: boolean;
}

/**
 * Take the lease on the feeds that are due. `takeOver`: due feeds whoever holds them (after waiting for a
 * holder that did not finish: a killed worker keeps its lease until it runs out).
 */
function claimFeeds(
  db: Db,
  urls: string[],
  leaseMs: number,
  refreshMs: number,
  takeOver: boolean,
): Promise<ClaimedFeed[]> {
  const stale = sql`(last_fetched_at is null or last_fetched_at < now() - ${`${refreshMs} milliseconds`}::interval)`;
  const due = takeOver ? stale : sql`${stale} and (fetching_until is null or fetching_until < now())`;
  return query<ClaimedFeed>(
    db,
    sql`update feeds set fetching_until = now() + ${`${leaseMs} milliseconds`}::interval
        where url in ${urls} and ${due}
        returning id, url, fetch_url, etag, last_modified,
          coalesce(last_status not in ('ok', 'not-modified'), true) as fresh`,
  );
}

/** Fetch the claimed feeds (politely per host), store their items and release each lease with its outcome. */
async function fetchClaimed(db: Db, claimed: ClaimedFeed[], opts: RefreshOptions): Promise<void> {
  const limiter = opts.limiter ?? sharedLimiter;
  await Promise.all(
    claimed.map(async (f) => {
      const target = f.fetch_url ?? f.url;
      let host = "";
      try {
        host = new URL(target).host;
      } catch {}
      const r = await limiter.run(host, () =>
        fetchFeed(target, {
          allowlist: opts.allowlist,
          etag: f.etag,
          lastModified: f.last_modified,
          timeoutMs: opts.timeoutMs,
        }),
      );
      opts.onFetch?.(r.kind === "ok" ? "ok" : r.kind === "not-modified" ? "not_modified" : "error");
      if (r.kind === "ok") {
        const items = r.feed.items;
        if (items.length) {
          // newest 100 per fetch; keep the first-seen time of items we already have. On a feed's first
          // successful fetch every item is "first seen" now, which says nothing of when it came out: there
          // an item counts as seen when it was published, so that a week-old story of a newly added feed is
          // not taken for one published late into the window (decision 227)
          const seenAt = (published: Date | null) =>
            f.fresh && published && published.getTime() < Date.now() ? published : undefined;
          for (let i = 0; i < items.length; i += 50) {
            const chunk = items.slice(i, i + 50);
            await db
              .insert(feedItems)
              .values(
                chunk.map((it) => ({
                  feedId: f.id,
                  guid: it.guid,
                  url: it.url,
                  title: it.title,
                  summary: it.summary,
                  content: it.content,
                  author: it.author,
                  publishedAt: it.publishedAt,
                  firstSeenAt: seenAt(it.publishedAt),
                })),
              )
              .onConflictDoUpdate({
                target: [feedItems.feedId, feedItems.guid],
                set: {
                  title: sql`excluded.title`,
                  summary: sql`excluded.summary`,
                  content: sql`excluded.content`,
                  url: sql`excluded.url`,
                  publishedAt: sql`coalesce(excluded.published_at, feed_items.published_at)`,
                  // an item whose text changed is embedded again (decision 081)
                  embedding: sql`case when feed_items.title = excluded.title and feed_items.summary = excluded.summary then feed_items.embedding end`,
                },
              });
          }
        }
        await db.execute(sql`update feeds set fetching_until = null, last_fetched_at = now(), last_status = 'ok', last_error = null,
            consecutive_failures = 0, etag = ${r.etag}, last_modified = ${r.lastModified}, title = ${r.feed.title},
            site_url = ${r.feed.siteUrl}, fetch_url = ${r.url === f.url ? null : r.url} where id = ${f.id}`);
        await opts.afterFetch?.(f.id);
      } else if (r.kind === "not-modified") {
        await db.execute(sql`update feeds set fetching_until = null, last_fetched_at = now(), last_status = 'not-modified',
            last_error = null, consecutive_failures = 0 where id = ${f.id}`);
        // items an earlier refresh could not embed (endpoint down) get their turn
        await opts.afterFetch?.(f.id);
      } else {
        opts.log?.warn("feed fetch failed", { url: target, error: r.error });
        // a failed feed is retried sooner than the refresh window, but not on every briefing
        await db.execute(sql`update feeds set fetching_until = null,
            last_fetched_at = now() - ${`${opts.refreshMs} milliseconds`}::interval + least(interval '10 minutes', ${`${opts.refreshMs} milliseconds`}::interval),
            last_status = ${r.refused ? "refused" : "error"}, last_error = ${r.error.slice(0, 500)},
            consecutive_failures = consecutive_failures + 1 where id = ${f.id}`);
      }
    }),
  );
}

/** Refresh (when stale) and report the status of each feed URL. */
export async function refreshFeeds(db: Db, urls: string[], opts: RefreshOptions): Promise<FeedStatus[]> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return [];
  await db
    .insert(feeds)
    .values(unique.map((url) => ({ url })))
    .onConflictDoNothing({ target: feeds.url });
  const leaseMs = Math.max(30_000, (opts.timeoutMs ?? 10_000) * 3);
  await fetchClaimed(db, await claimFeeds(db, unique, leaseMs, opts.refreshMs, false), opts);
  // feeds another process is fetching right now: wait for them (bounded)
  const deadline = Date.now() + (opts.waitMs ?? 15_000);
  let tookOver = false;
  for (;;) {
    const rows = await db
      .select({
        url: feeds.url,
        title: feeds.title,
        lastStatus: feeds.lastStatus,
        lastError: feeds.lastError,
        fetchingUntil: feeds.fetchingUntil,
        lastFetchedAt: feeds.lastFetchedAt,
      })
      .from(feeds)
      .where(inArray(feeds.url, unique));
    // being fetched by another process while due: a feed never fetched, or one whose items are stale
    const busy = rows.filter(
      (r) =>
        r.fetchingUntil &&
        r.fetchingUntil.getTime() > Date.now() &&
        (!r.lastFetchedAt || r.lastFetchedAt.getTime() < Date.now() - opts.refreshMs),
    );
    if (busy.length > 0 && Date.now() > deadline && !tookOver) {
      // the holder may have died mid-fetch (a killed worker keeps its lease until it runs out): fetch
      // the feeds that are still due ourselves rather than answer with none or stale items; a second
      // fetch of a live holder's feed is harmless (items upsert by guid)
      tookOver = true;
      const urlsLeft = busy.map((r) => r.url);
      await fetchClaimed(db, await claimFeeds(db, urlsLeft, leaseMs, opts.refreshMs, true), opts);
      continue;
    }
    if (busy.length === 0 || Date.now() > deadline) {
      return rows.map((r) => ({
        url: r.url,
        title: r.title,
        ok: r.lastStatus === "ok" || r.lastStatus === "not-modified",
        status: r.lastStatus ?? "pending",
        error: r.lastError,
      }));
    }
    await new Promise((res) => setTimeout(res, 150));
  }
}

/**
 * Cached items of these feeds seen/published since `since`, as curation candidates; with
 * `embeddingModel`, each with its stored embedding of that model (null when it has none).
 */
export async function loadCandidates(
  db: Db,
  urls: string[],
  since: Date,
  namedUrls: Set<string>,
  embeddingModel?: string,
): Promise<Candidate[]> {
  if (urls.length === 0) return [];
  const rows = await db
    .select({
      feedUrl: feeds.url,
      feedTitle: feeds.title,
      guid: feedItems.guid,
      url: feedItems.url,
      title: feedItems.title,
      summary: feedItems.summary,
      content: feedItems.content,
      publishedAt: feedItems.publishedAt,
      firstSeenAt: feedItems.firstSeenAt,
      embedding: embeddingModel
        ? sql<
            number[] | null
          >`case when ${feedItems.embeddingModel} = ${embeddingModel} then ${feedItems.embedding} end`.mapWith(
            feedItems.embedding,
          )
        : sql<null>`null`,
    })
    .from(feedItems)
    .innerJoin(feeds, sql`${feeds.id} = ${feedItems.feedId}`)
    .where(
      and(
        inArray(feeds.url, [...new Set(urls)]),
        sql`(coalesce(${feedItems.publishedAt}, ${feedItems.firstSeenAt}) >= ${since.toISOString()}::timestamptz
          or (${feedItems.firstSeenAt} >= ${since.toISOString()}::timestamptz
              and coalesce(${feedItems.publishedAt}, ${feedItems.firstSeenAt}) >= ${since.toISOString()}::timestamptz - interval '7 days'))`,
      ),
    )
    .orderBy(sql`coalesce(${feedItems.publishedAt}, ${feedItems.firstSeenAt}) desc`)
    .limit(3000);
  return rows.map((r) => ({
    key: itemKey(r.feedUrl, r.guid, r.url),
    feedUrl: r.feedUrl,
    sourceName: r.feedTitle || hostOf(r.feedUrl),
    url: r.url,
    title: r.title,
    summary: r.summary,
    content: r.content,
    publishedAt: r.publishedAt,
    firstSeenAt: r.firstSeenAt,
    named: namedUrls.has(r.feedUrl),
    embedding: r.embedding,
  }));
}

function hostOf(u: string): string {
  try {
    return new URL(u).hostname;
  } catch {
    return u;
  }
}
