import { billingState } from "../../common/briefings";
import type { AppContext } from "../context";
import { deliverNow, type NowRefusal } from "../delivery";
import { AppError } from "../http/errors";
import { answerDeliverNow, tryAgainIn } from "./answer-deliver-now";
import { findOwnBriefing } from "./find-briefing";

export const TEST_EMAIL_FAILED = "Failed to send test email. Check your API keys in settings.";

/** Why no test email was started, in words (decision 061). Nothing was written. */
function refusalError(r: NowRefusal, ctx: AppContext, now: Date): AppError {
  const c = ctx.config;
  switch (r.reason) {
    case "in_flight":
      return new AppError(409, "A test email for this briefing is already on its way.", "test_in_progress");
    case "lifetime":
      return new AppError(
        402,
        `This briefing has used its ${c.TEST_EMAILS_WHILE_NOT_SENDING} test emails. Pay for it to send more.`,
        "test_allowance_used",
      );
    case "briefing_hour":
      return new AppError(
        429,
        `This briefing has sent ${c.TEST_EMAILS_PER_BRIEFING_PER_HOUR} test emails in the last hour. Try again in ${tryAgainIn(r.retryAt, now)}.`,
        "rate_limited",
      );
    case "user_hour":
      return new AppError(
        429,
        `You have sent ${c.TEST_EMAILS_PER_USER_PER_HOUR} test emails in the last hour. Try again in ${tryAgainIn(r.retryAt, now)}.`,
        "rate_limited",
      );
  }
}

/**
 * /manage's "Test email": the briefing's email, now, to its owner, marked as a test and kept in its history
 * (spec §2). It does not need the briefing to be on or paid, but a briefing whose billing does not allow
 * sending gets only a small allowance, and test emails are rate-limited per briefing and per person
 * (decision 061); a second click while one is on its way answers 409 instead of sending twice.
 */
export async function sendTestEmail(
  ctx: AppContext,
  userId: string,
  briefingId: string,
): Promise<{ message: "Test email sent!"; items: number; historyId: string }> {
  const b = await findOwnBriefing(ctx, userId, briefingId);
  const now = new Date();
  const c = ctx.config;
  const r = await deliverNow(ctx, {
    briefingId: b.id,
    kind: "test",
    quota: {
      briefingPerHour: c.TEST_EMAILS_PER_BRIEFING_PER_HOUR,
      userPerHour: c.TEST_EMAILS_PER_USER_PER_HOUR,
      lifetime: billingState(b, now).allowsSending ? null : c.TEST_EMAILS_WHILE_NOT_SENDING,
    },
  });
  return answerDeliverNow(ctx, b.id, r, {
    sent: "Test email sent!",
    refused: (refusal) => refusalError(refusal, ctx, now),
    failed: TEST_EMAIL_FAILED,
    logAs: "test email failed",
  });
}
