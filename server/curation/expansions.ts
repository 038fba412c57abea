/** Related terms for words the word vectors cannot carry (assets/expansions.json, decision 072). */
import { SIZE } from "./brief-cues";
import { namesAnyCountry } from "./countries";
import { countryEntries, regionEntries } from "./regions";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { projectPath } from "../paths";
import { LANGUAGES, type Language } from "./detect-language";
import { hasPhrase, hasPhraseOutside, STOPWORDS } from "./text-index";
import { stem, tokenize } from "./tokens";
import { vectorOf } from "./word-vectors";
import { practitionersOf } from "./practitioners";
import { sensesOf } from "./word-senses";

const fileSchema = z.object({
  terms: z.record(z.string(), z.array(z.string().min(1))),
  phraseOnly: z.record(z.string(), z.array(z.string().min(1))).default({}),
  sameAs: z.record(z.string(), z.string()).default({}),
  languages: z.record(z.string(), z.array(z.enum(LANGUAGES)).min(1)).default({}),
  senses: z.record(z.string(), z.array(z.array(z.string().min(1)).min(1)).min(2)).default({}),
  notIn: z.record(z.string(), z.array(z.string().min(1)).min(1)).default({}),
  leftOutWith: z.record(z.string(), z.array(z.string().min(1)).min(1)).default({}),
  kindsApart: z.array(z.string().min(1)).default([]),
  aliases: z.record(z.string().regex(/^[a-z0-9]+$/), z.string().regex(/^[a-z0-9]+$/)).default({}),
});
let table: Map<string, string[]> | null = null;
let leftOutWith: Map<string, string[]> | null = null;
let whole: Map<string, string[]> | null = null;
let languages: Map<string, readonly Language[]> | null = null;
/** per word (its stem): each sense's words, as stems, without the word itself */
let senses: Map<string, string[][][]> | null = null;
/** `terms` entries of one word by its stem, for a form no entry is written for */
let byStem: Map<string, string[]> | null = null;
/** one-word names written another way, as the name they stand for (`aliasOf`) */
let aliases: Map<string, string> | null = null;
/** the single-word keys a German compound can end in (wordEntry) */
let heads: string[] | null = null;
/** per term (its stems): the set phrases it means something else in, as stems */
let notIn: Map<string, string[][]> | null = null;
/** the subjects whose kinds exclude each other ("sport") */
let apart: string[] | null = null;
/** the keys that are a country's (regions.ts `countryEntries`): entries only for the country asked alone */
let countries: Set<string> | null = null;
/** per subject of `apart`, its kinds; per kind (a bounded set: the file's), its other kinds */
const subjectKinds = new Map<string, string[]>();
const otherKinds = new Map<string, Term[][]>();

/**
 * The languages a related term is a word of, when in another of them it is a common word with another
 * meaning (German "plant" is "plans"): it says the subject only in an item of one of these. Null: any.
 */
function languagesOf(term: string): readonly Language[] | null {
  load();
  return languages!.get(stemsKey(term)) ?? null;
}

/** Per word of several senses (its stem), each sense's words as stems: `word-senses.ts` reads them. */
export function sensesTable(): ReadonlyMap<string, string[][][]> {
  load();
  return senses!;
}

/** A term's stems: a listed word stands for its forms ("plant" for "plants", as items are matched so). */
const stemsKey = (term: string) => tokenize(term).map(stem).join(" ");

/** A word or phrase looked for in items, as stems, with the languages it is a word of (null: any). */
export interface Term {
  stems: string[];
  languages: readonly Language[] | null;
  /** the set phrases it means something else in ("price war" for "war"), as stems */
  notIn: readonly string[][];
}

export const termOf = (t: string): Term => ({
  stems: tokenize(t).map(stem),
  languages: languagesOf(t),
  notIn: notInOf(t),
});

/** The set phrases in which a term means something else (`notIn`): "Royal Mail" is not the royals. */
export function notInOf(term: string): readonly string[][] {
  load();
  return notIn!.get(stemsKey(term)) ?? [];
}

/**
 * Whether an item says some of `terms` only inside their set phrases, and none of them otherwise: "Council
 * approves a new cycling lane" says nothing of sport, "Box office disaster" nothing of disasters.
 */
