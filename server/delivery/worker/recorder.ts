import type { Db } from "../../db/client";
import * as ledger from "../ledger";

export interface Recorder {
  /** resolves once the row is recorded sent (true), or known not to be this worker's any more (false) */
  record(id: string, sentAt: Date): Promise<boolean>;
  /** resolves when nothing is waiting to be recorded */
  flush(): Promise<void>;
  /** batch statements written so far, and the rows in them */
  readonly counts: { statements: number; rows: number };
}

/**
 * Group commit of "sent" (decision 016): rows accepted by SMTP wait at most `delayMs` (or while the previous
 * batch is being written) and are then recorded together in one statement (ledger.markSentBatch).
 * At low load that is one row per statement a few milliseconds after the send; under load the batches grow
 * by themselves (one statement in flight per worker) instead of one commit per email.
 * If a batch statement fails (a deadlock with another batch, a hiccup), its rows are recorded one by one; a
 * row whose own statement fails too rejects, and processDelivery treats it like any failure after SMTP
 * (retried later with the same Message-ID: the ambiguous window of decision 012).
 */
export function createRecorder(o: {
  db: Db;
  workerId: string;
  maxBatch?: number;
  delayMs?: number;
}): Recorder {
  const { db, workerId } = o;
  const maxBatch = o.maxBatch ?? 200;
  const delayMs = o.delayMs ?? 2;
  type Entry = { id: string; sentAt: Date; resolve: (ok: boolean) => void; reject: (e: unknown) => void };
  let waiting: Entry[] = [];
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const counts = { statements: 0, rows: 0 };
  const write = async (batch: Entry[]) => {
    counts.statements++;
    counts.rows += batch.length;
    try {
      const done = await ledger.markSentBatch(db, { workerId, batch });
      for (const e of batch) e.resolve(done.has(e.id));
    } catch {
      await Promise.all(
        batch.map((e) =>
          ledger.markSent(db, { id: e.id, workerId, sentAt: e.sentAt }).then(
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
