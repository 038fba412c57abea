/**
 * Gather-time embeddings (decision 081): a feed's cached items that have no embedding of the configured
 * model get one, several per call, stored on `feed_items` and shared by every briefing drawing on the feed.
 * An item is embedded once: later refreshes find it done. A failure leaves the items without an embedding
 * (curation then uses the word vectors for them) and they are tried again at the feed's next refresh.
 */
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { feedItems } from "../db/schema";
import { type EmbeddingsConfig, embedTexts } from "./embed-texts";
import { callFailure } from "./openai-client";

/** Most recent items first, and no more than a feed's fetch brings in (gather keeps its newest 100). */
const MAX_PER_FEED = 100;

export interface EmbedLog {
  warn(msg: string, f?: Record<string, unknown>): void;
}

/** The text an item is embedded from: what it is about, headline first. */
export function itemText(title: string, summary: string, content: string): string {
  return `${title}\n${summary || content}`;
}

export async function embedFeedItems(
  db: Db,
  feedId: string,
  cfg: EmbeddingsConfig,
  log?: EmbedLog,
  onCall?: (ok: boolean) => void,
): Promise<{ embedded: number; failed: number }> {
  const rows = await db
    .select({
      id: feedItems.id,
      title: feedItems.title,
      summary: feedItems.summary,
      content: feedItems.content,
    })
    .from(feedItems)
    .where(
      and(
        eq(feedItems.feedId, feedId),
        or(isNull(feedItems.embedding), sql`${feedItems.embeddingModel} is distinct from ${cfg.model}`),
      ),
    )
    .orderBy(desc(feedItems.firstSeenAt))
    .limit(MAX_PER_FEED);
  if (rows.length === 0) return { embedded: 0, failed: 0 };
  let vectors: number[][];
  try {
    vectors = await embedTexts(
      cfg,
      rows.map((r) => itemText(r.title, r.summary, r.content)),
    );
    onCall?.(true);
  } catch (e) {
    onCall?.(false);
    log?.warn("embeddings failed; these items use the word vectors", {
      model: cfg.model,
      items: rows.length,
      error: callFailure(e),
    });
    return { embedded: 0, failed: rows.length };
  }
  for (const [n, r] of rows.entries()) {
    await db
      .update(feedItems)
      .set({ embedding: vectors[n]!, embeddingModel: cfg.model })
      .where(eq(feedItems.id, r.id));
  }
  return { embedded: rows.length, failed: 0 };
}
