import type { AppContext } from "../context";
import { recomputeNextSend } from "../delivery";

/**
 * THE hook between briefings/billing and the delivery engine (server/delivery owns next_send_at and
 * the "which briefing may send" rule). Called after a briefing is created, edited, toggled or its
 * billing changes. It never makes the user's request fail: errors are logged (the scheduler's own
 * sweep recomputes later).
 */
export async function afterBriefingChanged(ctx: AppContext, briefingId: string): Promise<void> {
  try {
    await recomputeNextSend(ctx, briefingId);
  } catch (err) {
    ctx.log.warn("briefings: could not recompute next send", { briefingId, err });
  }
}
