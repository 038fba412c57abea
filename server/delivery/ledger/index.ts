/**
 * The delivery ledger: every statement that reads or writes `deliveries` and `email_history` is here, each
 * a named transition or read. Nothing else touches those tables (the schema and migrations aside).
 *
 * One row per (briefing, slot, kind): the job AND its record (decisions 010, 012, 048, 060). A worker
 * *holds* a row while it works on it: `locked_by` = the worker, `locked_until` = its lease, renewed by a
 * heartbeat. Every write on a held row is fenced by `locked_by`, so a worker whose lease ran out (too slow,
 * presumed dead) changes nothing once another has taken the row over. A held row whose lease ran out is
 * claimable again: that is how a killed worker's rows are resumed.
 *
 * | state                          | event (function)             | next state                                         | who causes it                       |
 * |--------------------------------|------------------------------|----------------------------------------------------|-------------------------------------|
 * | —                              | schedule                     | pending (run_after = slot − prepare lead)          | scheduler tick                      |
 * | —                              | enqueueNow (quota checked)   | pending, held by the caller                        | deliverNow (test email)             |
 * | pending / prepared, due        | claim                        | same, held (attempts + 1; prepared: sending)       | worker pool                         |
 * | held, lease expired            | claim                        | held by the claiming worker                        | worker pool (crash recovery)        |
 * | held                           | renewLeases                  | held, lease extended                               | pool heartbeat, deliverNow          |
 * | held pending                   | markPrepared                 | prepared (released until the slot if ahead of it)  | prepareDelivery                     |
 * | held prepared (not sending)    | beginSend                    | prepared, sending (send_started_at)                | sendDelivery                        |
 * | held prepared                  | markSent / markSentBatch     | sent (history row shown, last_sent_at advanced)    | the pool's recorder (group commit)  |
 * | held                           | markSkipped                  | skipped (paused, unpaid, deleted, late, nothing new) | processDelivery, sendDelivery     |
 * | held                           | markFailed                   | failed (permanent error, attempts used up)         | processDelivery                     |
 * | held                           | scheduleRetry                | same state, not held, due after the backoff        | processDelivery                     |
 * | held, not started              | release                      | not held (attempts − 1)                            | a stopping pool                     |
 * | pending / prepared, future, not sending | cancelChangedSlots  | skipped ("Briefing changed before this slot")      | recomputeNextSend (briefing changed)|
 * | pending / prepared / skipped at the next slot, not sending | reviveSlot | pending (prepared again)           | recomputeNextSend (briefing changed)|
 * | failed, scheduled              | retryFailedDelivery          | pending, due now, attempts 0 (prepared again)      | an operator's Retry (/admin, 087)   |
 * | sent / skipped / failed, slot older than the retention age | deleteSettledBatch | (deleted; history rows stay) | housekeeping (decision 088)      |
 *
 * markPrepared also records an edition's stories in briefing_story_memory (./story-memory.ts, decision 098),
 * read only while their delivery is prepared or sent.
 *
 * sent and skipped are final; failed is final unless an operator retries it. A history row is written hidden by markPrepared and shown only by
 * markSent; every other end deletes it, and clears the composed message (decisions 048, 052). The
 * ambiguous window is between beginSend (or a claim for sending) and markSent: a crash there re-sends
 * with the same Message-ID (decision 012).
 */
export {
  briefingOf,
  type ClaimedDelivery,
  type ClaimedRow,
  type ClaimLimits,
  claim,
  type DeliveryKind,
  type SendBriefing,
  type SendView,
} from "./claim";
export { enqueueNow, type NowQuota, type NowRefusal } from "./enqueue-now";
export { markSent, markSentBatch } from "./mark-sent";
export { readQueueDepth } from "./queue-depth";
export {
  type DeliveryOutcome,
  itemCount,
  hasEarlierUnprepared,
  emailColumns,
  type LatestActivity,
  latestActivity,
  latestEmailOf,
  latestOutcomeOf,
  nothingDueWithin,
  outcomeColumns,
  toLatestActivity,
  sentEmailHtml,
  sentEmails,
  sentItemKeys,
  storedEmail,
} from "./reads";
export {
  beginSend,
  cancelChangedSlots,
  deferPrepare,
  type Held,
  markFailed,
  markPrepared,
  markSkipped,
  release,
  renewLeases,
  reviveSlot,
  schedule,
  scheduleRetry,
} from "./transitions";
export { type AdminDeliveryRow, countDeliveriesByStatus, readRecentDeliveries } from "./admin-reads";
export { type RetryResult, retryFailedDelivery } from "./retry-failed";
export { exportDeliveriesOf, exportHistoryOf } from "./export-reads";
export { deleteSettledBatch } from "./retention";
