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
import { wordVectors } from "./word-vectors";
import { englishTagger } from "./english-tagger";
import { inTitleCase } from "./tokens";

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
    // a later capital letter is a name's too ("Formula E", "Serie A")
    const later = (w: string) => CAPITALISED.test(w) || /^\p{Lu}$/u.test(w);
    // "the Budget", "the Moon": a common noun the reader capitalises for the one of its kind is still the
    // word its stories write in lower case ("Britain's budget buys time"), not a name (decision 222); "the
    // Fed" and "the Met" are names, their lower case another word's form ("feed", "meet")
    if (
      words.length === 1 &&
      /\bthe\s+$/i.test(text.slice(0, m.index)) &&
      commonNoun(words[0]!.toLowerCase())
    )
      continue;
    if (!STARTS.test(text.slice(0, m.index)) || words.slice(1).some(later)) return true;
  }
  return false;
}

/** Whether a lower-case word is a word of its own: the word vectors know it, and it is no other word's form. */
function commonNoun(word: string): boolean {
  if (!wordVectors().index.has(word)) return false;
  const nlp = englishTagger();
  // wink-nlp's types give its.lemma the model-addons parameter `out` does not declare; it runs as documented
  const lemmas = nlp
    .readDoc(`they ${word} it`)
    .tokens()
    .out(nlp.its.lemma as never) as string[];
  return lemmas[1] === word;
}

/**
 * Whether a name is a competition's ("Premier League", "Davis Cup", "Tour de France", "MotoGP"): its stories
 * are its clubs', players' and races', which rarely say its name, so a feed about it speaks for them as for a
 * subject's. A club's or a person's name is not: a football feed's other clubs are not "Real Madrid".
 */
const COMPETITION =
  /\b(?:league|liga|ligue|bundesliga|serie a|eredivisie|premiership|championships?|cup|copa|coupe|pokal|open|masters|slam|finals|series|tour|giro|vuelta|grand prix|gp|olympics?|games|nations|trophy|classic|motogp|f1|formula (?:1|one|e)|indycar|nascar|nba|wnba|nfl|nhl|mlb|mls|ipl|ufc|super bowl)$/i;

/**
 * "Tour de France", "Giro d'Italia", "Copa del Rey", "Open d'Australie": the competition's word first, then
 * what it is of ("open" only before "de"/"d'": "open a store" is English)
 */
const COMPETITION_OF =
  /^(?:(?:tour|giro|vuelta|copa|coupe|coppa|trofeo) (?:de|del|della|d'|d’|a)\b|open (?:de(?!\p{L})|d['’]))/iu;

export function namesCompetition(phrase: string): boolean {
  const p = phrase.trim();
  return COMPETITION.test(p) || COMPETITION_OF.test(p);
}

/** What a competition's name ends in, after a name: "Champions League", "Davis Cup", "US Open". */
const COMPETITION_HEAD =
  /^(?:league|liga|ligue|cup|copa|coupe|pokal|open|masters|championships?|trophy|series|games|finals|slam)$/;

/**
 * The words of a headline's competition names, from its lower-case tokens and the item's names (its
 * capitalised words): "champions league", "davis cup", "us open", "tour de france", "giro d'italia",
 * "motogp". Two reports that share one name the same competition, not the same event (story-evidence.ts).
 */
export function competitionWords(words: string[], names: Set<string>): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (COMPETITION.test(w) && names.has(w)) out.add(w);
    if (i > 0 && COMPETITION_HEAD.test(w) && names.has(words[i - 1]!) && names.has(w)) {
      out.add(w);
      out.add(words[i - 1]!);
    }
    if (COMPETITION_OF.test(words.slice(i, i + 3).join(" ")))
      for (const x of words.slice(i, i + 4)) if (names.has(x) || x.length <= 4 || x.includes("'")) out.add(x);
  }
  return out;
}

/**
 * Whether the stories at hand write a one-word interest only as a name: inside their sentences always with its
 * capital ("Premier League preview: Liverpool vs Arsenal heads the weekend fixtures"), never in lower case. The
 * reader's capital at the start of the description says nothing (`writtenAsName`); the stories' capitals do:
 * "Arsenal" alone is the club, "Tennis" alone the sport the stories write in lower case, "Apple" beside
 * "pruning apple trees" no name either (decision 255). `texts`: the English items' headlines and summaries; a
 * headline in title case (`inTitleCase`) only vetoes.
 */
export function writtenAsNameIn(phrase: string, texts: string[]): boolean {
  const word = phrase.trim();
  if (!/^\p{Lu}\p{Ll}{2,}$/u.test(word)) return false;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "giu");
  let inside = 0;
  for (const t of texts) {
    const found = [...t.matchAll(re)];
    if (found.some((m) => m[0] !== word)) return false;
    if (!found.length || inTitleCase(t)) continue;
    for (const m of found) if (!SENTENCE_START.test(t.slice(0, m.index))) inside++;
  }
  return inside >= NAME_SEEN;
}
/** Where a capital says nothing: a sentence's or a quotation's start (after a colon it is a name's, in news). */
const SENTENCE_START = /(?:^|[.!?•\n"“‘])\s*$/u;
/** How often the stories must write the word with its capital inside a sentence to read it as a name. */
const NAME_SEEN = 2;
