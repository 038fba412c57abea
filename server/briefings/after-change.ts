import type { AppContext } from "../context";

type Recompute = (ctx: AppContext, briefingId: string) => Promise<unknown>;

/**
 * THE hook between briefings and the delivery engine (server/delivery owns next_send_at and the
 * "which briefing may send" rule). Called after a briefing is created, edited, toggled or its billing
 * changes. It never makes the user's request fail: errors are logged.
 *
 * Until server/delivery/index.ts exports `recomputeNextSend(ctx, briefingId)` this is a no-op; the
 * import is resolved at run time so the two areas can land in any order. When it exists, replace the
 * lookup with a static import.
 */
let lookup: Promise<Recompute | null> | undefined;
const DELIVERY_INDEX = "../delivery/index";

function findRecompute(ctx: AppContext): Promise<Recompute | null> {
  lookup ??= import(/* @vite-ignore */ DELIVERY_INDEX)
    .then((m: { recomputeNextSend?: Recompute }) => (typeof m.recomputeNextSend === "function" ? m.recomputeNextSend : null))
    .catch(() => {
      ctx.log.debug("briefings: server/delivery/index.ts has no recomputeNextSend yet");
      return null;
    });
  return lookup;
}

export async function afterBriefingChanged(ctx: AppContext, briefingId: string): Promise<void> {
  try {
    const recompute = await findRecompute(ctx);
    if (recompute) await recompute(ctx, briefingId);
  } catch (err) {
    ctx.log.warn("briefings: could not recompute next send", { briefingId, err });
  }
}
