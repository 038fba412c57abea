/** What curation works on: one gathered feed item, however it was gathered (feed cache or items file). */

export interface Candidate {
  /** unique, stable key for "never repeat": the item's URL if any, else feed:guid */
  key: string;
  feedUrl: string;
  sourceName: string;
  url: string | null;
  title: string;
  summary: string;
  content: string;
  publishedAt: Date | null;
  firstSeenAt: Date;
  /** fetched from a source the reader named */
  named?: boolean;
  /** ISO 639-1 code when the feed or item says so; otherwise curation detects it */
  language?: string;
  /** the item's stored embedding (EMBEDDINGS_BASE_URL), when there is one */
  embedding?: number[] | null;
}

/** Stable key of an item for "never repeat". */
export function itemKey(feedUrl: string, guid: string, url: string | null): string {
  return url ? `u:${url.replace(/#.*$/, "")}` : `g:${feedUrl}#${guid}`;
}
