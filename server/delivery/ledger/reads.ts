/** What the rest of the product reads from the ledger and the history (named reads; no writes here). */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type AnyPgColumn, QueryBuilder } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { query } from "../../db/query";
import { briefings, deliveries, emailHistory } from "../../db/schema";
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

const qb = new QueryBuilder();

/**
 * A briefing's latest finished scheduled delivery (see LatestActivity.outcome), as a lateral subquery over
 * the briefing id `briefingId` names: a read of briefings joins it (`leftJoinLateral(…, sql\`true\`)`) and
 * gets its briefings and their activity in one statement (decision 105).
 */
export const latestOutcomeOf = (briefingId: AnyPgColumn) =>
  qb
    .select({
      status: deliveries.status,
      slotAt: deliveries.slotAt,
      sentAt: deliveries.sentAt,
      reason: deliveries.lastError,
      quiet: sql<string | null>`${deliveries.content}->>'quiet'`.as("quiet"),
    })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.briefingId, briefingId),
        eq(deliveries.kind, "scheduled"),
        inArray(deliveries.status, ["sent", "skipped", "failed"]),
      ),
    )
    .orderBy(desc(deliveries.slotAt))
    .limit(1)
    .as("latest_outcome");

/** A briefing's newest email that went out (LatestActivity.email), as a lateral subquery (latestOutcomeOf). */
export const latestEmailOf = (briefingId: AnyPgColumn) =>
  qb
    .select({
      id: emailHistory.id,
      subject: emailHistory.subject,
      sentAt: emailHistory.sentAt,
      isTest: emailHistory.isTest,
    })
    .from(emailHistory)
    .where(and(eq(emailHistory.briefingId, briefingId), eq(emailHistory.hidden, false)))
    .orderBy(desc(emailHistory.sentAt))
    .limit(1)
    .as("latest_email");

type Columns<T> = { [K in keyof T]: T[K] | null } | null;

/** LatestActivity from the columns of latestOutcomeOf and latestEmailOf (null or nulls: nothing joined). */
export function toLatestActivity(
  o: Columns<Omit<DeliveryOutcome, "status"> & { status: string }>,
  e: Columns<LatestEmail>,
): LatestActivity {
  return {
    outcome:
      o?.status && o.slotAt
        ? {
            // latestOutcomeOf reads only these
            status: o.status as DeliveryOutcome["status"],
            slotAt: o.slotAt,
            sentAt: o.sentAt,
            reason: o.reason,
            quiet: o.quiet,
          }
        : null,
    email:
      e?.id && e.sentAt ? { id: e.id, subject: e.subject ?? "", sentAt: e.sentAt, isTest: !!e.isTest } : null,
  };
}

/**
 * The latest outcome and the latest email of each of these briefings, in one statement. Only for the given
 * ids; the caller has already checked ownership. (The briefing list joins the same subqueries itself.)
 */
export async function latestActivity(db: Db, briefingIds: string[]): Promise<Map<string, LatestActivity>> {
  const out = new Map<string, LatestActivity>();
  if (briefingIds.length === 0) return out;
  const outcome = latestOutcomeOf(briefings.id);
  const email = latestEmailOf(briefings.id);
  const rows = await db
    .select({ id: briefings.id, outcome: outcomeColumns(outcome), email: emailColumns(email) })
    .from(briefings)
    .leftJoinLateral(outcome, sql`true`)
    .leftJoinLateral(email, sql`true`)
    .where(inArray(briefings.id, briefingIds));
  for (const r of rows) out.set(r.id, toLatestActivity(r.outcome, r.email));
  return out;
}

/** The select fields of latestOutcomeOf's subquery, flat (so a missing outcome reads as nulls). */
export const outcomeColumns = (o: ReturnType<typeof latestOutcomeOf>) => ({
  status: o.status,
  slotAt: o.slotAt,
  sentAt: o.sentAt,
  reason: o.reason,
  quiet: o.quiet,
});

/** The select fields of latestEmailOf's subquery. */
export const emailColumns = (e: ReturnType<typeof latestEmailOf>) => ({
  id: e.id,
  subject: e.subject,
  sentAt: e.sentAt,
  isTest: e.isTest,
});

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
 * to be prepared: the later one waits for it (decision 090). `activeWithinMs`: count only one a worker is
 * preparing right now or takes within that time (due and unheld: its worker may have died mid-preparation;
 * or its retry's backoff ends by then) — a due edition never waits for one that keeps failing.
 */
export async function hasEarlierUnprepared(
  db: Db,
  o: { briefingId: string; deliveryId: string; slotAt: Date; activeWithinMs: number | null },
): Promise<boolean> {
  const rows = await query<{ one: number }>(
    db,
    sql`select 1 as one from deliveries where briefing_id = ${o.briefingId}::uuid and id <> ${o.deliveryId}::uuid
          and kind in ('scheduled', 'now') and status = 'pending' and slot_at < ${o.slotAt.toISOString()}::timestamptz
          ${o.activeWithinMs === null ? sql`` : sql`and (locked_until > now() or run_after <= now() + ${`${Math.round(o.activeWithinMs)} milliseconds`}::interval)`}
        limit 1`,
  );
  return rows.length > 0;
}
