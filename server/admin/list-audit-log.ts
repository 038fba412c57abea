import { desc } from "drizzle-orm";
import type { AppContext } from "../context";
import { auditLog } from "../db/schema";

/** The latest operator actions, newest first. */
export async function listAuditLog(ctx: AppContext, limit = 100) {
  const rows = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
