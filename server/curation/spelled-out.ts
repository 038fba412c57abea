/**
 * What an acronym the related terms do not know stands for, read off the stories at hand (decision 188):
 * "WSL" is the "Women's Super League" of the headline that writes it out, "ECB" the "European Central
 * Bank". Reports write a name out at least once, and an interest's acronym otherwise has no words of its
 * own to find its stories by: the word vectors do not know it, nor, mostly, does the sentence encoder.
 */

import { expansionsOf } from "./expansions";
import { inTitleCase } from "./tokens";
import { wordVectors } from "./word-vectors";

/** An acronym worth spelling out: three to five capitals (two would match any two names in a row). */
const ACRONYM = /^\p{Lu}{3,5}$/u;

/**
 * Whether an interest is an acronym that neither the related terms nor the word vectors know ("WSL"): its
 * meaning to them, and to the sentence encoder, is as unknown as a name's, and it is read as one (decision
 * 127): its stories are those that say it or spell it out, not those near it in a meaning it does not have
 * (the encoder put tennis results nearest "WSL").
 */
export function unknownAcronym(phrase: string): boolean {
  const p = phrase.trim();
  return /^\p{Lu}{2,5}$/u.test(p) && !wordVectors().index.has(p.toLowerCase()) && !expansionsOf(p).length;
}

/** Words inside a name that its acronym may skip ("Bank of England" is BoE or BE). */
const LINKS = new Set(["of", "and", "for", "the", "&", "de", "du", "des", "del", "la", "le", "für", "der"]);

/** A capitalised word's letters, without the punctuation around it ("League:" → "League", "Women's"). */
const wordOf = (token: string) => token.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, "");

/**
 * The names in `texts` (headlines and summaries, each apart) whose capitalised words' initials spell
 * `acronym` (its links' initials optional), as written; empty for anything that is no acronym.
 */
export function spelledOut(acronym: string, texts: Iterable<string>): string[] {
  if (!ACRONYM.test(acronym)) return [];
  const found = new Set<string>();
  for (const text of texts) {
    const tokens = text.split(/\s+/).map(wordOf);
    // a headline in title case capitalises any word: any three in a row would spell some acronym
    if (inTitleCase(text)) continue;
    for (let start = 0; start < tokens.length; start++) {
      if (!/^\p{Lu}/u.test(tokens[start]!) || tokens[start]![0] !== acronym[0]) continue;
      const name = match(tokens, start, acronym);
      if (name) found.add(name);
    }
  }
  return [...found];
}

/** The name from `tokens[start]` on that spells `acronym`, if any: capitals for its letters, links between. */
function match(tokens: string[], start: number, acronym: string): string | null {
  const spell = (at: number, letter: number, words: string[]): string[] | null => {
    if (letter === acronym.length) return words;
    const w = tokens[at];
    if (!w) return null;
    if (/^\p{Lu}/u.test(w) && w[0] === acronym[letter]) {
      const done = spell(at + 1, letter + 1, [...words, w]);
      if (done) return done;
    }
    // a link inside the name: skipped, or one of its letters ("Bank of England", BoE)
    if (words.length && LINKS.has(w.toLowerCase())) {
      if (w[0]!.toUpperCase() === acronym[letter]) {
        const done = spell(at + 1, letter + 1, [...words, w]);
        if (done) return done;
      }
      return spell(at + 1, letter, [...words, w]);
    }
    return null;
  };
  return spell(start, 0, [])?.join(" ") ?? null;
}
