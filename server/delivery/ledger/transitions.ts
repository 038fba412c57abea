/**
 * The ledger's transitions other than the claim and "sent" (see the state table in ./index.ts). Every write
 * made on a held row is fenced with `locked_by = holder`: a worker that lost its lease (too slow, presumed
 * dead) cannot overwrite a row another worker has since taken over. A row's end other than "sent" takes its
 * hidden history row and its composed message with it (decisions 048, 052).
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { query } from "../../db/query";
import { deliveries } from "../../db/schema";
import type { Prepared, PreparedMeta } from "../pipeline";
import type { ClaimedRow } from "./claim";

/**
 * Why a row was cancelled by a change of its briefing (recomputeNextSend): an edit, or a hold the person
 * put on it (decision 091). The only skips the scheduler may undo, when the slot is in the schedule again.
 */
const CHANGED = "Briefing changed before this slot";
const SKIPPED_BY_YOU = "Skipped by you";
const PAUSED_BY_YOU = "Paused by you";

/** A row held by a worker: its id and the holder every fenced write names. */
export interface Held {
  id: string;
  workerId: string;
}

/**
 * scheduler: — → pending, one row per (briefing, slot); a slot already in the ledger is left alone, unless
 * an edit cancelled it before it started ("Briefing changed before this slot": nothing was sent) and the
 * schedule has it again — then it is pending again, to be prepared with the new settings. With several
 * times a day an edit inside the prepare window cancels the later slots already scheduled; this is how
 * they come back, so an edit never loses a slot (decision 090).
 */
export async function schedule(
  db: Db,
  o: { slots: Array<{ briefingId: string; slotAt: Date }>; messageIdDomain: string },
): Promise<number> {
  if (o.slots.length === 0) return 0;
  const values = sql.join(
    o.slots.map((s) => {
      const id = randomUUID();
      return sql`(${id}::uuid, ${s.briefingId}::uuid, ${s.slotAt.toISOString()}::timestamptz, 'scheduled', 'pending', now(), ${`<delivery-${id}@${o.messageIdDomain}>`})`;
    }),
    sql`, `,
  );
  const ins = await query<{ id: string }>(
    db,
    sql`insert into deliveries (id, briefing_id, slot_at, kind, status, run_after, message_id) values ${values}
        on conflict (briefing_id, slot_at, kind) do update set status = 'pending', content = null, raw = null,
          recipient = null, nothing_new = false, item_keys = '{}', last_error = null, locked_by = null,
          locked_until = null, attempts = 0, run_after = now(), updated_at = now()
        where deliveries.status = 'skipped' and deliveries.last_error in (${CHANGED}, ${SKIPPED_BY_YOU}, ${PAUSED_BY_YOU})
          and deliveries.send_started_at is null and deliveries.sent_at is null
        returning id`,
  );
  return ins.length;
}

/**
 * pending → prepared: the composed MIME message, its recipient and the nothing-new flag on the ledger row, and
 * the email's history row written now, hidden, in the same statement (decision 048) — revealed by markSent
 * once SMTP has accepted it. A scheduled row with nothing new gets no history row. A row prepared again
 * (paused and resumed) rewrites its hidden row; a history row already shown is never touched.
 * `release`: prepared ahead of its slot, the row is given back until then (run_after = the slot).
 */
export async function markPrepared(
  db: Db,
  o: Held & { row: Pick<ClaimedRow, "status" | "slotAt">; prepared: Prepared; release: boolean },
): Promise<boolean> {
  const p = o.prepared;
  const meta: PreparedMeta = {
    headers: p.headers,
    picks: p.picks,
    coverage: p.coverage,
    summariser: p.summariser,
    quiet: p.quiet ?? null,
  };
  const rows = await query<{ id: string }>(
    db,
    sql`with d as (
          update deliveries set status = 'prepared', content = ${JSON.stringify(meta)}::jsonb, raw = ${p.raw},
                 recipient = ${p.to}, nothing_new = ${p.nothingNew}::boolean,
                 item_keys = array(select jsonb_array_elements_text(${JSON.stringify(p.itemKeys)}::jsonb)),
                 prepared_at = now(), updated_at = now(),
                 run_after = ${o.release ? o.row.slotAt.toISOString() : new Date().toISOString()}::timestamptz
                 ${o.release ? sql`, locked_by = null, locked_until = null` : sql``}
          where id = ${o.id}::uuid and locked_by = ${o.workerId} and status = ${o.row.status}
          returning id, history_id, briefing_id, kind, nothing_new),
        h as (
          insert into email_history (id, briefing_id, subject, email_content, text_content, is_test, sent_at, hidden)
          select history_id, briefing_id, ${p.subject}, ${p.html}, ${p.text}, kind = 'test', now(), true
          from d where not (kind = 'scheduled' and nothing_new)
          on conflict (id) do update set subject = excluded.subject, email_content = excluded.email_content,
             text_content = excluded.text_content, is_test = excluded.is_test, sent_at = excluded.sent_at
          where email_history.hidden
          returning id)
        select id from d`,
  );
  return rows.length > 0;
}

/**
 * prepared (held) → sending: the ambiguous window opens (decision 012). Only the lease holder of a still
 * unsent row may hand it to SMTP. A row claimed as prepared was marked by the claim itself; this is for a
 * row prepared and sent in one go.
 */
export async function beginSend(db: Db, o: Held & { leaseMs: number }): Promise<boolean> {
  const mine = await db
    .update(deliveries)
    .set({ sendStartedAt: new Date(), lockedUntil: new Date(Date.now() + o.leaseMs) })
    .where(
      and(eq(deliveries.id, o.id), eq(deliveries.lockedBy, o.workerId), eq(deliveries.status, "prepared")),
    )
    .returning({ id: deliveries.id });
  return mine.length > 0;
}

