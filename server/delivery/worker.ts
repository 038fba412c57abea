/**
 * Workers: claim due ledger rows with FOR UPDATE SKIP LOCKED (a lease, not a held transaction), run the
 * pipeline, record the outcome. Any number of worker processes may share one PostgreSQL.
 *
 * Every write after the claim is fenced with `locked_by = me`, so a worker that lost its lease (it was
 * too slow, or presumed dead) cannot overwrite the row another worker has since taken over.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { briefings, deliveries } from "../db/schema";
import type { EmailMessage, SentEmail } from "../mail/send-email";
import { query } from "./db-util";
import { type BriefingRow, isEligible } from "./eligibility";
import { type PipelineEnv, type Prepared, prepare, preparedSchema } from "./pipeline";

export interface WorkerEnv extends PipelineEnv {
  sendEmail(message: EmailMessage): Promise<SentEmail>;
  leaseMs: number;
  maxAttempts: number;
  /** scheduled deliveries first attempted later than this after their slot are skipped */
  graceMs?: number;
  /** first retry delay; doubles per attempt, capped at 30 minutes, ±20% jitter */
  retryBaseMs: number;
}

export type DeliveryRow = typeof deliveries.$inferSelect;

const addressOf = (from: string) => /<([^<>]+)>/.exec(from)?.[1] ?? from.trim();

export function backoffMs(attempt: number, baseMs: number, random = Math.random): number {
  const raw = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 30 * 60_000);
  return Math.round(raw * (0.8 + 0.4 * random()));
}

/** Claim up to `limit` due rows for `workerId`. */
export async function claim(db: Db, workerId: string, limit: number, leaseMs: number): Promise<string[]> {
  const rows = await query<{ id: string }>(
    db,
    sql`update deliveries d set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, locked_by = ${workerId},
          attempts = d.attempts + 1, updated_at = now(),
          send_started_at = case when d.status = 'prepared' then now() else d.send_started_at end
        from (select id from deliveries
              where status in ('pending', 'prepared') and run_after <= now()
                and (locked_until is null or locked_until < now())
              order by run_after
              limit ${limit}
              for update skip locked) c
        where d.id = c.id
        returning d.id`,
  );
  return rows.map((r) => r.id);
}

function isPermanent(err: unknown): boolean {
  return !!err && typeof err === "object" && (err as { permanent?: boolean }).permanent === true;
}

/**
 * Mark a row sent, insert its history row (the stored subject/HTML/text, copied inside the database) and
 * advance the briefing's last_sent_at — one statement, so all or nothing, fenced by the lease.
 */
export async function recordSent(db: Db, id: string, workerId: string, sentAt: Date): Promise<boolean> {
  const at = sentAt.toISOString();
  const rows = await query<{ id: string }>(
    db,
    sql`with d as (
          update deliveries set status = 'sent', sent_at = ${at}::timestamptz, last_error = null, locked_by = null,
                 locked_until = null, updated_at = now()
          where id = ${id}::uuid and locked_by = ${workerId} and status = 'prepared'
          returning id, briefing_id, history_id, slot_at, kind, content),
        h as (
          insert into email_history (id, briefing_id, subject, email_content, text_content, is_test, sent_at)
          select history_id, briefing_id, content->>'subject', content->>'html', content->>'text', kind = 'test', ${at}::timestamptz
          from d on conflict (id) do nothing returning id),
        b as (
          update briefings set last_sent_at = greatest(briefings.last_sent_at, d.slot_at), updated_at = now()
          from d where briefings.id = d.briefing_id and d.kind = 'scheduled' returning briefings.id)
        select d.id from d`,
  );
  return rows.length > 0;
}

export type Outcome = "sent" | "prepared" | "skipped" | "retry" | "failed" | "lost";

