import type { AppContext } from "../context";
import { type BriefingPreview, previewBriefing } from "../delivery";
import { AppError } from "../http/errors";
import { consumeRateLimit } from "../http/rate-limit";
import { tryAgainIn } from "./answer-deliver-now";
import { findOwnBriefing } from "./find-briefing";

/**
 * /manage's "Preview" (decision 094): the email the briefing would send now, rendered by the real pipeline
 * and returned, never sent or recorded. Limited per briefing and per person each hour like test emails
 * (each one fetches feeds and may call the LLM), on the shared fixed-window counters; a refusal says when
 * to try again. Works whether the briefing is on, paused or unpaid: it sends nothing.
 */
export async function previewOwnBriefing(
  ctx: AppContext,
  userId: string,
  briefingId: string,
): Promise<BriefingPreview> {
  const b = await findOwnBriefing(ctx, userId, briefingId);
  const c = ctx.config;
  const now = Date.now();
  for (const [key, max, who] of [
    [`preview-briefing:${b.id}`, c.PREVIEWS_PER_BRIEFING_PER_HOUR, "This briefing has"],
    [`preview-user:${userId}`, c.PREVIEWS_PER_USER_PER_HOUR, "You have"],
  ] as const) {
    const r = await consumeRateLimit(ctx, key, { max, windowSeconds: 3600 });
    if (!r.allowed) {
      const at = new Date(now + r.retryAfterSeconds * 1000);
      throw new AppError(
        429,
        `${who} shown ${max} previews in the last hour. Try again in ${tryAgainIn(at, new Date(now))}.`,
        "rate_limited",
      );
    }
  }
  try {
    return await previewBriefing(ctx, b);
  } catch (err) {
    ctx.log.warn("preview failed", { briefingId: b.id, error: (err as Error).message });
    throw new AppError(
      502,
      "The preview could not be made just now. Try again in a minute.",
      "preview_failed",
    );
  }
}
