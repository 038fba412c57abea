/**
 * The plan: what Tidings understood of a description, shown while it is typed (issue #17, decision 097),
 * and the edits a reader makes to it, written back into the description in plain words, so that the
 * description stays the one source of truth. The server's parser (server/curation/parse-brief.ts) reads
 * back everything written here; tests/unit/briefings/plan-writeback.test.ts holds the round trip.
 */
import { z } from "zod";
import { TOPIC_MAX } from "./briefings";
import { GENERAL_INTEREST, GENERAL_NEWS } from "./curation";
import { escapeRegExp } from "./escape-regexp";
import { doing, SELF_AVOIDS } from "./self-avoids";
import { removeSharedHead } from "./shared-head";

export const PLAN_LANGUAGES = ["en", "de", "fr", "es"] as const;
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<PlanLanguage, string> = {
  en: "English",
  de: "German",
  fr: "French",
  es: "Spanish",
};

export const planInputSchema = z.object({
  description: z
    .string({ error: "description is required" })
    .max(TOPIC_MAX, `description must be at most ${TOPIC_MAX} characters`),
  language: z.enum(PLAN_LANGUAGES, { error: "language must be one of en, de, fr, es" }).optional(),
  /**
   * the briefing being edited: while the description is the one saved with it, the plan shows the brief
   * stored with it (decision 123) instead of parsing the text again
   */
  briefing_id: z.uuid({ error: "briefing_id must be a briefing's id" }).optional(),
});
export type PlanInput = z.infer<typeof planInputSchema>;

export interface PlanSource {
  url: string;
  name: string;
  host: string;
  kind: "named" | "catalogue" | "search";
  reachable: boolean | null;
}

export interface Plan {
  interests: string[];
  exclusions: string[];
  sources: PlanSource[];
  /** sources the description says not to read ("Not from example.org.") */
  excluded_sources: string[];
  language: PlanLanguage;
  /** who read the description: "offline" (the parser) or the model whose brief is stored (decision 123) */
  read_by: string;
}

// ─── write-back ────────────────────────────────────────────────────────────────────────────────

// function words a phrase may have lost in parsing ("Bank of England" → "Bank England")
const GLUE = "(?:of|the|and|for|in|on|de|la|le|les|des|du|del|der|die|das|den|von|für|y|et|und)";

/**
 * The phrase as it appears in the text: its words in order, in any case, with punctuation or function words
 * between ("Bank England" finds "Bank of England"); `flags` adds to "iu" (e.g. "g" for every place).
 */
