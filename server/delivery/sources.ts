/**
 * The feed catalogue (server/delivery/sources.json, or SOURCES_FILE with the same shape), decision 100.
 * Version 2: subjects (id, name, keywords in any of the languages curation knows) and feeds, each feed with
 * its subjects, language, region and a short description. Version 1 files (feeds nested in subjects, no
 * language or region) are still read, as English feeds of no particular region, so an operator's own file
 * keeps working. The file is checked when the configuration is loaded (server/config.ts): a bad entry stops
 * start-up with a message naming it, instead of a briefing failing later.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { projectPath } from "../paths";

const subjectId = z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes");
const feedUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
/** ISO 639-1 codes curation knows (server/curation/detect-language.ts) */
export const catalogueLanguages = ["en", "de", "fr", "es"] as const;
/** ISO 3166-1 alpha-2 country, "EU", or "world" (no particular region) */
const region = z.string().regex(/^(?:[A-Z]{2}|EU|world)$/, 'must be a country code ("DE"), "EU" or "world"');

const subjectSchema = z.strictObject({
  id: subjectId,
  name: z.string().trim().min(1),
  /** a place's subject (a city's local news) is matched by any word of an interest or its context */
  kind: z.enum(["topic", "place"]).default("topic"),
  keywords: z.array(z.string().trim().min(1)).min(1),
});

const feedSchema = z.strictObject({
  name: z.string().trim().min(1),
  url: feedUrl,
  subjects: z.array(subjectId).min(1),
  language: z.enum(catalogueLanguages),
  region,
  description: z.string().trim().min(1).max(300),
});

const v2 = z
  .strictObject({
    version: z.literal(2),
    about: z.string().optional(),
    subjects: z.array(subjectSchema),
    feeds: z.array(feedSchema),
    /** subjects used when a brief's interests match none */
    general: z.array(subjectId).default([]),
  })
  .superRefine((c, ctx) => {
    const ids = new Set<string>();
    c.subjects.forEach((s, i) => {
      if (ids.has(s.id))
        ctx.addIssue({ code: "custom", path: ["subjects", i, "id"], message: "appears twice" });
      ids.add(s.id);
    });
    const urls = new Set<string>();
    c.feeds.forEach((f, i) => {
      if (urls.has(f.url))
        ctx.addIssue({ code: "custom", path: ["feeds", i, "url"], message: "appears twice" });
      urls.add(f.url);
      for (const s of f.subjects)
        if (!ids.has(s))
          ctx.addIssue({ code: "custom", path: ["feeds", i, "subjects"], message: `unknown subject "${s}"` });
    });
    c.general.forEach((g, i) => {
      if (!ids.has(g))
        ctx.addIssue({ code: "custom", path: ["general", i], message: `unknown subject "${g}"` });
    });
  });

/** Version 1 (before issue #16): feeds nested in their subject, English, no region. */
const v1 = z.object({
  version: z.literal(1),
  about: z.string().optional(),
  subjects: z
    .array(
      z.object({
        id: subjectId,
        name: z.string().min(1),
        keywords: z.array(z.string().min(1)),
        feeds: z.array(z.object({ name: z.string().min(1), url: feedUrl })),
      }),
    )
    .default([]),
  general: z.array(z.string()).default([]),
});

export const catalogueSchema = z.union([v2, v1.transform(fromV1)]);
export type Catalogue = z.output<typeof v2>;
export type CatalogueFeed = Catalogue["feeds"][number];

function fromV1(c: z.output<typeof v1>): Catalogue {
  const feeds = new Map<string, CatalogueFeed>();
  for (const s of c.subjects)
    for (const f of s.feeds) {
      const had = feeds.get(f.url);
      if (had) had.subjects.push(s.id);
      else
        feeds.set(f.url, {
          name: f.name,
          url: f.url,
          subjects: [s.id],
          language: "en",
          region: "world",
          description: f.name,
        });
    }
  return {
    version: 2,
    about: c.about,
    subjects: c.subjects.map(({ id, name, keywords }) => ({ id, name, kind: "topic" as const, keywords })),
    feeds: [...feeds.values()],
    general: c.general,
  };
}

export const defaultSourcesFile = projectPath("server/delivery/sources.json");

/** The entry a problem is in, in words an operator finds in the file: `feeds[12] "Le Monde – Europe"`. */
function where(raw: unknown, path: PropertyKey[]): string {
  const [list, index, ...rest] = path;
  const entry =
    typeof index === "number" && raw && typeof raw === "object"
      ? (raw as Record<string, unknown[]>)[String(list)]?.[index]
      : undefined;
  const label =
    entry && typeof entry === "object"
      ? ((entry as { name?: unknown; id?: unknown }).name ?? (entry as { id?: unknown }).id)
      : undefined;
  const head =
    typeof index === "number"
      ? `${String(list)}[${index}]${typeof label === "string" ? ` ${JSON.stringify(label)}` : ""}`
      : path.map(String).join(".") || "(file)";
  return rest.length ? `${head}: ${rest.map(String).join(".")}` : head;
}

const cache = new Map<string, Catalogue>();
/** Reads and checks a catalogue file; throws an Error whose message names the file and the bad entry. */
export function loadCatalogue(file: string = defaultSourcesFile): Catalogue {
  const hit = cache.get(file);
  if (hit) return hit;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    throw new Error(`SOURCES_FILE ${file}: ${(e as Error).message}`);
  }
  const version = raw && typeof raw === "object" ? (raw as { version?: unknown }).version : undefined;
  // the union's own error says only "invalid input": check against the version the file says it is
  const parsed = (version === 1 ? v1.transform(fromV1) : v2).safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    const message =
      i.path[0] === "version" ? "version must be 2 (or 1, the format before feeds had languages)" : i.message;
    throw new Error(`SOURCES_FILE ${file}: ${where(raw, i.path)}: ${message}`);
  }
  cache.set(file, parsed.data);
  return parsed.data;
}
