/**
 * Free-text description → structured brief, offline (decision 070). Clauses are split on punctuation;
 * exclusion cues (en/de/fr/es) open a scope that runs to the end of its clause; "from X", "mostly X",
 * "published in X", "reported by X" name a source only when X is a proper name (decision 140); the rest
 * becomes interests: noun phrases (wink-nlp POS tags for English, function-word splitting for the others),
 * with elaborations ("especially …", "(…)", ": …") attached as context of the interests before them.
 */
import { writtenAsName } from "./written-as-name";
import { asPlace, isPlace } from "./localities";
import { englishTagger } from "./english-tagger";
import { shareHeads } from "./share-heads";
import { type Brief, GENERAL_INTEREST, GENERAL_NEWS } from "../../common/curation";
import { detectLanguage, type Language } from "./detect-language";
import { stopWordsByLanguage } from "./stop-words";
import {
  EXCLUDE_CUES,
  TURN,
  ABOUT_READER,
  FORM,
  LANGUAGE_NAMES,
  META,
  SIZE,
  REPORTS,
  LEADING_SIZE,
  ELABORATE,
  SOURCE_CUE,
  OUTLET,
  saysOnlyNews,
  sourceNames,
  commaList,
  OWNED_BY,
  SELF,
  NOT_FROM,
  LENGTH,
  URL_RE,
  refersBack,
} from "./brief-cues";

const STOP = stopWordsByLanguage();

const clean = (s: string) => s.replace(/\s+/g, " ").trim();

const capital = (w: string | undefined) => !!w && /^\p{Lu}/u.test(w);
/**
 * Whether words[i] is a lower-case function word inside a name: the nearest words either side that are not
 * such words, at most two away, are capitalised content words ("Bank of England", "Tour de France", "Banco
 * de España").
 */
function insideName(words: string[], i: number, lang: Language): boolean {
  // German writes every noun with a capital: there a capital says nothing of a name
  if (lang === "de") return false;
  const small = (w: string | undefined) => !!w && /^\p{Ll}/u.test(w) && STOP[lang].has(w);
  const anchor = (w: string | undefined) =>
    capital(w) && !STOP[lang].has(w!.toLowerCase()) && !META.has(w!.toLowerCase());
  const side = (step: number) =>
    anchor(words[i + step]) || (small(words[i + step]) && anchor(words[i + 2 * step]));
  return small(words[i]) && side(-1) && side(1);
}

/**
 * Content words of a fragment, meta words and function words dropped, as one phrase. `forms`: the words of
 * an item's form stay ("no opinion pieces" excludes opinion pieces; "opinion pieces on AI" is AI).
 */
