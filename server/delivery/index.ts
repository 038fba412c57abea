/**
 * The delivery engine's public surface (decisions 010-019). Other areas import only from here.
 *   startDelivery(ctx)                         scheduler + worker pool services (not for ROLE=web)
 *   recomputeNextSend(ctx, briefingId)         after a briefing is created, edited, toggled or billed
 *   sendTestEmail(ctx, {userId, briefingId})   the /manage test email (throws TestEmailError 404/502)
 *   deliveryRoutes(ctx)                        Hono sub-app, mounted under /api
 *   isEligible(briefing, now)                  the one "may this briefing send" rule
 */
export { latestDeliveries, recomputeNextSend, sendTestEmail, startDelivery, TestEmailError } from "./engine";
export { isEligible } from "./eligibility";
export { deliveryRoutes } from "./routes";
// ledger reads and transitions for the operator view and /metrics (decisions 086, 087)
export { type AdminDeliveryRow, countDeliveriesByStatus, readRecentDeliveries } from "./ledger/admin-reads";
export { readQueueDepth } from "./ledger/queue-depth";
export { retryFailedDelivery } from "./ledger/retry-failed";
