import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { query } from "../db/query";
import { likePattern } from "./like-pattern";

export interface AdminBriefingDto {
  id: string;
  name: string;
  email: string;
  ownerEmail: string;
  frequency: string;
  status: string;
  active: boolean;
  pauseReason: string | null;
  nextSendAt: string | null;
  lastSentAt: string | null;
}

/** Briefings whose name, recipient or owner contains `q` (all when empty), newest first, at most `limit`. */
export async function searchBriefings(
  ctx: AppContext,
  q: string,
  limit: number,
): Promise<AdminBriefingDto[]> {
  const like = likePattern(q);
  const rows = await query<Record<string, unknown>>(
    ctx.db,
    sql`select b.id, b.name, b.email, u.email as owner_email, b.frequency, b.status, b.active, b.pause_reason,
               b.next_send_at, b.last_sent_at
          from briefings b join "user" u on u.id = b.user_id
         ${
           like
             ? sql`where b.name ilike ${like} escape '\\' or b.email ilike ${like} escape '\\'
                      or u.email ilike ${like} escape '\\'`
             : sql``
         }
         order by b.created_at desc, b.id limit ${limit}`,
  );
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    email: String(r.email),
    ownerEmail: String(r.owner_email),
    frequency: String(r.frequency),
    status: String(r.status),
    active: !!r.active,
    pauseReason: (r.pause_reason as string | null) ?? null,
    nextSendAt: iso(r.next_send_at),
    lastSentAt: iso(r.last_sent_at),
  }));
}
