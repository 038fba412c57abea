import type { SentEmail } from "../../mail/send-email";
import * as ledger from "../ledger";
import type { DeliveryResult, WorkerEnv } from "./env";

const addressOf = (from: string) => /<([^<>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * A held prepared row at its slot → sent (or skipped: too late, nothing new). Throws on a send failure
 * (processDelivery decides retry or failed).
 */
export async function sendDelivery(o: {
  env: WorkerEnv;
  workerId: string;
  row: ledger.ClaimedRow;
  /** the briefing's address now */
  to: string;
  send: ledger.SendView;
  /** the claim already opened the ambiguous window (a row claimed as prepared) */
  sending: boolean;
  /** records the row sent (the pool's group commit), true if it was still this worker's */
  record: (id: string, sentAt: Date) => Promise<boolean>;
}): Promise<DeliveryResult> {
  const { env, row, send } = o;
  const held = { id: row.id, workerId: o.workerId };
  // workers were down past the grace window: a first attempt this late is skipped, not sent (decision 011);
  // a delivery already retrying (SMTP trouble) keeps its right to go out late
  if (
    row.kind === "scheduled" &&
    env.graceMs !== undefined &&
    !row.lastError &&
    Date.now() - row.slotAt.getTime() > env.graceMs
  ) {
    await ledger.markSkipped(env.db, { ...held, reason: "Missed: more than the grace window late" });
    return { outcome: "skipped" };
  }
  if (send.nothingNew && row.kind === "scheduled") {
    await ledger.markSkipped(env.db, { ...held, reason: "Nothing new matched", clearItems: true });
    return { outcome: "skipped" };
  }
  // ── the ambiguous window opens: once the SMTP server accepts, the email is out; until the ledger says
  // "sent", a crash here means the row is retried after its lease, with the SAME Message-ID (decision 012)
  if (!o.sending && !(await ledger.beginSend(env.db, { ...held, leaseMs: env.leaseMs }))) {
    return { outcome: "lost" };
  }
  // the MIME message composed at prepare time, sent as is; if the address changed since, compose again
  // from the stored parts
  let sent: SentEmail;
  if (send.raw && send.to === o.to) {
    sent = await env.sendEmail({
      to: o.to,
      messageId: row.messageId,
      raw: send.raw,
      envelope: { from: addressOf(env.mailFrom), to: [o.to] },
    });
  } else {
    const stored = await ledger.storedEmail(env.db, held);
    if (!stored) return { outcome: "lost" };
    sent = await env.sendEmail({
      to: o.to,
      subject: stored.subject,
      html: stored.html,
      text: stored.text,
      headers: stored.headers,
      messageId: row.messageId,
    });
  }
  const recorded = await o.record(row.id, new Date());
  return recorded ? { outcome: "sent", messageId: sent.messageId } : { outcome: "lost" };
}
