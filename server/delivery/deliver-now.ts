import { randomUUID } from "node:crypto";
import type { AppContext } from "../context";
import { type DeliveryOverrides, messageIdDomain, workerEnv } from "./engine";
import * as ledger from "./ledger";
import { processDelivery, startHeartbeat } from "./worker";

export type DeliverNowResult =
  | { outcome: "sent"; deliveryId: string; historyId: string; messageId?: string; items: number }
  | { outcome: "refused"; refusal: ledger.NowRefusal }
  | { outcome: "failed"; error: string }
  | { outcome: "not_found" };

/**
 * The one entry point for a delivery that runs now, in this process (decision 060): a test email, or the
 * real briefing sent at once ("Send now", kind `now`, decision 092: an edition like a scheduled one —
 * shown in history, its stories never repeated; the caller checks the briefing may send). The row is started by the ledger (quota and "one in flight per briefing"
 * checked in the same transaction, ledger.enqueueNow) already held by this process, which keeps the lease
 * alive while it runs the same prepare/send path as the pool's workers. One attempt: the person is waiting
 * for the answer, and a retry would arrive after they gave up. A test does not need the briefing to be on
 * or paid (the quota's `lifetime` is how billing limits it) and does not count as a scheduled send.
 */
export async function deliverNow(
  ctx: AppContext,
  o: { briefingId: string; kind: "test" | "now"; quota: ledger.NowQuota; overrides?: DeliveryOverrides },
): Promise<DeliverNowResult> {
  const env = { ...workerEnv(ctx, o.overrides), maxAttempts: 1 };
  const workerId = `now-${process.pid}-${randomUUID().slice(0, 8)}`;
  const started = await ledger.enqueueNow(ctx.db, {
    briefingId: o.briefingId,
    kind: o.kind,
    workerId,
    leaseMs: env.leaseMs,
    messageIdDomain: messageIdDomain(ctx.config.MAIL_FROM),
    quota: o.quota,
  });
  if (!started) return { outcome: "not_found" };
  if ("refused" in started) return { outcome: "refused", refusal: started.refused };
  const { row } = started;
  const heartbeat = startHeartbeat({
    db: ctx.db,
    workerId,
    leaseMs: env.leaseMs,
    held: new Set([row.id]),
  });
  try {
    const briefing = await ledger.briefingOf(ctx.db, o.briefingId);
    const r = await processDelivery({ env, workerId, item: { row, briefing } });
    if (r.outcome !== "sent") return { outcome: "failed", error: r.error ?? r.outcome };
    return {
      outcome: "sent",
      deliveryId: row.id,
      historyId: row.historyId,
      messageId: r.messageId,
      items: await ledger.itemCount(ctx.db, row.id),
    };
  } finally {
    heartbeat.stop();
  }
}
