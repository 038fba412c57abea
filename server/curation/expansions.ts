/** Related terms for words the word vectors cannot carry (assets/expansions.json, decision 072). */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { projectPath } from "../paths";

const fileSchema = z.object({
  terms: z.record(z.string(), z.array(z.string().min(1))),
  phraseOnly: z.record(z.string(), z.array(z.string().min(1))).default({}),
});
let table: Map<string, string[]> | null = null;
let whole: Map<string, string[]> | null = null;

/** Terms related to a phrase: its own entry (`terms` or `phraseOnly`), else the `terms` entries of its words. */
export function expansionsOf(phrase: string): string[] {
  if (!table || !whole) {
    const file = fileSchema.parse(
      JSON.parse(readFileSync(projectPath("server/curation/assets/expansions.json"), "utf8")),
    );
    table = new Map(Object.entries(file.terms));
    whole = new Map(Object.entries(file.phraseOnly));
  }
  const key = phrase.toLowerCase().trim();
  const own = table.get(key) ?? whole.get(key);
  if (own) return own;
  return [...new Set(key.split(/\s+/).flatMap((w) => table!.get(w) ?? []))];
}
