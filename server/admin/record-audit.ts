import type { Actor } from "../context";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

/**
 * One audit row for an operator's action. Called with the action's own transaction, so an action is
 * never done without its record, nor recorded without being done.
 */
export async function recordAudit(
  tx: Db,
  actor: Pick<Actor, "id" | "email">,
  entry: { action: string; targetType: string; targetId: string; detail?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? null,
  });
}
