/** What the rest of the product reads from the ledger and the history (named reads; no writes here). */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";
import { deliveries, emailHistory } from "../../db/schema";
import { preparedMetaSchema } from "../pipeline";

/** Item keys a briefing has already sent (or prepared to send): scheduled deliveries only, newest 120. */
export async function sentItemKeys(db: Db, briefingId: string): Promise<Set<string>> {
  const rows = await db
    .select({ keys: deliveries.itemKeys })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.briefingId, briefingId),
        eq(deliveries.kind, "scheduled"),
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
}

/**
 * The latest finished scheduled delivery of each briefing (for /manage: "sent at …", "skipped: nothing
 * new", "failed: …"); rows still pending or prepared ahead of their slot are not outcomes yet.
 * Only for the given ids; the caller has already checked ownership.
 */
export async function latestOutcomes(db: Db, briefingIds: string[]): Promise<Map<string, DeliveryOutcome>> {
  const out = new Map<string, DeliveryOutcome>();
  if (briefingIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([deliveries.briefingId], {
      briefingId: deliveries.briefingId,
      status: deliveries.status,
      slotAt: deliveries.slotAt,
      sentAt: deliveries.sentAt,
      reason: deliveries.lastError,
    })
    .from(deliveries)
    .where(
      and(
        inArray(deliveries.briefingId, briefingIds),
        eq(deliveries.kind, "scheduled"),
        inArray(deliveries.status, ["sent", "skipped", "failed"]),
      ),
    )
    .orderBy(deliveries.briefingId, desc(deliveries.slotAt));
  for (const r of rows)
    out.set(r.briefingId, {
      status: r.status as DeliveryOutcome["status"],
      slotAt: r.slotAt,
      sentAt: r.sentAt,
      reason: r.reason,
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

/**
 * The newest email that went out for each briefing, tests included (the dashboard's "latest email"). Only for
 * the given ids; the caller has already checked ownership.
 */
export async function latestSentEmails(
  db: Db,
  briefingIds: string[],
): Promise<Map<string, { id: string; subject: string; sentAt: Date; isTest: boolean }>> {
  const out = new Map<string, { id: string; subject: string; sentAt: Date; isTest: boolean }>();
  if (briefingIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([emailHistory.briefingId], {
      briefingId: emailHistory.briefingId,
      id: emailHistory.id,
      subject: emailHistory.subject,
      sentAt: emailHistory.sentAt,
      isTest: emailHistory.isTest,
    })
    .from(emailHistory)
    .where(and(inArray(emailHistory.briefingId, briefingIds), eq(emailHistory.hidden, false)))
    .orderBy(emailHistory.briefingId, desc(emailHistory.sentAt));
  for (const { briefingId, ...r } of rows) if (briefingId) out.set(briefingId, r);
  return out;
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
