import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";

/**
 * held prepared → sent, for many rows in one statement (group commit, decision 016), each with the instant
 * the SMTP server accepted it. Returns the ids recorded (a row this worker no longer holds is left out).
 * The email_history row was written at prepare time, hidden (decision 048): recording reveals it with the
 * send instant. The composed MIME message is cleared in the same statement (decision 052). Several slots of
 * one briefing in one batch advance its last_sent_at to the latest of them; a test email does not count.
 * A sent email also ends a briefing's run of refusals (bounce_count, decision 089).
 */
export async function markSentBatch(
  db: Db,
  o: { workerId: string; batch: Array<{ id: string; sentAt: Date }> },
): Promise<Set<string>> {
  if (o.batch.length === 0) return new Set();
  // arrays as text literals (uuids and ISO instants contain no separators or quotes): one parameter each,
  // serialised the same way by node-postgres and PGlite
  const ids = `{${o.batch.map((b) => b.id).join(",")}}`;
  const ats = `{${o.batch.map((b) => b.sentAt.toISOString()).join(",")}}`;
  const rows = await query<{ id: string }>(
    db,
    sql`with i as (select * from unnest(${ids}::uuid[], ${ats}::timestamptz[]) as i(id, at)),
        d as (
          update deliveries set status = 'sent', sent_at = i.at, last_error = null, locked_by = null,
                 locked_until = null, updated_at = now(), raw = null
          from i
          where deliveries.id = i.id and deliveries.locked_by = ${o.workerId} and deliveries.status = 'prepared'
          returning deliveries.id, deliveries.briefing_id, deliveries.history_id, deliveries.slot_at,
                    deliveries.kind, i.at),
        h as (
          update email_history set hidden = false, sent_at = d.at
          from d where email_history.id = d.history_id and email_history.hidden
          returning email_history.id),
        b as (
          update briefings set last_sent_at = greatest(briefings.last_sent_at, x.slot_at), bounce_count = 0,
                 updated_at = now()
          from (select briefing_id, max(slot_at) as slot_at from d where kind in ('scheduled', 'now') group by briefing_id) x
          where briefings.id = x.briefing_id returning briefings.id)
        select d.id from d`,
  );
  return new Set(rows.map((r) => r.id));
}

/** One row sent: markSentBatch with one row (all or nothing, fenced by the lease). */
export async function markSent(db: Db, o: { id: string; workerId: string; sentAt: Date }): Promise<boolean> {
  return (await markSentBatch(db, { workerId: o.workerId, batch: [{ id: o.id, sentAt: o.sentAt }] })).has(
    o.id,
  );
}
