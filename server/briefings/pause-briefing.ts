import { type BriefingDto, localDateIn, PAUSE_MAX_DAYS } from "../../common/briefings";
import type { AppContext } from "../context";
import { AppError } from "../http/errors";
import { findOwnBriefing } from "./find-briefing";
import { saveBriefingHolds } from "./save-briefing-holds";

const DAY = 86_400_000;
const dateNumber = (d: string) => Date.parse(`${d}T00:00:00Z`);
const fieldError = (message: string) =>
  new AppError(400, message, "invalid_request", [{ path: "until", message }]);

/**
 * "Pause until" (decision 091): nothing is sent before local midnight of `until` in the briefing's zone;
 * then it resumes by itself (the schedule's next slot from that midnight). `until` must be after today
 * there, and within PAUSE_MAX_DAYS. null ends the pause now. Nothing is written on a refusal.
 */
export async function pauseBriefing(
  ctx: AppContext,
  userId: string,
  id: string,
  until: string | null,
): Promise<BriefingDto> {
  const b = await findOwnBriefing(ctx, userId, id);
  if (until !== null) {
    const today = localDateIn(b.timezone);
    if (dateNumber(until) <= dateNumber(today))
      throw fieldError(
        `Choose a date after today (${today} in ${b.timezone}): the briefing resumes at its start.`,
      );
    if (dateNumber(until) - dateNumber(today) > PAUSE_MAX_DAYS * DAY)
      throw fieldError(`A pause can last at most ${PAUSE_MAX_DAYS} days.`);
  }
  return saveBriefingHolds(ctx, userId, id, { pausedUntil: until });
}
