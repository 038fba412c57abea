import { and, eq, isNull, or } from "drizzle-orm";
import { PAYMENT_GRACE_DAYS } from "../../common/briefings";
import type { AppContext } from "../context";
import { type BriefingRow, billingEvents, briefings, checkoutSessions } from "../db/schema";
import { getPaymentProvider } from "./get-provider";
import type { PaymentEvent, SubscriptionSnapshot } from "./provider";

export type ApplyResult = "applied" | "duplicate" | "ignored";

type Tx = Parameters<Parameters<AppContext["db"]["transaction"]>[0]>[0];

/**
 * The one place a payment changes a briefing (decision 043). Used by the Stripe webhook and by the
 * local checkout alike. In one transaction: record the event id (a second delivery of the same event
 * stops here), then apply. Subscription state in events is the provider's current state, so the
 * order events arrive in does not matter; events about a subscription the briefing no longer uses
 * are ignored.
 */
export async function applyPaymentEvent(ctx: AppContext, event: PaymentEvent): Promise<ApplyResult> {
  const provider = getPaymentProvider(ctx);
  const toCancel: string[] = [];
  let changed: string | null = null;

  const result = await ctx.db.transaction(async (tx): Promise<ApplyResult> => {
    const fresh = await tx
      .insert(billingEvents)
      .values({ id: event.eventId, provider: provider.kind, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (fresh.length === 0) return "duplicate";

    switch (event.kind) {
      case "ignored":
        return "ignored";

      case "checkout_expired": {
        await tx
          .update(checkoutSessions)
          .set({ status: "expired" })
          .where(and(eq(checkoutSessions.id, event.checkoutId), eq(checkoutSessions.status, "open")));
        return "applied";
      }

      case "checkout_completed": {
        const [checkout] = await tx
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.id, event.checkoutId))
          .for("update");
        const briefingId = checkout?.briefingId ?? event.briefingId;
        if (checkout) {
          await tx
            .update(checkoutSessions)
            .set({ status: "complete", subscriptionId: event.subscription.id, completedAt: new Date() })
            .where(eq(checkoutSessions.id, checkout.id));
        }
        const briefing = briefingId ? await lockBriefing(tx, eq(briefings.id, briefingId)) : undefined;
        if (!briefing) {
          // Paid for a briefing that was deleted meanwhile: do not keep charging.
          if (event.subscription.status !== "canceled") toCancel.push(event.subscription.id);
          ctx.log.warn("billing: checkout completed for a missing briefing", {
            checkoutId: event.checkoutId,
          });
          return "ignored";
        }
        if (briefing.billingSubscriptionId && briefing.billingSubscriptionId !== event.subscription.id) {
          toCancel.push(briefing.billingSubscriptionId); // replaced by this payment
        }
        await tx
          .update(briefings)
          .set({ billingSubscriptionId: event.subscription.id, ...stateFrom(briefing, event.subscription) })
          .where(eq(briefings.id, briefing.id));
        changed = briefing.id;
        return "applied";
      }

      case "subscription_changed": {
        const sub = event.subscription;
        const briefing = await lockBriefing(
          tx,
          or(
            eq(briefings.billingSubscriptionId, sub.id),
            sub.briefingId
              ? and(eq(briefings.id, sub.briefingId), isNull(briefings.billingSubscriptionId))
              : undefined,
          )!,
        );
        if (!briefing) return "ignored";
        await tx
          .update(briefings)
          .set({ billingSubscriptionId: sub.id, ...stateFrom(briefing, sub) })
          .where(eq(briefings.id, briefing.id));
        changed = briefing.id;
        return "applied";
      }
    }
  });

  for (const id of toCancel) {
    await provider
      .cancelNow(id)
      .catch((err) => ctx.log.error("billing: could not cancel subscription", { id, err }));
  }
  if (changed) await ctx.events.briefingChanged(changed);
  return result;
}

async function lockBriefing(tx: Tx, where: ReturnType<typeof eq>): Promise<BriefingRow | undefined> {
  const [row] = await tx.select().from(briefings).where(where).limit(1).for("update");
  return row;
}

/** The briefing's billing columns for a subscription snapshot. */
function stateFrom(b: BriefingRow, sub: SubscriptionSnapshot): Partial<BriefingRow> {
  switch (sub.status) {
    case "active":
      return { status: "active", paidUntil: sub.periodEnd, cancelAtPeriodEnd: sub.cancelAtPeriodEnd };
    case "past_due": {
      // The unpaid period started at periodStart: paid time ran out there; it keeps sending for the
      // grace period (docs/billing-states.md). paid_until = the end of the grace.
      const ranOut = sub.periodStart ?? b.paidUntil ?? new Date();
      return {
        status: "past_due",
        paidUntil: new Date(ranOut.getTime() + PAYMENT_GRACE_DAYS * 86_400_000),
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      };
    }
    case "canceled":
      // Sends until the subscription ended (at period end, or earlier when cancelled immediately).
      return {
        status: "canceled",
        paidUntil: sub.endedAt ?? sub.periodEnd ?? b.paidUntil,
        cancelAtPeriodEnd: false,
      };
    case "incomplete":
      return {};
  }
}
