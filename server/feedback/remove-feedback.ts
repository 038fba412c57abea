/** Takes one piece of feedback back (the edit page's Remove). The caller has checked the briefing is the reader's. */
import { and, eq } from "drizzle-orm";
import { isUuid } from "../../common/briefings";
import type { Db } from "../db/client";
import { briefingFeedback } from "../db/schema";

/** Whether a row of this briefing was removed (false: no such feedback on this briefing). */
export async function removeFeedback(db: Db, briefingId: string, feedbackId: string): Promise<boolean> {
  if (!isUuid(feedbackId)) return false;
  const gone = await db
    .delete(briefingFeedback)
    .where(and(eq(briefingFeedback.id, feedbackId), eq(briefingFeedback.briefingId, briefingId)))
    .returning({ id: briefingFeedback.id });
  return gone.length > 0;
}
