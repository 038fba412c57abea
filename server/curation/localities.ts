/**
 * Places other than a country that a reader writes after "from" ("Startup news from Berlin", "Tech from
 * Silicon Valley", "Business news from Asia"): a city, a country's capital, a continent or a region. What
 * the news is about, never an outlet (decision 162). Countries are countries.ts's.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { codesNamedIn, isPlaceName, readCountries } from "./countries";
import { tokenize } from "./tokens";
import { BoundedCache } from "../../common/bounded-cache";

/**
 * A city counts from this population: smaller towns share their names with outlets and words ("Forbes",
 * a town of 4,000 in New South Wales; "Eagle", Colorado), and no reader writes "from Forbes" for one.
 */
const CITY_POPULATION = 50_000;

/**
 * Regions the news names that no country table lists: data, not taken from any evaluation. Continents and
 * the UN's subregions ("Western Europe", "South-Eastern Asia") come from world-countries.
 */
const REGIONS = [
  "silicon valley",
  "bay area",
  "middle east",
  "latin america",
  "scandinavia",
  "nordics",
  "balkans",
  "baltics",
  "benelux",
  "gulf",
  "sub-saharan africa",
  "southeast asia",
  "east asia",
  "midlands",
  "the north",
  "the west country",
  "east coast",
  "west coast",
  "europe",
  // continents and regions as German, French and Spanish readers write them
  ...(
    "europa asien afrika amerika nordamerika südamerika lateinamerika ozeanien nahost asie afrique amérique " +
    "océanie moyen-orient áfrica américa oceanía sudamérica latinoamérica norteamérica"
  ).split(" "),
  "naher osten",
  "oriente medio",
  "oriente próximo",
  // the capital as readers name it, and states and provinces the city table files cities under (not
  // Georgia, which countries.ts keeps out: a country's name and a first name)
  "washington",
  "washington dc",
  ...(
    "alabama alaska arizona arkansas california colorado connecticut delaware florida hawaii idaho illinois " +
    "indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi " +
    "missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont " +
    "virginia wisconsin wyoming"
  ).split(" "),
  "new hampshire",
  "new jersey",
  "new mexico",
  "north carolina",
  "north dakota",
  "rhode island",
  "south carolina",
  "south dakota",
  "west virginia",
  "ontario",
  "quebec",
  "british columbia",
  "alberta",
  "queensland",
  "new south wales",
  "bavaria",
  "catalonia",
  "cataluña",
  "tuscany",
  "yorkshire",
  "cornwall",
  // cities as German, French and Spanish readers write them, where the city table has the English or local
  // name only ("Köln", "München", "Londres", "Nueva York")
  ...(
    "köln münchen nürnberg wien genf mailand rom venedig florenz neapel warschau prag brüssel moskau lissabon " +
    "londres bruxelles vienne genève varsovie moscou lisbonne venise florence naples anvers " +
    "múnich viena ginebra bruselas varsovia moscú lisboa parís roma florencia venecia nápoles atenas sevilla " +
    "colonia milán"
  ).split(" "),
  "nueva york",
  "nyc",
  "brooklyn",
  "manhattan",
  "new york city",
  "la nouvelle-orléans",
];

interface CityRow {
  city: string;
  city_ascii: string;
  pop: number;
  iso2: string;
}

let names: Set<string> | null = null;
/** the countries of each city and capital, by its name ("london": GB and CA) */
const countryOf = new Map<string, Set<string>>();
/** the first words of names of more than one word ("new" of "new york") */
const starts = new Set<string>();

function localities(): Set<string> {
  if (names) return names;
  const set = new Set<string>();
  const add = (name: string | undefined, country?: string) => {
    const words = tokenize(name ?? "");
    const key = words.join(" ");
    if (!key) return;
    set.add(key);
    if (!country) return;
    if (words.length > 1) starts.add(words[0]!);
    if (!countryOf.has(key)) countryOf.set(key, new Set());
    countryOf.get(key)!.add(country);
  };
  for (const r of REGIONS) add(r);
  for (const c of readCountries()) {
    add(c.region);
    add(c.subregion);
    for (const capital of c.capital ?? []) add(capital, c.cca2);
  }
  // read, not required: require would keep the table in its cache for the process's life
  const cities = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve("city-timezones/data/cityMap.json"), "utf8"),
  ) as CityRow[];
  for (const c of cities)
    if (c.pop >= CITY_POPULATION) {
      add(c.city, c.iso2);
      add(c.city_ascii, c.iso2);
    }
  names = set;
  return names;
}

/** Whether a name, as a whole, is a city, a capital, a continent or a region ("Berlin", "the Middle East"). */
export function isLocality(name: string): boolean {
  const key = tokenize(name.trim().replace(/^the\s+/i, "")).join(" ");
  return key.length > 0 && localities().has(key);
}

/** Whether a name, as a whole, is a city or a capital ("Bristol", "Berlin"), not a region or a continent. */
export function isCity(name: string): boolean {
  localities();
  return countryOf.has(tokenize(name.trim()).join(" "));
}

/** Whether a name, as a whole, is a place of any size: a country (countries.ts) or a locality. */
export const isPlace = (name: string) => isPlaceName(name) || isLocality(name);

/** The place a piece of text is, as a whole, without its "the" ("the Middle East": "Middle East"); else null. */
export function asPlace(text: string): string | null {
  const name = text.trim().replace(/^the\s+/i, "");
  return isPlace(name) ? name.slice(0, 120) : null;
}

/**
 * The countries of the cities and capitals a text names ("Paris health-tech startup Alan…": FR; "London":
 * GB and Canada's London alike): a story of Berlin is of Germany without saying so (decision 191).
 */
const citiesCache = new BoundedCache<string, Set<string>>(20_000);
export function countriesOfCities(text: string): Set<string> {
  return citiesCache.get(text, () => {
    localities();
    return codesNamedIn(text, { names: countryOf, starts }, 3);
  });
}
