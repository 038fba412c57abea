import { and, eq } from "drizzle-orm";
import { billingState, isUuid } from "../../common/briefings";
import type { Actor, AppContext } from "../context";
import { briefings } from "../db/schema";
import { AppError, notFound } from "../http/errors";
import { getPaymentProvider } from "./get-provider";

/**
 * "Cancel at period end" from /account: the provider stops renewing first (so nothing is charged again
 * even if our write fails), then the briefing records it; it keeps sending until its paid period ends.
 * A second call answers the same. Another person's briefing is a 404.
 */
export async function cancelRenewal(ctx: AppContext, actor: Actor, briefingId: string, now = new Date()) {
  if (!isUuid(briefingId)) throw notFound("This briefing does not exist.");
  const [b] = await ctx.db
    .select()
    .from(briefings)
    .where(and(eq(briefings.id, briefingId), eq(briefings.userId, actor.id)));
  if (!b) throw notFound("This briefing does not exist.");
  const state = billingState(b, now);
  if (state.kind === "canceling") return { billing: state };
  if (!b.billingSubscriptionId || (state.kind !== "paid" && state.kind !== "grace"))
    throw new AppError(409, "This briefing has no paid period that renews.", "not_renewing");
  await getPaymentProvider(ctx).cancelAtPeriodEnd(b.billingSubscriptionId);
  const [updated] = await ctx.db
    .update(briefings)
    .set({ cancelAtPeriodEnd: true, updatedAt: now })
    .where(eq(briefings.id, b.id))
    .returning();
  await ctx.events.briefingChanged(b.id);
  return { billing: billingState(updated ?? b, now) };
}
