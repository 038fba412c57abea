import { and, desc, eq, like } from "drizzle-orm";
import type { Actor, AppContext } from "../context";
import { briefings } from "../db/schema";
import { AppError } from "../http/errors";
import { getPaymentProvider } from "./get-provider";

/**
 * Stripe's customer portal for this person (receipts, invoices, the card): opened for their newest Stripe
 * subscription — every checkout of one person uses the same address, and the portal shows that customer's
 * invoices. A 409 when there is nothing to open it for (the local provider's receipts are our own pages).
 */
export async function openBillingPortal(ctx: AppContext, actor: Actor): Promise<{ url: string }> {
  const provider = getPaymentProvider(ctx);
  const [b] =
    provider.kind === "stripe"
      ? await ctx.db
          .select({ sub: briefings.billingSubscriptionId })
          .from(briefings)
          .where(and(eq(briefings.userId, actor.id), like(briefings.billingSubscriptionId, "sub\\_%")))
          .orderBy(desc(briefings.updatedAt))
          .limit(1)
      : [];
  const url = b?.sub ? await provider.billingPortalUrl(b.sub, `${ctx.config.APP_URL}/account`) : null;
  if (!url) throw new AppError(409, "There are no payments to show in the billing portal yet.", "no_portal");
  return { url };
}
