import { type Candidate, itemKey } from "../../server/curation";

let n = 0;

/**
 * A gathered item as curation receives it: the n-th story of `host`'s feed, published `hoursAgo` before
 * `now`, first seen then too. `extra` sets what a test varies (language, embedding, …).
 */
export function candidate(
  host: string,
  title: string,
  summary: string,
  at: { now: Date; hoursAgo: number },
  extra: Partial<Candidate> = {},
): Candidate {
  n++;
  const url = `https://${host}/story/${n}`;
  const publishedAt = new Date(at.now.getTime() - at.hoursAgo * 3_600_000);
  return {
    key: itemKey(`https://${host}/feed`, String(n), url),
    feedUrl: `https://${host}/feed`,
    sourceName: host,
    url,
    title,
    summary,
    content: "",
    publishedAt,
    firstSeenAt: publishedAt,
    ...extra,
  };
}
