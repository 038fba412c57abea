/**
 * The delivery engine's public surface (decisions 010-019, 060). Other areas import only from here.
 *   startDelivery(ctx)                         scheduler + worker pool services (not for ROLE=web)
 *   recomputeNextSend(ctx, briefingId)         after a briefing is created, edited, toggled or billed
 *   deliverNow(ctx, {briefingId, kind, quota}) a delivery now, in this process (the test email)
 *   previewBriefing(ctx, briefing)             the email it would send now, never sent or recorded
 *   latestActivity(ctx, ids)                   each briefing's latest outcome and email (/manage, dashboard)
 *   latestOutcomeOf/latestEmailOf(briefing.id) the same as lateral subqueries, for a read of briefings that
 *                                              joins them (the list's one statement); outcomeColumns,
 *                                              emailColumns, toLatestActivity read them
 *   sentEmails(ctx.db, …)                      a briefing's sent emails, for /history
 *   nothingDueWithin(db, ms)                   no email due soon (PGlite's housekeeping waits for it)
 *   readQueueDepth(db)                         waiting rows by status and due (the /metrics gauge)
 *   deliveryRoutes(ctx)                        Hono sub-app, mounted under /api
 *   isEligible(briefing, now)                  the one "may this briefing send" rule
 *   planFeeds(db, catalogue, brief, search)    the feeds a description routes to, with last fetch status (the plan)
 *   briefToStore(ctx, topic)                   the brief columns to write with a description (decision 123)
 *   storedBrief(briefing, description)         the stored brief when derived from that description, else null
 *   searchFeedTemplate(config)                 the news-search URL template, or null when SEARCH_FEEDS=off
 *   upcomingSends(briefing, now, n)            the next sends, pause and skip applied (/manage, skip)
 *   resumeAt(date, zone), isPausedAt(…)        when a pause until a local date ends
 * Benches drive the engine's parts through startWorkerPool and schedulerTick.
 */
export { type DeliverNowResult, deliverNow } from "./deliver-now";
export { isEligible } from "./eligibility";
export { type BriefingPreview, previewBriefing } from "./preview";
export { isPausedAt, resumeAt, upcomingSends } from "./next-send";
export { latestActivity, recomputeNextSend, startDelivery, workerEnv } from "./engine";
export {
  emailColumns,
  latestEmailOf,
  latestOutcomeOf,
  type NowQuota,
  type NowRefusal,
  nothingDueWithin,
  outcomeColumns,
  sentEmails,
  toLatestActivity,
} from "./ledger";
export { deliveryRoutes } from "./routes";
export { type PlannedSource, planFeeds } from "./plan-feeds";
export { defaultSourcesFile, loadCatalogue } from "./sources";
export { searchFeedTemplate } from "./search-feeds";
export { briefToStore, storedBrief } from "./stored-brief";
export { schedulerTick } from "./scheduler";
export { DEFAULT_PREPARE_CONCURRENCY, startWorkerPool, type WorkerEnv } from "./worker";
// ledger reads and transitions for the operator view and /metrics (decisions 086, 087)
export {
  type AdminDeliveryRow,
  countDeliveriesByStatus,
  exportDeliveriesOf,
  exportHistoryOf,
  readQueueDepth,
  readRecentDeliveries,
  retryFailedDelivery,
} from "./ledger";
export { type RetentionOptions, runRetention, startRetention } from "./retention";
