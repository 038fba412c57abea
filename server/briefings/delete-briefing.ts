import { and, eq } from "drizzle-orm";
import { cancelBillingForBriefing } from "../billing";
import type { AppContext } from "../context";
import { briefings } from "../db/schema";
import { AppError } from "../http/errors";
import { findOwnBriefing } from "./find-briefing";

/**
 * Deletes the user's briefing and its history (spec "cancel subscription"). A paid subscription is
 * cancelled at the end of its period first; if the provider cannot be reached nothing is deleted.
 */
export async function deleteBriefing(ctx: AppContext, userId: string, id: string): Promise<void> {
  const b = await findOwnBriefing(ctx, userId, id);
  try {
    await cancelBillingForBriefing(ctx, b);
  } catch (err) {
    ctx.log.error("billing: could not cancel before delete", { briefingId: id, err });
    throw new AppError(
      502,
      "The payment provider could not be reached, so nothing was deleted. Please try again.",
      "payment_provider",
    );
  }
  await ctx.db.delete(briefings).where(and(eq(briefings.id, id), eq(briefings.userId, userId)));
}
