import { and, eq, sql } from "drizzle-orm";
import { isUuid, normaliseBriefingName } from "../../common/briefings";
import type { AppContext } from "../context";
import { type BriefingRow, briefings } from "../db/schema";
import { notFound } from "../http/errors";

export const briefingNotFound = () => notFound("The requested subscription could not be found.");

/** The user's own briefing, or 404 (another user's id and a malformed id answer the same). */
export async function findOwnBriefing(
  ctx: Pick<AppContext, "db">,
  userId: string,
  id: string,
): Promise<BriefingRow> {
  if (!isUuid(id)) throw briefingNotFound();
  const [row] = await ctx.db
    .select()
    .from(briefings)
    .where(and(eq(briefings.id, id), eq(briefings.userId, userId)))
    .limit(1);
  if (!row) throw briefingNotFound();
  return row;
}

/** The user's own briefing by name (case-insensitive, as names are unique that way), or 404. */
export async function findOwnBriefingByName(
  ctx: Pick<AppContext, "db">,
  userId: string,
  name: string,
): Promise<BriefingRow> {
  const wanted = normaliseBriefingName(name);
  if (!wanted) throw briefingNotFound();
  const [row] = await ctx.db
    .select()
    .from(briefings)
    .where(and(eq(briefings.userId, userId), sql`lower(${briefings.name}) = lower(${wanted})`))
    .limit(1);
  if (!row) throw briefingNotFound();
  return row;
}
