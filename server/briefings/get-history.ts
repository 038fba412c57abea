import { and, desc, eq } from "drizzle-orm";
import type { HistoryEmailDto } from "../../common/briefings";
import type { AppContext } from "../context";
import { emailHistory } from "../db/schema";
import { findOwnBriefingByName } from "./find-briefing";

export const HISTORY_LIMIT = 500;

/** Sent emails of the user's briefing with that name, newest first (spec §2 history, §5). */
export async function getHistory(
  ctx: AppContext,
  userId: string,
  name: string,
): Promise<{ briefing: { id: string; name: string }; emails: HistoryEmailDto[] }> {
  const b = await findOwnBriefingByName(ctx, userId, name);
  const rows = await ctx.db
    .select()
    .from(emailHistory)
    // hidden: written when the email was prepared, not sent (yet): server/delivery, decision 048
    .where(and(eq(emailHistory.briefingId, b.id), eq(emailHistory.hidden, false)))
    .orderBy(desc(emailHistory.sentAt))
    .limit(HISTORY_LIMIT);
  return {
    briefing: { id: b.id, name: b.name },
    emails: rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      email_content: r.emailContent,
      sent_at: r.sentAt.toISOString(),
      is_test: r.isTest,
    })),
  };
}
