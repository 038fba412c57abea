/**
 * The items file of the dry-run command and the bench (README "Dry-run curation"): an array of feed items
 * as a feed gives them. Validated with zod; extra fields (the evaluation's `story`) are ignored.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { type Candidate, itemKey } from "./candidate";

export const itemsFileSchema = z.array(
  z.object({
    guid: z.string().min(1),
    title: z.string().min(1),
    link: z.url({ protocol: /^https?$/ }).optional(),
    description: z.string().default(""),
    content: z.string().optional(),
    feedUrl: z.url({ protocol: /^https?$/ }),
    feedName: z.string().min(1),
    published: z.iso.datetime({ offset: true }).optional(),
    language: z.string().min(2).max(8).optional(),
  }),
);
export type ItemsFile = z.infer<typeof itemsFileSchema>;

/** Items as the feed cache would hand them to curation: first seen when published (or at `now`). */
export function candidatesFromItems(
  items: ItemsFile,
  now: Date,
  namedFeeds = new Set<string>(),
): Candidate[] {
  return items.map((i) => {
    const publishedAt = i.published ? new Date(i.published) : null;
    return {
      key: itemKey(i.feedUrl, i.guid, i.link ?? null),
      feedUrl: i.feedUrl,
      sourceName: i.feedName,
      url: i.link ?? null,
      title: i.title,
      summary: i.description,
      content: i.content ?? "",
      publishedAt,
      firstSeenAt: publishedAt ?? now,
      named: namedFeeds.has(i.feedUrl),
      language: i.language,
    };
  });
}

export function readItemsFile(file: string): ItemsFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`);
  }
  const parsed = itemsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new Error(`${file}: item ${i.path.join(".")}: ${i.message}`);
  }
  return parsed.data;
}
