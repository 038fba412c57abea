/**
 * How a description names its sources (parse-brief.ts): the cues before an outlet's name ("from", "via",
 * "published by"), an outlet's possessive, the names a cue lists, the outlets the reader declines, and the
 * words that tell an outlet's name from a subject's.
 */
import { EXCLUDE_CUES, META, REPORTS, SIZE } from "./brief-cues";
import type { Language } from "./detect-language";

// an outlet's possessive: "The Guardian's football coverage" (a source when OUTLET says the name is an outlet's)
export const OWNED_BY = /\b(?:[Tt]he\s+)?((?:[A-Z][\w&-]*\s+){0,3}[A-Z][\w&-]*)['’]s\b/g;
/** The capitalised names a source cue's words list ("the BBC and Reuters" → BBC, Reuters). */
export const sourceNames = (listed: string): string[] =>
  listed
    .split(/\s*,\s*|\s+(?:and|or|&)\s+/)
    .map((n) =>
      n
        .replace(/^(?:the)\s+/i, "")
        .replace(/[.,]+$/, "")
        .replace(/(?:\s+(?:and|or|&|of|the))+$/i, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((n) => /^[A-Z]/.test(n));

/**
 * A source cue's names up to where the list ends: commas list more outlets only in a list that ends in "and"
 * or "or" ("from Anthropic, OpenAI and DeepMind"); in "from The Verge, AI especially" the comma ends it.
 * The names, and the rest, which is the brief's text again.
 */
export function commaList(listed: string): [string, string] {
  const comma = listed.indexOf(",");
  if (comma < 0 || /\b(?:and|or)\b|&/.test(listed.slice(listed.lastIndexOf(",")))) return [listed, ""];
  return [listed.slice(0, comma), listed.slice(comma)];
}

/**
 * Whether the text after a source cue's names goes on with a noun of common words, which the names are the
 * kind of: "News from AI research", "updates from F1 testing" are subjects, not outlets. An adverb, a stop
 * word or a word of the request ("from Reuters mostly", "from the BBC please") leaves the names outlets.
 */
export function nounAfterName(after: string, stop: Set<string>): boolean {
  const word = /^ (\p{Ll}[\p{Ll}-]+)(?!\p{L})/u.exec(after)?.[1];
  return !!word && !stop.has(word) && !META.has(word) && !/ly$/.test(word) && !REPORTS.has(word);
}

/** Whether a clause's words say only "news" ("Updates", "Match reports", "The latest"), no subject. */
export const saysOnlyNews = (clause: string, stop: Set<string>): boolean =>
  clause
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .every((w) => !w || META.has(w) || REPORTS.has(w) || stop.has(w) || SIZE.has(w));

// a name after "from" that is an outlet's, not a subject's ("from the Guardian", "from BBC News"): words of
// newspapers' and agencies' names
export const OUTLET =
  /\b(?:news|times|post|guardian|telegraph|journal|herald|tribune|gazette|economist|chronicle|observer|independent|reuters|bloomberg|bbc|cnn|npr|ap|afp|dpa|verge|wired|techcrunch|politico|axios|spiegel|zeit|faz|monde|figaro|país|mundo|tagesschau|blog|magazine|radio|tv)\b/i;
// a word of a source's name: capitalised in any of the languages ("Gründerszene", "Les Échos"), dots only
// inside ("U.S", "Yahoo.Finance"), never the full stop that ends a sentence ("from BBC Sport. Also tennis"
// names BBC Sport, not "BBC Sport. Also")
export const NAME_WORD = String.raw`\p{Lu}[\p{L}\p{N}_'’&-]*(?:\.(?=[\p{L}\p{N}_'’&-])[\p{L}\p{N}_'’&-]*)*`;
export const SOURCE_CUE = new RegExp(
  String.raw`\b(?:(?:[Mm]ostly |[Mm]ainly |[Ii]deally |[Pp]referably )?[Ff]rom|[Vv]ia|sources? like|published (?:in|by)|reported by|(?:[Mm]ostly|[Mm]ainly|[Ll]ike|[Ss]uch as)(?=\s+(?:the\s+)?\p{Lu}))\s+((?:${NAME_WORD}|and|or|&|of|the)(?:(?:\s+|,\s+)(?:${NAME_WORD}|and|or|&|of|the))*)`,
  "gu",
);
// a source the reader does not want: "Not from example.org.", "nothing from The Daily Mail" (decision 097).
// Read before anything else, so that neither the URL nor the name is taken as a wanted source
export const NOT_FROM = new RegExp(
  String.raw`\b(?:[Nn]ot|[Nn]othing|[Nn]ever|[Nn]o (?:stories|news|articles|items)|[Nn]icht|[Nn]ichts)\s+(?:from|von)\s+((?:https?:\/\/)?(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}(?:\/[^\s<>"'()]*)?|(?:[Tt]he\s+)?${NAME_WORD}(?:\s+(?:${NAME_WORD}|of|the|&))*)`,
  "gu",
);
/**
 * Whether a "from" at the end of `before` sits inside an exclusion ("Not the closed ones from OpenAI", "no
 * transfer stories from the Sun"): the exclusion's cue is in its sentence, with no comma after it. What
 * follows names whose the excluded things are, never a source the reader wants (decision 217).
 */
export function insideExclusion(before: string, lang: Language): boolean {
  const clause = before.split(/[.!?;\n]/).at(-1) ?? "";
  let end = -1;
  for (const re of new Set([EXCLUDE_CUES[lang], EXCLUDE_CUES.en]))
    for (const m of clause.matchAll(new RegExp(re.source, "gi"))) end = Math.max(end, m.index + m[0].length);
  return end >= 0 && !clause.slice(end).includes(",");
}
/** "the closed ones from OpenAI, Anthropic or Google": what an exclusion's pronoun stands for is its makers */
export const ONES_FROM =
  /^\s*(?:the\s+)?(?:[\p{L}-]+\s+){0,2}?(?:ones|stuff|things|those|kind|sort)\s+(?:from|by)\s+/iu;
/** "transfer stories from the Sun": after a subject, the makers narrow it; the subject is what goes */
export const FROM_NAMES = new RegExp(
  String.raw`\s+(?:from|by)\s+(?:the\s+)?${NAME_WORD}(?:(?:\s+|,\s+)(?:(?:and|or|&|of|the)\s+)*${NAME_WORD})*`,
  "gu",
);
// outlets the reader names with the kind of item they do not want: "no Sun or Daily Mail stories"; a name
// that is no outlet's ("no Chelsea stories") stays an exclusion of a subject (decision 187)
export const NO_OUTLET_ITEMS = new RegExp(
  String.raw`\b[Nn]o\s+((?:(?:the\s+)?${NAME_WORD}(?:\s+${NAME_WORD})*)(?:(?:\s*,\s*|\s+(?:or|and|nor)\s+)(?:the\s+)?${NAME_WORD}(?:\s+${NAME_WORD})*)*)\s+(?:stories|articles|pieces|content|links|news)\b`,
  "gu",
);
// the tabloids' names, outlets only when the reader declines their stories ("from the Sun" may be solar news)
export const TABLOID = /\b(?:mail|sun|mirror|express|star)\b/i;

// names with what joins them in a list or inside a name ("Simon Willison and Import AI", "El País y Xataka")
const NAMES = String.raw`(${NAME_WORD}(?:(?:\s+|,\s+)(?:(?:and|or|&|of|the|y|o|et|ou|und|oder)\s+)*${NAME_WORD})*)`;
/**
 * What an outlet publishes, said with the verb: "whatever The Verge publishes", "lo que publique Xataka", "ce
 * que publie Le Monde", "was Heise schreibt". The outlet is a source, as after "from", and the reader asks for
 * what it publishes, not for news about it. The names are group 1.
 */
export const PUBLISHED_BY: RegExp[] = [
  new RegExp(
    String.raw`\b(?:[Ww]hatever|[Ee]verything|[Aa]nything|[Aa]ll|[Ww]hat)\s+(?:that\s+)?(?:the\s+)?${NAMES}\s+(?:publishes|posts|writes|puts\s+out|puts\s+up|runs|covers)\b`,
    "gu",
  ),
  new RegExp(
    String.raw`(?<!\p{L})(?:[Tt]odo\s+)?[Ll]o\s+que\s+(?:publiquen?|publican?|escriban?|escriben?|saquen?|sacan?|cuenten?|cuentan?|(?:salen?|salgan?)\s+en)\s+(?:el\s+|la\s+|los\s+|las\s+)?${NAMES}`,
    "gu",
  ),
  new RegExp(
    String.raw`(?<!\p{L})(?:[Tt]out\s+)?[Cc]e\s+qu(?:e\s+|['’])(?:publie|publient|écrit|écrivent|(?:sort|sortent|paraît|paraissent)\s+dans)\s+${NAMES}`,
    "gu",
  ),
  new RegExp(
    String.raw`(?<!\p{L})(?:[Aa]lles,?\s+)?[Ww]as\s+(?:der\s+|die\s+|das\s+)?${NAMES}\s+(?:veröffentlicht|schreibt|bringt|berichtet|postet)(?!\p{L})`,
    "gu",
  ),
];
/** The names PUBLISHED_BY caught, in the list form `sourceNames` reads. */
export const publishedNames = (listed: string): string[] =>
  sourceNames(listed.replace(/\s+(?:y|o|et|ou|und|oder)\s+/g, " and "));
