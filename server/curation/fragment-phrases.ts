/**
 * The phrases a fragment of a description names (decision 070): English noun phrases by wink-nlp's part-of-
 * speech tags, each split into its head and the modifiers that narrow it; in German, French and Spanish what
 * is left once the function words are gone. What the words around a subject say of the reader, the form or
 * the size ("stuff", "roundup", "quick") is not part of it (brief-cues.ts).
 */
import { asPlace, isPlace } from "./localities";
import { isPlaceName } from "./countries";
import { escapeRegExp } from "../../common/escape-regexp";
import { englishTagger } from "./english-tagger";
import { shareHeads } from "./share-heads";
import type { Language } from "./detect-language";
import { stopWordsByLanguage } from "./stop-words";
import { inField } from "./phrase-roles";
import {
  BIG_NAMES,
  FORM,
  LEADING_SIZE,
  LIST_SEPARATOR,
  META,
  PLACE_PREPOSITION,
  PLACE_PREPOSITION_AT,
  NEWS_COMPOUND,
  ASKING,
  PLACE_AFTER,
  TOPIC_AFTER,
  ASPECT_OF,
  COMMON_SUBJECT,
  PURSUIT_FOR,
  SUBJECT_OF,
  TARGET_AFTER,
  REPORTS,
  SIZE,
} from "./brief-cues";

export const STOP = stopWordsByLanguage();

export const clean = (s: string) => s.replace(/\s+/g, " ").trim();

const capital = (w: string | undefined) => !!w && /^\p{Lu}/u.test(w);
/** Bodies that govern, which act on a subject as places do ("what governments are doing about AI"). */
const GOVERNING =
  /^(?:(?:the\s+)?(?:governments?|regulators?|lawmakers|legislators|politicians|countries|authorities|ministers|parliaments?|watchdogs?|central banks?))$/i;
/** A verb that makes the subject acted on a subject of rules ("regulating AI": AI regulation). */
const REGULATING = /^(?:regulat|legislat|reining|cracking)/i;
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

/** A capital letter that ends or continues a name ("Serie A", "Formula E", "Vitamin D"), not "I". */
const nameLetter = (all: string[], i: number) =>
  /^\p{Lu}$/u.test(all[i]!) && all[i] !== "I" && i > 0 && /^\p{Lu}\p{L}/u.test(all[i - 1]!);

/**
 * Content words of a fragment, meta words and function words dropped, as one phrase. `forms`: the words of
 * an item's form stay ("no opinion pieces" excludes opinion pieces; "opinion pieces on AI" is AI).
 */
