import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { billingEvents } from "../db/schema";
import { notFound } from "../http/errors";
import { type ApplyResult, applyPaymentEvent } from "./apply-payment-event";
import { getPaymentProvider } from "./get-provider";
import { StripeProvider } from "./stripe-provider";

/**
 * POST /api/billing/stripe/webhook: verify the signature on the raw body (400 if wrong or too old),
 * skip events already applied, read the current state from Stripe, apply. A failure answers 500 so
 * Stripe retries; the event id is only recorded together with its effect.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<ApplyResult> {
  const provider = getPaymentProvider(ctx);
  if (!(provider instanceof StripeProvider)) throw notFound();
  const event = await provider.parseWebhook(rawBody, signature);
  const [seen] = await ctx.db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id))
    .limit(1);
  if (seen) return "duplicate";
  const result = await applyPaymentEvent(ctx, await provider.toPaymentEvent(event));
  ctx.log.info("billing: stripe event", { id: event.id, type: event.type, result });
  return result;
}
