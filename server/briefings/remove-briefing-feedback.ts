/** Undo one piece of feedback (the edit page's Remove). Another user's briefing or an unknown id: 404. */
import type { AppContext } from "../context";
import { removeFeedback } from "../feedback";
import { notFound } from "../http/errors";
import { findOwnBriefing } from "./find-briefing";

export async function removeBriefingFeedback(
  ctx: Pick<AppContext, "db">,
  userId: string,
  briefingId: string,
  feedbackId: string,
): Promise<void> {
  const b = await findOwnBriefing(ctx, userId, briefingId);
  if (!(await removeFeedback(ctx.db, b.id, feedbackId)))
    throw notFound("This feedback could not be found. It may have been removed already.");
}
