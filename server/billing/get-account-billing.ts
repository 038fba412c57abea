import { and, desc, eq } from "drizzle-orm";
import { type BillingState, billingState, type BriefingFrequency } from "../../common/briefings";
import type { Actor, AppContext } from "../context";
import { briefings, checkoutSessions } from "../db/schema";
import { getPaymentProvider } from "./get-provider";

export interface BillingBriefingDto {
  id: string;
  name: string;
  frequency: BriefingFrequency;
  /** what this briefing costs a month once paid (0 for an admin's free briefing) */
  price_cents: number;
  billing: BillingState;
  /** a paid period that renews: "Cancel at period end" applies */
  can_cancel_renewal: boolean;
}

export interface ReceiptDto {
  id: string;
  briefing_name: string;
  amount_cents: number;
  paid_at: string;
  /** the local provider's receipt page; Stripe's receipts live in its customer portal */
  url: string | null;
}

export interface AccountBillingDto {
  provider: "stripe" | "local";
  /** Stripe's customer portal (invoices, card): there is at least one Stripe subscription to open it for */
  portal_available: boolean;
  briefings: BillingBriefingDto[];
  receipts: ReceiptDto[];
}

/** /account's billing section: each briefing's plan and renewal, and the payments made (newest first). */
export async function getAccountBilling(
  ctx: AppContext,
  actor: Actor,
  now = new Date(),
): Promise<AccountBillingDto> {
  const provider = getPaymentProvider(ctx).kind;
  const [rows, paid] = await Promise.all([
    ctx.db.select().from(briefings).where(eq(briefings.userId, actor.id)).orderBy(briefings.createdAt),
    ctx.db
      .select({
        id: checkoutSessions.id,
        provider: checkoutSessions.provider,
        amountCents: checkoutSessions.amountCents,
        completedAt: checkoutSessions.completedAt,
        briefingName: briefings.name,
      })
      .from(checkoutSessions)
      .innerJoin(briefings, eq(briefings.id, checkoutSessions.briefingId))
      .where(and(eq(checkoutSessions.userId, actor.id), eq(checkoutSessions.status, "complete")))
      .orderBy(desc(checkoutSessions.completedAt))
      .limit(100),
  ]);
  const price = (f: BriefingFrequency) =>
    f === "daily" ? ctx.config.PRICE_DAILY_CENTS : ctx.config.PRICE_WEEKLY_CENTS;
  return {
    provider,
    portal_available: provider === "stripe" && rows.some((b) => b.billingSubscriptionId?.startsWith("sub_")),
    briefings: rows.map((b) => {
      const billing = billingState(b, now);
      return {
        id: b.id,
        name: b.name,
        frequency: b.frequency,
        price_cents: b.status === "free" ? 0 : price(b.frequency),
        billing,
        can_cancel_renewal:
          !!b.billingSubscriptionId && (billing.kind === "paid" || billing.kind === "grace"),
      };
    }),
    receipts: paid.map((r) => ({
      id: r.id,
      briefing_name: r.briefingName,
      amount_cents: r.amountCents,
      paid_at: (r.completedAt ?? now).toISOString(),
      url: r.provider === "local" ? `/api/billing/receipts/${encodeURIComponent(r.id)}` : null,
    })),
  };
}