export function saysOnlyInSetPhrases(stems: string[], terms: readonly Term[], language: Language): boolean {
  const said = (t: Term) => (!t.languages || t.languages.includes(language)) && hasPhrase(stems, t.stems);
  // most items say no term inside a set phrase: the terms that have some are looked at first
  const inside = terms.some((t) => t.notIn.length && said(t) && !saysTerm(stems, t, language));
  return inside && !terms.some((t) => saysTerm(stems, t, language));
}

/** Whether an item's stems (of an item written in `language`) say the term, other than inside its set phrases. */
export const saysTerm = (stems: string[], t: Term, language: Language) =>
  (!t.languages || t.languages.includes(language)) &&
  (t.notIn.length ? hasPhraseOutside(stems, t.stems, t.notIn) : hasPhrase(stems, t.stems));

/**
 * Terms related to a phrase: its own entry (`terms` or `phraseOnly`), else the `terms` entries of its words
 * (but those of the words in `except`, lower case or as stems).
 */
export function expansionsOf(phrase: string, except?: Set<string>): string[] {
  load();
  const key = phrase.toLowerCase().trim();
  // a plural no entry is written for has its singular's ("cryptos", "guerras")
  const own = table!.get(key) ?? whole!.get(key) ?? (key.includes(" ") ? undefined : wordEntry(key));
  if (own) return own;
  // (a word of `except` in any form: "crypto startups" beside "Startup funding rounds"; decision 257)
  const excepted = (w: string) => !!except && (except.has(w) || except.has(stem(w)));
  return [...new Set(wordsOf(phrase).flatMap((w) => (excepted(w) ? [] : (wordEntry(w, false) ?? []))))];
}

/**
 * A phrase with each German compound led by an acronym and a hyphen written as its two words ("KI-Forschung" is
 * KI and research, "EU-Politik" the EU's politics), as "AI research" is.
 */
export const compoundsApart = (phrase: string) =>
  phrase.replace(/(?<![\p{L}\p{N}-])(\p{Lu}{2,5})-(?=\p{L}{3,}(?![\p{L}\p{N}-]))/gu, "$1 ");
/** A phrase's words, lower case, its acronym-led compounds apart. */
const wordsOf = (phrase: string) => compoundsApart(phrase).toLowerCase().trim().split(/\s+/);

/**
 * One word's entry: its own, its singular's ("cryptos", "guerras"), or its head's when it is a compound no
 * entry is written for ("Verkehrspolitik", "Weltwirtschaft", "Frauenfußball": the last word of a German
 * compound names what it is). A head of five letters or more, and only for a word the English word vectors
 * do not know: "transport" ends in "sport" and is no kind of it (decision 214). Else, for a field, who
 * practises it (`practitionersOf`, decision 254). Inside a phrase a word stands for itself, not for its
 * singular's entry: the "market" of "housing market" is not the stock market.
 */
function wordEntry(w: string, singular = true): string[] | undefined {
  // a country's other names are for the country asked alone: "Tour de France" says nothing of "French"
  if (!singular && countries!.has(w)) return undefined;
  // (German plurals take an "-n" after a preposition: "genug von Transfergerüchten")
  const own = table!.get(w) ?? (singular ? (byStem!.get(stemsKey(w)) ?? datives(w)) : undefined);
  return own ?? compoundHeadEntry(w) ?? practitionersOf(w);
}
/** A German compound's entry by its head, for a long word the English word vectors do not know. */
function compoundHeadEntry(w: string): string[] | undefined {
  if (w.length < MIN_COMPOUND || /[^\p{L}]/u.test(w) || vectorOf(w)) return undefined;
  let best: string | undefined;
  for (const head of heads!)
    if (w.length > head.length && w.endsWith(head) && (!best || head.length > best.length)) best = head;
  return best === undefined ? undefined : table!.get(best);
}

const MIN_COMPOUND = 8;
const datives = (w: string) => {
  const base = w.length >= MIN_COMPOUND ? dativeBase(w) : null;
  return base ? table!.get(base) : undefined;
};
/** A German plural's form without the "-n" it takes after a preposition ("Transfergerüchten"), else null. */
export const dativeBase = (w: string) => (w.endsWith("en") ? w.slice(0, -1) : null);

/**
 * The terms that name a concept a reader leaves out: its related terms, and those that leave it out with it
 * but would not bring its stories to a reader asking for it (`leftOutWith`: "no politics" leaves out the
 * summit and the peace talks too).
 */
