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
import { query } from "../db/query";
import { type BriefingRow, type EligibilityFields, isEligible } from "./eligibility";
import { type PipelineEnv, type Prepared, type PreparedMeta, prepare, preparedMetaSchema } from "./pipeline";

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

/** How many rows of each kind a claim may take: prepared rows to send, pending rows to prepare. */
export interface ClaimLimits {
  send: number;
  prepare: number;
}

/**
 * The claim itself (decisions 010, 048, 050): lease to `workerId` up to `limits.send` due prepared rows and up
 * to `limits.prepare` due pending rows, each oldest `run_after` first, skipping rows another worker holds.
 * It is the database function `tidings_claim_deliveries` (migration 0005): prepared and pending rows are
 * taken by separate sub-selects (each a range of the (status, run_after) index), so a pool with no free
 * prepare place takes no pending row and sending never waits behind preparation; the function keeps its
 * plan and cannot fall back to reading and sorting every due row when statistics are missing or stale.
 * It returns the ledger columns, the composed message of rows claimed for sending and what sending needs of
 * the briefing (`b_*`; the briefing is read, not locked: deleting a briefing deletes its deliveries).
 */
function claimStatement(workerId: string, limits: ClaimLimits, leaseMs: number): SQL {
  return sql`select * from tidings_claim_deliveries(${workerId}, ${Math.round(leaseMs)}::integer,
    ${Math.max(0, limits.send)}::integer, ${Math.max(0, limits.prepare)}::integer)`;
}

/**
 * Claim up to `limit` due prepared rows and up to `limit` due pending rows for `workerId`; only their ids
 * (the job-level benchmark uses this).
 */
export async function claim(db: Db, workerId: string, limit: number, leaseMs: number): Promise<string[]> {
  const rows = await query<{ id: string }>(
    db,
    claimStatement(workerId, { send: limit, prepare: limit }, leaseMs),
  );
  return rows.map((r) => r.id);
}

function isPermanent(err: unknown): boolean {
  return !!err && typeof err === "object" && (err as { permanent?: boolean }).permanent === true;
}

/**
 * Mark a row sent, reveal its history row and advance the briefing's last_sent_at — one statement, so all
 * or nothing, fenced by the lease (recordSentBatch with one row).
 */
export async function recordSent(db: Db, id: string, workerId: string, sentAt: Date): Promise<boolean> {
  return (await recordSentBatch(db, workerId, [{ id, sentAt }])).has(id);
}

