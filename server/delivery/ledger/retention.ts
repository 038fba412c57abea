import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";

/**
 * Retention (decision 088): at most `limit` settled rows (sent, skipped, failed) whose slot is older than
 * `before`, oldest first, deleted in one short statement. Waiting rows (pending, prepared) are never
 * touched, and email_history — the person's own sent emails — is not touched at all. Rows locked by
 * anyone are passed over (SKIP LOCKED), so this never waits on the engine. Returns how many went.
 */
export async function deleteSettledBatch(db: Db, o: { before: Date; limit: number }): Promise<number> {
  const rows = await query<{ n: number }>(
    db,
    sql`with victims as (
          select id from deliveries
           where status in ('sent', 'skipped', 'failed') and slot_at < ${o.before.toISOString()}::timestamptz
           order by slot_at limit ${o.limit} for update skip locked),
        gone as (delete from deliveries d using victims v where d.id = v.id returning 1)
        select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
