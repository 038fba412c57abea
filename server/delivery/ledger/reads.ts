/** What the rest of the product reads from the ledger and the history (named reads; no writes here). */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";
import { deliveries, emailHistory } from "../../db/schema";
import { preparedMetaSchema } from "../pipeline";

/**
 * Item keys a briefing has already sent (or prepared to send): its editions — scheduled and sent now, not
 * test emails — newest 120. Prepared rows count, so the day's second edition, prepared before the first
 * has gone out, does not repeat it (decision 090).
 */
export async function sentItemKeys(db: Db, briefingId: string): Promise<Set<string>> {
  const rows = await db
    .select({ keys: deliveries.itemKeys })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.briefingId, briefingId),
        inArray(deliveries.kind, ["scheduled", "now"]),
        inArray(deliveries.status, ["sent", "prepared"]),
      ),
    )
    .orderBy(desc(deliveries.slotAt))
    .limit(120);
  return new Set(rows.flatMap((r) => r.keys));
}

/** How many items one delivery carried (a test email's answer). */
export async function itemCount(db: Db, deliveryId: string): Promise<number> {
  const [d] = await db
    .select({ keys: deliveries.itemKeys })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId));
  return d?.keys.length ?? 0;
}

export interface DeliveryOutcome {
  status: "sent" | "skipped" | "failed";
  slotAt: Date;
  sentAt: Date | null;
  reason: string | null;
  /** nothing new matched that day: why, in numbers (skipped, or sent as a short note: decision 094) */
  quiet: string | null;
}

export interface LatestEmail {
  id: string;
  subject: string;
  sentAt: Date;
  isTest: boolean;
}

export interface LatestActivity {
  /**
   * The latest finished scheduled delivery (/manage: "sent at …", "skipped: nothing new", "failed: …");
   * rows still pending or prepared ahead of their slot are not outcomes yet.
   */
  outcome: DeliveryOutcome | null;
  /** The newest email that went out, tests included (the dashboard's "latest email"). */
  email: LatestEmail | null;
}

/**
 * The latest outcome and the latest email of each briefing, in one statement (the briefing list is the
 * most requested signed-in read). Only for the given ids; the caller has already checked ownership.
 */
export async function latestActivity(db: Db, briefingIds: string[]): Promise<Map<string, LatestActivity>> {
  const out = new Map<string, LatestActivity>();
  if (briefingIds.length === 0) return out;
  const ids = sql.join(
    briefingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await query<{
    briefing_id: string;
    status: DeliveryOutcome["status"] | null;
    slot_at: Date | string | null;
    sent_at: Date | string | null;
    reason: string | null;
    quiet: string | null;
    email_id: string | null;
    subject: string | null;
    email_sent_at: Date | string | null;
    is_test: boolean | null;
  }>(
    db,
    sql`select b.id as briefing_id, o.status, o.slot_at, o.sent_at, o.last_error as reason, o.content->>'quiet' as quiet,
               e.id as email_id, e.subject, e.sent_at as email_sent_at, e.is_test
          from unnest(array[${ids}]) as b(id)
          left join lateral (
            select status, slot_at, sent_at, last_error, content from deliveries
             where briefing_id = b.id and kind = 'scheduled' and status in ('sent', 'skipped', 'failed')
             order by slot_at desc limit 1) o on true
          left join lateral (
            select id, subject, sent_at, is_test from email_history
             where briefing_id = b.id and hidden = false
             order by sent_at desc limit 1) e on true`,
  );
  const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
  for (const r of rows)
    out.set(r.briefing_id, {
      outcome:
        r.status && r.slot_at
          ? {
              status: r.status,
              slotAt: date(r.slot_at),
              sentAt: r.sent_at ? date(r.sent_at) : null,
              reason: r.reason,
              quiet: r.quiet ?? null,
            }
          : null,
      email:
        r.email_id && r.email_sent_at
          ? { id: r.email_id, subject: r.subject ?? "", sentAt: date(r.email_sent_at), isTest: !!r.is_test }
          : null,
    });
  return out;
}

/** Emails of a briefing that went out, newest first (a history row is hidden until sent: decision 048). */
export async function sentEmails(db: Db, o: { briefingId: string; limit: number }) {
  return db
    .select({
      id: emailHistory.id,
      subject: emailHistory.subject,
      html: emailHistory.emailContent,
      sentAt: emailHistory.sentAt,
      isTest: emailHistory.isTest,
    })
    .from(emailHistory)
    .where(and(eq(emailHistory.briefingId, o.briefingId), eq(emailHistory.hidden, false)))
    .orderBy(desc(emailHistory.sentAt))
    .limit(o.limit);
}

/** The HTML of one email that went out (the view-in-browser link), or null. */
export async function sentEmailHtml(db: Db, historyId: string): Promise<string | null> {
  const [h] = await db
    .select({ html: emailHistory.emailContent })
    .from(emailHistory)
    .where(and(eq(emailHistory.id, historyId), eq(emailHistory.hidden, false)));
  return h?.html ?? null;
}

/**
 * The stored parts of a held prepared email (its hidden history row, the headers), to compose the message
 * again when the briefing's address changed since preparation.
 */
export async function storedEmail(db: Db, o: { id: string; workerId: string }) {
  const [r] = await query<{ subject: string; html: string; text: string; headers: unknown }>(
    db,
    sql`select h.subject, h.email_content as html, h.text_content as text, d.content->'headers' as headers
        from deliveries d join email_history h on h.id = d.history_id
        where d.id = ${o.id}::uuid and d.locked_by = ${o.workerId}`,
  );
  if (!r) return null;
  const headers = typeof r.headers === "string" ? JSON.parse(r.headers) : r.headers;
  return { ...r, headers: preparedMetaSchema.shape.headers.parse(headers ?? {}) };
}

/**
 * No email due within `withinMs`: no prepared row due and no pending one whose slot comes by then (PGlite's
 * housekeeping waits for such a moment, decision 052). Both read the claim index's ranges
 * (status, run_after); a pending row's run_after is its slot minus the preparation lead, so its slot is
 * checked on the rows that range returns.
 */
export async function nothingDueWithin(db: Db, withinMs: number): Promise<boolean> {
  const within = `${withinMs} milliseconds`;
  const [r] = await query<{ quiet: boolean }>(
    db,
    sql`select not exists (
          select 1 from deliveries where status = 'prepared' and run_after < now() + ${within}::interval
          union all
          select 1 from deliveries
          where status = 'pending' and run_after < now() + ${within}::interval and slot_at < now() + ${within}::interval
        ) as quiet`,
  );
  return r?.quiet === true;
}

/**
 * Whether an earlier edition of the briefing (scheduled or sent now, slot before `slotAt`) is still waiting
 * to be prepared: the later one waits for it (decision 090). `heldOnly`: count only one a worker is
 * preparing right now (a due edition waits for that, never for one stuck in a retry's backoff).
 */
export async function hasEarlierUnprepared(
  db: Db,
  o: { briefingId: string; deliveryId: string; slotAt: Date; heldOnly: boolean },
): Promise<boolean> {
  const rows = await query<{ one: number }>(
    db,
    sql`select 1 as one from deliveries where briefing_id = ${o.briefingId}::uuid and id <> ${o.deliveryId}::uuid
          and kind in ('scheduled', 'now') and status = 'pending' and slot_at < ${o.slotAt.toISOString()}::timestamptz
          ${o.heldOnly ? sql`and locked_until > now()` : sql``}
        limit 1`,
  );
  return rows.length > 0;
}