async function end(
  db: Db,
  o: Held & { status: "skipped" | "failed"; reason: string; clearItems?: boolean },
): Promise<void> {
  await db.execute(
    sql`with d as (
          update deliveries set status = ${o.status}, last_error = ${o.reason.slice(0, 1000)}, locked_by = null,
                 locked_until = null, raw = null, updated_at = now() ${o.clearItems ? sql`, item_keys = '{}'` : sql``}
          where id = ${o.id}::uuid and locked_by = ${o.workerId}
          returning history_id)
        delete from email_history h using d where h.id = d.history_id and h.hidden`,
  );
}

/**
 * held → skipped (paused, unpaid, deleted, missed the grace window, nothing new). `clearItems`: nothing new
 * was sent, so its items do not count as sent.
 */
export const markSkipped = (db: Db, o: Held & { reason: string; clearItems?: boolean }) =>
  end(db, { ...o, status: "skipped" });

/** held → failed (a permanent error, or attempts used up). */
export const markFailed = (db: Db, o: Held & { reason: string }) => end(db, { ...o, status: "failed" });

/** held → not held, due again after `retryInMs` (same status, same Message-ID: decision 012). */
export async function scheduleRetry(db: Db, o: Held & { reason: string; retryInMs: number }): Promise<void> {
  await db
    .update(deliveries)
    .set({
      lastError: o.reason.slice(0, 1000),
      runAfter: new Date(Date.now() + o.retryInMs),
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(deliveries.id, o.id), eq(deliveries.lockedBy, o.workerId)));
}

/** The heartbeat: extend the lease of rows `workerId` holds, in one statement. */
export async function renewLeases(db: Db, o: { workerId: string; ids: string[]; leaseMs: number }) {
  if (o.ids.length === 0) return;
  await db.execute(
    sql`update deliveries set locked_until = now() + ${`${o.leaseMs} milliseconds`}::interval
        where id = any(${`{${o.ids.join(",")}}`}::uuid[]) and locked_by = ${o.workerId}`,
  );
}

/** held, not started → as if never claimed (a stopping pool gives back what it claimed ahead). */
export async function release(db: Db, o: { workerId: string; ids: string[] }): Promise<void> {
  if (o.ids.length === 0) return;
  await db
    .update(deliveries)
    .set({ lockedBy: null, lockedUntil: null, attempts: sql`greatest(0, ${deliveries.attempts} - 1)` })
    .where(and(inArray(deliveries.id, o.ids), eq(deliveries.lockedBy, o.workerId)));
}

/**
 * briefing changed: its future pending/prepared rows for a slot other than `keep` → skipped (the slot no
 * longer exists: time changed, paused), unless already sending; their hidden history rows go with them.
 */
export async function cancelChangedSlots(
  db: Db,
  o: {
    briefingId: string;
    now: Date;
    keep: Date | null;
    /** the holds, so /manage says why: the skipped slot, and the instant a pause ends */
    held?: { skipSlotAt: Date | null; resumeAt: Date | null };
  },
): Promise<void> {
  const skip = o.held?.skipSlotAt?.toISOString() ?? null;
  const resume = o.held?.resumeAt?.toISOString() ?? null;
  const reason = sql`case when slot_at = ${skip}::timestamptz then ${SKIPPED_BY_YOU}
                          when slot_at < ${resume}::timestamptz then ${PAUSED_BY_YOU} else ${CHANGED} end`;
  await db.execute(sql`with d as (
        update deliveries set status = 'skipped', last_error = ${reason}, locked_by = null,
               locked_until = null, raw = null
        where briefing_id = ${o.briefingId}::uuid and kind = 'scheduled' and status in ('pending', 'prepared')
          and slot_at > ${o.now.toISOString()}::timestamptz and send_started_at is null
          ${o.keep ? sql`and slot_at <> ${o.keep.toISOString()}::timestamptz` : sql``}
        returning history_id)
      delete from email_history h using d where h.id = d.history_id and h.hidden`);
}

/**
 * briefing changed: the row of its (new) next slot, if any and not sending yet → pending, to be prepared
 * again with the new settings (edited topic, or paused and resumed); its hidden history row goes.
 */
export async function reviveSlot(
  db: Db,
  o: { briefingId: string; slotAt: Date; prepareLeadMs: number },
): Promise<void> {
  await db.execute(sql`with d as (
        update deliveries set status = 'pending', content = null, raw = null, recipient = null, nothing_new = false,
          item_keys = '{}', last_error = null, locked_by = null, locked_until = null,
          run_after = greatest(now(), slot_at - ${`${o.prepareLeadMs} milliseconds`}::interval)
        where briefing_id = ${o.briefingId}::uuid and kind = 'scheduled' and slot_at = ${o.slotAt.toISOString()}::timestamptz
          and status in ('pending', 'prepared', 'skipped') and send_started_at is null
        returning history_id)
      delete from email_history h using d where h.id = d.history_id and h.hidden`);
}

/**
 * held pending → not held, pending, due again in `delayMs`, the claim's attempt given back: a later edition of
 * the day waits while an earlier one of the same briefing is still unprepared, so it is curated knowing
 * what the earlier one carries (never-repeat across the day's editions, decision 090). Returns false if the
 * row was not this worker's any more.
 */
export async function deferPrepare(db: Db, o: Held & { delayMs: number }): Promise<boolean> {
  const rows = await query<{ id: string }>(
    db,
    sql`update deliveries set locked_by = null, locked_until = null, attempts = greatest(0, attempts - 1),
               run_after = now() + ${`${Math.round(o.delayMs)} milliseconds`}::interval
        where id = ${o.id}::uuid and locked_by = ${o.workerId} and status = 'pending' returning id`,
  );
  return rows.length > 0;
}
