import { Hono } from "hono";
import type { AppContext } from "../context";
import { AppError } from "../http/errors";
import { requireUser, readSession } from "../http/session";
import { getBillingStatus } from "./get-billing-status";
import { handleStripeWebhook } from "./handle-stripe-webhook";
import { cancelRenewal } from "./cancel-renewal";
import { getAccountBilling } from "./get-account-billing";
import { openBillingPortal } from "./open-billing-portal";
import { showReceipt } from "./show-receipt";
import { cancelLocalCheckout, completeLocalCheckout, renderLocalCheckout } from "./local-checkout";
import { payForBriefing } from "./pay-for-briefing";

/** A form post from our own local checkout page only. */
function assertSameOrigin(ctx: AppContext, req: Request) {
  const origin = req.headers.get("origin");
  if (!origin) return;
  const allowed = new Set([new URL(ctx.config.APP_URL).origin, new URL(req.url).origin]);
  if (!allowed.has(origin))
    throw new AppError(403, "This request came from another site and was refused.", "cross_origin");
}

/**
 * /api/billing: status for /create, "pay now" for a briefing, /account's billing section (plans,
 * cancel at period end, receipts, Stripe's portal), the Stripe webhook (no session: the signature is the
 * authentication), and the local checkout page.
 */
export function billingRoutes(ctx: AppContext) {
  const signedIn = requireUser(ctx);
  return new Hono()
    .get("/status", signedIn, async (c) => c.json(await getBillingStatus(ctx, c.var.user)))
    .get("/account", signedIn, async (c) => c.json(await getAccountBilling(ctx, c.var.user)))
    .post("/briefings/:id/cancel-renewal", signedIn, async (c) =>
      c.json(await cancelRenewal(ctx, c.var.user, c.req.param("id"))),
    )
    .post("/portal", signedIn, async (c) => c.json(await openBillingPortal(ctx, c.var.user)))
    .get("/receipts/:id", async (c) => {
      const s = await readSession(ctx, c.req.raw.headers);
      if (!s) return c.redirect("/login", 303);
      return showReceipt(ctx, s.user.id, c.req.param("id"));
    })
    .post("/briefings/:id/checkout", signedIn, async (c) => {
      const checkout = await payForBriefing(ctx, c.var.user, c.req.param("id"));
      return c.json({ checkout_url: checkout.url }, 201);
    })
    .post("/stripe/webhook", async (c) => {
      const raw = Buffer.from(await c.req.arrayBuffer());
      const result = await handleStripeWebhook(ctx, raw, c.req.header("stripe-signature"));
      return c.json({ received: true as const, result });
    })
    .get("/local/checkout/:id", async (c) => {
      const s = await readSession(ctx, c.req.raw.headers);
      if (!s) return c.redirect("/login", 303);
      return renderLocalCheckout(ctx, s.user.id, c.req.param("id"));
    })
    .post("/local/checkout/:id/complete", signedIn, async (c) => {
      assertSameOrigin(ctx, c.req.raw);
      const row = await completeLocalCheckout(ctx, c.var.user.id, c.req.param("id"));
      return c.redirect(`/payment-success?session_id=${encodeURIComponent(row.id)}`, 303);
    })
    .post("/local/checkout/:id/cancel", signedIn, async (c) => {
      assertSameOrigin(ctx, c.req.raw);
      await cancelLocalCheckout(ctx, c.var.user.id, c.req.param("id"));
      return c.redirect("/manage?checkout=canceled", 303);
    });
}
