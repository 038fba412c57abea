import type { Actor, AppContext } from "../context";
import { retryFailedDelivery } from "../delivery";
import { AppError } from "../http/errors";
import { recordAudit } from "./record-audit";

/**
 * An operator's "retry" of a failed delivery: the ledger moves it back to pending, due now, and the
 * audit log records who did it, in one transaction. A row that is not a failed scheduled delivery
 * (already retried, sent) answers 409, an unknown id 404; neither writes anything.
 */
export async function retryDelivery(ctx: AppContext, actor: Actor, deliveryId: string) {
  const result = await ctx.db.transaction(async (tx) => {
    const r = await retryFailedDelivery(tx, deliveryId);
    if (r.kind === "retried") {
      await recordAudit(tx, actor, {
        action: "delivery.retry",
        targetType: "delivery",
        targetId: r.id,
        detail: { briefingId: r.briefingId, previousError: r.previousError },
      });
    }
    return r;
  });
  if (result.kind === "missing") throw new AppError(404, "Not found", "not_found");
  if (result.kind === "not_failed") {
    throw new AppError(409, "Only a failed scheduled delivery can be retried.", "not_failed");
  }
  return { id: result.id, status: "pending" as const };
}
