import type { BriefingDto } from "../../common/briefings";
import type { AppContext } from "../context";
import { isEligible, upcomingSends } from "../delivery";
import { AppError } from "../http/errors";
import { findOwnBriefing } from "./find-briefing";
import { saveBriefingHolds } from "./save-briefing-holds";

const skipIsAhead = (skipSlotAt: Date | null, now: Date) =>
  !!skipSlotAt && skipSlotAt.getTime() > now.getTime();

/**
 * "Skip next send" (decision 091): exactly the next slot that would send (pause applied) is held back; the
 * ones after it stay. One skip at a time: a second answers 409 (undo first).
 */
export async function skipNextSend(ctx: AppContext, userId: string, id: string): Promise<BriefingDto> {
  const b = await findOwnBriefing(ctx, userId, id);
  const now = new Date();
  if (skipIsAhead(b.skipSlotAt, now))
    throw new AppError(409, "The next send is already skipped.", "already_skipped");
  const [next] = isEligible(b, now) ? upcomingSends(b, now, 1, { ignoreSkip: true }) : [];
  if (!next) throw new AppError(409, "This briefing has no upcoming send to skip.", "nothing_to_skip");
  return saveBriefingHolds(ctx, userId, id, { skipSlotAt: next });
}

/** Undo "Skip next send": the skipped slot sends again (if it is still ahead). */
export async function undoSkip(ctx: AppContext, userId: string, id: string): Promise<BriefingDto> {
  const b = await findOwnBriefing(ctx, userId, id);
  if (!skipIsAhead(b.skipSlotAt, new Date()))
    throw new AppError(409, "No upcoming send is skipped.", "nothing_skipped");
  return saveBriefingHolds(ctx, userId, id, { skipSlotAt: null });
}
