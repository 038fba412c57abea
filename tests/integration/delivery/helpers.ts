import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../server/context";
import { briefings, user } from "../../../server/db/schema";

/** A feed catalogue with no feeds (SOURCES_FILE): a briefing then draws only on the URLs its topic names. */
export function emptyCatalogueFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "tidings-cat-")), "sources.json");
  writeFileSync(file, JSON.stringify({ version: 1, subjects: [], general: [] }));
  return file;
}

export async function createUser(ctx: AppContext, email = `u-${randomUUID().slice(0, 8)}@example.test`) {
  const id = randomUUID();
  await ctx.db.insert(user).values({ id, name: email.split("@")[0]!, email, emailVerified: true });
  return { id, email };
}

export async function createBriefing(
  ctx: AppContext,
  userId: string,
  email: string,
  over: Partial<typeof briefings.$inferInsert> = {},
) {
  const [b] = await ctx.db
    .insert(briefings)
    .values({
      userId,
      name: `Briefing ${randomUUID().slice(0, 6)}`,
      email,
      frequency: "daily",
      times: ["08:00"],
      topic: "AI",
      timezone: "UTC",
      active: true,
      status: "free",
      ...over,
    })
    .returning();
  return b!;
}

export async function getBriefing(ctx: AppContext, id: string) {
  const [b] = await ctx.db.select().from(briefings).where(eq(briefings.id, id));
  return b!;
}

export { waitFor } from "../../support/wait-for";
