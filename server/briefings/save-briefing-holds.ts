import { and, eq } from "drizzle-orm";
import type { BriefingDto } from "../../common/briefings";
import type { AppContext } from "../context";
import { briefings } from "../db/schema";
import { toBriefingDto } from "./dto";
import { briefingNotFound } from "./find-briefing";

/**
 * Writes a briefing's holds (pause until, skipped slot), announces the change (the engine recomputes the
 * next send: cancels what is now held, revives what is not) and answers the briefing as it now is.
 * Shared by pause-briefing.ts and skip-next-send.ts.
 */
export async function saveBriefingHolds(
  ctx: AppContext,
  userId: string,
  id: string,
  set: { pausedUntil?: string | null; skipSlotAt?: Date | null },
): Promise<BriefingDto> {
  const [row] = await ctx.db
    .update(briefings)
    .set(set)
    .where(and(eq(briefings.id, id), eq(briefings.userId, userId)))
    .returning();
  if (!row) throw briefingNotFound();
  await ctx.events.briefingChanged(id);
  const [fresh] = await ctx.db.select().from(briefings).where(eq(briefings.id, id));
  return toBriefingDto(fresh ?? row);
}
