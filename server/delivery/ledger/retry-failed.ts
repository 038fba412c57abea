import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";

export type RetryResult =
  | { kind: "retried"; id: string; briefingId: string; previousError: string | null }
  | { kind: "not_failed" }
  | { kind: "missing" };

/**
 * failed → pending, due now, attempts from zero (decision 087): an operator's "retry". Only a scheduled
 * row that failed for good moves; anything else (sent, waiting, skipped, a test email) is left alone.
 * The row is prepared again from scratch (its composed message went when it failed). last_error keeps
 * the earlier reason, prefixed, which also marks the row as retrying, so the grace window for late first
 * attempts (decision 011) does not skip it.
 */
export async function retryFailedDelivery(db: Db, id: string): Promise<RetryResult> {
  const [r] = await query<{ id: string; briefing_id: string; previous_error: string | null; moved: boolean }>(
    db,
    sql`with old as (select id, status, kind, last_error from deliveries where id = ${id}::uuid for update),
        moved as (
          update deliveries d set status = 'pending', attempts = 0, run_after = now(), locked_by = null,
                 locked_until = null, send_started_at = null, prepared_at = null, raw = null,
                 last_error = left('Retry requested by an operator. Before: ' || coalesce(old.last_error, 'unknown'), 1000),
                 updated_at = now()
            from old where d.id = old.id and old.status = 'failed' and old.kind = 'scheduled'
          returning d.id)
        select old.id, (select count(*) from moved) > 0 as moved, old.last_error as previous_error,
               (select briefing_id from deliveries where id = old.id) as briefing_id
          from old`,
  );
  if (!r) return { kind: "missing" };
  if (!r.moved) return { kind: "not_failed" };
  return { kind: "retried", id: r.id, briefingId: r.briefing_id, previousError: r.previous_error };
}
