import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";
import { asDate, type ClaimedRow, type DeliveryKind } from "./claim";

/**
 * How many "now" deliveries (test emails) a briefing and its owner may start (decision 061). Counted on the
 * ledger's own rows of that kind, whatever their outcome (each ran the whole pipeline).
 */
export interface NowQuota {
  /** rows of this briefing created in the last hour */
  briefingPerHour: number;
  /** rows of all the owner's briefings created in the last hour */
  userPerHour: number;
  /** rows of this briefing ever (null: no such limit) — the allowance of a briefing that may not send */
  lifetime: number | null;
}

export type NowRefusal =
  /** one is being prepared or sent for this briefing right now (a second click) */
  { reason: "in_flight" } | { reason: "briefing_hour" | "user_hour"; retryAt: Date } | { reason: "lifetime" };

const HOUR = sql`interval '1 hour'`;

/**
 * — → pending, held by the caller (`workerId`, its lease renewed by the caller like a pool's), for a delivery
 * that runs now in the caller's process. One transaction, serialised per person by a lock on their user
 * row: two clicks at once, or two tabs, cannot both pass the quota or both start a row — the second sees
 * the first's row in flight. Returns the held row, or why none was started (nothing written then).
 * If the caller dies, the lease runs out and a worker resumes the row like any other.
 */
export async function enqueueNow(
  db: Db,
  o: {
    briefingId: string;
    kind: Extract<DeliveryKind, "test" | "now">;
    workerId: string;
    leaseMs: number;
    messageIdDomain: string;
    quota: NowQuota;
  },
): Promise<{ row: ClaimedRow } | { refused: NowRefusal } | null> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [owner] = await query<{ user_id: string }>(
      tx,
      sql`select u.id as user_id from briefings b join "user" u on u.id = b.user_id
          where b.id = ${o.briefingId}::uuid for update of u`,
    );
    if (!owner) return null;
    const [c] = await query<Record<string, unknown>>(
      tx,
      sql`select
            count(*) filter (where d.briefing_id = ${o.briefingId}::uuid and d.status in ('pending', 'prepared'))::int as in_flight,
            count(*) filter (where d.briefing_id = ${o.briefingId}::uuid)::int as lifetime,
            count(*) filter (where d.briefing_id = ${o.briefingId}::uuid and d.created_at > now() - ${HOUR})::int as briefing_hour,
            min(d.created_at) filter (where d.briefing_id = ${o.briefingId}::uuid and d.created_at > now() - ${HOUR}) as briefing_oldest,
            count(*) filter (where d.created_at > now() - ${HOUR})::int as user_hour,
            min(d.created_at) filter (where d.created_at > now() - ${HOUR}) as user_oldest
          from deliveries d join briefings b on b.id = d.briefing_id
          where b.user_id = ${owner.user_id} and d.kind = ${o.kind}`,
    );
    const n = (k: string) => Number(c?.[k] ?? 0);
    const hourAfter = (v: unknown) => new Date(asDate(v).getTime() + 3_600_000);
    if (n("in_flight") > 0) return { refused: { reason: "in_flight" } };
    if (o.quota.lifetime !== null && n("lifetime") >= o.quota.lifetime)
      return { refused: { reason: "lifetime" } };
    if (n("briefing_hour") >= o.quota.briefingPerHour)
      return { refused: { reason: "briefing_hour", retryAt: hourAfter(c?.briefing_oldest) } };
    if (n("user_hour") >= o.quota.userPerHour)
      return { refused: { reason: "user_hour", retryAt: hourAfter(c?.user_oldest) } };
    const id = randomUUID();
    const messageId = `<${o.kind}-${id}@${o.messageIdDomain}>`;
    const [r] = await query<{ slot_at: unknown; history_id: string }>(
      tx,
      sql`insert into deliveries (id, briefing_id, slot_at, kind, status, attempts, run_after, locked_by, locked_until, message_id)
          values (${id}::uuid, ${o.briefingId}::uuid, now(), ${o.kind}, 'pending', 1, now(), ${o.workerId},
                  now() + ${`${Math.round(o.leaseMs)} milliseconds`}::interval, ${messageId})
          returning slot_at, history_id`,
    );
    const row: ClaimedRow = {
      id,
      briefingId: o.briefingId,
      slotAt: asDate(r!.slot_at),
      kind: o.kind,
      status: "pending",
      attempts: 1,
      lastError: null,
      messageId,
      historyId: String(r!.history_id),
    };
    return { row };
  });
}
