/** Which of the languages curation knows a short text is in, by counting each language's function words. */

export const LANGUAGES = ["en", "de", "fr", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

const FUNCTION_WORDS: Record<Language, Set<string>> = {
  en: new Set(
    "the a an and or of to in on for with is are was were be by at from that this it as not no but".split(
      " ",
    ),
  ),
  de: new Set(
    "der die das und oder ein eine einen nicht kein keine mit von zu im in auf für ist sind aus bei den dem des vor allem über nach auch aber ohne".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les et ou un une des du de en au aux pour sur avec est sont pas par dans qui que ne mais sans l d".split(
      " ",
    ),
  ),
  es: new Set(
    "el la los las y o un una unos de del en al para con por es son que no pero sin sobre todo nada lo se".split(
      " ",
    ),
  ),
};

export function detectLanguage(text: string, fallback: Language = "en"): Language {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  let best: Language = fallback;
  let bestCount = 0;
  for (const lang of LANGUAGES) {
    let n = 0;
    for (const w of words) if (FUNCTION_WORDS[lang].has(w)) n++;
    if (n > bestCount) {
      best = lang;
      bestCount = n;
    }
  }
  // accents decide when function words do not (a two-word description)
  if (bestCount === 0) {
    if (/[äöüß]/i.test(text)) return "de";
    if (/[ñ¿¡]/i.test(text)) return "es";
    if (/[çèêàù]/i.test(text)) return "fr";
  }
  return best;
}
