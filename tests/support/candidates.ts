import {
  type Candidate,
  type CurateOptions,
  type CurateResult,
  candidatesFromItems,
  curateItems,
  type ItemsFile,
  itemKey,
  parseBrief,
} from "../../server/curation";
import { outletOf, Stories } from "../../server/curation/group-stories";
import { featuresOf } from "../../server/curation/item-features";
import { DEFAULT_NOW, loadEvaluation } from "../../bench/curation-eval";
import { lookbackMs } from "../../server/delivery/briefing-spec";

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

/**
 * An item as the items file (and the dry run) has it: the feed `feed`.example, published `hoursAgo` before
 * `now`, in English.
 */
export function fileItem(
  now: Date,
  guid: string,
  feed: string,
  title: string,
  description: string,
  hoursAgo: number,
) {
  return {
    guid,
    title,
    description,
    link: `https://${feed}.example/${guid}`,
    feedUrl: `https://${feed}.example/rss`,
    feedName: feed,
    published: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
    language: "en",
  };
}

/** `fileItem` at `now`, by default four hours old: a test's `item(guid, feed, title, description)`. */
export const fileItemsAt =
  (now: Date, defaultHoursAgo = 4) =>
  (guid: string, feed: string, title: string, description: string, hoursAgo = defaultHoursAgo) =>
    fileItem(now, guid, feed, title, description, hoursAgo);

/**
 * A day's items on six other subjects (a garden, trains, rates, a phone, tennis, chips), each from a feed of
 * its own, as items-file items published four hours before `now`: the rest of a pool that a test's stories
 * are judged in.
 */
export function otherNewsItems(now: Date) {
  return [
    ["garden", "Sow sweet peas now for early summer flowers", "Use deep pots and pinch out the tips."],
    ["rail", "Night trains return to the Alps this winter", "Sleeper services link Zurich and Vienna again."],
    [
      "rates",
      "Bank holds interest rates at 3.75%",
      "Policymakers voted 6-3 to keep borrowing costs unchanged.",
    ],
    [
      "phone",
      "A foldable phone that finally feels finished",
      "The hinge is quieter and the crease all but gone.",
    ],
    ["tennis", "Germany face Spain for a semi-final place", "Zverev leads the German team in Malaga."],
    ["chips", "Chip maker's shares sink after a profit warning", "Its stock fell 14% in New York."],
  ].map(([guid, title, text]) => fileItem(now, guid!, guid!, title!, text!, 4));
}

/** A story of the source called `source` (its host made from the name), published `hoursAgo` before `now`. */
export function sourceItem(now: Date, source: string, title: string, summary: string, hoursAgo = 4) {
  return candidate(
    `${source.toLowerCase().replace(/\W+/g, "")}.example`,
    title,
    summary,
    { now, hoursAgo },
    { sourceName: source },
  );
}

let seed = 0;
/**
 * A story of `source` (as sourceItem, four hours before `now`) whose embedding is at cosine `cos` to the
 * interest's [1, 0, 0, 0], each in a direction of its own otherwise.
 */
export function embeddedSourceItem(
  now: Date,
  source: string,
  title: string,
  summary: string,
  cos: number,
): Candidate {
  seed++;
  const rest = [Math.sin(seed), Math.cos(seed), Math.sin(3 * seed) + 2];
  const norm = Math.hypot(...rest);
  return {
    ...sourceItem(now, source, title, summary, 4),
    embedding: [cos, ...rest.map((x) => (x / norm) * Math.sqrt(1 - cos ** 2))],
  };
}

/**
 * A day's usual pool around a reader's subject: thirty wire stories on another (trade talks), each with
 * `embedding`, so that standard scores over the pool look as they do in a real briefing.
 */
