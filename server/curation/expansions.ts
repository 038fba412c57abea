/** Related terms for words the word vectors cannot carry (assets/expansions.json, decision 072). */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { projectPath } from "../paths";

const fileSchema = z.object({ terms: z.record(z.string(), z.array(z.string().min(1))) });
let table: Map<string, string[]> | null = null;

/** Terms related to a phrase: its own entry, else the entries of its words. */
export function expansionsOf(phrase: string): string[] {
  table ??= new Map(
    Object.entries(
      fileSchema.parse(
        JSON.parse(readFileSync(projectPath("server/curation/assets/expansions.json"), "utf8")),
      ).terms,
    ),
  );
  const key = phrase.toLowerCase().trim();
  const whole = table.get(key);
  if (whole) return whole;
  return [...new Set(key.split(/\s+/).flatMap((w) => table!.get(w) ?? []))];
}
