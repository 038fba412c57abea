/**
 * The world's regions as readers name them ("Middle East", "Latin America", "Asia news", "Afrique"), each as
 * the names its stories use instead: its countries' names in English, German, French and Spanish, their
 * English demonyms, their capitals, and a few places that are no country's name ("Gaza"). A story of a
 * region names one of its countries, rarely the region: "Middle East" was an empty briefing beside "Israel
 * and Lebanon agree to extend border ceasefire" (decision 218). Each country likewise, by its other names
 * and its demonym (decision 223). They are entries of the related terms (expansions.ts), for interests and
 * exclusions alike; an entry written in expansions.json wins. UN subregions from world-countries; which make
 * up a region as readers mean it is data, not taken from any evaluation.
 */
import type { Country } from "world-countries";
import { namesMoreThanAPlace, readCountries } from "./countries";
import { tokenize } from "./tokens";

interface Region {
  /** how readers write it, lower case, in the four languages */
  names: string[];
  /** world-countries subregions (or regions) it spans */
  spans: string[];
  /** ISO codes added to or taken from those */
  plus?: string[];
  minus?: string[];
  /** places of it that are no country's name */
  places?: string[];
}

const REGIONS: Region[] = [
  {
    names: [
      "middle east",
      "mideast",
      "nahost",
      "naher osten",
      "nahen osten",
      "moyen-orient",
      "proche-orient",
      "oriente medio",
      "oriente próximo",
    ],
    spans: ["Western Asia"],
    plus: ["EG", "IR"],
    minus: ["AM", "AZ", "GE"],
    places: [
      "gaza",
      "west bank",
      "golan",
      "jerusalem",
      "tel aviv",
      "beirut",
      "tehran",
      "riyadh",
      "gaza strip",
    ],
  },
  {
    names: [
      "latin america",
      "latinoamérica",
      "latinoamerica",
      "américa latina",
      "amérique latine",
      "lateinamerika",
    ],
    spans: ["South America", "Central America", "Caribbean"],
    plus: ["MX"],
  },
  {
    names: ["south america", "südamerika", "amérique du sud", "sudamérica", "américa del sur"],
    spans: ["South America"],
  },
  {
    names: ["central america", "mittelamerika", "zentralamerika", "amérique centrale", "centroamérica"],
    spans: ["Central America"],
  },
  { names: ["caribbean", "karibik", "caraïbes", "caribe"], spans: ["Caribbean"] },
  {
    names: ["asia", "asien", "asie"],
    spans: ["Eastern Asia", "South-Eastern Asia", "Southern Asia", "Central Asia"],
  },
  { names: ["east asia", "ostasien", "asie de l'est", "asia oriental"], spans: ["Eastern Asia"] },
  {
    names: ["southeast asia", "south-east asia", "südostasien", "asie du sud-est", "sudeste asiático"],
    spans: ["South-Eastern Asia"],
  },
  { names: ["south asia", "südasien", "asie du sud", "asia del sur"], spans: ["Southern Asia"] },
  { names: ["central asia", "zentralasien", "asie centrale", "asia central"], spans: ["Central Asia"] },
  { names: ["africa", "afrika", "afrique", "áfrica"], spans: ["Africa"] },
  { names: ["north africa", "nordafrika", "afrique du nord", "norte de áfrica"], spans: ["Northern Africa"] },
  {
    names: ["west africa", "westafrika", "afrique de l'ouest", "áfrica occidental"],
    spans: ["Western Africa"],
  },
  { names: ["east africa", "ostafrika", "afrique de l'est", "áfrica oriental"], spans: ["Eastern Africa"] },
  { names: ["balkans", "the balkans", "balkan", "western balkans"], spans: ["Southeast Europe"] },
  {
    names: ["scandinavia", "nordics", "skandinavien", "scandinavie", "escandinavia"],
    spans: [],
    plus: ["DK", "NO", "SE", "FI", "IS"],
  },
  {
    names: ["baltics", "baltic states", "baltikum", "pays baltes", "países bálticos"],
    spans: [],
    plus: ["EE", "LV", "LT"],
  },
  { names: ["oceania", "ozeanien", "océanie", "oceanía"], spans: ["Oceania"] },
];

let built: {
  entries: Map<string, string[]>;
  countries: Map<string, string[]>;
  codes: Map<string, Set<string>>;
} | null = null;

/** Each region's names, every one with the terms of the region. */
export const regionEntries = (): Map<string, string[]> => build().entries;

/**
 * Each country's name with its other names and its demonym: an entry for the country asked alone ("News about
 * Spain"), not for a phrase it is part of ("Tour de France" is no French story; decision 223).
 */
export const countryEntries = (): Map<string, string[]> => build().countries;

/** The ISO codes of the countries of the region a phrase names as a whole; null for any other phrase. */
export const regionCodesOf = (phrase: string): Set<string> | null =>
  build().codes.get(tokenize(phrase).join(" ")) ?? null;

function build() {
  if (built) return built;
  const countries = readCountries();
  const entries = new Map<string, string[]>();
  const byName = new Map<string, Set<string>>();
  for (const r of REGIONS) {
    const codes = new Set(
      countries.filter((c) => r.spans.includes(c.subregion) || r.spans.includes(c.region)).map((c) => c.cca2),
    );
    for (const c of r.plus ?? []) codes.add(c);
    for (const c of r.minus ?? []) codes.delete(c);
    const terms = new Set<string>(r.places ?? []);
    for (const c of countries) {
      if (!codes.has(c.cca2)) continue;
      for (const name of [c.name.common.toLowerCase(), ...otherNames(c), ...(c.capital ?? [])])
        if (!namesMoreThanAPlace(name)) terms.add(name.toLowerCase());
    }
    for (const n of r.names) {
      entries.set(n, [...terms]);
      byName.set(tokenize(n).join(" "), codes);
    }
  }
  // a country is said by its other names and its demonym too ("News about Spain": "Ryanair cuts winter flights
  // to regional Spanish airports"), not by its capital: London's restaurants are no UK news (decision 223)
  const own = new Map<string, string[]>();
  for (const c of countries) {
    const key = c.name.common.toLowerCase();
    if (namesMoreThanAPlace(key) || entries.has(key)) continue;
    const terms = otherNames(c).filter((n) => n !== key && !namesMoreThanAPlace(n));
    if (terms.length) own.set(key, [...new Set(terms)]);
  }
  built = { entries, countries: own, codes: byName };
  return built;
}

/** A country's German, French and Spanish names and its English demonym, lower case. */
function otherNames(c: Country): string[] {
  return [...["deu", "fra", "spa"].map((l) => c.translations[l]?.common), c.demonyms?.eng?.m]
    .filter((n): n is string => !!n)
    .map((n) => n.toLowerCase());
}
