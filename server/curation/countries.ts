import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Country } from "world-countries";
import { BoundedCache } from "../../common/bounded-cache";
import { tokenize } from "./tokens";

/** Countries a description may name, by the words readers use for them, with their ISO 3166-1 code. */
export const COUNTRIES: Array<[RegExp, string]> = [
  [
    /\b(?:uk|u\.k\.|britain|british|england|english|scotland|wales|großbritannien|royaume-uni|reino unido)\b/i,
    "GB",
  ],
  [/\b(?:u\.s\.|usa|america|american|états-unis|estados unidos)\b/i, "US"],
  [/\b(?:germany|german|deutschland|deutsche[nrs]?|allemagne|alemania)\b/i, "DE"],
  [/\b(?:austria|österreich|autriche)\b/i, "AT"],
  [/\b(?:switzerland|schweiz|suisse|suiza)\b/i, "CH"],
  [/\b(?:france|french|frankreich|francia|français|française)\b/i, "FR"],
  [/\b(?:spain|spanish|spanien|espagne|españa|española?)\b/i, "ES"],
  [/\b(?:mexico|méxico|mexique|mexiko)\b/i, "MX"],
  [/\b(?:eu|european union|europäische union|union européenne|unión europea)\b/i, "EU"],
];

/** Whether a word names a country ("UK", "British", "EU"): a place, not a subject. */
export const namesCountry = (word: string) => COUNTRIES.some(([re]) => re.test(word));

/** The languages a country's own press writes in (the EU's: any). */
const PRESS_LANGUAGES: Record<string, string[] | "any"> = {
  GB: ["en"],
  US: ["en"],
  DE: ["de"],
  AT: ["de"],
  CH: ["de", "fr"],
  FR: ["fr"],
  ES: ["es"],
  MX: ["es"],
  EU: "any",
};

const writesIn = (code: string, language: string) => {
  const langs = PRESS_LANGUAGES[code];
  return langs === "any" || !!langs?.includes(language);
};

/**
 * Whether a headline names a country abroad for a press writing in `language`: one whose own press writes in
 * another language, or one COUNTRIES does not list ("Typhon aux Philippines", "Japan's Nikkei falls").
 */
export function namesCountryAbroad(headline: string, language: string): boolean {
  return [...placesNamed(headline)].some((code) => code !== "EU" && !writesIn(code, language));
}

/**
 * Whether a word names a country whose own press writes in `language`: a "Politics" desk in English covers
 * the UK's or the US's politics, not Germany's (decision 146).
 */
export function namesCountryWritingIn(word: string, language: string): boolean {
  return COUNTRIES.some(([re, code]) => re.test(word) && writesIn(code, language));
}

/**
 * Words that name a place in en/de/fr/es as lower-case token sequences, with the codes they name: every
 * country's name and its English and French demonyms (world-countries, decision 147), and the places of
 * COUNTRIES. Names that are also common words or people's names are left out: they would call a story
 * foreign that is not ("Jordan Henderson", "New Jersey", "Georgia's runoff" for a US reader; "Island nations…",
 * Iceland in German; "grenade", Grenada in French).
 */
let placeNames: { names: Map<string, Set<string>>; starts: Set<string> } | null = null;
const NOT_PLACES = new Set([
  "jordan",
  "georgia",
  "jersey",
  "chad",
  "guinea",
  "turkey",
  "island",
  "grenade",
  "chili",
  "dominique",
]);

/** world-countries' table, read, not required: require would keep the 1.4 MB in its cache for the process's life. */
export function readCountries(): Country[] {
  const file = createRequire(import.meta.url).resolve("world-countries/countries.json");
  return JSON.parse(readFileSync(file, "utf8")) as Country[];
}

/** Whether a country's name is also a common word or a person's name ("Jordan", "Turkey", "Chad"). */
export const namesMoreThanAPlace = (name: string) => NOT_PLACES.has(tokenize(name).join(" "));

/** The names, and the first words of those of more than one word ("united" of "united states"). */
function places(): { names: Map<string, Set<string>>; starts: Set<string> } {
  if (placeNames) return placeNames;
  const map = new Map<string, Set<string>>();
  const starts = new Set<string>();
  const add = (name: string | undefined, code: string) => {
    const words = tokenize(name ?? "");
    const key = words.join(" ");
    if (!key || NOT_PLACES.has(key)) return;
    if (words.length > 1) starts.add(words[0]!);
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(code);
  };
  for (const c of readCountries()) {
    add(c.name.common, c.cca2);
    for (const l of ["deu", "fra", "spa"]) add(c.translations[l]?.common, c.cca2);
    for (const l of ["eng", "fra"])
      for (const d of new Set([c.demonyms?.[l]?.m, c.demonyms?.[l]?.f]))
        if (d) for (const form of [d, `${d}s`]) add(form, c.cca2);
  }
  placeNames = { names: map, starts };
  return placeNames;
}

/** The countries a word names as a whole by world-countries' names and demonyms ("Ukraine", "Japanese"). */
function worldCountriesOf(word: string): Set<string> {
  return places().names.get(tokenize(word).join(" ")) ?? NO_CODES;
}
const NO_CODES = new Set<string>();

/** The codes of the countries the words of a phrase name ("German", "Ukraine"). */
export function countryCodesOf(words: string[]): Set<string> {
  const codes = new Set<string>();
  for (const w of words) {
    for (const [re, code] of COUNTRIES) if (re.test(w)) codes.add(code);
    for (const code of worldCountriesOf(w)) codes.add(code);
  }
  return codes;
}

