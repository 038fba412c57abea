/**
 * Removing an interest whose head is shared with another ("German and French politics": German politics and
 * French politics, decision 146) from the description, keeping the other whole. The parser decides sharing
 * by part of speech on the server; the plan panel edits in the browser, so a bare modifier is recognised
 * here by its form: a nationality's ending, an adjective's, or an abbreviation beside another ("UK and EU").
 */
import { escapeRegExp } from "./escape-regexp";

const CONJ = "(?:and|or|&|und|oder|et|ou|y|o)";
// English nationalities, abbreviations and adjectives, and German adjectives, by their form; French and
// Spanish ones in lower case by their endings
const MODIFIER = new RegExp(
  [
    "^\\p{Lu}\\p{Ll}+(?:ish|ian|an|ese|i)$",
    "^(?:Dutch|French|Czech|Welsh|Greek|Swiss|Thai)$",
    "^\\p{Lu}{2,3}$",
    "^\\p{Ll}+(?:al|ic|ive|ous|ful|ary|ern)$",
    "^\\p{L}+(?:sch|lich|ig|al|ell|iv|är|an)(?:e|en|er|es)$",
  ].join("|"),
  "u",
);
const ROMANCE_MODIFIER =
  /^\p{Ll}+(?:ais|aise|ain|aine|en|enne|ien|ienne|ique|al|ale|ois|oise|ol|ola|ano|ana|ico|ica|eo|ea|és|esa|ino|ina)s?$/u;

const words = (phrase: string) => phrase.split(/[^\p{L}\p{N}+#]+/u).filter(Boolean);
const seq = (ws: string[]) => ws.map(escapeRegExp).join("\\s+");

/**
 * The description without `phrase` where the phrase shares its head with a neighbour, or null when it does
 * not (then the phrase is removed as written).
 */
export function removeSharedHead(description: string, phrase: string): string | null {
  const ws = words(phrase);
  if (ws.length < 2) return null;
  const head = ws.at(-1)!;
  const mods = ws.slice(0, -1);
  const first = ws[0]!;
  const rest = ws.slice(1);
  const tries: Array<[RegExp, string]> = [
    // written as a bare modifier before the other's: "German and French politics" − German politics
    [
      new RegExp(
        `(?<![\\p{L}\\p{N}])${seq(mods)}\\s+${CONJ}\\s+(?=[^,.;:!?]*?(?<![\\p{L}\\p{N}])${escapeRegExp(head)}(?![\\p{L}\\p{N}]))`,
        "iu",
      ),
      "",
    ],
    // the one written whole, a bare modifier before it: "German and French politics" − French politics
    [
      new RegExp(
        `(?<![\\p{L}\\p{N}])(\\p{L}+)\\s+${CONJ}\\s+${seq(mods)}\\s+(?=${escapeRegExp(head)}(?![\\p{L}\\p{N}]))`,
        "iu",
      ),
      "$1 ",
    ],
    // French and Spanish, the head first: "Politique française et européenne" − politique européenne
    [
      new RegExp(
        `(?<=(?<![\\p{L}\\p{N}])${escapeRegExp(first)}\\s+[^,.;:!?]*?)\\s+${CONJ}\\s+${seq(rest)}(?![\\p{L}\\p{N}])`,
        "iu",
      ),
      "",
    ],
    // … − politique française: the other modifier takes the head
    [
      new RegExp(
        `(?<![\\p{L}\\p{N}])(${escapeRegExp(first)}\\s+)${seq(rest)}\\s+${CONJ}\\s+(?=\\p{Ll}+(?![\\p{L}\\p{N}]))`,
        "iu",
      ),
      "$1",
    ],
  ];
  for (const [n, [re, to]] of tries.entries()) {
    const m = re.exec(description);
    if (!m) continue;
    // a shared head only where the other side is a bare modifier ("Tesla and electric cars" shares nothing)
    if (n === 1 && !MODIFIER.test(m[1]!)) continue;
    if (n === 3) {
      const other = /^\p{Ll}+/u.exec(description.slice(m.index + m[0].length))?.[0] ?? "";
      if (!ROMANCE_MODIFIER.test(other)) continue;
    }
    return description.replace(re, to);
  }
  return null;
}