export function phraseRe(phrase: string, flags = ""): RegExp | null {
  const words = phrase.split(/[^\p{L}\p{N}+#]+/u).filter(Boolean);
  if (words.length === 0) return null;
  const between = `[^\\p{L}\\p{N}]+(?:${GLUE}[^\\p{L}\\p{N}]+)*`;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join(between)}(?![\\p{L}\\p{N}])`,
    `iu${flags}`,
  );
}

/** Separators and cues left hanging once a phrase is gone ("AI, , and tennis", "No .") are tidied away. */
function tidy(text: string): string {
  let t = text;
  for (let i = 0; i < 3; i++)
    t = t
      // an article whose noun went with the phrase ("The war in Ukraine and …" without "war in Ukraine")
      .replace(/(?<![\p{L}])[Tt]he\s+(?=(?:and|or)\b|[,.;:!?)]|$)/gu, "")
      .replace(/\(\s*\)/g, "")
      .replace(/\s*,\s*(?:,\s*)+/g, ", ")
      .replace(/(^\s*|[.!?:;(]\s*)(?:,|and|or|&|und|oder|et|ou|y|o)(?:\s+|(?=[.!?]))/giu, "$1")
      .replace(/\s*(?:,|\band|\bor|&|\bund|\boder|\bet|\bou|\by)\s*(?=[.!?;)]|$)/giu, "")
      .replace(/\s+([.,!?;:])/g, "$1")
      .replace(/(^|[.!?]\s*)[.!?]+/g, "$1")
      .replace(/[ \t]{2,}/g, " ");
  return t.trim();
}

// exclusion cues a removed exclusion may leave with nothing to exclude ("No .", "but not ,")
const DANGLING_CUE =
  /(?<![\p{L}])(?:but\s+)?(?:no|not(?: interested in)?|nothing(?: about| on)?|without|except(?: for)?|excluding|other than|skip|avoid|never|keine?n?|ohne|nicht|pas de|sans|sauf|hormis|excepté|aucune?|sin|nada de|ningún|ninguna|excepto|salvo|menos)(?:\s+(?:the|le|la|les|el|los|las))?\s*(?=[.,;!?)]|$)/giu;

function removePhrase(text: string, phrase: string): string | null {
  const re = phraseRe(phrase);
  if (!re?.test(text)) return null;
  return text.replace(re, " ");
}

function appendSentence(text: string, sentence: string): string {
  const t = text.trim();
  if (!t) return sentence;
  return `${/[.!?]$/.test(t) ? t : `${t}.`} ${sentence}`;
}

// what narrows an interest right after it ("public health policy in Europe"): it goes with the interest
const NARROWING =
  "(?:\\s+(?:in|on|about|for|at|across|around|within|im|in der|en|dans|au|aux)\\s+[^,.;:!?()]*?)?(?=\\s*(?:[,.;:!?()]|\\band\\b|\\bor\\b|$))";

export function removeInterest(description: string, phrase: string): string {
  const re = phraseRe(phrase);
  if (!re) return description;
  // "German and French politics": each reads as a whole phrase, and the other keeps the head (decision 146)
  const shared = removeSharedHead(description, phrase);
  if (shared !== null) return tidy(shared);
  const withNarrowing = new RegExp(re.source + NARROWING, "iu");
  if (withNarrowing.test(description)) return tidy(description.replace(withNarrowing, " "));
  const out = removePhrase(description, phrase);
  if (out !== null) return tidy(out);
  // the world's news read from "Just the top headlines" (decision 171): its words go, not the phrase's
  if (Object.values(GENERAL_INTEREST).includes(phrase))
    return tidy(description.replace(new RegExp(GENERAL_NEWS.source, "giu"), " "));
  return description;
}

export function removeExclusion(description: string, phrase: string): string {
  const out =
    removeSharedHead(description, phrase) ??
    // before the phrase alone: "meat" out of "I don't eat meat" would leave "I don't eat", eating left out
    removeHabit(description, phrase) ??
    removePhrase(description, phrase);
  return out === null ? description : tidy(tidy(out).replace(DANGLING_CUE, ""));
}

/** "I don't fly" for "flying": the clause that says what the reader does not do (decision 242), gone whole. */
function removeHabit(text: string, phrase: string): string | null {
  const want = phrase.toLowerCase();
  let found = false;
  const out = text.replace(SELF_AVOIDS, (m, verb: string, object: string) => {
    if ((object.trim() || doing(verb)).toLowerCase() !== want) return m;
    found = true;
    return " ";
  });
  return found ? out : null;
}

const clean = (s: string) =>
  s
    .replace(/[\s.!?]+$/, "")
    .replace(/\s+/g, " ")
    .trim();

/** "Also climate tech." (English) or the phrase as a sentence of its own. */
export function addInterest(description: string, phrase: string, lang: PlanLanguage): string {
  const p = clean(phrase);
  if (!p) return description;
  return appendSentence(description, lang === "en" ? `Also ${p}.` : `${p[0]!.toUpperCase()}${p.slice(1)}.`);
}

const NO: Record<PlanLanguage, string> = { en: "No", de: "Keine", fr: "Pas de", es: "Sin" };

/** "No crypto." in the description's language. */
export function addExclusion(description: string, phrase: string, lang: PlanLanguage): string {
  const p = clean(phrase);
  if (!p) return description;
  return appendSentence(description, `${NO[lang]} ${p}.`);
}

/** What "Not from …" names for a source: a catalogue feed's publication ("The Guardian"), else its host. */
export function sourceWord(s: Pick<PlanSource, "name" | "host" | "kind">): string {
  const base = s.name.split(/\s+[–-]\s+/)[0]!.trim();
  return s.kind === "catalogue" && /^\p{Lu}/u.test(base) && !/[.!?]/.test(base) ? base : s.host;
}

/**
 * A source named in the description is taken out of it (with its "from"/"via"); any other is declined in
 * words: "Not from The Guardian." / "Not from example.org." (German: "Nicht von …").
 */
export function removeSource(description: string, source: PlanSource, lang: PlanLanguage): string {
  if (source.kind === "named") {
    const noScheme = source.url.replace(/^https?:\/\//, "").replace(/\/$/, "");
    const forms = [
      source.url,
      noScheme,
      `www.${source.host}`,
      source.host,
      sourceWord({ ...source, kind: "catalogue" }),
    ];
    for (const f of forms) {
      const cue = new RegExp(
        `(?:(?:mostly|mainly|ideally|preferably)\\s+)?(?:from|via)\\s+(?:the\\s+)?(?:https?://)?${escapeRegExp(f)}/?(?![\\p{L}\\p{N}./])`,
        "iu",
      );
      if (cue.test(description)) return tidy(description.replace(cue, " "));
      const bare = new RegExp(
        `(?<![\\p{L}\\p{N}./])(?:https?://)?${escapeRegExp(f)}/?(?![\\p{L}\\p{N}./])`,
        "iu",
      );
      if (bare.test(description)) return tidy(description.replace(bare, " "));
    }
  }
  return appendSentence(description, `${lang === "de" ? "Nicht von" : "Not from"} ${sourceWord(source)}.`);
}

/** Takes back a "Not from …" the description holds. */
export function removeExcludedSource(description: string, name: string): string {
  const re = new RegExp(
    `(?<![\\p{L}])(?:not|nothing|never|nicht|nichts)\\s+(?:from|von)\\s+(?:the\\s+)?${escapeRegExp(name)}[.!]?`,
    "iu",
  );
  return re.test(description) ? tidy(description.replace(re, " ")) : description;
}
