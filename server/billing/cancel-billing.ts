import { and, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../context";
import { briefings } from "../db/schema";
import { getPaymentProvider } from "./get-provider";

/**
 * Stops renewing the subscription paying for a briefing (cancellation at the end of the billing
 * period, spec §9). Called before a briefing is deleted. Throws when the provider cannot be reached,
 * so the briefing is not deleted while it would still be charged.
 */
export async function cancelBillingForBriefing(
  ctx: AppContext,
  briefing: { id: string; billingSubscriptionId: string | null; status: string },
) {
  if (!briefing.billingSubscriptionId || briefing.status === "canceled") return;
  await getPaymentProvider(ctx).cancelAtPeriodEnd(briefing.billingSubscriptionId);
}

/**
 * For account deletion (accounts area): cancel every paid subscription of the user at period end
 * before the rows go. Throws if the provider cannot be reached.
 */
export async function cancelAllBillingForUser(ctx: AppContext, userId: string): Promise<void> {
  const rows = await ctx.db
    .select({
      id: briefings.id,
      billingSubscriptionId: briefings.billingSubscriptionId,
      status: briefings.status,
    })
    .from(briefings)
    .where(and(eq(briefings.userId, userId), isNotNull(briefings.billingSubscriptionId)));
  for (const b of rows) await cancelBillingForBriefing(ctx, b);
}