function phraseOf(fragment: string, lang: Language, forms = false): string {
  const all = fragment.replace(/[“”"'‘’`]/g, " ").split(/\s+/);
  // a compound of such words says no more than they do ("Morgen-Briefing", "daily-digest")
  const saysNothing = (w: string) =>
    w.includes("-") &&
    w.split("-").every((p) => !p || META.has(p.toLowerCase()) || STOP[lang].has(p.toLowerCase()));
  const words = all.filter(
    (w, i) =>
      w &&
      !saysNothing(w) &&
      (!META.has(w.toLowerCase()) || (forms && FORM.has(w.toLowerCase()))) &&
      // a function word inside a name stays ("Bank of England", "Tour de France", "von der Leyen")
      (!STOP[lang].has(w.toLowerCase()) || insideName(all, i, lang)) &&
      !/^(?:i|['’]?(?:m|d|ve|ll|s|re))$/i.test(w), // "I'm", "I'd" as the tokenizer splits them
  );
  const phrase = clean(words.join(" ").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ""));
  // what is left of "the big discoveries" once its form word is gone says how much, not what about; so
  // does such a word before a lower-case subject ("the most important world news": world)
  const lead = phrase.split(" ");
  while (lead.length > 1 && LEADING_SIZE.has(lead[0]!)) lead.shift();
  const rest = lead.join(" ");
  const lower = rest.toLowerCase();
  return SIZE.has(lower) || REPORTS.has(lower) ? "" : rest;
}

interface Phrases {
  heads: string[];
  /** phrases after a preposition ("cases against Google", "charging in the UK"): they narrow the heads */
  modifiers: string[];
}

/** Noun phrases of an English fragment (consecutive ADJ/NOUN/PROPN/NUM, hyphenated words whole). */
function nounPhrases(fragment: string, into: Phrases) {
  const nlp = englishTagger();
  const its = nlp.its;
  const doc = nlp.readDoc(fragment);
  let cur: string[] = [];
  let afterPreposition = false;
  // a form word heads the part ("deals for Europe"): what follows its preposition narrows, as it would a
  // subject ("Travel ideas and deals for Europe" is travel, in Europe; not Europe)
  let formHead = false;
  const flush = () => {
    const p = phraseOf(cur.join(" ").replace(/ - /g, "-"), "en").replace(/ of$/, "");
    if (p)
      (afterPreposition && (into.heads.length || formHead) ? into.modifiers : into.heads).push(
        p.slice(0, 120),
      );
    cur = [];
  };
  // after "is", "are", "has been" (adverbs between): a word in -ing is the verb of the clause, not a subject
  // ("what central banks are doing about interest rates", "what's happening in Formula 1"); what it acts on
  // narrows the subject before it ("how AI is changing healthcare": AI, in healthcare)
  let auxiliary = false;
  // a question asked the other way round ("how is the route shaping up"): its verb comes after the subject
  let inverted = false;
  const texts = doc.tokens().out() as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  texts.forEach((text, n) => {
    const pos = tags[n]!;
    if (pos === "AUX" && /^(?:what|how|who|where|why|when|which)$/i.test(texts[n - 1] ?? "")) inverted = true;
    else if (pos === "ADP" || pos === "PUNCT") inverted = false;
    // there, a word in -ing before a noun still qualifies it ("what is the charging infrastructure like")
    const progressive =
      (auxiliary && (pos === "VERB" || (pos === "NOUN" && /ing$/i.test(text)))) ||
      (inverted && pos === "VERB" && /ing$/i.test(text) && !["NOUN", "PROPN"].includes(tags[n + 1] ?? ""));
    if (progressive) inverted = false;
    // "I'm", "we're" may come as one token, tagged a name
    const contracted = /^(?:i|we|you|they|he|she|it|that|what|who)['’](?:m|re|s|ve)$/i.test(text);
    auxiliary = pos === "AUX" || contracted || (auxiliary && (pos === "ADV" || pos === "PART"));
    if (contracted) {
      flush();
      return;
    }
    if (progressive) {
      flush();
      afterPreposition = true;
      return;
    }
    // a form word heading the part, whatever its tag ("offers" may be tagged a verb)
    if (!afterPreposition && !cur.length && FORM.has(text.toLowerCase())) {
      formHead = true;
      return;
    }
    if (
      ["ADJ", "NOUN", "PROPN", "NUM", "X", "SYM"].includes(pos) ||
      (text === "-" && cur.length) ||
      cur.at(-1) === "-" || // the rest of a hyphenated word, whatever its tag ("plant-based", "well-known")
      (text === "of" && cur.length) ||
      (pos === "VERB" && /ing$/i.test(text)) || // "charging infrastructure", "road cycling"
      // a capitalised word the tagger reads as a verb goes on the name before it ("AI Act", "Digital
      // Markets Act", "Clean Air Act"; decision 163)
      (pos === "VERB" && /^\p{Lu}/u.test(text) && /^\p{Lu}/u.test(cur.at(-1) ?? ""))
    )
      cur.push(text);
    else if (/^['’]s$/.test(text) && cur.length && isPlace(cur.join(" "))) {
      // a place's subject is the subject there ("the UK's economy": UK economy)
    } else {
      flush();
      // what a name owns narrows it ("Taylor Swift's tour": Taylor Swift, her tour; decision 164)
      if (pos === "ADP" || /^['’]s$/.test(text)) afterPreposition = true;
      else if (pos !== "DET" && pos !== "PRON") afterPreposition = false;
    }
  });
  flush();
}

// a numeral stays: "Ligue 1", "Formel 1"
const kept = (w: string) => w.length > 1 || /\d/.test(w);

/** The runs of content words that a part's function words (not those inside a name) separate. */
function runsOf(part: string, lang: Language): string[][] {
  const all = part.trim().split(/\s+/);
  const runs: string[][] = [[]];
  all.forEach((w, i) => {
    const word = insideName(all, i, lang) ? w : phraseOf(w, lang);
    if (word && kept(word)) runs.at(-1)!.push(word);
    else if (runs.at(-1)!.length) runs.push([]);
  });
  return runs.filter((r) => r.length > 0);
}

function interestsOf(fragment: string, lang: Language): Phrases {
  const parts = shareHeads(
    fragment.split(/\s*(?:,|;|\/|&|\+|\band\b|\bor\b|\bund\b|\boder\b|\bet\b|\bou\b|\by\b|\bo\b)\s*/i),
    lang,
  );
  const out: Phrases = { heads: [], modifiers: [] };
  let afterPlace = false;
  for (const part of parts) {
    if (!part.trim()) continue;
    if (lang === "en") {
      // "Tech news from Silicon Valley and Seattle": a place after a part that ends in one continues the
      // list of places, it is not an interest of its own (decision 162)
      const place = afterPlace ? asPlace(part) : null;
      if (place) {
        out.modifiers.push(place);
        continue;
      }
      // a modifier narrows a head of its own part ("charging in the UK"), not the previous part's
      const own: Phrases = { heads: [], modifiers: [] };
      nounPhrases(part, own);
      // "Brexit and its aftermath": what a subject's possessive names narrows that subject
      if (out.heads.length && /^\s*(?:its|their)\s/i.test(part)) {
        out.modifiers.push(...own.heads, ...own.modifiers);
        continue;
      }
      const last = own.modifiers.at(-1);
      afterPlace = !!last && isPlace(last) && part.trim().endsWith(last);
      out.heads.push(...own.heads);
      out.modifiers.push(...own.modifiers);
    } else {
      // no part-of-speech tagger offline for these languages: what is left of a part once its function
      // words are gone is one phrase ("inteligencia artificial", "Künstliche Intelligenz"); a long rest is
      // a sentence, not a phrase, and gives the runs of words its function words separate ("lo que hace el
      // Banco Central Europeo con los tipos": Banco Central Europeo, tipos)
      const words = phraseOf(part, lang).split(" ").filter(kept);
      const runs =
        words.length > 0 && words.filter((_w, i) => !insideName(words, i, lang)).length <= 3
          ? [words]
          : runsOf(part, lang);
      for (const run of runs) out.heads.push(run.join(" ").slice(0, 120));
    }
  }
  return out;
}

export function parseBrief(description: string): Brief {
  // an emoji between subjects separates them ("🚀 space 🌍 climate")
  let text = ` ${description
    .normalize("NFKC")
    .slice(0, 2000)
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, ", ")} `;
  // the language the description is written in is the one its words are read in; the one it asks for
  // ("Tech news in Spanish") is the brief's (decision 146)
  const written = detectLanguage(text);
  let language = written;
  for (const [re, lang] of LANGUAGE_NAMES)
    text = text.replace(re, () => {
      language = lang;
      return " ";
    });
  const sources: string[] = [];
  const excludedSources: string[] = [];
  const sourcedSubjects = new Set<string>();
  text = text.replace(NOT_FROM, (_m, name: string) => {
    const s = clean(name.replace(/[.,;:!?)]+$/, "").replace(/^the\s+/i, ""));
    if (s) excludedSources.push(s.slice(0, 120));
    return ". ";
  });
  // URLs and bare domains are sources by themselves ("everything from https://example.org/feed")
  text = text.replace(URL_RE, (u) => {
    // the full stop after an address ends the sentence: it stays, or "…/feed. No crypto." loses its "No"
    const end = /[.,;:!?)]+$/.exec(u)?.[0] ?? "";
    sources.push(u.slice(0, u.length - end.length).slice(0, 120));
    return ` ${end}`;
  });
  const sourceClause = (m: string, name: string, at: number, whole: string): string => {
    // "News from Germany": a place is what the news is about, never an outlet (decision 152)
    const names = sourceNames(name);
    // "from the weekend": no name, no source, and the clause goes on
    if (names.length === 0) return m;
    const places = names.filter(isPlace);
    const outlets = names.filter((n) => !places.includes(n));
    sources.push(...outlets.map((n) => n.slice(0, 120)));
    if (/^(?:published|reported)/i.test(m)) return outlets.length ? " " : m;
    // "Updates from NASA", "Match reports from the Bundesliga": a clause that says only "news" before it
    // names its subject after "from", unless that is an outlet's name; it stays a source too
    const clause =
      whole
        .slice(0, at)
        .split(/[.!?;\n]/)
        .at(-1) ?? "";
    if (places.length) return m;
    if (saysOnlyNews(clause, STOP[written]) && outlets.some((n) => !OUTLET.test(n))) {
      // what news comes "from" is an organisation, whatever its capitals ("Updates from NASA"): a name
      for (const n of outlets) sourcedSubjects.add(n.toLowerCase());
      return m;
    }
    return /^(?:from|via|mostly|mainly|ideally|preferably)/i.test(m) ? ". " : m;
  };
  // "The Guardian's football coverage": an outlet's possessive names a source, and what it owns the subject
  text = text.replace(OWNED_BY, (m, name: string) => {
    if (!OUTLET.test(name) || isPlace(name)) return m;
    sources.push(name.slice(0, 120));
    return " ";
  });
  let rest = text.replace(SOURCE_CUE, (m, listed: string, at: number, whole: string) => {
    const [name, after] = commaList(listed);
    return sourceClause(m.slice(0, m.length - after.length), name, at, whole) + after;
  });
  const lengthMatch = LENGTH.exec(rest);
  const length = lengthMatch ? Math.min(30, Number(lengthMatch[1] ?? lengthMatch[2])) : null;
  if (lengthMatch) rest = rest.replace(lengthMatch[0], " ");

  const exclusions: string[] = [];
  const interests: Brief["interests"] = [];
  const roles: Brief["interests"] = [];
  // clauses: sentence punctuation; a comma ends an exclusion only when what follows talks about the reader
  for (const sentence of rest.split(/[.!?;\n]+/)) {
    let positive = sentence;
    const cue = EXCLUDE_CUES[written];
    cue.lastIndex = 0;
    const m =
      cue.exec(sentence) ??
      (written !== "en" ? new RegExp(EXCLUDE_CUES.en.source, "i").exec(sentence) : null);
    if (m) {
      positive = sentence.slice(0, m.index);
      let scope = sentence.slice(m.index + m[0].length);
      const turn = TURN.exec(scope);
      if (turn) {
        // "Climate news but no doom, more solutions": what the reader wants more of narrows the subject
        positive += `${turn[0].startsWith(",") ? " :" : ""} ${scope.slice(turn.index + turn[0].length)}`;
        scope = scope.slice(0, turn.index);
      }
      const pieces = scope.split(",");
      const kept: string[] = [];
      for (const p of pieces) {
        if (kept.length && ABOUT_READER.test(p)) break;
        kept.push(p);
      }
      for (const part of shareHeads(
        kept
          .join(",")
          .split(/\s*(?:,|\/|\band\b|\bor\b|\bnor\b|\bund\b|\boder\b|\bet\b|\bou\b|\bni\b|\by\b|\bo\b)\s*/i),
        written,
      )) {
        // each of a list may repeat the cue ("no cruises and no all-inclusive resorts")
        const bare = part.replace(new RegExp(`^(?:${cue.source})\\s*`, "i"), "");
        const p = phraseOf(bare.replace(/^(?:anything|stuff|news) (?:about|on|of)\s+/i, ""), written, true);
        if (p) exclusions.push(p.toLowerCase().slice(0, 120));
      }
      positive = positive.replace(/\b(?:but|aber|mais|pero)\s*$/i, "");
    }
    // a gloss in brackets narrows what it follows ("Rust (the programming language) and systems
    // programming"): what comes after it still names interests
    const glosses: string[] = [];
    positive = positive.replace(/\(([^)]*)\)/g, (_m, g: string) => {
      glosses.push(g);
      return " ";
    });
    // elaborations narrow the interests named before them
    const [main, ...more] = positive.split(/\s*(?::|\(|\)|\s[-–—]\s)\s*/);
    const elab = ELABORATE.exec(main ?? "");
    const head = elab ? main!.slice(0, elab.index) : (main ?? "");
    const tail = [elab ? main!.slice(elab.index + elab[0].length) : "", ...more, ...glosses].join(", ");
    const mains = interestsOf(head, written);
    const details = interestsOf(tail, written);
    const context = [...mains.modifiers, ...details.heads, ...details.modifiers];
    // what follows the colon as the subjects, narrowed by their own modifiers and by `before`
    const subjectsAfter = (before: string[]) =>
      details.heads.map((p) => ({ phrase: p, context: [...before, ...details.modifiers] }));
    // with no subject before the colon ("Daily digest: AI regulation in the US and Europe"), what follows it
    // is the subject, narrowed by its own modifiers as a subject before a colon would be
    const found: Brief["interests"] = mains.heads.length
      ? mains.heads.map((p) => ({ phrase: p, context }))
      : details.heads.length && details.modifiers.length
        ? subjectsAfter(mains.modifiers)
        : context.map((d) => ({ phrase: d, context: [] }));
    // "I'm a PhD student in ecology. I'd love …": who the reader is, a subject only when nothing else is
    // ("I'm a software engineer - keep me posted on what matters for my job"; decision 168)
    // …unless the subjects follow it after a colon ("I'm a teacher: education policy and edtech")
    const self = SELF.test(sentence);
    if (self && positive.includes(":") && details.heads.length) interests.push(...subjectsAfter([]));
    else (self ? roles : interests).push(...found);
  }
  if (interests.length === 0) interests.push(...roles);
  // the news itself, with no subject and no source named: the world's news (decision 171)
  if (interests.length === 0 && sources.length === 0 && GENERAL_NEWS.test(rest))
    interests.push({ phrase: GENERAL_INTEREST[language], context: [] });
  const seen = new Set<string>();
  const unique = interests.filter((i) => {
    const k = i.phrase.toLowerCase();
    if (seen.has(k) || exclusions.includes(k) || refersBack(rest, i.phrase, seen.size)) return false;
    seen.add(k);
    return true;
  });
  return {
    interests: unique.slice(0, 12).map((i) => ({
      phrase: i.phrase,
      context: i.context.slice(0, 12),
      ...((written === "en" && writtenAsName(description, i.phrase)) ||
      sourcedSubjects.has(i.phrase.toLowerCase())
        ? { name: true }
        : {}),
    })),
    exclusions: [...new Set(exclusions)].slice(0, 12),
    sources: [...new Set(sources)].slice(0, 8),
    ...(excludedSources.length ? { excludedSources: [...new Set(excludedSources)].slice(0, 8) } : {}),
    language,
    length,
  };
}