export function otherSubjectItems(now: Date, embedding: number[]): Candidate[] {
  const cities = ["Oslo", "Lima", "Perth", "Quito", "Dakar", "Hanoi", "Tbilisi", "Riga", "Cairo", "Doha"];
  return [...cities, ...cities.map((c) => `${c} port`), ...cities.map((c) => `${c} airport`)].map((city) => ({
    ...sourceItem(now, "World Wire", `Trade envoys meet in ${city}`, `Talks in ${city} covered tariffs.`),
    embedding,
  }));
}

/**
 * A one-interest briefing embedded as [1, 0, 0, 0] (the axis of embeddedSourceItem's cosines), with the spread
 * of similarities the built-in encoder has: `extra` for curateDaily.
 */
export const ONE_AXIS_ENCODER: Partial<CurateOptions> = {
  interestEmbeddings: [[1, 0, 0, 0]],
  embeddingCalibration: { mean: 0.16, sd: 0.12, share: 0.6 },
};

/** A daily briefing's curation at `now`, looking back as a first edition does (two days), nothing sent before; `extra` adds options. */
export function curateDaily(
  description: string,
  pool: Candidate[],
  now: Date,
  extra: Partial<CurateOptions> = {},
): CurateResult {
  return curateItems(parseBrief(description), pool, {
    now,
    since: new Date(now.getTime() - lookbackMs(86_400_000)),
    frequency: "daily",
    alreadySent: new Set(),
    ...extra,
  });
}

/**
 * Items-file items as a daily briefing's pool (curateDaily) and what it shows of them, by guid: `stories`,
 * each pick with its "also in" reports; `shown`, all of them in order; how many items the exclusions took,
 * and their counts.
 */
export function dailyPool(items: ItemsFile, now: Date, extra: Partial<CurateOptions> = {}) {
  const candidates = candidatesFromItems(items, now);
  const guidOf = (key: string) => items[candidates.findIndex((c) => c.key === key)]!.guid;
  return {
    candidates,
    curated(description: string) {
      const r = curateDaily(description, candidates, now, extra);
      const stories = r.items.map((p) => p.keys.map(guidOf));
      return { stories, shown: stories.flat(), excluded: r.excluded, excludedBy: r.excludedBy };
    },
  };
}

/**
 * Items-file items as one briefing's pool grouped into stories (decision 118), and where each guid is in it,
 * as curation judges them (no embeddings).
 */
export function storiesOf(items: ItemsFile, now: Date) {
  const candidates = candidatesFromItems(items, now);
  const stories = new Stories(
    candidates.map(featuresOf),
    candidates.map(outletOf),
    [],
    candidates.map((c) => c.publishedAt),
  );
  return { stories, at: (guid: string) => items.findIndex((i) => i.guid === guid) };
}

/** The headlines a daily briefing shows over the evaluation's items (tests/fixtures/curation) at its `now`. */
export function evaluationDayTitles(description: string): string[] {
  const { items } = loadEvaluation();
  const title = new Map(items.map((i) => [i.guid, i.title]));
  return dailyPool(items, new Date(DEFAULT_NOW))
    .curated(description)
    .stories.map((s) => title.get(s[0]!)!);
}

/** Stories over the evaluation's week of items (tests/fixtures/curation), an item found by its headline's start. */
export function evaluationStories() {
  const { items } = loadEvaluation();
  const { stories } = storiesOf(items, new Date(DEFAULT_NOW));
  const at = (title: string) => {
    const i = items.findIndex((x) => x.title.startsWith(title));
    if (i < 0) throw new Error(`no item of the evaluation starts "${title}"`);
    return i;
  };
  return { stories, at };
}

/** A unit vector at cosine `cos` to the interest's [1, 0, 0, 0], the rest of it along `axis` (1–3). */
export function toward(cos: number, axis: number): number[] {
  const v = [cos, 0, 0, 0];
  v[axis] = Math.sqrt(1 - cos ** 2);
  return v;
}

/** The headlines a daily briefing for `description` shows of `pool`, in order (curateDaily). */
export const shownTitles = (description: string, pool: Candidate[], now: Date): string[] =>
  curateDaily(description, pool, now).items.map((p) => p.title);
