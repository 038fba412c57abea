/**
 * Workers: claim due ledger rows with FOR UPDATE SKIP LOCKED (a lease, not a held transaction), run the
 * pipeline, record the outcome. Any number of worker processes may share one PostgreSQL.
 *
 * Every write after the claim is fenced with `locked_by = me`, so a worker that lost its lease (it was
 * too slow, or presumed dead) cannot overwrite the row another worker has since taken over.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
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

/**
 * The claim itself (decision 010): lease up to `limit` due rows to `workerId`, oldest `run_after` first,
 * skipping rows another worker holds; `returning` picks the columns the caller needs.
 */
function claimStatement(workerId: string, limit: number, leaseMs: number, returning: SQL): SQL {
  return sql`update deliveries d set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, locked_by = ${workerId},
          attempts = d.attempts + 1, updated_at = now(),
          send_started_at = case when d.status = 'prepared' then now() else d.send_started_at end
        from (select id from deliveries
              where status in ('pending', 'prepared') and run_after <= now()
                and (locked_until is null or locked_until < now())
              order by run_after
              limit ${limit}
              for update skip locked) c
        where d.id = c.id
        returning ${returning}`;
}

/** Claim up to `limit` due rows for `workerId`; only their ids (the job-level benchmark uses this). */
export async function claim(db: Db, workerId: string, limit: number, leaseMs: number): Promise<string[]> {
  const rows = await query<{ id: string }>(db, claimStatement(workerId, limit, leaseMs, sql`d.id`));
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

/**
 * recordSent for many rows in one statement (group commit): each row with the instant the SMTP server
 * accepted it. Returns the ids recorded (a row this worker no longer holds is left out, as in recordSent).
 * Several slots of one briefing in one batch advance its last_sent_at to the latest of them.
 */
export async function recordSentBatch(
  db: Db,
  workerId: string,
  batch: Array<{ id: string; sentAt: Date }>,
): Promise<Set<string>> {
  if (batch.length === 0) return new Set();
  // arrays as text literals (uuids and ISO instants contain no separators or quotes): one parameter each,
  // serialised the same way by node-postgres and PGlite
  const ids = `{${batch.map((b) => b.id).join(",")}}`;
  const ats = `{${batch.map((b) => b.sentAt.toISOString()).join(",")}}`;
  const rows = await query<{ id: string }>(
    db,
    sql`with i as (select * from unnest(${ids}::uuid[], ${ats}::timestamptz[]) as i(id, at)),
        d as (
          update deliveries set status = 'sent', sent_at = i.at, last_error = null, locked_by = null,
                 locked_until = null, updated_at = now()
          from i
          where deliveries.id = i.id and deliveries.locked_by = ${workerId} and deliveries.status = 'prepared'
          returning deliveries.id, deliveries.briefing_id, deliveries.history_id, deliveries.slot_at,
                    deliveries.kind, deliveries.content, i.at),
        h as (
          insert into email_history (id, briefing_id, subject, email_content, text_content, is_test, sent_at)
          select d.history_id, d.briefing_id, c.subject, c.html, c.text, d.kind = 'test', d.at
          from d, jsonb_to_record(d.content) as c(subject text, html text, text text)
          on conflict (id) do nothing returning id),
        b as (
          update briefings set last_sent_at = greatest(briefings.last_sent_at, x.slot_at), updated_at = now()
          from (select briefing_id, max(slot_at) as slot_at from d where kind = 'scheduled' group by briefing_id) x
          where briefings.id = x.briefing_id returning briefings.id)
        select d.id from d`,
  );
  return new Set(rows.map((r) => r.id));
}

export interface Recorder {
  /** resolves once the row is recorded sent (true), or known not to be this worker's any more (false) */
  record(id: string, sentAt: Date): Promise<boolean>;
  /** resolves when nothing is waiting to be recorded */
  flush(): Promise<void>;
}

/**
 * Group commit of recordSent (decision 016): rows accepted by SMTP wait at most `delayMs` (or while the
 * previous batch is being written) and are then recorded together in one statement, one transaction.
 * At low load that is one row per statement a few milliseconds after the send; under load the batches
 * grow by themselves (one statement in flight per worker) instead of one commit per email.
 * If a batch statement fails (a deadlock with another batch, a hiccup), its rows are recorded one by one;
 * a row whose own statement fails too rejects, and processDelivery treats it like any failure after SMTP
 * (retried later with the same Message-ID: the ambiguous window of decision 012).
 */
export function createRecorder(
  db: Db,
  workerId: string,
  opts: { maxBatch?: number; delayMs?: number } = {},
): Recorder {
  const maxBatch = opts.maxBatch ?? 200;
  const delayMs = opts.delayMs ?? 2;
  type Entry = { id: string; sentAt: Date; resolve: (ok: boolean) => void; reject: (e: unknown) => void };
  let waiting: Entry[] = [];
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const write = async (batch: Entry[]) => {
    try {
      const done = await recordSentBatch(db, workerId, batch);
      for (const e of batch) e.resolve(done.has(e.id));
    } catch {
      await Promise.all(
        batch.map((e) =>
          recordSent(db, e.id, workerId, e.sentAt).then(
            (ok) => e.resolve(ok),
            (err) => e.reject(err),
          ),
        ),
      );
    }
  };
  const kick = () => {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (writing || waiting.length === 0) return;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(batch.length);
    writing = write(batch).finally(() => {
      writing = null;
      kick();
    });
  };
  return {
    record(id, sentAt) {
      return new Promise<boolean>((resolve, reject) => {
        waiting.push({ id, sentAt, resolve, reject });
        if (!writing && !timer) timer = setTimeout(kick, delayMs);
      });
    },
    async flush() {
      while (writing || waiting.length) {
        kick();
        if (writing) await writing;
      }
    },
  };
}

/** A claimed row as the worker needs it: the ledger columns, without the stored content. */
export type ClaimedRow = Pick<
  DeliveryRow,
  "id" | "briefingId" | "slotAt" | "kind" | "status" | "attempts" | "lastError" | "messageId" | "historyId"
> & { content?: unknown };

/** For a row claimed as `prepared`: the composed MIME message and who it was composed for. */
export interface SendView {
  raw: string | null;
  to: string | null;
  nothingNew: boolean;
}

export interface ClaimedDelivery {
  row: ClaimedRow;
  briefing: BriefingRow | null;
  send?: SendView;
}

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * claim() and the read of what the work needs, in one statement: the ledger columns and, for rows
 * claimed for sending, only the composed message (`content->>'raw'`), not the whole stored content
 * (HTML + text + MIME, three copies of the email). Then the briefings, in one more round trip.
 */
export async function claimForWork(
  db: Db,
  workerId: string,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  // the stored content is read (and decompressed) once per row, by jsonb_to_record, not once per field
  const rows = await query<Record<string, unknown>>(
    db,
    sql`with u as (${claimStatement(
      workerId,
      limit,
      leaseMs,
      sql`d.id, d.briefing_id, d.slot_at, d.kind, d.status, d.attempts, d.last_error, d.message_id,
          d.history_id, d.run_after, case when d.status = 'prepared' then d.content end as content`,
    )})
        select u.id, u.briefing_id, u.slot_at, u.kind, u.status, u.attempts, u.last_error, u.message_id,
               u.history_id, u.run_after, c.raw, c."to", coalesce(c."nothingNew", false) as nothing_new
        from u left join lateral jsonb_to_record(u.content) as c(raw text, "to" text, "nothingNew" boolean) on true`,
  );
  if (rows.length === 0) return [];
  rows.sort((a, b) => asDate(a.run_after).getTime() - asDate(b.run_after).getTime());
  const bIds = [...new Set(rows.map((r) => String(r.briefing_id)))];
  const bs = await db.select().from(briefings).where(inArray(briefings.id, bIds));
  const byId = new Map(bs.map((b) => [b.id, b]));
  return rows.map((r) => {
    const row: ClaimedRow = {
      id: String(r.id),
      briefingId: String(r.briefing_id),
      slotAt: asDate(r.slot_at),
      kind: r.kind as ClaimedRow["kind"],
      status: r.status as ClaimedRow["status"],
      attempts: Number(r.attempts),
      lastError: (r.last_error as string | null) ?? null,
      messageId: String(r.message_id),
      historyId: String(r.history_id),
    };
    return {
      row,
      briefing: byId.get(row.briefingId) ?? null,
      send:
        row.status === "prepared"
          ? {
              raw: (r.raw as string | null) ?? null,
              to: (r.to as string | null) ?? null,
              nothingNew: r.nothing_new === true || r.nothing_new === "t",
            }
          : undefined,
    };
  });
}

export type Outcome = "sent" | "prepared" | "skipped" | "retry" | "failed" | "lost";

/** Process one claimed row (held by `workerId`). Returns what happened. Never throws. */
export async function processDelivery(
  env: WorkerEnv,
  workerId: string,
  id: string,
  preloaded?: ClaimedDelivery,
  recorder?: Recorder,
): Promise<{ outcome: Outcome; error?: string; messageId?: string }> {
  const db = env.db;
  const fence = and(eq(deliveries.id, id), eq(deliveries.lockedBy, workerId));
  const row: ClaimedRow | undefined = preloaded?.row ?? (await db.select().from(deliveries).where(fence))[0];
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
    // the full stored content (subject, HTML, text, MIME…) when we have it; at the slot a claimed row comes
    // with only what sending needs (`send`), and the full content is read only if the message must be
    // composed again
    let content: Prepared | null = null;
    let send: SendView;
    if (row.status === "pending" || (!preloaded?.send && !row.content)) {
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
    } else if (!preloaded?.send) {
      content = preparedSchema.parse(row.content);
    }
    if (content) send = { raw: content.raw ?? null, to: content.to ?? null, nothingNew: content.nothingNew };
    else send = preloaded!.send!;
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
    if (send.nothingNew && row.kind === "scheduled") {
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
    // the MIME message composed at prepare time, sent as is; if the address changed since (or the row
    // predates it), compose again from the stored parts
    const sent =
      send.raw && send.to === b.email
        ? await env.sendEmail({
            to: b.email,
            messageId: row.messageId,
            raw: send.raw,
            envelope: { from: addressOf(env.mailFrom), to: [b.email] },
          })
        : await (async () => {
            if (!content) {
              const [full] = await db.select({ content: deliveries.content }).from(deliveries).where(fence);
              if (!full) return null;
              content = preparedSchema.parse(full.content);
            }
            return env.sendEmail({
              to: b.email,
              subject: content.subject,
              html: content.html,
              text: content.text,
              headers: content.headers,
              messageId: row.messageId,
            });
          })();
    if (!sent) return { outcome: "lost" };
    const sentAt = new Date();
    const recorded = recorder
      ? await recorder.record(id, sentAt)
      : await recordSent(db, id, workerId, sentAt);
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

/** Give back rows claimed but not started (a stopping pool): as if never claimed. */
export async function releaseClaims(db: Db, workerId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(deliveries)
    .set({ lockedBy: null, lockedUntil: null, attempts: sql`greatest(0, ${deliveries.attempts} - 1)` })
    .where(and(inArray(deliveries.id, ids), eq(deliveries.lockedBy, workerId)));
}

export interface WorkerPool {
  stop(): Promise<void>;
  /** resolves when the pool has been idle (nothing claimable) at least once since the call */
  idle(): Promise<void>;
  readonly stats: Record<Outcome, number>;
}

/**
 * A continuous pool: keeps up to `concurrency` deliveries in flight and up to `concurrency / 2` more
 * claimed ahead, so sending never waits for a claim round trip; claims are made in batches (when at least
 * that many places are free, or when the pool has nothing at all), not one per finished delivery.
 * Sent rows are recorded by a group-commit recorder (one statement per batch). Polls the ledger when idle.
 */
export function startWorkerPool(
  env: WorkerEnv,
  opts: { concurrency: number; pollMs: number; workerId?: string; recordDelayMs?: number },
): WorkerPool {
  const workerId = opts.workerId ?? `w-${process.pid}-${randomUUID().slice(0, 8)}`;
  const stats: Record<Outcome, number> = { sent: 0, prepared: 0, skipped: 0, retry: 0, failed: 0, lost: 0 };
  const recorder = createRecorder(env.db, workerId, { delayMs: opts.recordDelayMs });
  const ahead = Math.max(1, Math.ceil(opts.concurrency / 2));
  const queue: ClaimedDelivery[] = [];
  let inFlight = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let claiming: Promise<void> | null = null;
  const idleWaiters: Array<() => void> = [];
  const drained: Array<() => void> = [];

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(pump, ms);
  };

  const startQueued = () => {
    while (!stopped && inFlight < opts.concurrency && queue.length > 0) {
      const item = queue.shift()!;
      inFlight++;
      void processDelivery(env, workerId, item.row.id, item, recorder)
        .then((r) => {
          stats[r.outcome]++;
        })
        .catch(() => {
          stats.retry++;
        })
        .finally(() => {
          inFlight--;
          if (stopped && inFlight === 0) for (const d of drained.splice(0)) d();
          if (!stopped) {
            startQueued();
            if (!claiming) schedule(0);
          }
        });
    }
  };

  async function pump() {
    timer = null;
    if (stopped || claiming) return;
    startQueued();
    const room = opts.concurrency + ahead - inFlight - queue.length;
    // batch the claims: wait until a good part of the window is free, unless the pool has nothing to do
    if (room <= 0 || (room < ahead && inFlight + queue.length > 0)) return;
    let batch: ClaimedDelivery[] = [];
    claiming = (async () => {
      try {
        batch = await claimForWork(env.db, workerId, room, env.leaseMs);
      } catch (err) {
        env.log.warn("ledger claim failed", { error: (err as Error).message });
      }
      // stopped meanwhile: give the rows back at once (stop() waits for this)
      if (stopped && batch.length > 0) {
        const ids = batch.map((b) => b.row.id);
        batch = [];
        await releaseClaims(env.db, workerId, ids).catch(() => {});
      }
    })();
    await claiming;
    claiming = null;
    if (stopped) return;
    if (batch.length === 0) {
      if (inFlight === 0 && queue.length === 0) for (const w of idleWaiters.splice(0)) w();
      schedule(opts.pollMs);
      return;
    }
    queue.push(...batch);
    startQueued();
    // a full batch: there may be more due at once; otherwise look again after the poll interval (finished
    // deliveries look sooner)
    schedule(batch.length === room ? 0 : opts.pollMs);
  }
  schedule(0);

  return {
    stats,
    idle: () => new Promise<void>((r) => idleWaiters.push(r)),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (claiming) await claiming.catch(() => {});
      const unstarted = queue.splice(0).map((q) => q.row.id);
      await releaseClaims(env.db, workerId, unstarted).catch(() => {});
      if (inFlight > 0) await new Promise<void>((r) => drained.push(r));
      await recorder.flush();
    },
  };
}
