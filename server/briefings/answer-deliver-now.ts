/**
 * What "Test email" and "Send now" answer once `deliverNow` has run: both go through one delivery entry
 * point and differ only in their words (decisions 061, 092).
 */
import type { AppContext } from "../context";
import type { DeliverNowResult, NowRefusal } from "../delivery";
import { AppError } from "../http/errors";
import { briefingNotFound } from "./find-briefing";

/** "a minute" / "12 minutes" until `at` (at least one). */
export function tryAgainIn(at: Date, now: Date): string {
  const n = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  return n === 1 ? "a minute" : `${n} minutes`;
}

export function answerDeliverNow<M extends string>(
  ctx: AppContext,
  briefingId: string,
  r: DeliverNowResult,
  o: {
    sent: M;
    /** the refusal in this action's words */
    refused: (refusal: NowRefusal) => AppError;
    /** the message and the log line when sending failed */
    failed: string;
    logAs: string;
  },
): { message: M; items: number; historyId: string } {
  switch (r.outcome) {
    case "sent":
      return { message: o.sent, items: r.items, historyId: r.historyId };
    case "not_found":
      throw briefingNotFound();
    case "refused":
      throw o.refused(r.refusal);
    case "failed":
      ctx.log.warn(o.logAs, { briefingId, error: r.error });
      throw new AppError(502, o.failed, "send_failed");
  }
}