export function exclusionTermsOf(concept: string, except?: Set<string>): string[] {
  load();
  return [...new Set([...expansionsOf(concept, except), ...(leftOutWith!.get(stemsKey(concept)) ?? [])])];
}

/**
 * The name a one-word name written another way stands for, lower case: a ticker's company or coin ("btc" is
 * "bitcoin", "nvda" "nvidia"). Two reports of one event name it either way ("BTC Slumps Under $80K",
 * "Bitcoin falls to seven-month low"; decision 213).
 */
export function aliasOf(word: string): string | undefined {
  load();
  return aliases!.get(word);
}

/** Whether a phrase, as written, has an entry of its own ("eating out", whose "out" a phrase's words lose). */
export function hasEntry(phrase: string): boolean {
  load();
  const key = phrase.toLowerCase().trim();
  return table!.has(key) || whole!.has(key);
}

/**
 * Whether the interest is a subject followed by kinds of it ("Sport: cyclisme, tennis, rugby"): a word of the
 * context with an entry of its own that is one of the subject's terms or shares one with them. Such a reader
 * asked for those kinds, not for the subject whole.
 */
export function kindsNamed(
  interest: { phrase: string; context: string[] },
  all: string[] = expansionsOf(interest.phrase),
): boolean {
  load();
  if (!interest.context.length || !all.length) return false;
  const subject = new Set(all);
  return interest.context.some((raw) => {
    const c = raw.toLowerCase().trim();
    return table!.has(c) && (subject.has(c) || table!.get(c)!.some((t) => subject.has(t)));
  });
}

/**
 * The related terms of an interest. A subject followed by kinds of it ("Sport: football and tennis",
 * "Deportes: fútbol, tenis y Fórmula 1") asks for those kinds, not for the subject's other kinds: a cycling
 * story is sport, but not what "Sport: football and tennis" asked for. A kind is a word of the context with
 * an entry of its own that is one of the subject's terms or shares one with them; the subject's terms that
 * are other kinds (an entry of their own that names none of the context), and their own terms, are left
 * out, unless the context's kinds have them too. What is general to the subject ("match", "cup") stays.
 */
export function relatedTermsOf(interest: { phrase: string; context: string[] }): string[] {
  load();
  // the entries are of a word's first sense: "rust in the garden" has none of the language's terms
  if (sensesOf(interest).some((s) => s.word === stemsKey(interest.phrase) && s.reader > 0)) return [];
  const all = expansionsOf(interest.phrase);
  if (!kindsNamed(interest, all)) return all;
  const context = interest.context.map((c) => c.toLowerCase().trim());
  const entry = (t: string) => table!.get(t) ?? [];
  // the kinds, not every word beside them: "Le foot : Ligue 1 et l'équipe de France" does not ask for all
  // of France (whose entry would make every French desk's story a kind of football)
  const subject = new Set(all);
  const kinds = context.filter(
    (c) => !table!.has(c) || subject.has(c) || entry(c).some((t) => subject.has(t)),
  );
  const wanted = new Set(kinds.flatMap((c) => [c, ...entry(c)]));
  const others = all.filter(
    (t) => !wanted.has(t) && table!.has(t) && !entry(t).some((u) => context.includes(u)),
  );
  const unwanted = new Set(others.flatMap((t) => [t, ...entry(t)]).filter((t) => !wanted.has(t)));
  return [...new Set([...all.filter((t) => !unwanted.has(t)), ...wanted])];
}

/**
 * The other kinds of the subject a phrase is a kind of, each as its name and the terms that are its own:
 * for "rugby", football ("premier league", "striker"…), cricket ("wickets"…), tennis… The subjects are the
 * file's `kindsApart` ("sport"), whose listed entries exclude each other; "tech" lists kinds that overlap (a
 * startup's story is a security firm's too). Not the phrase's synonyms or translations (an entry that names
 * it or shares a term with it: "Fußball" for "football"), and not a term two kinds share ("grand prix":
 * Formula 1's and MotoGP's), which tells no kind apart. Empty for a phrase that is no such kind.
 */
export function otherKindsOf(phrase: string): Term[][] {
  load();
  const key = phrase.toLowerCase().trim();
  let hit = otherKinds.get(key);
  if (hit) return hit;
  // a kind has an entry, or a subject lists it ("athletics"): only those are kept, the rest is any phrase
  if (!table!.has(key) && !apart!.some((subject) => table!.get(subject)!.includes(key))) return [];
  hit = findOtherKinds(key);
  otherKinds.set(key, hit);
  return hit;
}

