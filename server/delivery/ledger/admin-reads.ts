import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";

/** What the operator view shows of one ledger row (decision 087). */
export interface AdminDeliveryRow {
  id: string;
  briefingId: string;
  briefingName: string;
  recipient: string;
  userId: string;
  kind: "scheduled" | "test";
  status: "pending" | "prepared" | "sent" | "skipped" | "failed";
  slotAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  updatedAt: Date;
}

/**
 * Ledger rows whose slot or last change falls after `since`, newest first, failures first when asked.
 * Bounded by `limit`; the settled-row and claim indexes keep it off a full scan on a large ledger.
 */
export async function readRecentDeliveries(
  db: Db,
  opts: { since: Date; failedOnly?: boolean; limit: number },
): Promise<AdminDeliveryRow[]> {
  const rows = await query<Record<string, unknown>>(
    db,
    sql`select d.id, d.briefing_id, b.name as briefing_name, b.email as recipient, b.user_id, d.kind, d.status,
               d.slot_at, d.sent_at, d.attempts, d.last_error, d.updated_at
          from deliveries d join briefings b on b.id = d.briefing_id
         where (d.slot_at >= ${opts.since.toISOString()}::timestamptz
                or d.updated_at >= ${opts.since.toISOString()}::timestamptz)
           ${opts.failedOnly ? sql`and d.status = 'failed'` : sql``}
         order by (d.status = 'failed') desc, d.updated_at desc
         limit ${opts.limit}`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    briefingId: String(r.briefing_id),
    briefingName: String(r.briefing_name),
    recipient: String(r.recipient),
    userId: String(r.user_id),
    kind: r.kind as AdminDeliveryRow["kind"],
    status: r.status as AdminDeliveryRow["status"],
    slotAt: new Date(r.slot_at as string),
    sentAt: r.sent_at ? new Date(r.sent_at as string) : null,
    attempts: Number(r.attempts),
    lastError: (r.last_error as string | null) ?? null,
    updatedAt: new Date(r.updated_at as string),
  }));
}

/** Ledger rows since `since` by status (the operator view's summary line). */
export async function countDeliveriesByStatus(db: Db, since: Date): Promise<Record<string, number>> {
  const rows = await query<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from deliveries
         where slot_at >= ${since.toISOString()}::timestamptz or updated_at >= ${since.toISOString()}::timestamptz
         group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
