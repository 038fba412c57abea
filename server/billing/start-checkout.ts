import { randomUUID } from "node:crypto";
import { billingState } from "../../common/briefings";
import type { AppContext } from "../context";
import { type BriefingRow, checkoutSessions } from "../db/schema";
import { AppError } from "../http/errors";
import { getPaymentProvider } from "./get-provider";
import { priceCents } from "./prices";

const TWO_DAYS = 2 * 86_400_000;

export const notYours = () =>
  new AppError(404, "The requested subscription could not be found.", "not_found");

/**
 * Starts a checkout for one briefing (price by its frequency) and records it. The briefing is paid for
 * only when a verified payment event arrives (applyPaymentEvent), never by coming back to the site.
 */
export async function startCheckout(
  ctx: AppContext,
  actor: { id: string; email: string },
  briefing: BriefingRow,
  now = new Date(),
): Promise<{ id: string; url: string }> {
  if (briefing.userId !== actor.id) throw notYours();
  const state = billingState(briefing, now);
  if (!state.canPay)
    throw new AppError(409, "This briefing needs no payment right now.", "no_payment_needed");
  const provider = getPaymentProvider(ctx);
  const amountCents = priceCents(ctx.config, briefing.frequency);
  // Paying during a trial keeps the rest of the trial: the first charge is when it ends.
  const trialEnd =
    state.kind === "trial" &&
    briefing.trialEndsAt &&
    briefing.trialEndsAt.getTime() - now.getTime() > TWO_DAYS
      ? Math.floor(briefing.trialEndsAt.getTime() / 1000)
      : undefined;
  let created: { id: string; url: string };
  try {
    created = await provider.createCheckout({
      attemptId: randomUUID(),
      briefingId: briefing.id,
      briefingName: briefing.name,
      userId: actor.id,
      email: actor.email,
      frequency: briefing.frequency,
      amountCents,
      trialEnd,
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error("billing: could not create checkout", { briefingId: briefing.id, err });
    throw new AppError(502, "The payment page could not be opened. Please try again.", "payment_provider");
  }
  await ctx.db.insert(checkoutSessions).values({
    id: created.id,
    provider: provider.kind,
    userId: actor.id,
    briefingId: briefing.id,
    frequency: briefing.frequency,
    amountCents,
    url: created.url,
  });
  return created;
}
