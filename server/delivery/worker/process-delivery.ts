import { isBounce, recordBounce } from "../bounces";
import { isEligible } from "../eligibility";
import * as ledger from "../ledger";
import { backoffMs, type DeliveryResult, type WorkerEnv } from "./env";
import { prepareDelivery } from "./prepare-delivery";
import { sendDelivery } from "./send-delivery";

function isPermanent(err: unknown): boolean {
  return !!err && typeof err === "object" && (err as { permanent?: boolean }).permanent === true;
}

/**
 * One held row, start to end: skipped if its briefing may not send (scheduled rows only), prepared if
 * pending, sent if due; a failure is retried with backoff or, if permanent or the attempts are used up,
 * recorded as failed. Never throws. The caller keeps the lease alive (a pool's heartbeat, deliverNow's).
 */
export async function processDelivery(o: Parameters<typeof processOne>[0]): Promise<DeliveryResult> {
  const r = await processOne(o);
  const m = o.env.metrics;
  if (m && r.outcome !== "prepared" && r.outcome !== "lost") {
    m.delivery(r.outcome, o.item.row.kind);
    if (r.outcome === "sent" && o.item.row.kind === "scheduled") {
      m.deliveryLateness((Date.now() - o.item.row.slotAt.getTime()) / 1000);
    }
  }
  return r;
}

async function processOne(o: {
  env: WorkerEnv;
  workerId: string;
  item: ledger.ClaimedDelivery;
  /** records a row sent; default one statement per row (a pool passes its group commit) */
  record?: (id: string, sentAt: Date) => Promise<boolean>;
  /** awaited between preparing a due row and sending it (a pool moves the row to a send place there) */
  beforeSend?: () => Promise<void>;
}): Promise<DeliveryResult> {
  const { env, workerId } = o;
  const { row } = o.item;
  const db = env.db;
  const held = { id: row.id, workerId };
  if (row.status !== "pending" && row.status !== "prepared") return { outcome: "lost" };
  try {
    const b = o.item.briefing;
    const now = new Date();
    if (!b || (row.kind === "scheduled" && !isEligible(b, now))) {
      const reason = b ? "Briefing paused or not paid at send time" : "Briefing deleted";
      await ledger.markSkipped(db, { ...held, reason });
      return { outcome: "skipped" };
    }
    let send = o.item.send;
    if (row.status === "pending") {
      const p = await prepareDelivery({ env, workerId, row, briefing: b, now });
      if ("outcome" in p) return { outcome: p.outcome };
      send = p.send;
      await o.beforeSend?.();
    }
    if (!send) throw new Error("Prepared delivery has no stored email");
    return await sendDelivery({
      env,
      workerId,
      row,
      to: b.email,
      send,
      sending: row.status === "prepared",
      record: o.record ?? ((id, sentAt) => ledger.markSent(db, { id, workerId, sentAt })),
    });
  } catch (err) {
    const message = (err as Error)?.message ?? String(err);
    const permanent = isPermanent(err);
    if (permanent || row.attempts >= env.maxAttempts) {
      const bounce = row.kind === "scheduled" && isBounce(err);
      // the failure and the refusal it counts are one fact: whoever sees the one sees the other
      const paused = await db
        .transaction(async (tx) => {
          await ledger.markFailed(tx, { ...held, reason: message });
          return bounce
            ? recordBounce(tx, {
                briefingId: row.briefingId,
                detail: message,
                pauseAfter: env.bouncePauseAfter ?? 0,
              })
            : false;
        })
        .catch(() => false);
      if (paused)
        env.log.warn("briefing paused: its recipient's server keeps refusing", {
          briefingId: row.briefingId,
        });
      env.log.warn("delivery failed", {
        deliveryId: row.id,
        briefingId: row.briefingId,
        attempts: row.attempts,
        permanent,
        error: message,
      });
      return { outcome: "failed", error: message };
    }
    const wait = backoffMs(row.attempts, env.retryBaseMs);
    await ledger.scheduleRetry(db, { ...held, reason: message, retryInMs: wait }).catch(() => {});
    env.log.warn("delivery will be retried", {
      deliveryId: row.id,
      attempts: row.attempts,
      retryInMs: wait,
      error: message,
    });
    return { outcome: "retry", error: message };
  }
}