/**
 * Whether a word of a phrase names a country, any country ("German", "UK", "Ukraine", "Irish"): the place
 * a subject is asked of, which holds its stories there (word-evidence.ts).
 */
export const namesAnyCountry = (word: string) => namesCountry(word) || worldCountriesOf(word).size > 0;

/** Whether a name is a place's as a whole ("Germany", "South Korea", "the UK"): what news is about, not an outlet. */
export function isPlaceName(name: string): boolean {
  const bare = name.trim().replace(/^the\s+/i, "");
  // "the US" as the reader writes it; in lower case it is the pronoun
  if (bare === "US") return true;
  if (COUNTRIES.some(([re]) => re.exec(bare)?.[0].length === bare.length)) return true;
  return places().names.has(tokenize(bare).join(" "));
}

/**
 * Seats of power that say where a story is without naming the country: "MEPs back AI Act …" is the EU's,
 * not UK politics, though it names no country (decision 156). Only for what a headline names, never for
 * what a reader asked for.
 */
const SEATS: Array<[RegExp, string]> = [
  [/\b(?:meps?|european parliament|european commission|brussels)\b/i, "EU"],
  [/\b(?:bundestag|bundesrat|bundesregierung)\b/i, "DE"],
  [/\b(?:westminster|downing street|house of commons|whitehall)\b/i, "GB"],
  [/(?:élysée|\bmatignon\b|assemblée nationale)/i, "FR"],
  [/\b(?:white house|capitol hill)\b/i, "US"],
];

/**
 * Whether a place's name, as a reader writes it, stands for its government ("How Brussels and Washington are
 * reining in big tech"): a seat of power, or a capital the news names for its rulers (decision 252).
 */
export const standsForGovernment = (name: string) =>
  /^(?:washington|moscow|beijing|tehran|pyongyang)$/i.test(name.trim()) ||
  SEATS.some(([re]) => re.test(name));

/**
 * "US" in capitals is the country where "us" is the pronoun: a reader's "US politics", a headline's "Zelenskyy
 * meets US envoys" (case-sensitive; decision 229).
 */
export const US_WRITTEN = /\bUS\b/;

/**
 * The codes a text's names carry in a table of names (its single words, and runs of up to `longest` words
 * from a word that starts a longer name): places() here, the cities of localities.ts.
 */
export function codesNamedIn(
  text: string,
  table: { names: Map<string, Set<string>>; starts: Set<string> },
  longest: number,
): Set<string> {
  const codes = new Set<string>();
  const toks = tokenize(text);
  for (let i = 0; i < toks.length; i++) {
    for (const code of table.names.get(toks[i]!) ?? []) codes.add(code);
    if (!table.starts.has(toks[i]!)) continue;
    for (let n = 2; n <= longest && i + n <= toks.length; n++)
      for (const code of table.names.get(toks.slice(i, i + n).join(" ")) ?? []) codes.add(code);
  }
  return codes;
}

/** The codes of the places a text names (by its whole words), of COUNTRIES, SEATS and every country. */
const namedCache = new BoundedCache<string, Set<string>>(20_000);
export const placesNamed = (text: string): Set<string> =>
  namedCache.get(text, () => {
    const codes = codesNamedIn(text, places(), 4);
    for (const [re, code] of [...COUNTRIES, ...SEATS]) if (re.test(text)) codes.add(code);
    if (US_WRITTEN.test(text)) codes.add("US");
    return codes;
  });

/**
 * For the countries `words` name, whether an item is of one of them: it names one ("Germany's Merz", "French
 * protests"), or it is written in the language of one's own press and its headline names no other country
 * ("Le premier ministre chinois … au Brésil" is not French politics; decisions 146, 147).
 */
export function ofCountries(
  words: string[],
): (item: { title: string; text: string; language: string; feedUrl?: string }) => boolean {
  const asked = COUNTRIES.filter(([re]) => words.some((w) => re.test(w)));
  const codes = new Set(asked.map(([, code]) => code));
  // a country COUNTRIES does not list ("the war in Ukraine", "Japanese politics"): the item names it
  const others = new Set(words.flatMap((w) => [...worldCountriesOf(w)]).filter((c) => !codes.has(c)));
  return (item) => {
    if (asked.some(([re]) => re.test(item.text))) return true;
    if (codes.has("US") && US_WRITTEN.test(item.text)) return true;
    if (others.size && [...placesNamed(item.text)].some((c) => others.has(c))) return true;
    const press = asked.filter(([, code]) => writesIn(code, item.language));
    if (press.length === 0) return false;
    if (press.some(([, code]) => PRESS_LANGUAGES[code] === "any")) return true;
    // an outlet of another country that writes the same language: a BBC desk's story is the UK's, not the US's
    const host = item.feedUrl ? hostCountry(item.feedUrl) : null;
    if (host && !codes.has(host)) return false;
    return ![...placesNamed(item.title)].some((code) => !codes.has(code));
  };
}

/** Country-code domains of COUNTRIES' own press, by the ISO code they stand for. */
const DOMAINS: Record<string, string> = {
  uk: "GB",
  de: "DE",
  at: "AT",
  ch: "CH",
  fr: "FR",
  es: "ES",
  mx: "MX",
  eu: "EU",
};

/**
 * The country a feed's domain says its outlet is of ("feeds.bbci.co.uk": GB), or null for a domain that says
 * none (".com", ".org"). Two countries' press write English: a UK desk does not cover "US politics" (decision 229).
 */
export function hostCountry(feedUrl: string): string | null {
  try {
    return DOMAINS[new URL(feedUrl).hostname.split(".").at(-1) ?? ""] ?? null;
  } catch {
    return null;
  }
}
