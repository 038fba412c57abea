import type { BriefingRow } from "../../db/schema";
import * as ledger from "../ledger";
import { noSourceAnswered, prepare } from "../pipeline";
import type { WorkerEnv } from "./env";

/** How long a later edition waits before looking again for the earlier one's preparation. */
const DEFER_MS = 3_000;

/**
 * A due later edition waits for an earlier one whose failed preparation is tried again within this time
 * (the first retries of a passing fault: 30 s, then about a minute); one that keeps failing, its backoff
 * grown past this, does not hold it (decision 090).
 */
const RETRY_SOON_MS = 90_000;

/** The reason a retried edition shows while its sources cannot be reached. */
const SOURCES_UNREACHABLE = "None of this briefing's sources could be reached";

/**
 * A held pending row → prepared: gather → curate → summarise → compose (pipeline.ts), then recorded on the
 * ledger with its hidden history row. A row whose slot is still ahead is released until then
 * ("prepared"); one already due stays held and its message is returned, to be sent at once.
 */
export async function prepareDelivery(o: {
  env: WorkerEnv;
  workerId: string;
  row: ledger.ClaimedRow;
  briefing: BriefingRow | ledger.SendBriefing;
  now: Date;
}): Promise<{ outcome: "prepared" | "lost" } | { send: ledger.SendView }> {
  const { env, row } = o;
  // preparation needs the whole briefing (a claim for sending reads only part of it)
  const briefing = "topic" in o.briefing ? o.briefing : await ledger.briefingOf(env.db, row.briefingId);
  if (!briefing) return { outcome: "lost" };
  // the day's later edition waits for an earlier one still unprepared (once due, only for one being
  // prepared or about to be, a retry's included), so it never repeats the earlier one's stories nor leaves
  // it nothing new (decision 090)
  if (
    row.kind === "scheduled" &&
    (await ledger.hasEarlierUnprepared(env.db, {
      briefingId: row.briefingId,
      deliveryId: row.id,
      slotAt: row.slotAt,
      activeWithinMs: row.slotAt.getTime() <= Date.now() ? RETRY_SOON_MS : null,
    }))
  ) {
    const deferred = await ledger.deferPrepare(env.db, {
      id: row.id,
      workerId: o.workerId,
      delayMs: DEFER_MS,
    });
    return { outcome: deferred ? "prepared" : "lost" };
  }
  const started = performance.now();
  const p = await prepare(env, {
    deliveryId: row.id,
    messageId: row.messageId,
    historyId: row.historyId,
    slotAt: row.slotAt,
    kind: row.kind,
    briefing,
    now: o.now,
  });
  env.metrics?.preparation((performance.now() - started) / 1000);
  // none of its sources answered (or another process was still fetching them) and so nothing to send: a
  // passing fault, not a quiet day. Thrown, the row is tried again with the backoff; the last attempt
  // goes on as a quiet day, skipped or sent as the note that says so (decision 170)
  if (
    row.kind === "scheduled" &&
    p.itemKeys.length === 0 &&
    noSourceAnswered(p.coverage) &&
    row.attempts < env.maxAttempts
  ) {
    throw new Error(SOURCES_UNREACHABLE);
  }
  const due = row.slotAt.getTime() <= Date.now() + 1000;
  const saved = await ledger.markPrepared(env.db, {
    id: row.id,
    workerId: o.workerId,
    row,
    prepared: p,
    release: !due,
  });
  if (!saved) return { outcome: "lost" };
  if (!due) return { outcome: "prepared" };
  return { send: { raw: p.raw, to: p.to, nothingNew: p.nothingNew } };
}
