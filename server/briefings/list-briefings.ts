import { desc, eq, sql } from "drizzle-orm";
import { latestEmailSchema } from "../../common/briefing-schemas";
import type { BriefingDto, LastDeliveryDto } from "../../common/briefings";
import type { AppContext } from "../context";
import type { Db, DbKind } from "../db/client";
import { briefings } from "../db/schema";
import { emailColumns, latestEmailOf, latestOutcomeOf, outcomeColumns, toLatestActivity } from "../delivery";
import { toBriefingDto } from "./dto";
import { findOwnBriefing } from "./find-briefing";

/**
 * A person's briefings, newest first, each with its latest outcome and latest email: one statement (the
 * most requested signed-in read: one round trip, decision 105), on PostgreSQL a named one, parsed and
 * planned once per connection. PGlite's server runs every pool connection in its one backend session,
 * where a name prepared by one connection already exists for the next (42P05): unnamed there.
 */
function listStatement(db: Db, kind: DbKind) {
  const outcome = latestOutcomeOf(briefings.id);
  const email = latestEmailOf(briefings.id);
  return db
    .select({ briefing: briefings, outcome: outcomeColumns(outcome), email: emailColumns(email) })
    .from(briefings)
    .leftJoinLateral(outcome, sql`true`)
    .leftJoinLateral(email, sql`true`)
    .where(eq(briefings.userId, sql.placeholder("userId")))
    .orderBy(desc(briefings.createdAt), desc(briefings.id))
    .prepare(kind === "postgres" ? "list_own_briefings" : "");
}
const statements = new WeakMap<Db, ReturnType<typeof listStatement>>();

/**
 * The user's briefings, newest first (spec §2 manage screen), each with its latest delivery outcome and
 * its newest sent email (the dashboard's "latest email").
 */
export async function listBriefings(ctx: AppContext, userId: string): Promise<BriefingDto[]> {
  let statement = statements.get(ctx.db);
  if (!statement) {
    statement = listStatement(ctx.db, ctx.dbKind);
    statements.set(ctx.db, statement);
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
