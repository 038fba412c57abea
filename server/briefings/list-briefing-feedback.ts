/** The edit page's "Your feedback": what the reader said from inside the emails (owner only; others 404). */
import type { FeedbackEntry } from "../../common/feedback";
import type { AppContext } from "../context";
import { listFeedback } from "../feedback";
import { findOwnBriefing } from "./find-briefing";

export async function listBriefingFeedback(
  ctx: Pick<AppContext, "db">,
  userId: string,
  briefingId: string,
): Promise<FeedbackEntry[]> {
  const b = await findOwnBriefing(ctx, userId, briefingId);
  return listFeedback(ctx.db, b.id);
}
