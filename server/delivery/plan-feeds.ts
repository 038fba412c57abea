/**
 * The sources a description would draw from, for the plan shown while it is typed (issue #17, decision
 * 097): the same routing as a send (feedsFor), each feed named and with whether it was reachable when the
 * shared feed cache last fetched it. Nothing is fetched here: the plan answers on every pause in typing.
 */
import { inArray } from "drizzle-orm";
import type { Brief } from "../curation";
import type { Db } from "../db/client";
import { feeds } from "../db/schema";
import { routedFeeds } from "./pipeline";
import type { Catalogue } from "./sources";

export interface PlannedSource {
  url: string;
  /** the catalogue's name, the feed's own title, or its host */
  name: string;
  host: string;
  /** named in the description, chosen from the catalogue, or any other feed routing adds (search) */
  kind: "named" | "catalogue" | "search";
  /** true: fetched fine last time; false: the last fetch failed; null: not fetched yet */
  reachable: boolean | null;
}

/** The words a search feed looks for, from its URL's query (shown in the plan instead of the search host). */
const searchQueryOf = (url: string) => {
  try {
    const u = new URL(url);
    return u.searchParams.get("q") ?? u.searchParams.get("query") ?? u.hostname;
  } catch {
    return url;
  }
};

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};

export async function planFeeds(
  db: Db,
  catalogue: Catalogue,
  brief: Brief,
  searchTemplate: string | null,
): Promise<PlannedSource[]> {
  const { urls, named, search } = routedFeeds(brief, catalogue, searchTemplate);
  if (urls.length === 0) return [];
  const nameOf = new Map(catalogue.feeds.map((f) => [f.url, f.name] as const));
  const searched = new Set(search);
  const rows = await db
    .select({ url: feeds.url, title: feeds.title, lastStatus: feeds.lastStatus })
    .from(feeds)
    .where(inArray(feeds.url, urls));
  const cached = new Map(rows.map((r) => [r.url, r]));
  return urls.map((url) => {
    const row = cached.get(url);
    const status = row?.lastStatus ?? null;
    return {
      url,
      name:
        nameOf.get(url) ??
        (searched.has(url) ? `News search: ${searchQueryOf(url)}` : (row?.title ?? hostOf(url))),
      host: hostOf(url),
      kind: named.has(url) ? "named" : searched.has(url) ? "search" : "catalogue",
      reachable: status === null ? null : status === "ok" || status === "not-modified",
    };
  });
}
