import { sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { query } from "../db/query";
import { likePattern } from "./like-pattern";

export interface AdminUserDto {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: "admin" | "user";
  banned: boolean;
  briefings: number;
  createdAt: string;
}

/** People whose email or name contains `q` (all when empty), newest first, at most `limit`. */
export async function searchUsers(ctx: AppContext, q: string, limit: number): Promise<AdminUserDto[]> {
  const like = likePattern(q);
  const rows = await query<Record<string, unknown>>(
    ctx.db,
    sql`select u.id, u.name, u.email, u.email_verified, u.role, coalesce(u.banned, false) as banned, u.created_at,
               (select count(*)::int from briefings b where b.user_id = u.id) as briefings
          from "user" u
         ${like ? sql`where u.email ilike ${like} escape '\\' or u.name ilike ${like} escape '\\'` : sql``}
         order by u.created_at desc, u.id limit ${limit}`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    email: String(r.email),
    emailVerified: !!r.email_verified,
    role: String(r.role ?? "").includes("admin") ? "admin" : "user",
    banned: !!r.banned,
    briefings: Number(r.briefings),
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
}
