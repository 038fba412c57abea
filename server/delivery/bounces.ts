import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { query } from "../db/query";
import { EmailSendError } from "../mail/send-email";

/**
 * Bounce pause (decision 089). A send the recipient's side refused for good — SMTP 550, 551, 553 or 554
 * (mailbox unknown or unavailable, not local, name not allowed, transaction refused) — counts against the
 * briefing; a sent email resets the count (markSentBatch). Other 5xx replies are left out: 530/535 are our
 * relay refusing *us* (credentials), 552 a full mailbox (it may empty), and pausing every briefing for our
 * own misconfiguration would be worse than the failures themselves.
 */
const BOUNCE_CODES = new Set([550, 551, 553, 554]);

export function isBounce(err: unknown): boolean {
  return err instanceof EmailSendError && err.permanent && BOUNCE_CODES.has(err.responseCode ?? 0);
}

/**
 * Counts one refusal. At `pauseAfter` in a row (0 = never), the briefing is switched off with
 * pause_reason 'bounced' and the last refusal kept for /manage; the person switching it back on clears
 * both. Returns true when this refusal paused it.
 */
export async function recordBounce(
  db: Db,
  o: { briefingId: string; detail: string; pauseAfter: number },
): Promise<boolean> {
  const [r] = await query<{ paused: boolean }>(
    db,
    sql`update briefings set bounce_count = bounce_count + 1,
               active = case when ${o.pauseAfter} > 0 and bounce_count + 1 >= ${o.pauseAfter} then false else active end,
               pause_reason = case when ${o.pauseAfter} > 0 and bounce_count + 1 >= ${o.pauseAfter} then 'bounced' else pause_reason end,
               pause_detail = ${o.detail.slice(0, 500)},
               updated_at = now()
         where id = ${o.briefingId}::uuid
        returning (pause_reason = 'bounced' and not active) as paused`,
  );
  return r?.paused === true;
}
