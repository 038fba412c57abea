import type { BriefingFrequency } from "../../common/briefings";

/**
 * The payment-provider interface (decision 040). Two implementations: Stripe (STRIPE_SECRET_KEY set)
 * and the local checkout served by Tidings. Both report outcomes as PaymentEvents that go through
 * the one applyPaymentEvent (dedupe by event id, then state change).
 */
export interface CheckoutRequest {
  /** Our id for this checkout attempt (idempotency key). */
  attemptId: string;
  briefingId: string;
  briefingName: string;
  userId: string;
  email: string;
  frequency: BriefingFrequency;
  amountCents: number;
  /** Unix seconds: do not charge before this (the rest of a running trial). */
  trialEnd?: number;
}

export interface CheckoutCreated {
  /** The provider's checkout id (Stripe cs_…, local lcs_…). */
  id: string;
  /** Where the user pays. */
  url: string;
}

export interface PaymentProvider {
  readonly kind: "stripe" | "local";
  createCheckout(req: CheckoutRequest): Promise<CheckoutCreated>;
  /** Stop renewing; the paid period runs out (spec §9: cancellation at the end of the billing period). */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** End now (a subscription replaced by a newer one for the same briefing). */
  cancelNow(subscriptionId: string): Promise<void>;
  /** The provider's own page for invoices and the card on file (Stripe's customer portal); none locally. */
  billingPortalUrl(subscriptionId: string, returnUrl: string): Promise<string | null>;
}

/** A provider's subscription as we need it, read from the provider (never from the browser). */
export interface SubscriptionSnapshot {
  id: string;
  /** From the subscription's metadata, set when we created the checkout. */
  briefingId: string | null;
  status: "active" | "past_due" | "canceled" | "incomplete";
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When a canceled subscription ended (may be before periodEnd: cancelled immediately). */
  endedAt?: Date | null;
}

export type PaymentEvent =
  | {
      kind: "checkout_completed";
      eventId: string;
      type: string;
      checkoutId: string;
      briefingId: string | null;
      subscription: SubscriptionSnapshot;
    }
  | { kind: "checkout_expired"; eventId: string; type: string; checkoutId: string }
  | { kind: "subscription_changed"; eventId: string; type: string; subscription: SubscriptionSnapshot }
  | { kind: "ignored"; eventId: string; type: string };
