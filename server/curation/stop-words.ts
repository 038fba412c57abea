import { readFileSync } from "node:fs";
import { z } from "zod";
import { projectPath } from "../paths";
import type { Language } from "./detect-language";

const fileSchema = z.object({
  en: z.array(z.string()),
  de: z.array(z.string()),
  fr: z.array(z.string()),
  es: z.array(z.string()),
});
let lists: Record<Language, Set<string>> | null = null;

/**
 * Function words per language (assets/stop-words.json; wink-nlp's offline model is English only), read once
 * for the brief's parser and the text index alike.
 */
export function stopWordsByLanguage(): Record<Language, Set<string>> {
  if (!lists) {
    const file = fileSchema.parse(
      JSON.parse(readFileSync(projectPath("server/curation/assets/stop-words.json"), "utf8")),
    );
    lists = { en: new Set(file.en), de: new Set(file.de), fr: new Set(file.fr), es: new Set(file.es) };
  }
  return lists;
}
