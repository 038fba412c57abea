import type { AppContext } from "../context";
import { readRecentDeliveries } from "../delivery";

/** The last 24 hours of deliveries, failures first, each with its reason (at most 200 rows). */
export async function listRecentDeliveries(ctx: AppContext, failedOnly: boolean, now = new Date()) {
  const rows = await readRecentDeliveries(ctx.db, {
    since: new Date(now.getTime() - 24 * 3_600_000),
    failedOnly,
    limit: 200,
  });
  return rows.map((r) => ({
    id: r.id,
    briefingId: r.briefingId,
    briefingName: r.briefingName,
    recipient: r.recipient,
    kind: r.kind,
    status: r.status,
    slotAt: r.slotAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    attempts: r.attempts,
    reason: r.lastError,
    updatedAt: r.updatedAt.toISOString(),
  }));
}
