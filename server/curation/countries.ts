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
 * Whether a word names a country whose own press writes in `language`: a "Politics" desk in English covers
 * the UK's or the US's politics, not Germany's (decision 146).
 */
export function namesCountryWritingIn(word: string, language: string): boolean {
  return COUNTRIES.some(([re, code]) => re.test(word) && writesIn(code, language));
}

/**
 * Whether an item is of one of the countries `words` name: it names one ("Germany's Merz", "French
 * protests"), or it is written in the language of one's own press (decision 146).
 */
export function ofCountries(words: string[], item: { text: string; language: string }): boolean {
  return COUNTRIES.some(
    ([re, code]) => words.some((w) => re.test(w)) && (writesIn(code, item.language) || re.test(item.text)),
  );
}
