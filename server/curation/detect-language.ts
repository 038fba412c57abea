/**
 * Which of the languages curation knows a short text is in, by counting each language's function words; a
 * text with none of any language's asks a character n-gram detector (decision 248).
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { wordVectors } from "./word-vectors";

export const LANGUAGES = ["en", "de", "fr", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

const FUNCTION_WORDS: Record<Language, Set<string>> = {
  en: new Set(
    "the a an and or of to in on for with is are was were be by at from that this it as not no but what how who about i me my we our you your any some all into".split(
      " ",
    ),
  ),
  de: new Set(
    "der die das und oder ein eine einen nicht kein keine mit von zu im in auf für ist sind aus bei den dem des vor allem über nach auch aber ohne was wer wie wo beim zum zur als".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les et ou un une des du de en au aux pour sur avec est sont pas par dans qui que ne mais sans l d ce se quoi comment où".split(
      " ",
    ),
  ),
  es: new Set(
    "el la los las y o un una unos de del en al para con por es son que no pero sin sobre todo nada lo se qué cómo dónde está están hay más".split(
      " ",
    ),
  ),
};

// letters only one of the languages uses: they decide a tie ("la apicultura en España": la, en are both
// French and Spanish) and a text with no function words at all
const LETTERS: Array<[RegExp, Language]> = [
  [/[äöüß]/i, "de"],
  [/[ñ¿¡áíóú]/i, "es"],
  [/[çèêàùœ]/i, "fr"],
];

// the words for "news" in each language: a terse brief often has nothing else to tell it by ("Noticias
// internacionales", "Internationale Nachrichten"); they weigh as the letters do
const NEWS_WORDS: Record<Language, Set<string>> = {
  en: new Set(["news", "headlines"]),
  de: new Set(["nachrichten", "neuigkeiten", "schlagzeilen"]),
  fr: new Set(["actualité", "actualités", "infos", "nouvelles"]),
  es: new Set(["noticias", "novedades", "actualidad", "titulares"]),
};

/**
 * A surname's particles say nothing of the text's language ("van der Poel", "von der Leyen", "del Potro"):
 * a Dutch one is no word of the four languages at all, so it goes with what follows it; the others are also
 * articles and prepositions ("Nachrichten von der Front"), so they go only while the rest still tells a
 * language (decision 217)
 */
const DUTCH_PARTICLES = /(?<!\p{L})(?:van|ter)(?:\s+(?:der|den|de|het))?\s+(?=\p{Lu})/gu;
const NAME_PARTICLES =
  /(?<!\p{L})(?:von(?:\s+(?:der|dem))?|del|della|di|da|dos|de\s+la|de\s+los|le(?=\s+Pen))\s+(?=\p{Lu})/gu;

export function detectLanguage(text: string, fallback: Language = "en"): Language {
  const plain = text.replace(DUTCH_PARTICLES, " ");
  const withoutNames = scoreLanguages(plain.replace(NAME_PARTICLES, " "), fallback);
  if (withoutNames.score > 0) return withoutNames.best;
  const withNames = scoreLanguages(plain, fallback);
  return withNames.score > 0 ? withNames.best : (byCharacters(text) ?? fallback);
}

/**
 * A list of nouns says its language by nothing but its words' letters ("Geld sparen: Tagesgeld,
 * Strompreise, Rente"). When most of its words are none the English word vectors know, ELD's n-grams tell
 * it, if they are sure; a terse English brief ("gardening", "Premier League", "Nvidia") never gets that far,
 * nor does a single word (decision 252: a heading is judged alone; a list of names never)
 */
function byCharacters(text: string): Language | null {
  // a list of single capitalised words is names ("Sinner, Alcaraz", "Pogacar, Evenepoel"), whose letters say
  // where their bearers come from, not the reader's language; unless two of its words are each surely of
  // the language on their own ("Klimaschutz, Energiewende")
  const names = /^\p{Lu}[\p{L}'’-]*(?:\s*,\s*\p{Lu}[\p{L}'’-]*)+$/u.test(text.trim());
  // a heading before a list says the language; the list after it is often names ("Deutsche Autobauer: VW,
  // BMW, Mercedes"), which the English word vectors know
  const heading = /^(.+?)\s*(?::|\s[-–]\s)/u.exec(text)?.[1] ?? "";
  const headingWords = heading.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const words = headingWords.length >= 2 ? headingWords : (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  const { index } = wordVectors();
  const unknown = words.filter((w) => !index.has(w)).length;
  // one word alone is too little to go on: "stablecoins" is no word of 2014's English, nor French
  if (words.length < 2 || unknown * 2 < words.length) return null;
  const found = detector().detect(text);
  if (!found.isReliable() || !(LANGUAGES as readonly string[]).includes(found.language)) return null;
  const sure = (w: string) => {
    const one = detector().detect(w);
    return one.isReliable() && one.language === found.language;
  };
  if (names && words.filter((w) => !index.has(w) && sure(w)).length < 2) return null;
  return found.language as Language;
}

// ELD's smallest tables (~36 MB of heap, ~150 ms to load) are loaded on the first text that needs them:
// a process whose descriptions say their language never pays for them. Its package is ESM-only and this
// path is synchronous, hence require() of the resolved file (Node >= 20.19 loads ESM that way)
type Eld = { detect(text: string): { language: string; isReliable(): boolean } };
let eld: Eld | null = null;
function detector(): Eld {
  if (!eld) {
    const file = fileURLToPath(import.meta.resolve("eld/extrasmall"));
    const loaded = (
      createRequire(import.meta.url)(file) as { eld: Eld & { setLanguageSubset(l: string[]): unknown } }
    ).eld;
    loaded.setLanguageSubset([...LANGUAGES]);
    eld = loaded;
  }
  return eld;
}

function scoreLanguages(text: string, fallback: Language): { best: Language; score: number } {
  // an elided article is French ("l'Europe", "d'Arsenal"); the rest of an English contraction is not ("I'd")
  const words = text
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .flatMap((w) => {
      const elided = /^(l|d|qu)['’](\p{L}.*)$/u.exec(w);
      if (elided) return [elided[1]!, elided[2]!];
      // "l" and "d" are French only elided: alone, they are a name's letter ("Vitamin D")
      return w === "l" || w === "d" ? [] : [w.replace(/['’].*$/, "")];
    });
  let best: Language = fallback;
  let bestScore = 0;
  for (const lang of LANGUAGES) {
    let n = 0;
    for (const w of words) if (FUNCTION_WORDS[lang].has(w)) n++;
    // half a word's weight: enough to break a tie, never to outvote a function word
    if (n > 0 || bestScore === 0) for (const [re, l] of LETTERS) if (l === lang && re.test(text)) n += 0.5;
    if (words.some((w) => NEWS_WORDS[lang].has(w))) n += 0.5;
    if (n > bestScore) {
      best = lang;
      bestScore = n;
    }
  }
  return { best, score: bestScore };
}
