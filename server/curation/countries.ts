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
