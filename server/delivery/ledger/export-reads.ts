import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";

/**
 * A person's data export (decision 088): every email that went out to their briefings (history) and the
 * record of every delivery (sent, skipped, failed and why). Only their own rows, through their briefings.
 */
export async function exportHistoryOf(db: Db, userId: string) {
  const rows = await query<Record<string, unknown>>(
    db,
    sql`select h.id, h.briefing_id, h.subject, h.email_content, h.text_content, h.is_test, h.sent_at
          from email_history h join briefings b on b.id = h.briefing_id
         where b.user_id = ${userId} and not h.hidden order by h.sent_at`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    briefing_id: String(r.briefing_id),
    subject: String(r.subject),
    html: String(r.email_content),
    text: String(r.text_content),
    is_test: !!r.is_test,
    sent_at: new Date(r.sent_at as string).toISOString(),
  }));
}

export async function exportDeliveriesOf(db: Db, userId: string) {
  const rows = await query<Record<string, unknown>>(
    db,
    sql`select d.briefing_id, d.kind, d.status, d.slot_at, d.sent_at, d.attempts, d.last_error
          from deliveries d join briefings b on b.id = d.briefing_id
         where b.user_id = ${userId} order by d.slot_at`,
  );
  return rows.map((r) => ({
    briefing_id: String(r.briefing_id),
    kind: String(r.kind),
    status: String(r.status),
    slot_at: new Date(r.slot_at as string).toISOString(),
    sent_at: r.sent_at ? new Date(r.sent_at as string).toISOString() : null,
    attempts: Number(r.attempts),
    reason: (r.last_error as string | null) ?? null,
  }));
}
