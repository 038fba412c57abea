import { billingState } from "../../common/briefings";
import type { AppContext } from "../context";
import { deliverNow, type NowRefusal } from "../delivery";
import { AppError } from "../http/errors";
import { answerDeliverNow, tryAgainIn } from "./answer-deliver-now";
import { findOwnBriefing } from "./find-briefing";

export const SEND_NOW_FAILED = "The briefing could not be sent. Please try again in a few minutes.";

function refusalError(r: NowRefusal, ctx: AppContext, now: Date): AppError {
  const c = ctx.config;
  switch (r.reason) {
    case "in_flight":
      return new AppError(409, "This briefing is already being sent.", "send_in_progress");
    case "briefing_hour":
      return new AppError(
        429,
        `This briefing was sent now ${c.SEND_NOW_PER_BRIEFING_PER_HOUR} times in the last hour. Try again in ${tryAgainIn(r.retryAt, now)}.`,
        "rate_limited",
      );
    case "user_hour":
      return new AppError(
        429,
        `You have used "Send now" ${c.SEND_NOW_PER_USER_PER_HOUR} times in the last hour. Try again in ${tryAgainIn(r.retryAt, now)}.`,
        "rate_limited",
      );
    case "lifetime":
      return new AppError(402, "Pay for this briefing to send it.", "payment_required");
  }
}

/**
 * "Send now" (decision 092): the real briefing, at once, through the same path as the test email
 * (`deliverNow`, kind `now`): kept in history as an edition, its stories never repeated by later ones.
 * Only for a briefing that may send (switched on, billing allows); a few per hour per briefing and per
 * person; a second click while one is on its way answers 409 instead of sending twice.
 */
export async function sendBriefingNow(
  ctx: AppContext,
  userId: string,
  briefingId: string,
): Promise<{ message: "Briefing sent!"; items: number; historyId: string }> {
  const b = await findOwnBriefing(ctx, userId, briefingId);
  const now = new Date();
  if (!b.active) throw new AppError(409, "Switch this briefing on to send it now.", "briefing_off");
  if (!billingState(b, now).allowsSending)
    throw new AppError(402, "This briefing is not paid for: pay for it to send it now.", "payment_required");
  const c = ctx.config;
  const r = await deliverNow(ctx, {
    briefingId: b.id,
    kind: "now",
    quota: {
      briefingPerHour: c.SEND_NOW_PER_BRIEFING_PER_HOUR,
      userPerHour: c.SEND_NOW_PER_USER_PER_HOUR,
      lifetime: null,
    },
  });
  return answerDeliverNow(ctx, b.id, r, {
    sent: "Briefing sent!",
    refused: (refusal) => refusalError(refusal, ctx, now),
    failed: SEND_NOW_FAILED,
    logAs: "send now failed",
  });
}
