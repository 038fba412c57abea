/**
 * Modifiers joined before one head (decision 146): how a bare modifier looks, for the parser (server/curation/
 * parse-brief.ts, which decides sharing) and for the plan panel's removals in the browser, which must
 * recognise the same modifiers without the server's tagger; and removing an interest whose head is shared
 * with another ("German and French politics": German politics and French politics), keeping the other whole.
 */
import { escapeRegExp } from "./escape-regexp";

/** How English nationalities end: Spanish, Italian, Chinese, Dutch, Greek, Swiss, Israeli. */
export const DEMONYM = /(?:ish|ian|an|ese|ch|ek|ss|i)$/i;

/** Adjective endings of German, French and Spanish (no tagger offline): "europäische", "française". */
export const ADJECTIVE_END = {
  de: /(?:sch|lich|ig|al|ell|iv|än|bar)(?:e|en|er|es)$/i,
  fr: /(?:ais|aise|ain|aine|en|enne|ien|ienne|ique|al|ale|ois|oise|and|ande)s?$/,
  es: /(?:ol|ola|ano|ana|ico|ica|eo|ea|és|esa|al|ino|ina)s?$/,
} as const;

/**
 * Aspects that are no subject alone, in lower case: after a subject with a modifier they share it ("Crypto
 * markets and prices" is crypto prices; server/curation/share-heads.ts).
 */
export const SHARES_MODIFIER = new Set(
  (
    "prices price costs sales supply demand rankings ranking standings rates figures stats statistics forecasts " +
    "valuations earnings policy policies regulation regulations rules research"
  ).split(" "),
);

/** A possessive word: "women's", "kids'" (parse-brief.ts shares a head between two, decision 188). */
export const POSSESSIVE = /^\p{L}+(?:['’]s|s['’])$/u;

/**
 * A word before a conjunction that the parser may give the next part's head: an English nationality or
 * abbreviation ("UK and EU politics"), an English adjective by its ending ("electric and hybrid cars"), a
 * German adjective. (The parser tags English; here its form stands in.)
 */
const bareModifier = (w: string) =>
  (/^\p{Lu}\p{Ll}+$/u.test(w) && DEMONYM.test(w)) ||
  /^\p{Lu}{2,3}$/u.test(w) ||
  /^\p{Ll}+(?:al|ic|ive|ous|ful|ary|ern)$/u.test(w) ||
  ADJECTIVE_END.de.test(w);

/** A French or Spanish adjective after a conjunction, in lower case ("… et européenne"). */
const romanceModifier = (w: string) =>
  /^\p{Ll}+$/u.test(w) && (ADJECTIVE_END.fr.test(w) || ADJECTIVE_END.es.test(w));

const CONJ = "(?:and|or|&|und|oder|et|ou|y|o)";
const EDGE = "(?<![\\p{L}\\p{N}])";
const END = "(?![\\p{L}\\p{N}])";
const words = (phrase: string) => phrase.split(/[^\p{L}\p{N}+#]+/u).filter(Boolean);
const seq = (ws: string[]) => ws.map(escapeRegExp).join("\\s+");

/**
 * The description without `phrase` where the phrase shares its head with a neighbour, or null when it does
 * not (then the phrase is removed as written).
 */
export function removeSharedHead(description: string, phrase: string): string | null {
  const ws = words(phrase);
  if (ws.length < 2) return null;
  const head = escapeRegExp(ws.at(-1)!);
  const mods = seq(ws.slice(0, -1));
  const first = escapeRegExp(ws[0]!);
  const rest = seq(ws.slice(1));
  const tries: Array<{ re: RegExp; to: string; ok?: (m: RegExpExecArray) => boolean }> = [
    // written as a bare modifier before the other's: "German and French politics" − German politics
    { re: new RegExp(`${EDGE}${mods}\\s+${CONJ}\\s+(?=[^,.;:!?]*?${EDGE}${head}${END})`, "iu"), to: "" },
    // the one written whole, a bare modifier before it: "German and French politics" − French politics
    {
      re: new RegExp(`${EDGE}(\\p{L}+)\\s+${CONJ}\\s+${mods}\\s+(?=${head}${END})`, "iu"),
      to: "$1 ",
      ok: (m) => bareModifier(m[1]!),
    },
    // French and Spanish, the head first: "Politique française et européenne" − politique européenne
    { re: new RegExp(`(?<=${EDGE}${first}\\s+[^,.;:!?]*?)\\s+${CONJ}\\s+${rest}${END}`, "iu"), to: "" },
    // … − politique française: the other modifier takes the head
    {
      re: new RegExp(`${EDGE}(${first}\\s+)${rest}\\s+${CONJ}\\s+(?=(\\p{Ll}+)${END})`, "iu"),
      to: "$1",
      ok: (m) => romanceModifier(m[2]!),
    },
    // an aspect that shares the modifier of the subject before it: "Crypto markets and prices" − crypto prices
    {
      re: new RegExp(`${EDGE}(${mods}\\s+\\p{L}+)\\s+${CONJ}\\s+(?:the\\s+)?${head}${END}`, "iu"),
      to: "$1",
      ok: () => SHARES_MODIFIER.has(ws.at(-1)!.toLowerCase()),
    },
    // … − crypto markets: the aspect keeps the modifier
    {
      re: new RegExp(`${EDGE}(${mods}\\s+)${head}\\s+${CONJ}\\s+(?:the\\s+)?(?=(\\p{Ll}+)${END})`, "iu"),
      to: "$1",
      ok: (m) => SHARES_MODIFIER.has(m[2]!),
    },
  ];
  // whose, or whom for, before the other's: "Men's and women's tennis" − either (decision 188)
  const [owner, ...what] = phrase.trim().split(/\s+/);
  if (POSSESSIVE.test(owner!) && what.length) {
    const own = escapeRegExp(owner!).replace(/['’]/, "['’]");
    const other = "\\p{L}+['’]s?";
    const after = seq(words(what.join(" ")));
    tries.push(
      { re: new RegExp(`${EDGE}${own}\\s+${CONJ}\\s+(?=${other}\\s+${after}${END})`, "iu"), to: "" },
      { re: new RegExp(`${EDGE}(${other})\\s+${CONJ}\\s+${own}\\s+(?=${after}${END})`, "iu"), to: "$1 " },
    );
  }
  for (const { re, to, ok } of tries) {
    const m = re.exec(description);
    if (m && (!ok || ok(m))) return description.replace(re, to);
  }
  return null;
}
