import Stripe from "stripe";
import type { Config } from "../config";
import { AppError } from "../http/errors";
import type {
  CheckoutCreated,
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  SubscriptionSnapshot,
} from "./provider";

/** The Stripe SDK client, pointed at STRIPE_API_BASE when set (tests: tests/support/stripe-stub-server.ts). */
export function createStripeClient(config: Config): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Tidings" },
    ...(base ? { host: base.hostname, port: base.port || (protocol === "http" ? 80 : 443), protocol } : {}),
  });
}

export class StripeProvider implements PaymentProvider {
  readonly kind = "stripe" as const;
  readonly stripe: Stripe;

  constructor(private readonly config: Config) {
    this.stripe = createStripeClient(config);
  }

  async createCheckout(req: CheckoutRequest): Promise<CheckoutCreated> {
    const priceId =
      req.frequency === "daily" ? this.config.STRIPE_PRICE_DAILY : this.config.STRIPE_PRICE_WEEKLY;
    const metadata = { briefingId: req.briefingId, userId: req.userId };
    const appUrl = this.config.APP_URL;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [
          priceId
            ? { price: priceId, quantity: 1 }
            : {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  unit_amount: req.amountCents,
                  recurring: { interval: "month" },
                  product_data: {
                    name: `Tidings briefing (${req.frequency === "daily" ? "daily" : "weekly"}): ${req.briefingName}`.slice(
                      0,
                      250,
                    ),
                  },
                },
              },
        ],
        client_reference_id: req.briefingId,
        customer_email: req.email,
        metadata,
        subscription_data: { metadata, ...(req.trialEnd ? { trial_end: req.trialEnd } : {}) },
        success_url: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/manage?checkout=canceled`,
      },
      { idempotencyKey: `checkout-${req.attemptId}` },
    );
    if (!session.url)
      throw new AppError(502, "The payment provider did not return a checkout page.", "payment_provider");
    return { id: session.id, url: session.url };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    } catch (err) {
      if (isGone(err)) return;
      throw err;
    }
  }

  async billingPortalUrl(subscriptionId: string, returnUrl: string): Promise<string | null> {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId);
    const customer = typeof sub.customer === "string" ? sub.customer : sub.customer?.id;
    if (!customer) return null;
    const session = await this.stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
    return session.url;
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(subscriptionId);
    } catch (err) {
      if (isGone(err)) return;
      throw err;
    }
  }

  /**
   * Verifies a webhook (signature over the raw body, timestamp within the tolerance) and turns it into
   * a PaymentEvent. Subscription state is always re-read from Stripe, so events applied in any order
   * leave the briefing as Stripe has it now (decision 043).
   */
  async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<Stripe.Event> {
    if (!signature) throw new AppError(400, "Missing Stripe-Signature header.", "invalid_signature");
    try {
      return await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET!,
        this.config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw new AppError(400, "Invalid webhook signature.", "invalid_signature");
    }
  }

  async toPaymentEvent(event: Stripe.Event): Promise<PaymentEvent> {
    const base = { eventId: event.id, type: event.type };
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const s = event.data.object;
        if (s.mode !== "subscription" || !s.subscription) return { kind: "ignored", ...base };
        const subId = typeof s.subscription === "string" ? s.subscription : s.subscription.id;
        const sub = await this.stripe.subscriptions.retrieve(subId);
        return {
          kind: "checkout_completed",
          ...base,
          checkoutId: s.id,
          briefingId: s.client_reference_id ?? s.metadata?.briefingId ?? null,
          subscription: snapshot(sub),
        };
      }
      case "checkout.session.expired":
        return { kind: "checkout_expired", ...base, checkoutId: event.data.object.id };
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
      case "customer.subscription.paused":
      case "customer.subscription.resumed": {
        const sub = await this.stripe.subscriptions.retrieve(event.data.object.id);
        return { kind: "subscription_changed", ...base, subscription: snapshot(sub) };
      }
      case "invoice.paid":
      case "invoice.payment_failed":
      case "invoice.payment_succeeded": {
        const inv = event.data.object;
        const ref = inv.parent?.subscription_details?.subscription;
        if (!ref) return { kind: "ignored", ...base };
        const sub = await this.stripe.subscriptions.retrieve(typeof ref === "string" ? ref : ref.id);
        return { kind: "subscription_changed", ...base, subscription: snapshot(sub) };
      }
      default:
        return { kind: "ignored", ...base };
    }
  }
}

function isGone(err: unknown): boolean {
  const e = err as { statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === "resource_missing";
}

const fromUnix = (s: number | null | undefined) => (typeof s === "number" ? new Date(s * 1000) : null);

export function snapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items?.data?.[0];
  let status: SubscriptionSnapshot["status"];
  switch (sub.status) {
    case "active":
    case "trialing":
      status = "active";
      break;
    case "past_due":
    case "unpaid":
    case "paused":
      status = "past_due";
      break;
    case "canceled":
    case "incomplete_expired":
      status = "canceled";
      break;
    default:
      status = "incomplete";
  }
  return {
    id: sub.id,
    briefingId: sub.metadata?.briefingId ?? null,
    status,
    periodStart: fromUnix(item?.current_period_start),
    periodEnd: fromUnix(item?.current_period_end) ?? fromUnix(sub.ended_at),
    cancelAtPeriodEnd: !!sub.cancel_at_period_end || sub.cancel_at != null,
    endedAt: fromUnix(sub.ended_at),
  };
}