export function phraseOf(fragment: string, lang: Language, forms = false): string {
  // a possessive inside a phrase stays ("women's football", "kids' TV": nounPhrases keeps only whom-for
  // ones), so that the plan shows what the reader wrote and finds it in the description
  const all = fragment
    .replace(/(?<=\p{L})['’](?=s(?!\p{L}))|(?<=\p{L}s)['’](?!\p{L})/gu, "\u0001")
    .replace(/[“”"'‘’`¿¡]/g, " ")
    .replaceAll("\u0001", "'")
    .split(/\s+/);
  // a compound of such words says no more than they do ("Morgen-Briefing", "daily-digest")
  const saysNothing = (w: string) =>
    w.includes("-") &&
    w.split("-").every((p) => !p || META.has(p.toLowerCase()) || STOP[lang].has(p.toLowerCase()));
  // German runs "es" into its verb: "Was gibt's Neues" is "Was gibt es Neues"
  const bare = (w: string) => (lang === "de" ? w.replace(/['’]s$/, "") : w).toLowerCase();
  const words = all.filter(
    (w, i) =>
      w &&
      !saysNothing(w) &&
      (!META.has(bare(w)) || (forms && FORM.has(w.toLowerCase()))) &&
      // a function word inside a name stays ("Bank of England", "Tour de France", "von der Leyen")
      (!STOP[lang].has(bare(w)) || insideName(all, i, lang) || nameLetter(all, i)) &&
      // "I'm", "I'd" as the tokenizer splits them
      (!/^(?:i|['’]?(?:m|d|ve|ll|s|re))$/i.test(w) || nameLetter(all, i)),
  );
  // a German compound of a subject and "news" is the subject ("Wirtschaftsnachrichten": Wirtschaft)
  const subjects = lang === "de" ? words.map((w) => NEWS_COMPOUND.exec(w)?.[1] ?? w) : words;
  const phrase = clean(subjects.join(" ").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ""));
  // what is left of "the big discoveries" once its form word is gone says how much, not what about; so
  // does such a word before a lower-case subject ("the most important world news": world)
  const lead = phrase.split(" ");
  // …also when the description's first capital is on it ("Interesting science"), not in a name ("Great
  // Barrier Reef")
  const sizeWord = (w: string, next: string) =>
    LEADING_SIZE.has(w) ||
    ((LEADING_SIZE.has(w.toLowerCase()) ||
      (w.toLowerCase() === "big" && !BIG_NAMES.has(next.toLowerCase()))) &&
      /^\p{Ll}/u.test(next));
  while (lead.length > 1 && sizeWord(lead[0]!, lead[1]!)) lead.shift();
  const rest = lead.join(" ");
  const lower = rest.toLowerCase();
  return SIZE.has(lower) || REPORTS.has(lower) ? "" : rest;
}

interface Phrases {
  heads: string[];
  /** phrases after a preposition ("cases against Google", "charging in the UK"): they narrow the heads */
  modifiers: string[];
  /** how many heads came before a clause's verb in -ing ("what central banks are doing about …"), if one did */
  beforeVerb?: number;
  /** that verb */
  verb?: string;
}

/**
 * Whether a possessive names whom a kind of thing is for, not who owns it: a plural of people ("women's",
 * "children's", "kids'", "farmers'"), whose possessive makes one subject with what follows. A name's or a
 * singular noun's possessive owns what follows, which narrows it ("Arsenal's manager", "the club's debts").
 */
function groupOwner(word: string, tag: string, possessive: string, first: boolean): boolean {
  if (/^['’]s$/.test(possessive)) return /^(?:wo)?men$|^children$|^people$/i.test(word);
  // the description's first word has its capital as a sentence's, and may be tagged a name ("Workers' pay")
  const noun = tag === "NOUN" || (first && tag === "PROPN" && /^\p{Lu}\p{Ll}+$/u.test(word));
  return /^['’]$/.test(possessive) && noun && /[^s']s$/i.test(word);
}

/** Noun phrases of an English fragment (consecutive ADJ/NOUN/PROPN/NUM, hyphenated words whole). */
function nounPhrases(fragment: string, into: Phrases) {
  const nlp = englishTagger();
  const its = nlp.its;
  // a hyphen with a space on each side is a dash, between phrases ("Mum of 3 - school news"), never inside a word
  const doc = nlp.readDoc(fragment.replace(/\s-\s/g, " – "));
  let cur: string[] = [];
  let afterPreposition = false;
  // a form word heads the part ("deals for Europe"): what follows its preposition narrows, as it would a
  // subject ("Travel ideas and deals for Europe" is travel, in Europe; not Europe)
  let formHead = false;
  // "the business of sport": the aspect follows the subject it is of ("sport business")
  let aspect: string | null = null;
  const flush = () => {
    // an infinitive ending the run is kept as written, "to" and all ("places to stay")
    const verb = cur.length > 2 && /^to$/i.test(cur.at(-2)!) ? cur.splice(-2)[1] : null;
    const head = phraseOf(cur.join(" ").replace(/ - /g, "-"), "en").replace(/ of$/, "");
    const p = head && verb ? `${head} to ${verb}` : head && aspect ? `${head} ${aspect}` : head;
    aspect = null;
    // a number alone is no subject ("Mum of 3")
    if (p && /\p{L}/u.test(p))
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
  // a relative clause after a subject narrows it ("Data breaches and scams that affect ordinary people"):
  // what it names is no subject of its own
  let relative = false;
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
      into.beforeVerb ??= into.heads.length;
      into.verb ??= text.toLowerCase();
      afterPreposition = true;
      return;
    }
    // a form word heading the part, whatever its tag ("offers" may be tagged a verb)
    if (!afterPreposition && !cur.length && FORM.has(text.toLowerCase())) {
      formHead = true;
      return;
    }
    // "stories that matter" is what the reader wants of them; "dark matter" is a subject (decision 252)
    if (/^matters?$/i.test(text) && /^(?:that|which|really|truly)$/i.test(texts[n - 1] ?? "")) {
      flush();
      return;
    }
    // one word before "of", "for" or "against" that is no subject of its own: "the science of sleep" is sleep
    // (decision 230), "the business of sport" sport business, "the hunt for new antibiotics" antibiotics (252)
    const only = cur.length === 1 ? cur[0]!.toLowerCase() : "";
    if (
      (text === "of" && (ASPECT_OF.has(only) || SUBJECT_OF.has(only))) ||
      (/^(?:for|against)$/i.test(text) && PURSUIT_FOR.has(only))
    ) {
      if (text === "of" && SUBJECT_OF.has(only)) aspect = only;
      cur = [];
      return;
    }
    if (
      ["ADJ", "NOUN", "PROPN", "NUM", "X", "SYM"].includes(pos) ||
      (text === "-" && cur.length) ||
      cur.at(-1) === "-" || // the rest of a hyphenated word, whatever its tag ("plant-based", "well-known")
      (text === "of" && cur.length) ||
      // "charging infrastructure", "road cycling"; after a plural and before a preposition it is a clause of its
      // own ("storms heading for the UK")
      (pos === "VERB" && /ing$/i.test(text) && !clauseAfterPlural(texts, tags, n)) ||
      nameLetter(texts, n) || // "Serie A", "Formula E", "Vitamin D", whatever the tag
      // what a group's possessive is of, whatever its tag ("Workers' pay": not the verb)
      (cur.length > 0 && /\p{L}['’]$/u.test(cur.at(-1)!) && pos === "VERB") ||
      // what a plural is for, as an infinitive, is part of it: "places to stay" are hotels, "places to eat"
      // restaurants, "things to do" what's on; "places" alone is anywhere (decision 249)
      infinitiveOf(texts, tags, n, cur) ||
      // the particle of a pastime ("eating out", "working out"): without it, "eating" is another subject
      // ("coming out of biotech" is a verb's)
      (/^out$/i.test(text) && /ing$/i.test(cur.at(-1) ?? "") && !/^of$/i.test(texts[n + 1] ?? "")) ||
      // a capitalised word the tagger reads as a verb goes on the name before it ("AI Act", "Digital
      // Markets Act", "Clean Air Act"; decision 163)
      (pos === "VERB" && /^\p{Lu}/u.test(text) && /^\p{Lu}/u.test(cur.at(-1) ?? "")) ||
      // a plural the tagger reads as a verb ends the noun before it where nothing follows in its part
      // ("Scams, data breaches and …"): a list's item is no clause; nor, at the start of a description, where
      // a place or a target follows ("Security breaches at big companies", its first word capitalised as a
      // sentence's; decision 215). "what the government spends on defence" is a clause
      (pos === "VERB" &&
        /[^s]s$/i.test(text) &&
        cur.length > 0 &&
        ((tags[n - 1] === "NOUN" && [undefined, "CCONJ", "PUNCT"].includes(tags[n + 1])) ||
          (n === 1 &&
            /^\p{Lu}\p{Ll}+$/u.test(texts[0] ?? "") &&
            ([undefined, "CCONJ", "PUNCT"].includes(tags[n + 1]) ||
              /^(?:at|in|on|across|around|among|against)$/i.test(texts[n + 1] ?? ""))))) ||
      // a verb's base form after a singular noun ends a noun phrase, not a clause (a singular subject would
      // say "breaks"): "a winter break", "a city break in Europe" (decision 228)
      (pos === "VERB" &&
        /^\p{Ll}+$/u.test(text) &&
        !/(?:s|ed|ing)$/.test(text) &&
        cur.length > 0 &&
        tags[n - 1] === "NOUN" &&
        !/s$/i.test(texts[n - 1] ?? "") &&
        [undefined, "CCONJ", "PUNCT", "ADP"].includes(tags[n + 1]) &&
        [undefined, "DET", "ADP", "CCONJ", "PUNCT"].includes(tags[n - 1 - cur.length])) ||
      // a verb's form before a noun is the noun's kind where no one does it ("transfer news", "trade
      // deals"), not after a subject or an auxiliary, and not the reader's "send", "give", "keep" (decision 187)
      (pos === "VERB" &&
        tags[n + 1] === "NOUN" &&
        !/(?:ing|ed)$/i.test(text) &&
        !ASKING.has(text.toLowerCase()) &&
        (cur.length > 0 || n === 0 || ["DET", "ADP", "CCONJ", "PUNCT"].includes(tags[n - 1]!)))
    )
      cur.push(text);
    else if (/^['’]s$/.test(text) && cur.length && isPlace(cur.join(" "))) {
      // a place's subject is the subject there ("the UK's economy": UK economy)
    } else if (
      cur.length &&
      groupOwner(cur.at(-1)!, tags[n - 1]!, text, n === 1) &&
      (["NOUN", "PROPN", "ADJ"].includes(tags[n + 1] ?? "") ||
        // a noun read as a verb ending a list's item ("Workers' pay, strikes and unions")
        (tags[n + 1] === "VERB" && [undefined, "CCONJ", "PUNCT"].includes(tags[n + 2])))
    ) {
      // whom a kind of it is for is part of it ("women's football", "children's books", "farmers' markets")
      cur[cur.length - 1] += text;
    } else {
      flush();
      // what a name owns narrows it ("Taylor Swift's tour": Taylor Swift, her tour; decision 164)
      // (and an adverb the tagger reads into it does not end it: "the Premier League's new financial rules")
      if (
        (/^(?:that|which|who)$/i.test(text) &&
          into.heads.length > 0 &&
          ["VERB", "AUX"].includes(tags[n + 1] ?? "")) ||
        // …and so does one without "that" ("European startups raising money": the startups, raising money)
        (pos === "VERB" && /ing$/i.test(text) && ["NOUN", "DET", "ADJ"].includes(tags[n + 1] ?? ""))
      )
        relative = true;
      if (pos === "ADP" || /^['’]s$/.test(text) || relative) afterPreposition = true;
      else if (pos !== "DET" && pos !== "PRON" && pos !== "ADV") afterPreposition = false;
    }
  });
  flush();
}

/**
 * Whether the word in -ing at n begins a clause of the plural before it, not a noun phrase ("road cycling",
 * "charging infrastructure"): before a preposition ("storms heading for the UK") or before its object
 * ("startups raising money", "companies hiring engineers").
 */
const clauseAfterPlural = (texts: string[], tags: string[], n: number) =>
  tags[n - 1] === "NOUN" &&
  /[^s]s$/i.test(texts[n - 1] ?? "") &&
  ["ADP", "NOUN", "DET", "ADJ"].includes(tags[n + 1] ?? "");

/** "to" and its verb's base form after a plural noun ("places to stay", "things to do"), at `n` either word. */
const infinitiveOf = (texts: string[], tags: string[], n: number, cur: string[]) =>
  (/^to$/i.test(texts[n] ?? "") &&
    cur.length > 0 &&
    tags[n - 1] === "NOUN" &&
    /s$/i.test(texts[n - 1] ?? "") &&
    tags[n + 1] === "VERB" &&
    /^\p{Ll}+$/u.test(texts[n + 1] ?? "") &&
    !/(?:s|ed|ing)$/.test(texts[n + 1] ?? "")) ||
  (/^to$/i.test(cur.at(-1) ?? "") && tags[n] === "VERB");

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

/** A part split at its preposition (`re`): what comes before and after; null inside a name ("Tour de France"). */
function splitAt(re: RegExp | undefined, part: string, lang: Language): readonly [string, string] | null {
  const m = re?.exec(part.trim());
  if (!m) return null;
  // "Viajes por Europa", "Reisen durch Asien": a preposition of going through a place is in no name
  const through = /\s(?:por|durch|à travers)\s/i.test(part);
  if (!through && insideName(part.trim().split(/\s+/), m[1]!.split(/\s+/).length, lang)) return null;
  return [m[1]!, m[2]!.trim()];
}

/** The one capitalised word an English part says once its words for news and function words go ("Spurs"). */
function loneName(part: string): string | null {
  const rest = part
    .trim()
    .split(/\s+/)
    .filter((w) => !META.has(w.toLowerCase()) && !STOP.en.has(w.toLowerCase()));
  return rest.length === 1 && /^\p{Lu}[\p{L}\p{N}-]+$/u.test(rest[0]!) ? rest[0]! : null;
}

export function interestsOf(fragment: string, lang: Language): Phrases {
  const parts = shareHeads(fragment.split(LIST_SEPARATOR), lang);
  const out: Phrases = { heads: [], modifiers: [] };
  let afterPlace = false;
  // "Cyber attacks on hospitals, schools and councils": single words after a part that ends in what its one
  // subject acts on go on with that list, they are no subjects of their own (decision 221)
  let afterTarget = false;
  // the head a country was written into ("politics in Germany"), while the list of places goes on
  let countryHead = -1;
  let bareHead = "";
  // the heads of this list (a fragment's earlier heads came before it)
  const listFrom = out.heads.length;
  for (const [n, part] of parts.entries()) {
    if (!part.trim()) continue;
    // "Tech news from Silicon Valley and Seattle", "Kultur in Köln und Düsseldorf": a place after a part that
    // ends in one continues the list of places, it is not an interest of its own (decisions 162, 183)
    const place = afterPlace ? asPlace(part) : null;
    if (place) {
      out.modifiers.push(place);
      // one of several places ("AI regulation in the US and Europe", "startups in France and Germany"):
      // the subject alone, narrowed by them; a story seldom names them all, and the phrase would ask it to
      if (countryHead >= 0) out.heads[countryHead] = bareHead;
      countryHead = -1;
      continue;
    }
    countryHead = -1;
    if (afterTarget && /^\s*(?:the\s+)?\p{Ll}[\p{L}-]*\s*$/u.test(part)) {
      out.modifiers.push(part.trim().replace(/^the\s+/, ""));
      continue;
    }
    afterTarget = false;
    if (lang === "en") {
      // a modifier narrows a head of its own part ("charging in the UK"), not the previous part's
      const own: Phrases = { heads: [], modifiers: [] };
      nounPhrases(part, own);
      // a capitalised word alone in a list after its first part is a name, whatever the tagger reads it as
      // ("Arsenal and Spurs": "spurs" is also a verb)
      const name = n > 0 && !own.heads.length && !own.modifiers.length ? loneName(part) : null;
      if (name) own.heads.push(name);
      // "Brexit and its aftermath": what a subject's possessive names narrows that subject
      if (out.heads.length && /^\s*(?:its|their)\s/i.test(part)) {
        out.modifiers.push(...own.heads, ...own.modifiers);
        continue;
      }
      // "How Brussels and Washington are reining in big tech": the places act, what they act on is the
      // subject, there; a name or a group that acts stays the subject ("what central banks are doing about
      // interest rates"), and so does a place that is only "doing" something ("what the EU is doing on
      // climate": the EU's news)
      const actors = META.has(own.verb ?? "") ? [] : own.heads.slice(0, own.beforeVerb ?? 0);
      const acted = own.modifiers.filter((m) => !isPlace(m));
      // …and so do the bodies that govern ("How governments are regulating AI": AI regulation, decision 241)
      const governing = actors.length > 0 && actors.every((h) => GOVERNING.test(h));
      if (actors.length && acted.length && (governing || actors.every((h) => isPlace(h)))) {
        // the places listed before ("Brussels and …") act too
        const places = out.heads.filter((h) => isPlace(h));
        out.heads = out.heads.filter((h) => !isPlace(h) && !acted.includes(h));
        const regulates = governing && REGULATING.test(own.verb ?? "");
        out.heads.push(
          ...(regulates ? acted.map((a) => `${a} regulation`) : acted),
          ...own.heads.slice(actors.length),
        );
        out.modifiers.push(...places, ...actors, ...own.modifiers.filter((m) => isPlace(m)));
        afterPlace = false;
        continue;
      }
      const last = own.modifiers.at(-1);
      afterPlace = !!last && isPlace(last) && part.trim().endsWith(last);
      // "politics in Germany" is German politics: a country after the part's one subject is part of it, as
      // it is written before it, and holds its stories there; it still narrows the other subjects of the
      // clause ("the war in Ukraine and peace negotiations"), as a place does (decision 191). The phrase is
      // the text as written from the subject on ("Startup news from Germany"): the plan panel finds it there
      const start =
        afterPlace && own.heads.length === 1 && own.modifiers.length === 1 && isPlaceName(last!)
          ? part.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(own.heads[0]!.split(" ")[0]!)}`, "iu"))
          : -1;
      // "AI in healthcare" is healthcare's AI: a field after "in" is part of the subject as a country is, and
      // word evidence reads it first ("healthcare AI"); as context it only ranked, and every AI story came
      if (
        start < 0 &&
        own.heads.length === 1 &&
        own.modifiers.length === 1 &&
        inField(part, own.heads[0]!, own.modifiers[0]!)
      ) {
        own.heads[0] = part.trim().replace(/\s+/g, " ").slice(0, 120);
        own.modifiers.length = 0;
      }
      if (start >= 0 && PLACE_PREPOSITION.test(part.slice(start))) {
        bareHead = own.heads[0]!;
        own.heads[0] = part.slice(start).trim().replace(/\s+/g, " ").slice(0, 120);
        countryHead = out.heads.length;
        // …and the subjects listed before it are asked there too, when the list ends with it: "Inflation and
        // the cost of living in the UK" is the UK's inflation (decision 230)
        // (not after a lead-in of its own: "…, plus anything on charging in the UK")
        if (n === parts.length - 1 && /^\s*(?:the\s+)?$/i.test(part.slice(0, start))) {
          const where = part.slice(start).match(PLACE_PREPOSITION_AT)?.[0] ?? "";
          out.heads = out.heads.map((h, j) =>
            j >= listFrom && where && COMMON_SUBJECT.test(h) && !isPlace(h) ? `${h} ${where.trim()}` : h,
          );
        }
      }
      afterTarget =
        own.heads.length === 1 &&
        own.modifiers.length === 1 &&
        TARGET_AFTER.test(part) &&
        part.trim().endsWith(own.modifiers[0]!);
      out.heads.push(...own.heads);
      out.modifiers.push(...own.modifiers);
    } else {
      // "Restaurantkritiken aus Hamburg", "les restaurants à Paris": a place after a preposition narrows the
      // subject before it, as "restaurants in London" does in English (decision 183)
      const at = splitAt(PLACE_AFTER[lang], part, lang);
      const where = at && isPlace(at[1]) ? at[1] : null;
      afterPlace = !!where;
      // a German noun after such a preposition that is no place narrows the subject too ("Garten im
      // Winter": the garden, in winter; decision 193), as what follows a preposition does in English
      const when = !where && lang === "de" && at && phraseOf(at[1], lang) ? at : null;
      // "Sportnachrichten über Tennis", "l'actualité économique sur les tarifs": what the subject is about
      // narrows it, as "cases against Google" does in English (decision 186)
      const on = where || when ? null : splitAt(TOPIC_AFTER[lang], part, lang);
      const about = on ? phraseOf(on[1], lang) : "";
      const narrowed = where ? at : about ? ([on![0], about] as const) : when;
      if (narrowed && phraseOf(narrowed[0], lang)) {
        out.heads.push(...interestsOf(narrowed[0], lang).heads);
        out.modifiers.push(narrowed[1].slice(0, 120));
        continue;
      }
      // "Tipps für den Garten im Winter": the form says nothing, what it is for is the subject
      if (when && phraseOf(when[1], lang)) {
        const inner = interestsOf(when[1], lang);
        out.heads.push(...inner.heads);
        out.modifiers.push(...inner.modifiers);
        continue;
      }
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