/** Process one claimed row (held by `workerId`). Returns what happened. Never throws. */
export async function processDelivery(
  env: WorkerEnv,
  workerId: string,
  id: string,
  preloaded?: { row: DeliveryRow; briefing: BriefingRow | null },
): Promise<{ outcome: Outcome; error?: string; messageId?: string }> {
  const db = env.db;
  const fence = and(eq(deliveries.id, id), eq(deliveries.lockedBy, workerId));
  const row = preloaded?.row ?? (await db.select().from(deliveries).where(fence))[0];
  if (!row) return { outcome: "lost" };
  const claimedForSending = row.status === "prepared";
  // heartbeat: keep the lease while we work (a slow feed must not let a second worker take the row over)
  const heartbeat = setInterval(
    () => {
      void db
        .update(deliveries)
        .set({ lockedUntil: new Date(Date.now() + env.leaseMs) })
        .where(fence)
        .catch(() => {});
    },
    Math.max(200, Math.floor(env.leaseMs / 3)),
  );
  heartbeat.unref();
  try {
    const b = preloaded
      ? preloaded.briefing
      : (await db.select().from(briefings).where(eq(briefings.id, row.briefingId)))[0];
    const now = new Date();
    if (!b || (row.kind === "scheduled" && !isEligible(b, now))) {
      await db
        .update(deliveries)
        .set({
          status: "skipped",
          lastError: b ? "Briefing paused or not paid at send time" : "Briefing deleted",
          lockedBy: null,
          lockedUntil: null,
        })
        .where(fence);
      return { outcome: "skipped" };
    }
    let content: Prepared;
    if (row.status === "pending" || !row.content) {
      content = await prepare(env, {
        deliveryId: row.id,
        messageId: row.messageId,
        historyId: row.historyId,
        slotAt: row.slotAt,
        kind: row.kind,
        briefing: b,
        now,
      });
      const due = row.slotAt.getTime() <= Date.now() + 1000;
      const r = await db
        .update(deliveries)
        .set({
          status: "prepared",
          content,
          itemKeys: content.itemKeys,
          preparedAt: new Date(),
          runAfter: due ? new Date() : row.slotAt,
          ...(due ? {} : { lockedBy: null, lockedUntil: null }),
        })
        .where(and(fence, eq(deliveries.status, row.status)))
        .returning({ id: deliveries.id });
      if (r.length === 0) return { outcome: "lost" };
      if (!due) return { outcome: "prepared" };
    } else {
      content = preparedSchema.parse(row.content);
    }
    // workers were down past the grace window: a first attempt this late is skipped, not sent (decision 011);
    // a delivery already retrying (SMTP trouble) keeps its right to go out late
    if (
      row.kind === "scheduled" &&
      env.graceMs !== undefined &&
      !row.lastError &&
      Date.now() - row.slotAt.getTime() > env.graceMs
    ) {
      await db
        .update(deliveries)
        .set({
          status: "skipped",
          lastError: "Missed: more than the grace window late",
          lockedBy: null,
          lockedUntil: null,
        })
        .where(fence);
      return { outcome: "skipped" };
    }
    if (content.nothingNew && row.kind === "scheduled") {
      await db
        .update(deliveries)
        .set({
          status: "skipped",
          lastError: "Nothing new matched",
          itemKeys: [],
          lockedBy: null,
          lockedUntil: null,
        })
        .where(fence);
      return { outcome: "skipped" };
    }
    // ── the ambiguous window opens: once the SMTP server accepts, the email is out; until the ledger says
    // "sent", a crash here means the row is retried after its lease, with the SAME Message-ID (decision 012).
    // begin-send is fenced too: only the lease holder of a still-unsent row may hand it to SMTP
    // (a row claimed as "prepared" was marked at claim time, moments ago)
    if (!claimedForSending) {
      const mine = await db
        .update(deliveries)
        .set({ sendStartedAt: new Date(), lockedUntil: new Date(Date.now() + env.leaseMs) })
        .where(and(fence, eq(deliveries.status, "prepared")))
        .returning({ id: deliveries.id });
      if (mine.length === 0) return { outcome: "lost" };
    }
    const composed = content.raw && content.to === b.email; // else the address changed since: compose again
    const sent = await env.sendEmail({
      to: b.email,
      subject: content.subject,
      html: content.html,
      text: content.text,
      headers: content.headers,
      messageId: row.messageId,
      ...(composed ? { raw: content.raw, envelope: { from: addressOf(env.mailFrom), to: [b.email] } } : {}),
    });
    const sentAt = new Date();
    const recorded = await recordSent(db, id, workerId, sentAt);
    return recorded ? { outcome: "sent", messageId: sent.messageId } : { outcome: "lost" };
  } catch (err) {
    const message = (err as Error)?.message ?? String(err);
    const permanent = isPermanent(err);
    const attempts = row.attempts;
    if (permanent || attempts >= env.maxAttempts) {
      await db
        .update(deliveries)
        .set({ status: "failed", lastError: message.slice(0, 1000), lockedBy: null, lockedUntil: null })
        .where(fence)
        .catch(() => {});
      env.log.warn("delivery failed", {
        deliveryId: id,
        briefingId: row.briefingId,
        attempts,
        permanent,
        error: message,
      });
      return { outcome: "failed", error: message };
    }
    const wait = backoffMs(attempts, env.retryBaseMs);
    await db
      .update(deliveries)
      .set({
        lastError: message.slice(0, 1000),
        runAfter: new Date(Date.now() + wait),
        lockedBy: null,
        lockedUntil: null,
      })
      .where(fence)
      .catch(() => {});
    env.log.warn("delivery will be retried", { deliveryId: id, attempts, retryInMs: wait, error: message });
    return { outcome: "retry", error: message };
  } finally {
    clearInterval(heartbeat);
  }
}