/**
 * Whether a word inside a longer phrase names a kind: it has an entry of its own ("rugby" in "rugby union"),
 * or a kind's entry lists it ("DFB" in "DFB-Team": football's). "league" is only the subject's own word,
 * every sport's, and names no kind inside "Women's Super League".
 */
export function namesAKind(word: string): boolean {
  const w = word.toLowerCase().trim();
  if (otherKindsOf(w).length === 0) return false;
  return (
    table!.has(w) || apart!.some((subject) => kindsOf(subject).some((kind) => table!.get(kind)!.includes(w)))
  );
}

/**
 * A subject's kinds: the entries its list names, but the subject's own in another language, which lists
 * most of its kinds ("deporte" for "sport").
 */
function kindsOf(subject: string): string[] {
  let kinds = subjectKinds.get(subject);
  if (!kinds) {
    const listed = table!.get(subject)!.filter((t) => table!.has(t));
    kinds = listed.filter((k) => table!.get(k)!.filter((t) => listed.includes(t)).length < listed.length / 2);
    subjectKinds.set(subject, kinds);
  }
  return kinds;
}

function findOtherKinds(key: string): Term[][] {
  const own = table!.get(key) ?? [];
  const mine = new Set([key, ...own]);
  const others = new Set<string>();
  for (const subject of apart!) {
    if (!table!.get(subject)!.includes(key) || own.includes(subject)) continue;
    for (const kind of kindsOf(subject)) {
      const terms = table!.get(kind)!;
      // the phrase's synonyms and translations ("Fußball" for "football") are no other kind
      const synonym = terms.includes(key) || terms.some((t) => mine.has(t));
      if (!mine.has(kind) && !synonym) others.add(kind);
    }
  }
  // a kind and the entries it names are one family ("football", "Fußball", "foot"); a term of two families is
  // no one kind's
  const familyOf = new Map<string, string>();
  for (const kind of others)
    if (!familyOf.has(kind))
      for (const member of [kind, ...table!.get(kind)!.filter((t) => others.has(t))])
        familyOf.set(member, kind);
  const families = new Map<string, Set<string>>();
  for (const kind of others)
    for (const t of table!.get(kind)!) {
      const f = families.get(t) ?? new Set<string>();
      f.add(familyOf.get(kind)!);
      families.set(t, f);
    }
  return [...others].map((kind) =>
    [kind, ...table!.get(kind)!.filter((t) => families.get(t)!.size === 1 && !mine.has(t))].map(termOf),
  );
}

/**
 * A phrase's words, each with what may stand for it ("UK politics" → [uk, britain, british, …] and
 * [politics, government, parliament, …]); null when the phrase has an entry of its own ("mental health"),
 * which then counts whole. Why: a word's related terms replace that word inside the phrase, so "UK
 * politics" needs both parts; a story that only says "Britain" is about the UK, not its politics.
 */
export function slotsOf(words: string[], phrase: string): string[][] | null {
  load();
  const key = phrase.toLowerCase().trim();
  if (words.length < 2 || table!.has(key) || whole!.has(key)) return null;
  const slots = words.map((w) => [w, ...(wordEntry(w, false) ?? [])]);
  // a run of the words that has an entry ("Football transfer gossip") stands for each of its words: "Man
  // United eye January move for Bologna striker" says transfer gossip, not either word. Not beside a
  // country ("UK housing market"), whose phrase is asked as the country's subject (decision 191)
  if (words.some(namesAnyCountry)) return slots;
  // the longest run from each word (the whole phrase has no entry: it would have returned above)
  for (let from = 0; from < words.length - 1; ) {
    let to = words.length;
    const entryOf = () => table!.get(words.slice(from, to).join(" ").toLowerCase());
    while (to > from + 1 && !entryOf()) to--;
    if (to === from + 1) {
      from++;
      continue;
    }
    // a size word of the run stands for the run alone: "big" of "big tech" is not "first big test"
    const run = words.slice(from, to).join(" ").toLowerCase();
    for (let n = from; n < to; n++)
      if (SIZE.has(words[n]!.toLowerCase())) slots[n] = [run, ...entryOf()!];
      else slots[n]!.push(...entryOf()!);
    from = to;
  }
  return slots;
}

