/** The feed catalogue (server/delivery/sources.json, or SOURCES_FILE with the same shape). */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { projectPath } from "../paths";

export const catalogueSchema = z.object({
  version: z.literal(1),
  about: z.string().optional(),
  subjects: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        name: z.string().min(1),
        keywords: z.array(z.string().min(1)),
        feeds: z.array(z.object({ name: z.string().min(1), url: z.url({ protocol: /^https?$/ }) })),
      }),
    )
    .default([]),
  /** subjects used when a topic matches none */
  general: z.array(z.string()).default([]),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const defaultSourcesFile = projectPath("server/delivery/sources.json");

const cache = new Map<string, Catalogue>();
export function loadCatalogue(file: string = defaultSourcesFile): Catalogue {
  const hit = cache.get(file);
  if (hit) return hit;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    throw new Error(`SOURCES_FILE ${file}: ${(e as Error).message}`);
  }
  const parsed = catalogueSchema.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0]!;
    throw new Error(`SOURCES_FILE ${file}: ${i.path.join(".")}: ${i.message}`);
  }
  cache.set(file, parsed.data);
  return parsed.data;
}
