import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { FREQUENCY_LABELS } from "../../common/briefings";
import { formatUsd } from "../../common/pricing";
import type { AppContext } from "../context";
import { briefings, checkoutSessions } from "../db/schema";
import { AppError, notFound } from "../http/errors";
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

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/** The local checkout page (no script; two forms). */
export async function renderLocalCheckout(ctx: AppContext, userId: string, id: string): Promise<string> {
  const row = await ownCheckout(ctx, userId, id);
  const [b] = await ctx.db
    .select({ name: briefings.name })
    .from(briefings)
    .where(eq(briefings.id, row.briefingId));
  const price = formatUsd(row.amountCents);
  const action = `/api/billing/local/checkout/${encodeURIComponent(row.id)}`;
  const body =
    row.status === "open"
      ? `<form method="post" action="${action}/complete"><button class="pay" type="submit">Pay ${price}</button></form>
         <form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
      : `<p class="done">${row.status === "complete" ? "This checkout is already paid." : "This checkout was cancelled."}</p>
         <p><a href="/manage">Back to your briefings</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Checkout · Tidings</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;box-shadow:0 1px 3px rgba(15,23,42,.08);padding:2rem;max-width:26rem;width:calc(100% - 2rem)}
h1{font-size:1.25rem;margin:0 0 .25rem}.brand{color:#4f46e5;font-weight:700;letter-spacing:-.01em}
.note{font-size:.85rem;color:#64748b;background:#f1f5f9;border-radius:.5rem;padding:.6rem .75rem;margin:1rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1.25rem 0}dt{color:#64748b}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
button{width:100%;border:0;border-radius:.75rem;padding:.8rem 1rem;font-size:1rem;font-weight:600;cursor:pointer;margin-top:.5rem}
.pay{background:#4f46e5;color:#fff}.pay:hover{background:#4338ca}.cancel{background:#fff;color:#334155;border:1px solid #cbd5e1}
a{color:#4f46e5}
</style></head><body><main>
<div class="brand">Tidings</div><h1>Checkout</h1>
<p class="note">Test checkout: payments are simulated because no payment provider is configured on this server. No card is needed and no money moves.</p>
<dl><dt>Briefing</dt><dd>${esc(b?.name ?? "(deleted)")}</dd><dt>Plan</dt><dd>${esc(FREQUENCY_LABELS[row.frequency])}</dd>
<dt>Price</dt><dd>${price} USD / month</dd></dl>
${body}
</main></body></html>`;
}
