/**
 * Scheduler tick: turn due briefings into ledger rows (idempotently) and advance next_send_at.
 * Several schedulers may run at once: briefings are claimed with FOR UPDATE SKIP LOCKED inside a short
 * transaction, and the ledger's unique (briefing, slot, kind) makes a second insert a no-op anyway
 * (ledger.schedule).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { briefings } from "../db/schema";
import { specOf } from "./briefing-spec";
import { query } from "../db/query";
import { type BriefingRow, isEligible } from "./eligibility";
import * as ledger from "./ledger";
import { type Holds, isHeld, nextSendAfter } from "./next-send";
import { planDue } from "./schedule";

export interface TickOptions {
  now?: Date;
  /** gather this long before the slot */
  prepareLeadMs: number;
  graceMs: number;
  batch?: number;
  messageIdDomain: string;
  log?: {
    info(m: string, f?: Record<string, unknown>): void;
    debug(m: string, f?: Record<string, unknown>): void;
  };
}

export interface TickResult {
  enqueued: number;
  skippedSlots: number;
  rescheduled: number;
}

type Row = Pick<
  BriefingRow,
  | "id"
  | "frequency"
  | "times"
  | "dayOfWeek"
  | "daysOfWeek"
  | "pausedUntil"
  | "skipSlotAt"
  | "timezone"
  | "active"
  | "status"
  | "trialEndsAt"
  | "paidUntil"
  | "nextSendAt"
>;

export async function schedulerTick(db: Db, opts: TickOptions): Promise<TickResult> {
  const result: TickResult = { enqueued: 0, skippedSlots: 0, rescheduled: 0 };
  const batch = opts.batch ?? 500;
  for (let round = 0; round < 1000; round++) {
    const now = opts.now ?? new Date();
    const horizon = new Date(now.getTime() + opts.prepareLeadMs);
    const n = await db.transaction(async (tx) => {
      const rows = await query<Record<string, unknown>>(
        tx as unknown as Db,
        sql`select id, frequency, times, day_of_week, days_of_week, timezone, active, status, trial_ends_at, paid_until, next_send_at,
                   paused_until::text as paused_until, skip_slot_at
            from briefings where next_send_at is not null and next_send_at <= ${horizon.toISOString()}::timestamptz
            order by next_send_at limit ${batch} for update skip locked`,
      );
      if (rows.length === 0) return 0;
      const inserts: Array<{ briefingId: string; slotAt: Date }> = [];
      const updates: Array<{ id: string; next: Date | null }> = [];
      for (const raw of rows) {
        const b = toRow(raw);
        const spec = specOf(b);
        if (!spec || !isEligible(b, now) || !b.nextSendAt) {
          updates.push({ id: b.id, next: null });
          continue;
        }
        const holds: Holds = { pausedUntil: b.pausedUntil, skipSlotAt: b.skipSlotAt };
        if (b.nextSendAt.getTime() > now.getTime()) {
          // each of the day's times is its own slot: the next one is taken up on a later round or tick
          if (!isHeld(spec, holds, b.nextSendAt)) inserts.push({ briefingId: b.id, slotAt: b.nextSendAt });
          updates.push({ id: b.id, next: nextSendAfter(spec, b.nextSendAt, holds) });
        } else {
          const plan = planDue(spec, b.nextSendAt, now, opts.graceMs);
          if (plan.deliver && !isHeld(spec, holds, plan.deliver))
            inserts.push({ briefingId: b.id, slotAt: plan.deliver });
          if (plan.skipped) {
            result.skippedSlots += plan.skipped;
            opts.log?.info("missed slots skipped (older than the grace window)", {
              briefingId: b.id,
              skipped: plan.skipped,
            });
          }
          updates.push({ id: b.id, next: nextSendAfter(spec, now, holds) });
        }
      }
      result.enqueued += await ledger.schedule(tx as unknown as Db, {
        slots: inserts,
        messageIdDomain: opts.messageIdDomain,
      });
      const vals = sql.join(
        updates.map((u) => sql`(${u.id}::uuid, ${u.next ? u.next.toISOString() : null}::timestamptz)`),
        sql`, `,
      );
      await tx.execute(
        sql`update briefings b set next_send_at = v.next from (values ${vals}) as v(id, next) where b.id = v.id`,
      );
      result.rescheduled += updates.length;
      return rows.length;
    });
    if (n < batch) break;
  }
  if (result.enqueued) opts.log?.debug("scheduler enqueued deliveries", { ...result });
  return result;
}

function toRow(r: Record<string, unknown>): Row {
  const d = (v: unknown) => (v == null ? null : v instanceof Date ? v : new Date(String(v)));
  return {
    id: String(r.id),
    frequency: r.frequency as Row["frequency"],
    times: (Array.isArray(r.times) ? r.times : []) as string[],
    dayOfWeek: (r.day_of_week ?? null) as Row["dayOfWeek"],
    daysOfWeek: (Array.isArray(r.days_of_week) ? r.days_of_week : null) as Row["daysOfWeek"],
    pausedUntil: r.paused_until == null ? null : String(r.paused_until),
    skipSlotAt: d(r.skip_slot_at),
    timezone: String(r.timezone ?? "UTC"),
    active: Boolean(r.active),
    status: r.status as Row["status"],
    trialEndsAt: d(r.trial_ends_at),
    paidUntil: d(r.paid_until),
    nextSendAt: d(r.next_send_at),
  };
}

/** Recompute one briefing's next slot after an edit / pause / resume / billing change. */
export async function recomputeBriefing(
  db: Db,
  o: { briefingId: string; now?: Date; prepareLeadMs: number },
): Promise<Date | null> {
  const { briefingId, prepareLeadMs } = o;
  const now = o.now ?? new Date();
  return db.transaction(async (tx) => {
    const rows = await query<Record<string, unknown>>(
      tx as unknown as Db,
      sql`select id, frequency, times, day_of_week, days_of_week, timezone, active, status, trial_ends_at, paid_until, next_send_at,
                   paused_until::text as paused_until, skip_slot_at
          from briefings where id = ${briefingId}::uuid for update`,
    );
    if (!rows[0]) return null;
    const b = toRow(rows[0]);
    const spec = specOf(b);
    const holds: Holds = { pausedUntil: b.pausedUntil, skipSlotAt: b.skipSlotAt };
    const next = spec && isEligible(b, now) ? nextSendAfter(spec, now, holds) : null;
    await tx.update(briefings).set({ nextSendAt: next }).where(sql`${briefings.id} = ${briefingId}::uuid`);
    const txDb = tx as unknown as Db;
    // future rows for a slot that no longer exists (time changed, paused) are cancelled; the row for the
    // new next slot (edited topic, or paused and resumed) is prepared again, with the new settings
    await ledger.cancelChangedSlots(txDb, { briefingId, now, keep: next });
    if (next) await ledger.reviveSlot(txDb, { briefingId, slotAt: next, prepareLeadMs });
    return next;
  });
}
