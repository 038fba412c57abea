import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { latestEmailSchema } from "../../common/briefing-schemas";
import type { BriefingDto, LastDeliveryDto } from "../../common/briefings";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { briefings } from "../db/schema";
import { emailColumns, latestEmailOf, latestOutcomeOf, outcomeColumns, toLatestActivity } from "../delivery";
import { toBriefingDto } from "./dto";
import { findOwnBriefing } from "./find-briefing";

/**
 * A person's briefings, newest first, each with its latest outcome and latest email: one named statement,
 * parsed and planned once (the most requested signed-in read: one round trip, decision 105). It runs where
 * the database keeps named statements (`preparedDb`: on PGlite one connection of its own).
 */
function listStatement(db: Db) {
  const outcome = latestOutcomeOf(briefings.id);
  const email = latestEmailOf(briefings.id);
  // the stored brief (decision 123) is for preparations and the plan, never shown in the list
  const {
    brief: _brief,
    briefSource: _source,
    briefTopicHash: _hash,
    ...listed
  } = getTableColumns(briefings);
  return db
    .select({ briefing: listed, outcome: outcomeColumns(outcome), email: emailColumns(email) })
    .from(briefings)
    .leftJoinLateral(outcome, sql`true`)
    .leftJoinLateral(email, sql`true`)
    .where(eq(briefings.userId, sql.placeholder("userId")))
    .orderBy(desc(briefings.createdAt), desc(briefings.id))
    .prepare("list_own_briefings");
}
const statements = new WeakMap<Db, ReturnType<typeof listStatement>>();

/**
 * The user's briefings, newest first (spec §2 manage screen), each with its latest delivery outcome and
 * its newest sent email (the dashboard's "latest email").
 */
export async function listBriefings(ctx: AppContext, userId: string): Promise<BriefingDto[]> {
  const db = ctx.database.preparedDb;
  let statement = statements.get(db);
  if (!statement) {
    statement = listStatement(db);
    statements.set(db, statement);
  }
  const rows = await statement.execute({ userId });
  const now = new Date();
  return rows.map((r) => {
    const { outcome: d, email: e } = toLatestActivity(r.outcome, r.email);
    const last_delivery: LastDeliveryDto | null = d
      ? {
          status: d.status,
          slot_at: d.slotAt.toISOString(),
          sent_at: d.sentAt?.toISOString() ?? null,
          reason: d.reason,
          quiet: d.quiet,
        }
      : null;
    const latest_email = e
      ? latestEmailSchema.parse({
          id: e.id,
          subject: e.subject,
          sent_at: e.sentAt.toISOString(),
          is_test: e.isTest,
        })
      : null;
    return { ...toBriefingDto(r.briefing, now), last_delivery, latest_email };
  });
}

/** One of the user's briefings (the edit form), or 404. */
export async function getBriefing(ctx: AppContext, userId: string, id: string): Promise<BriefingDto> {
  return toBriefingDto(await findOwnBriefing(ctx, userId, id));
}
