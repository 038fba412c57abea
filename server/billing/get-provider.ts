import type { AppContext } from "../context";
import { LocalProvider } from "./local-provider";
import type { PaymentProvider } from "./provider";
import { StripeProvider } from "./stripe-provider";

const cache = new WeakMap<object, PaymentProvider>();

/** Stripe when STRIPE_SECRET_KEY is set, else the local checkout (one instance per configuration). */
export function getPaymentProvider(ctx: Pick<AppContext, "config">): PaymentProvider {
  let p = cache.get(ctx.config);
  if (!p) {
    p = ctx.config.STRIPE_SECRET_KEY ? new StripeProvider(ctx.config) : new LocalProvider(ctx.config);
    cache.set(ctx.config, p);
  }
  return p;
}
