/**
 * Whether the reader wrote an interest as a name ("Gemini", "Claude", "Premier League", "EU AI Act"), not as
 * a subject ("tennis", "UK politics", "AI"). A name's meaning, to the word vectors and to a sentence encoder,
 * is its namesake's: "Gemini" sits with NASA's spacewalks, "MotoGP" with a cycling story (decision 127).
 * Read from the capitals as the reader wrote the phrase (found as the plan finds it, in any case, so that a
 * model's lower-cased phrase reads as the reader's): every word capitalised, a figure or an acronym, and one
 * of them a capitalised word; an acronym alone ("AI") is a subject. A capital that only starts a sentence, a
 * list item or a bracket says nothing: there a capitalised later word must ("Premier League news", not
 * "Tennis").
 */
import { phraseRe } from "../../common/plan";

const CAPITALISED = /^\p{Lu}\p{Ll}/u;
const NAME_WORD = /^(?:\p{Lu}|\d)/u;
const STARTS = /(?:^|[.!?:;\-–—(•*\n])\s*$/u;

export function writtenAsName(description: string, phrase: string): boolean {
  const re = phraseRe(phrase.normalize("NFKC"), "g");
  if (!re) return false;
  const text = description.normalize("NFKC");
  const own = new Set(phrase.toLowerCase().split(/[^\p{L}\p{N}+#]+/u));
  for (const m of text.matchAll(re)) {
    // the phrase's own words as written, not the function words the match may hold ("Bank of England")
    const words = m[0].split(/[^\p{L}\p{N}+#]+/u).filter((w) => own.has(w.toLowerCase()));
    if (!words.every((w) => NAME_WORD.test(w)) || !words.some((w) => CAPITALISED.test(w))) continue;
    if (!STARTS.test(text.slice(0, m.index)) || words.slice(1).some((w) => CAPITALISED.test(w))) return true;
  }
  return false;
}
