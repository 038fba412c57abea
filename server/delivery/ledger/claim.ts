/**
 * The claim (decisions 010, 048, 050): pending/prepared → held by a worker, and the read of what the work
 * needs, in one statement.
 */
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";
import { type BriefingRow, briefings, type deliveries } from "../../db/schema";
import type { EligibilityFields } from "../eligibility";

export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliveryKind = DeliveryRow["kind"];

/** A claimed row as the worker needs it: the ledger columns, without the stored email. */
export type ClaimedRow = Pick<
  DeliveryRow,
  "id" | "briefingId" | "slotAt" | "kind" | "status" | "attempts" | "lastError" | "messageId" | "historyId"
>;

/** For a row claimed as `prepared`: the composed MIME message, who it was composed for, nothing new? */
export interface SendView {
  raw: string | null;
  to: string | null;
  nothingNew: boolean;
}

/** What sending a prepared row needs of its briefing: may it send now, and to which address. */
export type SendBriefing = EligibilityFields & Pick<BriefingRow, "email">;

export interface ClaimedDelivery {
  row: ClaimedRow;
  /** the whole row for a row claimed to be prepared; for a row claimed to be sent, what sending needs */
  briefing: BriefingRow | SendBriefing | null;
  send?: SendView;
}

/** How many rows of each kind a claim may take: prepared rows to send, pending rows to prepare. */
export interface ClaimLimits {
  send: number;
  prepare: number;
}

export const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const nullableDate = (v: unknown) => (v === null || v === undefined ? null : asDate(v));
export const asBool = (v: unknown) => v === true || v === "t" || v === "true";

/**
 * The database function `tidings_claim_deliveries` (migration 0005): prepared and pending rows are taken by
 * separate sub-selects (each a range of the (status, run_after) index), so a pool with no free prepare place
 * takes no pending row and sending never waits behind preparation; the function keeps its plan and cannot
 * fall back to reading and sorting every due row when statistics are missing or stale. It leases the rows
 * (attempts + 1; a prepared row's send_started_at set) and returns the ledger columns, the composed message
 * of rows claimed for sending and what sending needs of the briefing (`b_*`; the briefing is read, not
 * locked: deleting a briefing deletes its deliveries).
 */
function claimStatement(workerId: string, limits: ClaimLimits, leaseMs: number): SQL {
  return sql`select * from tidings_claim_deliveries(${workerId}, ${Math.round(leaseMs)}::integer,
    ${Math.max(0, limits.send)}::integer, ${Math.max(0, limits.prepare)}::integer)`;
}

/**
 * Claim due rows for `workerId`, oldest `run_after` first, skipping rows another worker holds. Rows claimed
 * to be prepared need their whole briefing: one more round trip, only when there are such rows.
 */
export async function claim(
  db: Db,
  o: { workerId: string; limits: ClaimLimits; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  const rows = await query<Record<string, unknown>>(db, claimStatement(o.workerId, o.limits, o.leaseMs));
  if (rows.length === 0) return [];
  rows.sort((a, b) => asDate(a.run_after).getTime() - asDate(b.run_after).getTime());
  const toPrepare = [
    ...new Set(rows.filter((r) => r.status === "pending").map((r) => String(r.briefing_id))),
  ];
  const byId = new Map<string, BriefingRow>();
  if (toPrepare.length > 0) {
    for (const b of await db.select().from(briefings).where(inArray(briefings.id, toPrepare)))
      byId.set(b.id, b);
  }
  return rows.map((r) => {
    const row: ClaimedRow = {
      id: String(r.id),
      briefingId: String(r.briefing_id),
      slotAt: asDate(r.slot_at),
      kind: r.kind as DeliveryKind,
      status: r.status as ClaimedRow["status"],
      attempts: Number(r.attempts),
      lastError: (r.last_error as string | null) ?? null,
      messageId: String(r.message_id),
      historyId: String(r.history_id),
    };
    const sendBriefing: SendBriefing = {
      active: asBool(r.b_active),
      status: r.b_status as SendBriefing["status"],
      trialEndsAt: nullableDate(r.b_trial_ends_at),
      paidUntil: nullableDate(r.b_paid_until),
      email: String(r.b_email),
    };
    return {
      row,
      briefing: row.status === "pending" ? (byId.get(row.briefingId) ?? null) : sendBriefing,
      send:
        row.status === "prepared"
          ? {
              raw: (r.raw as string | null) ?? null,
              to: (r.recipient as string | null) ?? null,
              nothingNew: asBool(r.nothing_new),
            }
          : undefined,
    };
  });
}

/** The whole briefing a held pending row is prepared from (a claim for sending reads only part of it). */
export async function briefingOf(db: Db, briefingId: string): Promise<BriefingRow | null> {
  const [b] = await db.select().from(briefings).where(eq(briefings.id, briefingId));
  return b ?? null;
}
