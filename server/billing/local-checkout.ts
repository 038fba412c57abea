import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { FREQUENCY_LABELS } from "../../common/briefings";
import { formatUsd } from "../../common/pricing";
import type { AppContext } from "../context";
import { briefings, checkoutSessions } from "../db/schema";
import { AppError, notFound } from "../http/errors";
import { html, pageResponse } from "../http/html-page";
import { applyPaymentEvent } from "./apply-payment-event";
import { addOneMonth } from "./local-provider";

type CheckoutRow = typeof checkoutSessions.$inferSelect;

async function ownCheckout(ctx: AppContext, userId: string, id: string): Promise<CheckoutRow> {
  if (ctx.config.STRIPE_SECRET_KEY) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, id),
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, "local"),
      ),
    )
    .limit(1);
  if (!row) throw notFound("This checkout does not exist.");
  return row;
}

/**
 * "Pay" on the local checkout page: produces the PaymentEvent a verified Stripe webhook would and
 * applies it through the same applyPaymentEvent. Paying twice applies once (one event id per checkout).
 */
export async function completeLocalCheckout(
  ctx: AppContext,
  userId: string,
  id: string,
  now = new Date(),
): Promise<CheckoutRow> {
  const row = await ownCheckout(ctx, userId, id);
  if (row.status === "canceled" || row.status === "expired")
    throw new AppError(409, "This checkout was cancelled. Start again from Manage.", "checkout_closed");
  await applyPaymentEvent(ctx, {
    kind: "checkout_completed",
    eventId: `evt_local_${row.id}`,
    type: "checkout.session.completed",
    checkoutId: row.id,
    briefingId: row.briefingId,
    subscription: {
      id: `lsub_${randomUUID().replace(/-/g, "")}`,
      briefingId: row.briefingId,
      status: "active",
      periodStart: now,
      periodEnd: addOneMonth(now),
      cancelAtPeriodEnd: false,
    },
  });
  return row;
}

/** "Cancel" on the local checkout page: the briefing stays unpaid. */
export async function cancelLocalCheckout(ctx: AppContext, userId: string, id: string): Promise<void> {
  const row = await ownCheckout(ctx, userId, id);
  await ctx.db
    .update(checkoutSessions)
    .set({ status: "canceled" })
    .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, "open")));
}

/** The local checkout page (no script; two forms). */
export async function renderLocalCheckout(ctx: AppContext, userId: string, id: string): Promise<Response> {
  const row = await ownCheckout(ctx, userId, id);
  const [b] = await ctx.db
    .select({ name: briefings.name })
    .from(briefings)
    .where(eq(briefings.id, row.briefingId));
  const price = formatUsd(row.amountCents);
  const action = `/api/billing/local/checkout/${encodeURIComponent(row.id)}`;
  const actions =
    row.status === "open"
      ? html`<form method="post" action="${action}/complete"><button class="wide" type="submit">Pay ${price}</button></form>
<form method="post" action="${action}/cancel"><button class="wide secondary" type="submit">Cancel</button></form>`
      : html`<p>${row.status === "complete" ? "This checkout is already paid." : "This checkout was cancelled."}</p>
<p><a href="/manage">Back to your briefings</a></p>`;
  return pageResponse(
    "Checkout",
    html`<h1>Checkout</h1>
<p class="note">Test checkout: payments are simulated because no payment provider is configured on this server. No card is needed and no money moves.</p>
<dl><dt>Briefing</dt><dd>${b?.name ?? "(deleted)"}</dd><dt>Plan</dt><dd>${FREQUENCY_LABELS[row.frequency]}</dd>
<dt>Price</dt><dd>${price} USD / month</dd></dl>
${actions}`,
  );
}
