import { desc, eq } from "drizzle-orm";
import type { BriefingDto, LastDeliveryDto } from "../../common/briefings";
import type { AppContext } from "../context";
import { briefings } from "../db/schema";
import { latestDeliveries } from "../delivery";
import { toBriefingDto } from "./dto";
import { findOwnBriefing } from "./find-briefing";

/** The user's briefings, newest first (spec §2 manage screen), each with its latest delivery outcome. */
export async function listBriefings(ctx: AppContext, userId: string): Promise<BriefingDto[]> {
  const rows = await ctx.db
    .select()
    .from(briefings)
    .where(eq(briefings.userId, userId))
    .orderBy(desc(briefings.createdAt), desc(briefings.id));
  const now = new Date();
  const outcomes = await latestDeliveries(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const d = outcomes.get(r.id);
    const last_delivery: LastDeliveryDto | null = d
      ? {
          status: d.status as LastDeliveryDto["status"],
          slot_at: d.slotAt.toISOString(),
          sent_at: d.sentAt?.toISOString() ?? null,
          reason: d.reason,
        }
      : null;
    return { ...toBriefingDto(r, now), last_delivery };
  });
}

/** One of the user's briefings (the edit form), or 404. */
export async function getBriefing(ctx: AppContext, userId: string, id: string): Promise<BriefingDto> {
  return toBriefingDto(await findOwnBriefing(ctx, userId, id));
}