/**
 * Whether the phrase is a `phraseOnly` word ("world"): inside other phrases it means something else
 * ("world title", "world No 1"), so an item saying it is no evidence; its related terms and a feed named
 * for it are.
 */
export function saysOtherwiseInPhrases(phrase: string): boolean {
  load();
  return whole!.has(phrase.toLowerCase().trim());
}

function load() {
  if (
    !table ||
    !whole ||
    !languages ||
    !senses ||
    !byStem ||
    !heads ||
    !notIn ||
    !apart ||
    !leftOutWith ||
    !aliases ||
    !countries
  ) {
    const file = fileSchema.parse(
      JSON.parse(readFileSync(projectPath("server/curation/assets/expansions.json"), "utf8")),
    );
    const terms = new Map(Object.entries(file.terms));
    // a key written another way has its entry's terms ("sports": "sport"), and what the concept it names
    // leaves out with it ("match reports": "matches")
    const leftOut = new Map(Object.entries(file.leftOutWith));
    for (const [alias, key] of Object.entries(file.sameAs)) {
      // (both, for a concept with both: "kein Weltraum" leaves astronomy out as "no space" does)
      const entry = terms.get(key);
      const out = leftOut.get(key);
      if (!entry && !out) throw new Error(`expansions.json: sameAs "${alias}" names no entry "${key}"`);
      if (entry) terms.set(alias, entry);
      if (out) leftOut.set(alias, out);
    }
    // a region's stories name its countries (regions.ts, decision 218); an entry written in the file wins
    for (const [name, names] of regionEntries()) if (!terms.has(name)) terms.set(name, names);
    countries = new Set();
    for (const [name, other] of countryEntries())
      if (!terms.has(name)) {
        terms.set(name, other);
        countries.add(name);
      }
    table = withoutInnerFunctionWords(terms);
    // by stems, as a reader writes the concept ("politics", "Politics"); a concept needs no entry of its own:
    // "prices" brings nothing to a reader who asks for them, and its moves ("slumps") leave them out
    leftOutWith = new Map();
    for (const [concept, extra] of leftOut) leftOutWith.set(stemsKey(concept), extra);
    whole = withoutInnerFunctionWords(new Map(Object.entries(file.phraseOnly)));
    languages = new Map(Object.entries(file.languages).map(([t, l]) => [stemsKey(t), l]));
    byStem = new Map();
    for (const [key, terms] of table)
      if (!key.includes(" ") && !byStem.has(stemsKey(key))) byStem.set(stemsKey(key), terms);
    heads = [...table.keys()].filter((k) => k.length >= 5 && /^\p{L}+$/u.test(k));
    apart = file.kindsApart;
    aliases = new Map(Object.entries(file.aliases));
    for (const subject of apart)
      if (!table.has(subject)) throw new Error(`expansions.json: kindsApart "${subject}" has no entry`);
    notIn = new Map(
      Object.entries(file.notIn).map(([term, phrases]) => {
        const key = tokenize(term).map(stem);
        const list = phrases.map((p) => tokenize(p).map(stem));
        const without = list.find((p) => !hasPhrase(p, key));
        if (without) throw new Error(`expansions.json: notIn "${without.join(" ")}" does not say "${term}"`);
        return [key.join(" "), list];
      }),
    );
    senses = new Map(
      Object.entries(file.senses).map(([word, list]) => {
        const key = stemsKey(word);
        const cues = list.map((sense) =>
          sense.map((cue) => tokenize(cue).map(stem)).filter((c) => c.length > 0 && c.join(" ") !== key),
        );
        return [key, cues];
      }),
    );
  }
}

/**
 * Each entry also under its key without the function words inside it: the parser reads "modelos de
 * lenguaje" as the phrase "modelos lenguaje" (function words are no part of a phrase's words), and the
 * entry must still be found. Only inside: "la liga" is not "liga", nor "serie a" "serie".
 */
function withoutInnerFunctionWords(entries: Map<string, string[]>): Map<string, string[]> {
  for (const [key, terms] of [...entries]) {
    const words = key.split(/\s+/);
    if (words.length < 3) continue;
    const inner = words.filter((w, i) => i === 0 || i === words.length - 1 || !STOPWORDS.has(w)).join(" ");
    if (inner !== key && !entries.has(inner)) entries.set(inner, terms);
  }
  return entries;
}
