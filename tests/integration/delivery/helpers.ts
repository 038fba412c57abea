import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../server/context";
import { briefings, user } from "../../../server/db/schema";
import { timeFarFromNow } from "../../support/factories";

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
      times: [timeFarFromNow()], // no real edition while a test runs: only the slots it forces

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

/** An RSS feed of `name`.example whose n-th item was published n + 1 hours ago. */
export function rssFeed(name: string, items: Array<[title: string, description: string]>) {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toUTCString();
  const its = items.map(
    ([title, description], i) =>
      `<item><title>${title}</title><link>https://${name}.example/${i}</link><guid>${name}-${i}</guid><pubDate>${hoursAgo(i + 1)}</pubDate><description>${description}</description></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${name} news</title><link>https://${name}.example/</link>${its.join("")}</channel></rss>`;
}
