import { and, eq } from "drizzle-orm";
import { isUuid } from "../../common/briefings";
import type { AppContext } from "../context";
import { briefings } from "../db/schema";
import { notYours, startCheckout } from "./start-checkout";

/**
 * "Pay now" on /manage for one of the user's briefings (by id; another user's id answers 404). Billing
 * reads the briefing row itself rather than through the briefings area, which depends on billing.
 */
export async function payForBriefing(
  ctx: AppContext,
  actor: { id: string; email: string },
  briefingId: string,
): Promise<{ id: string; url: string }> {
  if (!isUuid(briefingId)) throw notYours();
  const [briefing] = await ctx.db
    .select()
    .from(briefings)
    .where(and(eq(briefings.id, briefingId), eq(briefings.userId, actor.id)))
    .limit(1);
  if (!briefing) throw notYours();
  return startCheckout(ctx, actor, briefing);
}
