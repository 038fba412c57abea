import type { HistoryEmailDto } from "../../common/briefings";
import type { AppContext } from "../context";
import { sentEmails } from "../delivery";
import { findOwnBriefingByName } from "./find-briefing";

export const HISTORY_LIMIT = 500;

/** Sent emails of the user's briefing with that name, newest first (spec §2 history, §5). */
export async function getHistory(
  ctx: AppContext,
  userId: string,
  name: string,
): Promise<{ briefing: { id: string; name: string }; emails: HistoryEmailDto[] }> {
  const b = await findOwnBriefingByName(ctx, userId, name);
  const rows = await sentEmails(ctx.db, { briefingId: b.id, limit: HISTORY_LIMIT });
  return {
    briefing: { id: b.id, name: b.name },
    emails: rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      email_content: r.html,
      sent_at: r.sentAt.toISOString(),
      is_test: r.isTest,
    })),
  };
}
