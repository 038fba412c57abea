import { and, eq } from "drizzle-orm";
import type { BriefingValues } from "../../common/briefing-schemas";
import type { BriefingDto } from "../../common/briefings";
import type { Actor, AppContext } from "../context";
import { describesInterest, NO_INTEREST_MESSAGE } from "../curation";
import { AppError } from "../http/errors";
import { type BriefingRow, briefings } from "../db/schema";
import { briefToStore, storedBrief } from "../delivery";
import { nameTaken } from "./create-briefing";
import { isUniqueViolation, toBriefingDto } from "./dto";
import { briefingNotFound, findOwnBriefing } from "./find-briefing";

/**
 * The weekdays to store: what the request says, or — when it does not mention `days_of_week` (an older
 * client that knows only the spec's fields) and the frequency and weekday it sends are unchanged — the
 * chosen weekdays as they are (decision 090).
 */
function keptDays(input: BriefingValues, current: BriefingRow) {
  if (input.days_given || input.frequency !== current.frequency) return input.days_of_week;
  if (input.frequency === "once-week" && input.day_of_week !== current.dayOfWeek) return input.days_of_week;
  return current.daysOfWeek ?? input.days_of_week;
}

/**
 * Edits the user's own briefing (spec §7 update payload). Billing fields are not touched; the
 * verification check does not apply to editing (spec §5). The delivery address follows the account's.
 */
export async function updateBriefing(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: BriefingValues,
): Promise<BriefingDto> {
  const current = await findOwnBriefing(ctx, actor.id, id);
  // a description with nothing to curate by is refused before anything is written
  if (!describesInterest(input.topic)) throw new AppError(400, NO_INTEREST_MESSAGE, "invalid_request");
  // a changed description gets its brief derived again, written with it in the same statement (decision 123)
  const brief = storedBrief(current, input.topic) ? {} : await briefToStore(ctx, input.topic);
  let updated: BriefingRow | undefined;
  try {
    [updated] = await ctx.db
      .update(briefings)
      .set({
        name: input.name,
        email: actor.email,
        frequency: input.frequency,
        times: input.times,
        dayOfWeek: input.day_of_week,
        daysOfWeek: keptDays(input, current),
        topic: input.topic,
        ...brief,
        timezone: input.timezone,
        // an older client that does not send it leaves the setting as it is
        quietDays: input.quiet_days ?? current.quietDays,
      })
      .where(and(eq(briefings.id, id), eq(briefings.userId, actor.id)))
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
  if (!updated) throw briefingNotFound();
  await ctx.events.briefingChanged(id);
  const [fresh] = await ctx.db.select().from(briefings).where(eq(briefings.id, id));
  return toBriefingDto(fresh ?? updated);
}
