import { desc, eq } from "drizzle-orm";
import { latestEmailSchema } from "../../common/briefing-schemas";
import type { BriefingDto, LastDeliveryDto } from "../../common/briefings";
import type { AppContext } from "../context";
import { briefings } from "../db/schema";
import { latestActivity } from "../delivery";
import { toBriefingDto } from "./dto";
import { findOwnBriefing } from "./find-briefing";

/**
 * The user's briefings, newest first (spec §2 manage screen), each with its latest delivery outcome and
 * its newest sent email (the dashboard's "latest email").
 */
export async function listBriefings(ctx: AppContext, userId: string): Promise<BriefingDto[]> {
  const rows = await ctx.db
    .select()
    .from(briefings)
    .where(eq(briefings.userId, userId))
    .orderBy(desc(briefings.createdAt), desc(briefings.id));
  const now = new Date();
  const ids = rows.map((r) => r.id);
  const latest = await latestActivity(ctx, ids);
  return rows.map((r) => {
    const d = latest.get(r.id)?.outcome;
    const last_delivery: LastDeliveryDto | null = d
      ? {
          status: d.status as LastDeliveryDto["status"],
          slot_at: d.slotAt.toISOString(),
          sent_at: d.sentAt?.toISOString() ?? null,
          reason: d.reason,
          quiet: d.quiet,
        }
      : null;
    const e = latest.get(r.id)?.email;
    const latest_email = e
      ? latestEmailSchema.parse({
          id: e.id,
          subject: e.subject,
          sent_at: e.sentAt.toISOString(),
          is_test: e.isTest,
        })
      : null;
    return { ...toBriefingDto(r, now), last_delivery, latest_email };
  });
}

/** One of the user's briefings (the edit form), or 404. */
export async function getBriefing(ctx: AppContext, userId: string, id: string): Promise<BriefingDto> {
  return toBriefingDto(await findOwnBriefing(ctx, userId, id));
}
