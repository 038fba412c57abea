import type { Config } from "../config";
import type { CheckoutCreated, CheckoutRequest, PaymentProvider } from "./provider";

/**
 * The offline payment provider (decision 040): the checkout page is served by Tidings itself
 * (GET /api/billing/local/checkout/:id); "Pay" there produces the same PaymentEvent a verified Stripe
 * webhook would, applied by the same applyPaymentEvent. No money moves; a paid period lasts one month
 * and is not renewed automatically (the briefing then asks to pay again).
 */
export class LocalProvider implements PaymentProvider {
  readonly kind = "local" as const;
  constructor(private readonly config: Config) {}

  async createCheckout(req: CheckoutRequest): Promise<CheckoutCreated> {
    const id = `lcs_${req.attemptId.replace(/-/g, "")}`;
    return { id, url: `${this.config.APP_URL}/api/billing/local/checkout/${id}` };
  }

  /** Nothing to tell anyone: local subscriptions never renew by themselves. */
  async cancelAtPeriodEnd(): Promise<void> {}
  async cancelNow(): Promise<void> {}
  /** Receipts are pages of Tidings itself (GET /api/billing/receipts/:id). */
  async billingPortalUrl(): Promise<string | null> {
    return null;
  }
}

/** One calendar month after `d` (clamped: Jan 31 → Feb 28/29). */
export function addOneMonth(d: Date): Date {
  const r = new Date(d);
  const day = r.getUTCDate();
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() + 1);
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, last));
  return r;
}
