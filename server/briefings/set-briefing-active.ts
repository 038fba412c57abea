import { and, eq } from "drizzle-orm";
import type { BriefingDto } from "../../common/briefings";
import type { AppContext } from "../context";
import { briefings } from "../db/schema";
import { toBriefingDto } from "./dto";
import { briefingNotFound, findOwnBriefing } from "./find-briefing";

/** The user's on/off switch (spec §4). Pausing does not change billing. */
export async function setBriefingActive(
  ctx: AppContext,
  userId: string,
  id: string,
  active: boolean,
): Promise<BriefingDto> {
  await findOwnBriefing(ctx, userId, id);
  const [row] = await ctx.db
    .update(briefings)
    // switching it on again is the person's answer to a bounce pause: the count starts over (decision 089)
    .set(active ? { active, pauseReason: null, pauseDetail: null, bounceCount: 0 } : { active })
    .where(and(eq(briefings.id, id), eq(briefings.userId, userId)))
    .returning();
  if (!row) throw briefingNotFound();
  await ctx.events.briefingChanged(id);
  const [fresh] = await ctx.db.select().from(briefings).where(eq(briefings.id, id));
  return toBriefingDto(fresh ?? row);
}
