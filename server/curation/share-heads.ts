/** Parts of a brief's list that share one head (decision 146), for the brief parser (parse-brief.ts). */
import { ADJECTIVE_END, DEMONYM, POSSESSIVE, SHARES_MODIFIER } from "../../common/shared-head";
import { namesCountry } from "./countries";
import type { Language } from "./detect-language";
import { englishTagger } from "./english-tagger";
import { isPlace } from "./localities";
import { rarity } from "./word-vectors";

/**
 * Modifiers joined before one head share it (decision 146): "French and European politics" is French
 * politics and European politics, "Politique française et européenne" both politiques, "electric and hybrid
 * cars" both cars. English by part of speech: a part ending in an adjective borrows the next part's head when
 * that part starts with one and goes on in common nouns (a lone name likewise: "UK and EU politics"; the
 * tagger has a nationality as an adjective or a name); "Liverpool and Premier League" shares nothing. The
 * others by their adjective endings (common/shared-head.ts, which the plan panel's removals use too), one
 * word each side.
 */
export function shareHeads(parts: string[], lang: Language): string[] {
  const out = parts.map((p) => p.trim());
  // from the end: in "Spanish, Italian and German football" Italian takes German's head first, then Spanish
  // Italian's
  for (let i = out.length - 2; i >= 0; i--) {
    const here = out[i]!.split(/\s+/);
    const next = out[i + 1]!.split(/\s+/);
    if (!out[i] || next.length < 2) continue;
    if (lang === "en" && here.length === 1 && POSSESSIVE.test(here[0]!) && POSSESSIVE.test(next[0]!)) {
      // "Men's and women's tennis": whose, or whom for, shares the head as an adjective does
      out[i] = `${out[i]} ${next.slice(1).join(" ")}`;
    } else if (lang === "en") {
      const nlp = englishTagger();
      const tags: string[] = nlp
        .readDoc(`${out[i]} and ${out[i + 1]}`)
        .tokens()
        .out(nlp.its.pos) as string[];
      const [last, , first] = tags.slice(here.length - 1, here.length + 2);
      const head = tags.slice(here.length + 2);
      // the tagger has a nationality as either ("French/ADJ and European/PROPN politics", "German/PROPN and
      // French/ADJ politics"); a lone name shares with a name ("UK and EU"), not with an adjective ("Tesla and
      // electric cars"), unless it reads as a nationality; a name after "the" is a phrase of its own ("the
      // Parliament, Commission decisions") unless it is a country's ("the UK and EU politics")
      const before = tags[here.length - 2];
      const lone =
        last === "PROPN" &&
        (here.length === 1 ||
          (before === "DET" ? namesCountry(here.at(-1)!) : !["ADJ", "NOUN", "PROPN"].includes(before!)));
      // …of the same kind: a club beside a country's team is a subject of its own ("Arsenal and England
      // cricket"), where two places or two companies share ("UK and EU politics", "Google and Apple earnings")
      const sameKind = isPlace(here.at(-1)!) === isPlace(next[0]!);
      const shares =
        (last === "ADJ" && (first === "ADJ" || first === "PROPN")) ||
        (lone && ((first === "PROPN" && sameKind) || (first === "ADJ" && DEMONYM.test(here[0]!))));
      if (
        tags.length === here.length + 1 + next.length &&
        shares &&
        !head.includes("PROPN") &&
        head.at(-1) === "NOUN"
      )
        out[i] = `${out[i]} ${next.slice(1).join(" ")}`;
    } else if (lang === "de" && here.length === 1 && next.length === 2) {
      // German puts the adjective before its noun; French and Spanish after it, in the part before (below)
      const end = ADJECTIVE_END.de;
      if (end.test(here[0]!) && end.test(next[0]!)) out[i] = `${here[0]} ${next[1]}`;
    }
  }
  for (let i = 1; i < out.length && (lang === "fr" || lang === "es"); i++) {
    const here = out[i]!.split(/\s+/);
    const before = out[i - 1]!.split(/\s+/);
    const end = ADJECTIVE_END[lang];
    if (
      here.length === 1 &&
      before.length === 2 &&
      /^\p{Ll}/u.test(here[0]!) &&
      end.test(here[0]!) &&
      end.test(before[1]!)
    )
      out[i] = `${before[0]} ${here[0]}`;
  }
  // a lone aspect after a subject of its own modifier shares that modifier: "Crypto markets and prices" is
  // crypto prices, "AI research and policy" AI policy, not all the prices and policies of the news
  for (let i = 1; i < out.length && lang === "en"; i++) {
    const before = out[i - 1]!.replace(/^the\s+/i, "").split(/\s+/);
    const here = out[i]!.replace(/^the\s+/i, "");
    if (SHARES_MODIFIER.has(here) && before.length >= 2 && before.length <= 3 && !/['’]/.test(out[i - 1]!))
      out[i] = `${before.slice(0, -1).join(" ")} ${here}`;
  }
  // …and a lone common noun before a subject of an aspect shares the aspect: "Oil and gas prices" are oil
  // prices too, not all the news of oil (a plural or a rare word, which may be a name, stays whole: "Bonds and
  // stock prices", "Nvidia and AMD earnings")
  const nlp = lang === "en" ? englishTagger() : null;
  for (let i = out.length - 2; i >= 0 && nlp; i--) {
    const next = out[i + 1]!.split(/\s+/);
    const aspect = next.at(-1)!.toLowerCase();
    const here = out[i]!;
    if (
      next.length === 2 &&
      SHARES_MODIFIER.has(aspect) &&
      /^\p{L}[\p{Ll}-]*$/u.test(here) &&
      !/(?<![aiu])s$/.test(here) &&
      !isPlace(here) &&
      rarity(here.toLowerCase()) < COMMON_NOUN_RARITY &&
      nlp.readDoc(here.toLowerCase()).tokens().out(nlp.its.pos)[0] === "NOUN"
    )
      out[i] = `${here} ${next.at(-1)}`;
  }
  // a place's possessive before a list owns each subject of it ("China's economy and trade": China's trade
  // too, not the EU's trade deal with Mercosur; decision 228); a name or a place in the list is its own
  for (let i = 1; i < out.length && lang === "en"; i++) {
    const owner = PLACE_OWNS.exec(out[i - 1]!)?.[1];
    if (owner && isPlace(owner) && /^\p{Ll}[\p{Ll}\s-]*$/u.test(out[i]!) && out[i]!.split(/\s+/).length <= 3)
      out[i] = `${owner}'s ${out[i]}`;
  }
  return out;
}

/**
 * A word this frequent in the word vectors' news is a common noun, capitalised or not ("Oil", "gas", "cocoa"); a
 * rarer one may be a company's name written as a noun ("Tesla" 1.11, "Nvidia" 1.16).
 */
const COMMON_NOUN_RARITY = 1.05;

/** A part that starts with a capitalised owner's possessive before a lower-case subject: "China's economy". */
const PLACE_OWNS = /^(?:the\s+)?(\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)*)['’]s\s+\p{Ll}/u;