export interface WorkerPool {
  stop(): Promise<void>;
  /** resolves when the pool has been idle (nothing claimable) at least once since the call */
  idle(): Promise<void>;
  readonly stats: Record<Outcome, number>;
}

/** A continuous pool: keeps up to `concurrency` deliveries in flight, polling the ledger when idle. */
export function startWorkerPool(
  env: WorkerEnv,
  opts: { concurrency: number; pollMs: number; workerId?: string },
): WorkerPool {
  const workerId = opts.workerId ?? `w-${process.pid}-${randomUUID().slice(0, 8)}`;
  const stats: Record<Outcome, number> = { sent: 0, prepared: 0, skipped: 0, retry: 0, failed: 0, lost: 0 };
  let inFlight = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let claiming = false;
  const idleWaiters: Array<() => void> = [];
  const drained: Array<() => void> = [];

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(pump, ms);
  };

  async function pump() {
    timer = null;
    if (stopped || claiming) return;
    const free = opts.concurrency - inFlight;
    if (free <= 0) return;
    claiming = true;
    let batch: Array<{ row: DeliveryRow; briefing: BriefingRow | null }> = [];
    try {
      const ids = await claim(env.db, workerId, free, env.leaseMs);
      if (ids.length) {
        // one round trip for the whole batch: the rows and their briefings
        const rows = await env.db
          .select()
          .from(deliveries)
          .where(and(inArray(deliveries.id, ids), eq(deliveries.lockedBy, workerId)));
        const bIds = [...new Set(rows.map((r) => r.briefingId))];
        const bs = bIds.length
          ? await env.db.select().from(briefings).where(inArray(briefings.id, bIds))
          : [];
        const byId = new Map(bs.map((b) => [b.id, b]));
        batch = rows.map((row) => ({ row, briefing: byId.get(row.briefingId) ?? null }));
      }
    } catch (err) {
      env.log.warn("ledger claim failed", { error: (err as Error).message });
    } finally {
      claiming = false;
    }
    if (batch.length === 0) {
      if (inFlight === 0) for (const w of idleWaiters.splice(0)) w();
      schedule(opts.pollMs);
      return;
    }
    for (const item of batch) {
      inFlight++;
      void processDelivery(env, workerId, item.row.id, item)
        .then((r) => {
          stats[r.outcome]++;
        })
        .catch(() => {
          stats.retry++;
        })
        .finally(() => {
          inFlight--;
          if (stopped && inFlight === 0) for (const d of drained.splice(0)) d();
          if (!stopped) schedule(0);
        });
    }
    // more capacity (completions during the claim) or a full batch: look again at once
    schedule(
      batch.length === free && inFlight < opts.concurrency ? 0 : batch.length === free ? 5 : opts.pollMs,
    );
  }
  schedule(0);

  return {
    stats,
    idle: () => new Promise<void>((r) => idleWaiters.push(r)),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (inFlight > 0) await new Promise<void>((r) => drained.push(r));
    },
  };
}
