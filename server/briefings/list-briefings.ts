import { desc, eq } from "drizzle-orm";
import type { BriefingDto } from "../../common/briefings";
import type { AppContext } from "../context";
import { briefings } from "../db/schema";
import { toBriefingDto } from "./dto";
import { findOwnBriefing } from "./find-briefing";

/** The user's briefings, newest first (spec §2 manage screen). */
export async function listBriefings(ctx: AppContext, userId: string): Promise<BriefingDto[]> {
  const rows = await ctx.db
    .select()
    .from(briefings)
    .where(eq(briefings.userId, userId))
    .orderBy(desc(briefings.createdAt), desc(briefings.id));
  const now = new Date();
  return rows.map((r) => toBriefingDto(r, now));
}

/** One of the user's briefings (the edit form), or 404. */
export async function getBriefing(ctx: AppContext, userId: string, id: string): Promise<BriefingDto> {
  return toBriefingDto(await findOwnBriefing(ctx, userId, id));
}