/**
 * Record many rows sent in one statement (group commit, decision 016): each row with the instant the SMTP
 * server accepted it. Returns the ids recorded (a row this worker no longer holds is left out).
 * The email_history row was written at prepare time, hidden (decision 048): recording reveals it with the
 * send instant — no copy of subject/HTML/text, nothing compressed or decompressed here. The composed MIME
 * message is cleared in the same statement: it has gone out, and the history row holds what the reader
 * sees (decision 052: stored uncompressed for the claim's sake, it is not kept).
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
                 locked_until = null, updated_at = now(), raw = null
          from i
          where deliveries.id = i.id and deliveries.locked_by = ${workerId} and deliveries.status = 'prepared'
          returning deliveries.id, deliveries.briefing_id, deliveries.history_id, deliveries.slot_at,
                    deliveries.kind, i.at),
        h as (
          update email_history set hidden = false, sent_at = d.at
          from d where email_history.id = d.history_id and email_history.hidden
          returning email_history.id),
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
  /** batch statements written so far, and the rows in them */
  readonly counts: { statements: number; rows: number };
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

  const counts = { statements: 0, rows: 0 };
  const write = async (batch: Entry[]) => {
    counts.statements++;
    counts.rows += batch.length;
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
    counts,
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

/** A claimed row as the worker needs it: the ledger columns, without the stored email. */
export type ClaimedRow = Pick<
  DeliveryRow,
  "id" | "briefingId" | "slotAt" | "kind" | "status" | "attempts" | "lastError" | "messageId" | "historyId"
>;

/** For a row claimed as `prepared`: the composed MIME message and who it was composed for. */
export interface SendView {
  raw: string | null;
  /** null: the row was prepared before migration 0004 (the email still inside `content`) */
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

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const asBool = (v: unknown) => v === true || v === "t" || v === "true";

/**
 * claim() and the read of what the work needs, in one statement: the ledger columns and, for rows claimed
 * for sending, the composed message, its recipient and the nothing-new flag — plain columns (decision 048),
 * nothing else of the stored email is read — and what sending needs of the briefing. Rows claimed to be
 * prepared need their whole briefing: one more round trip, only when there are such rows.
 */
export async function claimForWork(
  db: Db,
  workerId: string,
  limits: ClaimLimits,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const rows = await query<Record<string, unknown>>(db, claimStatement(workerId, limits, leaseMs));
  if (rows.length === 0) return [];
  rows.sort((a, b) => asDate(a.run_after).getTime() - asDate(b.run_after).getTime());
  // rows to prepare need the whole briefing (topic, schedule, …): one more round trip, for those only
  const toPrepare = [
    ...new Set(rows.filter((r) => r.status === "pending").map((r) => String(r.briefing_id))),
  ];
  const byId = new Map<string, BriefingRow>();
  if (toPrepare.length > 0) {
    for (const b of await db.select().from(briefings).where(inArray(briefings.id, toPrepare)))
      byId.set(b.id, b);
  }
  const nullableDate = (v: unknown) => (v === null || v === undefined ? null : asDate(v));
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

/**
 * pending → prepared, fenced by the lease: the composed MIME message, its recipient and the nothing-new flag
 * on the ledger row, and the email's history row written now, hidden, in the same statement (decision 048) —
 * revealed by recordSentBatch once SMTP has accepted it. A scheduled row with nothing new is skipped at its
 * slot and gets no history row. (A row prepared again — paused and resumed — rewrites its hidden row; a
 * history row already shown is never touched.)
 */
export async function savePrepared(
  db: Db,
  row: Pick<ClaimedRow, "id" | "status" | "slotAt">,
  workerId: string,
  p: Prepared,
  release: boolean,
): Promise<boolean> {
  const meta: PreparedMeta = {
    headers: p.headers,
    picks: p.picks,
    coverage: p.coverage,
    summariser: p.summariser,
  };
  const rows = await query<{ id: string }>(
    db,
    sql`with d as (
          update deliveries set status = 'prepared', content = ${JSON.stringify(meta)}::jsonb, raw = ${p.raw},
                 recipient = ${p.to}, nothing_new = ${p.nothingNew}::boolean,
                 item_keys = array(select jsonb_array_elements_text(${JSON.stringify(p.itemKeys)}::jsonb)),
                 prepared_at = now(), updated_at = now(),
                 run_after = ${release ? row.slotAt.toISOString() : new Date().toISOString()}::timestamptz
                 ${release ? sql`, locked_by = null, locked_until = null` : sql``}
          where id = ${row.id}::uuid and locked_by = ${workerId} and status = ${row.status}
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
 * A row prepared by a worker of the previous version (the whole email inside `content`) that migration 0004
 * did not convert — a worker held it then, or prepared it during a rolling upgrade: converted the way the
 * migration converts (the MIME message, recipient and nothing-new flag to their columns, the hidden history
 * row from the stored subject/HTML/text, the email out of `content`), fenced by the lease, in one statement.
 * Returns what sending needs, or null if there is nothing to convert.
 */
export async function adoptLegacyRow(db: Db, id: string, workerId: string): Promise<SendView | null> {
  const [r] = await query<Record<string, unknown>>(
    db,
    sql`with o as (
          select id, history_id, briefing_id, kind, content from deliveries
          where id = ${id}::uuid and locked_by = ${workerId} and status = 'prepared' and recipient is null
            and content ? 'html'),
        d as (
          update deliveries set raw = o.content->>'raw', recipient = coalesce(o.content->>'to', ''),
                 nothing_new = coalesce((o.content->>'nothingNew')::boolean, false),
                 content = o.content - 'subject' - 'html' - 'text' - 'raw' - 'to', updated_at = now()
          from o where deliveries.id = o.id and deliveries.locked_by = ${workerId}
          returning deliveries.id, deliveries.raw, deliveries.recipient, deliveries.nothing_new),
        h as (
          insert into email_history (id, briefing_id, subject, email_content, text_content, is_test, sent_at, hidden)
          select o.history_id, o.briefing_id, coalesce(o.content->>'subject', ''), o.content->>'html',
                 coalesce(o.content->>'text', ''), o.kind = 'test', now(), true
          from o join d on d.id = o.id where not (o.kind = 'scheduled' and d.nothing_new)
          on conflict (id) do nothing returning id)
        select raw, recipient, nothing_new from d`,
  );
  if (!r) return null;
  return {
    raw: (r.raw as string | null) ?? null,
    to: String(r.recipient),
    nothingNew: asBool(r.nothing_new),
  };
}

/**
 * The stored parts of a prepared email (its hidden history row, the headers), to compose the message again
 * when the briefing's address changed since preparation.
 */
async function storedEmail(db: Db, id: string, workerId: string) {
  const [r] = await query<{ subject: string; html: string; text: string; headers: unknown }>(
    db,
    sql`select h.subject, h.email_content as html, h.text_content as text, d.content->'headers' as headers
        from deliveries d join email_history h on h.id = d.history_id
        where d.id = ${id}::uuid and d.locked_by = ${workerId}`,
  );
  if (!r) return null;
  const headers = typeof r.headers === "string" ? JSON.parse(r.headers) : r.headers;
  return { ...r, headers: preparedMetaSchema.shape.headers.parse(headers ?? {}) };
}

/**
 * A row's end other than "sent" (skipped, failed), fenced by the lease; its hidden history row, if any, goes
 * with it in the same statement (a history row is only ever shown for an email that went out), and so does
 * its composed message (decision 052).
 */
async function settle(
  db: Db,
  id: string,
  workerId: string,
  status: "skipped" | "failed",
  lastError: string,
  clearItems = false,
): Promise<void> {
  await db.execute(
    sql`with d as (
          update deliveries set status = ${status}, last_error = ${lastError}, locked_by = null, locked_until = null,
                 raw = null, updated_at = now() ${clearItems ? sql`, item_keys = '{}'` : sql``}
          where id = ${id}::uuid and locked_by = ${workerId}
          returning history_id)
        delete from email_history h using d where h.id = d.history_id and h.hidden`,
  );
}

export type Outcome = "sent" | "prepared" | "skipped" | "retry" | "failed" | "lost";

/**
 * Process one claimed row (held by `workerId`). Returns what happened. Never throws.
 * A pending row whose slot has come is prepared and sent in one go; `preparedToSend` is awaited between the
 * two (a pool moves the row from a prepare place to a send place there).
 */
export async function processDelivery(
  env: WorkerEnv,
  workerId: string,
  id: string,
  preloaded?: ClaimedDelivery,
  recorder?: Recorder,
  preparedToSend?: () => Promise<void>,
  /** false: the caller keeps the lease alive (a pool renews all its rows in one statement) */
  ownHeartbeat = true,
): Promise<{ outcome: Outcome; error?: string; messageId?: string }> {
  const db = env.db;
  const fence = () => and(eq(deliveries.id, id), eq(deliveries.lockedBy, workerId));
  let row: ClaimedRow;
  let send: SendView | undefined;
  if (preloaded) {
    row = preloaded.row;
    send = preloaded.send;
  } else {
    const [r] = await db
      .select({
        id: deliveries.id,
        briefingId: deliveries.briefingId,
        slotAt: deliveries.slotAt,
        kind: deliveries.kind,
        status: deliveries.status,
        attempts: deliveries.attempts,
        lastError: deliveries.lastError,
        messageId: deliveries.messageId,
        historyId: deliveries.historyId,
        raw: deliveries.raw,
        recipient: deliveries.recipient,
        nothingNew: deliveries.nothingNew,
      })
      .from(deliveries)
      .where(fence());
    if (!r) return { outcome: "lost" };
    const { raw, recipient, nothingNew, ...ledger } = r;
    row = ledger;
    if (r.status === "prepared") send = { raw, to: recipient, nothingNew };
  }
  if (row.status !== "pending" && row.status !== "prepared") return { outcome: "lost" };
  const claimedForSending = row.status === "prepared";
  // heartbeat: keep the lease while we work (a slow feed must not let a second worker take the row over)
  const heartbeat = ownHeartbeat
    ? setInterval(
        () => {
          void renewLeases(db, workerId, [id], env.leaseMs).catch(() => {});
        },
        Math.max(200, Math.floor(env.leaseMs / 3)),
      )
    : null;
  heartbeat?.unref();
  try {
    let b = preloaded
      ? preloaded.briefing
      : (await db.select().from(briefings).where(eq(briefings.id, row.briefingId)))[0];
    const now = new Date();
    if (!b || (row.kind === "scheduled" && !isEligible(b, now))) {
      await settle(
        db,
        id,
        workerId,
        "skipped",
        b ? "Briefing paused or not paid at send time" : "Briefing deleted",
      );
      return { outcome: "skipped" };
    }
    if (row.status === "pending") {
      // preparation needs the whole briefing (a claim reads only what sending needs for prepared rows)
      if (!("topic" in b)) {
        const [full] = await db.select().from(briefings).where(eq(briefings.id, row.briefingId));
        if (!full) return { outcome: "lost" };
        b = full;
      }
      const p = await prepare(env, {
        deliveryId: row.id,
        messageId: row.messageId,
        historyId: row.historyId,
        slotAt: row.slotAt,
        kind: row.kind,
        briefing: b as BriefingRow,
        now,
      });
      const due = row.slotAt.getTime() <= Date.now() + 1000;
      if (!(await savePrepared(db, row, workerId, p, !due))) return { outcome: "lost" };
      if (!due) return { outcome: "prepared" };
      send = { raw: p.raw, to: p.to, nothingNew: p.nothingNew };
      await preparedToSend?.();
    } else if (!send || send.to === null) {
      // prepared by the previous version (the email inside `content`): convert it first
      send = (await adoptLegacyRow(db, id, workerId)) ?? undefined;
      if (!send) throw new Error("Prepared delivery has no stored email");
    }
    // workers were down past the grace window: a first attempt this late is skipped, not sent (decision 011);
    // a delivery already retrying (SMTP trouble) keeps its right to go out late
    if (
      row.kind === "scheduled" &&
      env.graceMs !== undefined &&
      !row.lastError &&
      Date.now() - row.slotAt.getTime() > env.graceMs
    ) {
      await settle(db, id, workerId, "skipped", "Missed: more than the grace window late");
      return { outcome: "skipped" };
    }
    if (send.nothingNew && row.kind === "scheduled") {
      await settle(db, id, workerId, "skipped", "Nothing new matched", true);
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
        .where(and(fence(), eq(deliveries.status, "prepared")))
        .returning({ id: deliveries.id });
      if (mine.length === 0) return { outcome: "lost" };
    }
    // the MIME message composed at prepare time, sent as is; if the address changed since (or the row
    // predates composed messages), compose again from the stored parts
    let sent: SentEmail;
    if (send.raw && send.to === b.email) {
      sent = await env.sendEmail({
        to: b.email,
        messageId: row.messageId,
        raw: send.raw,
        envelope: { from: addressOf(env.mailFrom), to: [b.email] },
      });
    } else {
      const stored = await storedEmail(db, id, workerId);
      if (!stored) return { outcome: "lost" };
      sent = await env.sendEmail({
        to: b.email,
        subject: stored.subject,
        html: stored.html,
        text: stored.text,
        headers: stored.headers,
        messageId: row.messageId,
      });
    }
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
      await settle(db, id, workerId, "failed", message.slice(0, 1000)).catch(() => {});
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
      .where(fence())
      .catch(() => {});
    env.log.warn("delivery will be retried", { deliveryId: id, attempts, retryInMs: wait, error: message });
    return { outcome: "retry", error: message };
  } finally {
    if (heartbeat) clearInterval(heartbeat);
  }
}

/** Extend the lease of rows `workerId` holds (the heartbeat), in one statement. */
export async function renewLeases(db: Db, workerId: string, ids: string[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update deliveries set locked_until = now() + ${`${leaseMs} milliseconds`}::interval
        where id = any(${`{${ids.join(",")}}`}::uuid[]) and locked_by = ${workerId}`,
  );
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
  /** claim statements that took rows, the rows they took; group-commit statements and their rows */
  readonly counts: { claims: number; claimed: number; records: number; recorded: number };
}

/**
 * Rows being prepared at once by one pool unless configured (WORKER_PREPARE_CONCURRENCY): preparation is
 * mostly this process's CPU (render, summarise) and the database, so more in flight adds memory (each holds
 * its feed items, summaries and rendered email) and little throughput (measured: decision 048).
 */
export const DEFAULT_PREPARE_CONCURRENCY = 4;

export interface PoolOptions {
  /** prepared rows being sent at once; up to half as many more are claimed ahead (the prefetch window) */
  concurrency: number;
  /**
   * pending rows being prepared at once (gather → compose, ahead of the slot), on top of the sends; a claim
   * never takes more pending rows than there are free places. Default min(concurrency, 4).
   */
  prepareConcurrency?: number;
  pollMs: number;
  workerId?: string;
  recordDelayMs?: number;
}

/**
 * A continuous pool with two limits (decision 048):
 * - sending: up to `concurrency` prepared rows in flight and up to `concurrency / 2` more claimed ahead, so
 *   SMTP never waits for a claim round trip; these claims are made in batches (when at least that many
 *   places are free, or when the pool has nothing at all), not one per finished delivery;
 * - preparing: up to `prepareConcurrency` pending rows, each started as soon as it is claimed; free places
 *   are filled when half of them are free (or all), unless the last claim found no pending row due (then
 *   after the poll interval). A row prepared after its slot has come moves on to a send place.
 * One claim statement serves both (prepared rows and pending rows are selected separately), so a prepared
 * row due at its slot never waits for a place held by preparation, and preparation never takes more rows
 * than it has places for. Sent rows are recorded by a group-commit recorder (one statement per batch).
 * Polls the ledger when idle.
 */
export function startWorkerPool(env: WorkerEnv, opts: PoolOptions): WorkerPool {
  const workerId = opts.workerId ?? `w-${process.pid}-${randomUUID().slice(0, 8)}`;
  const stats: Record<Outcome, number> = { sent: 0, prepared: 0, skipped: 0, retry: 0, failed: 0, lost: 0 };
  const claimCounts = { claims: 0, claimed: 0 };
  const recorder = createRecorder(env.db, workerId, { delayMs: opts.recordDelayMs });
  const sendCap = Math.max(1, opts.concurrency);
  const prepareCap = Math.max(
    1,
    opts.prepareConcurrency ?? Math.min(opts.concurrency, DEFAULT_PREPARE_CONCURRENCY),
  );
  const ahead = Math.max(1, Math.ceil(sendCap / 2));
  /** prepare places are refilled a few at a time (a claim costs a round trip or two), half of them at once */
  const prepareBatch = Math.max(1, Math.ceil(prepareCap / 2));
  /**
   * waiting for a send place, in order: prepared rows claimed ahead, and rows just prepared late (their
   * slot already come) by this pool, which leave their prepare place and are then sent like the others
   */
  const queue: Array<ClaimedDelivery | { resume: () => void }> = [];
  let sending = 0;
  /** pending rows held: all in flight (a claim takes no more of them than there are free places) */
  let preparing = 0;
  /** the last claim found fewer pending rows due than it could take: do not claim just for them before this */
  let prepareDryUntil = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let claiming: Promise<void> | null = null;
  const idleWaiters: Array<() => void> = [];
  const drained: Array<() => void> = [];
  /**
   * rows being worked on (prepared or sent): their leases are renewed together, one statement per interval
   * for the whole pool instead of a timer and a statement per row
   */
  const working = new Set<string>();
  const heartbeat = setInterval(
    () => {
      if (working.size > 0) void renewLeases(env.db, workerId, [...working], env.leaseMs).catch(() => {});
    },
    Math.max(200, Math.floor(env.leaseMs / 3)),
  );
  heartbeat.unref();

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(pump, ms);
  };

  const run = (item: ClaimedDelivery, place: "send" | "prepare") => {
    let holds: "send" | "prepare" | "queued" = place;
    if (place === "send") sending++;
    else preparing++;
    // prepared late: from a prepare place to a send place (waiting in line for one if all are taken)
    const preparedToSend = () =>
      new Promise<void>((resume) => {
        preparing--;
        if (stopped) {
          // a stopping pool finishes what it holds
          holds = "send";
          sending++;
          resume();
          return;
        }
        holds = "queued";
        queue.push({
          resume: () => {
            holds = "send";
            resume();
          },
        });
        startQueued();
        if (!claiming) schedule(0);
      });
    working.add(item.row.id);
    void processDelivery(env, workerId, item.row.id, item, recorder, preparedToSend, false)
      .then((r) => {
        stats[r.outcome]++;
      })
      .catch(() => {
        stats.retry++;
      })
      .finally(() => {
        working.delete(item.row.id);
        if (holds === "send") sending--;
        else if (holds === "prepare") preparing--;
        if (stopped && sending + preparing === 0) for (const d of drained.splice(0)) d();
        if (!stopped) {
          startQueued();
          if (!claiming) schedule(0);
        }
      });
  };

  const startQueued = () => {
    while (!stopped && sending < sendCap && queue.length > 0) {
      const next = queue.shift()!;
      if ("resume" in next) {
        sending++;
        next.resume();
      } else run(next, "send");
    }
  };

  async function pump() {
    timer = null;
    if (stopped || claiming) return;
    startQueued();
    const held = sending + preparing + queue.length;
    const sendRoom = sendCap + ahead - sending - queue.length;
    const prepareRoom = prepareCap - preparing;
    // batch the claims for sending: wait until a good part of the window is free, unless the pool has nothing
    const wantSend = sendRoom > 0 && (sendRoom >= ahead || held === 0);
    const wantPrepare =
      prepareRoom > 0 &&
      (held === 0 || (Date.now() >= prepareDryUntil && (prepareRoom >= prepareBatch || preparing === 0)));
    if (!wantSend && !wantPrepare) return;
    const limits: ClaimLimits = { send: Math.max(0, sendRoom), prepare: wantPrepare ? prepareRoom : 0 };
    let batch: ClaimedDelivery[] = [];
    claiming = (async () => {
      try {
        batch = await claimForWork(env.db, workerId, limits, env.leaseMs);
        if (batch.length > 0) {
          claimCounts.claims++;
          claimCounts.claimed += batch.length;
        }
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
    let toPrepare = 0;
    for (const item of batch) {
      if (item.row.status === "pending") {
        toPrepare++;
        run(item, "prepare");
      } else queue.push(item);
    }
    if (limits.prepare > 0 && toPrepare < limits.prepare) prepareDryUntil = Date.now() + opts.pollMs;
    if (batch.length === 0) {
      if (held === 0) for (const w of idleWaiters.splice(0)) w();
      schedule(opts.pollMs);
      return;
    }
    startQueued();
    // a full batch of either kind: there may be more due at once; otherwise look again after the poll
    // interval (finished deliveries look sooner)
    const full =
      (limits.send > 0 && batch.length - toPrepare === limits.send) ||
      (limits.prepare > 0 && toPrepare === limits.prepare);
    schedule(full ? 0 : opts.pollMs);
  }
  schedule(0);

  return {
    stats,
    get counts() {
      return { ...claimCounts, records: recorder.counts.statements, recorded: recorder.counts.rows };
    },
    idle: () => new Promise<void>((r) => idleWaiters.push(r)),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (claiming) await claiming.catch(() => {});
      const unstarted: string[] = [];
      for (const q of queue.splice(0)) {
        if ("resume" in q) {
          // prepared and due: sent now, not given back (the drain below waits for it)
          sending++;
          q.resume();
        } else unstarted.push(q.row.id);
      }
      await releaseClaims(env.db, workerId, unstarted).catch(() => {});
      if (sending + preparing > 0) await new Promise<void>((r) => drained.push(r));
      clearInterval(heartbeat);
      await recorder.flush();
    },
  };
}
