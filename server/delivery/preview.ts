import { randomUUID } from "node:crypto";
import type { AppContext } from "../context";
import type { BriefingRow } from "../db/schema";
import { messageIdDomain, workerEnv } from "./engine";
import { prepare } from "./pipeline";

export interface BriefingPreview {
  subject: string;
  html: string;
  text: string;
  /** how many stories it would carry */
  items: number;
}

/**
 * The email a briefing would send now, composed by the very pipeline a delivery runs (gather → curate →
 * summarise → compose, decision 094) and then dropped: no ledger row, no history row, no message sent,
 * its stories not counted as sent. It reads the never-repeat memory like a real edition (what was sent
 * stays out) but writes nothing to it. Feeds fetched and summaries made are cached as for any briefing.
 */
export async function previewBriefing(ctx: AppContext, briefing: BriefingRow): Promise<BriefingPreview> {
  const env = workerEnv(ctx);
  const now = new Date();
  const p = await prepare(env, {
    deliveryId: `preview-${randomUUID()}`,
    messageId: `<preview-${randomUUID()}@${messageIdDomain(ctx.config.MAIL_FROM)}>`,
    historyId: null,
    slotAt: now,
    kind: "preview",
    briefing,
    now,
  });
  return { subject: p.subject, html: p.html, text: p.text, items: p.picks.length };
}
