/**
 * Records one piece of feedback from a verified token (decision 096). Idempotent: the same click again
 * changes nothing (unique briefing+kind+target). "More" and "Less" about the same story contradict each
 * other: the newer replaces the older. At most FEEDBACK_MAX_PER_BRIEFING rows per briefing, oldest dropped.
 * All in one transaction: nothing half-written.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { FEEDBACK_MAX_PER_BRIEFING } from "../../common/feedback";
import type { Db } from "../db/client";
import { briefingFeedback, briefings } from "../db/schema";
import { type FeedbackPayload, feedbackLabel } from "./feedback-token";

export type RecordOutcome =
  | { kind: "recorded" | "already"; briefingName: string; briefingId: string }
  | { kind: "missing" };

export async function recordFeedback(db: Db, p: FeedbackPayload): Promise<RecordOutcome> {
  return db.transaction(async (tx) => {
    // the briefing row is locked so that concurrent clicks on one briefing keep the bound exact
    const [b] = await tx
      .select({ id: briefings.id, name: briefings.name })
      .from(briefings)
      .where(eq(briefings.id, p.b))
      .for("update");
    if (!b) return { kind: "missing" as const };
    const inserted = await tx
      .insert(briefingFeedback)
      .values({ briefingId: b.id, kind: p.k, target: p.t, label: feedbackLabel(p) })
      .onConflictDoNothing()
      .returning({ id: briefingFeedback.id });
    if (inserted.length === 0) return { kind: "already" as const, briefingName: b.name, briefingId: b.id };
    const opposite = p.k === "more" ? "less" : p.k === "less" ? "more" : null;
    if (opposite)
      await tx
        .delete(briefingFeedback)
        .where(
          and(
            eq(briefingFeedback.briefingId, b.id),
            eq(briefingFeedback.kind, opposite),
            eq(briefingFeedback.target, p.t),
          ),
        );
    const overflow = await tx
      .select({ id: briefingFeedback.id })
      .from(briefingFeedback)
      .where(eq(briefingFeedback.briefingId, b.id))
      .orderBy(sql`${briefingFeedback.createdAt} desc, ${briefingFeedback.id} desc`)
      .offset(FEEDBACK_MAX_PER_BRIEFING);
    if (overflow.length)
      await tx.delete(briefingFeedback).where(
        inArray(
          briefingFeedback.id,
          overflow.map((o) => o.id),
        ),
      );
    return { kind: "recorded" as const, briefingName: b.name, briefingId: b.id };
  });
}
