/** A briefing's feedback: as the edit page lists it, and as curation takes it (decision 096). */
import { asc, eq, inArray } from "drizzle-orm";
import type { FeedbackEntry } from "../../common/feedback";
import type { Db } from "../db/client";
import { briefingFeedback } from "../db/schema";

/** Oldest first. The caller has checked that the briefing is the reader's own. */
export async function listFeedback(db: Db, briefingId: string): Promise<FeedbackEntry[]> {
  const rows = await db
    .select()
    .from(briefingFeedback)
    .where(eq(briefingFeedback.briefingId, briefingId))
    .orderBy(asc(briefingFeedback.createdAt), asc(briefingFeedback.id));
  return rows.map((r) => ({ id: r.id, kind: r.kind, label: r.label, created_at: r.createdAt.toISOString() }));
}

/** What curation needs: the headlines to rank towards or away from, and the muted hosts. */
export interface CurationFeedback {
  more: string[];
  less: string[];
  mutedHosts: string[];
}

export async function feedbackForCuration(db: Db, briefingId: string): Promise<CurationFeedback> {
  const rows = await db
    .select({ kind: briefingFeedback.kind, target: briefingFeedback.target })
    .from(briefingFeedback)
    .where(eq(briefingFeedback.briefingId, briefingId));
  const of = (k: string) => rows.filter((r) => r.kind === k).map((r) => r.target);
  return { more: of("more"), less: of("less"), mutedHosts: of("mute_source") };
}

/** Every row of these briefings, for the account's data export. */
export async function exportFeedbackOf(db: Db, briefingIds: string[]) {
  if (briefingIds.length === 0) return [];
  const rows = await db
    .select()
    .from(briefingFeedback)
    .where(inArray(briefingFeedback.briefingId, briefingIds))
    .orderBy(asc(briefingFeedback.createdAt));
  return rows.map((r) => ({
    briefing_id: r.briefingId,
    kind: r.kind,
    target: r.target,
    label: r.label,
    created_at: r.createdAt.toISOString(),
  }));
}
