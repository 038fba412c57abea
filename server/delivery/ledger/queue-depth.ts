import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";

/**
 * The ledger's waiting rows by status and whether they are due, for the queue-depth gauge (read on each
 * /metrics scrape). One index-only pass over the partial claim index (status, run_after) of waiting rows.
 */
export async function readQueueDepth(
  db: Db,
): Promise<Array<{ status: "pending" | "prepared"; due: boolean; count: number }>> {
  const rows = await query<{ status: "pending" | "prepared"; due: boolean; count: number | string }>(
    db,
    sql`select status, run_after <= now() as due, count(*)::int as count
          from deliveries where status in ('pending', 'prepared') group by 1, 2`,
  );
  return rows.map((r) => ({ status: r.status, due: r.due, count: Number(r.count) }));
}
