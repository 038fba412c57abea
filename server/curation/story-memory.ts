/**
 * Story memory across days (issue #16, decisions 098, 099). A briefing remembers each story it sent by a
 * compact signature of its content — headline, source, terms, facts (names and numbers), title vector —
 * so that the same event reported again tomorrow, under a new URL or by another outlet, is recognised by its
 * wording (remembered-wording.ts, the test it was tuned with) or its facts. A remembered event
 * comes back only when the new report carries new key facts (decision 099), marked as an update with the
 * sentence that says what is new.
 */
import type { Candidate } from "./candidate";
import type { ItemFeatures } from "./item-features";
import { RememberedWording } from "./remembered-wording";
import { STOPWORDS } from "./text-index";
import { namedTokens, numbersOf, stem, tokenize } from "./tokens";
import { cosine, normalise } from "./word-vectors";

/** What is remembered of one sent story. */
export interface StorySignature {
  headline: string;
  /** the feed the story's head came from: within one source only matching headlines make one event */
  source: string;
  /** the head's content stems in order, repeated as in the text (term frequency), capped */
  terms: string[];
  /** names and numbers of every report merged into the story: the facts the reader has been told */
  facts: string[];
  /** the head's title vector, int8 (×127): 100 bytes */
  vector: Int8Array | null;
  /** every item key of the story */
  itemKeys: string[];
}

export interface RememberedStory extends StorySignature {
  sentAt: Date;
}

/**
 * How a candidate stands against the memory. An update carries the facts of the stories it matched (the
 * event's chain so far), which its own signature then remembers: the next report is compared with all of
 * them, not with the latest update alone.
 */
export type MemoryVerdict =
  | { kind: "new" }
  | { kind: "sent" }
  | { kind: "update"; whatsNew: string; chainFacts: string[] };

/** Facts an update's signature carries over from its chain, at most (the newest report's own come first). */
const MAX_CHAIN_FACTS = 60;

const MAX_TERMS = 150;
const content = (w: string) => !STOPWORDS.has(w) && w.length > 1;

/** Names (capitalised words not at a sentence start, lower-cased) and numbers of a text. */
export function factsOf(text: string): string[] {
  return [...new Set([...namedTokens(text).filter((t) => !/^\d/.test(t)), ...numbersOf(text)])];
}

/** A story's signature: its head's content, and the facts of every report merged into it. */
export function signatureOf(
  head: Candidate,
  features: ItemFeatures,
  members: Candidate[],
  itemKeys: string[],
  /** an update's chain: the facts of the stories sent before it, remembered with its own */
  chainFacts: string[] = [],
): StorySignature {
  const facts = new Set<string>();
  for (const c of [head, ...members]) for (const f of factsOf(`${c.title}. ${c.summary}`)) facts.add(f);
  for (const f of chainFacts) facts.add(f);
  const v = features.titleVector;
  return {
    headline: head.title,
    source: head.feedUrl,
    terms: features.stems.filter(content).slice(0, MAX_TERMS),
    facts: [...facts],
    vector: v ? Int8Array.from(v, (x) => Math.max(-127, Math.min(127, Math.round(x * 127)))) : null,
    itemKeys,
  };
}

/** A remembered story as the wording test compares items: its words, headline and title vector. */
function featuresOfMemory(s: StorySignature): ItemFeatures {
  const titleWords = tokenize(s.headline);
  return {
    titleWords,
    titleFigures: numbersOf(s.headline),
    bodyWords: [],
    stems: s.terms,
    vector: null,
    titleVector: s.vector ? normalise(Float32Array.from(s.vector, (x) => x / 127)) : null,
    names: new Set(),
    language: "en",
    wordRows: new Int32Array(0),
    titleRows: 0,
  };
}

/**
 * Words that say something happened — a ruling, a result, a decision, a death — in the languages curation
 * reads. A new one in the headline is a development even without a new number or name (decision 099).
 */
const OUTCOMES = new Set(
  (
    "rule ruling order verdict beat lose lost die died kill dead " +
    "contain call off suspend cancel scrap resign quit sack fire appoint approve pass reject block stop " +
    "charge convict sentence acquit arrest free agree sign fine appeal vote elect reverse overturn withdraw " +
    "stoppt gestoppt beschließt beschlossen verliert tot tote urteil rücktritt abgesagt " +
    "perd morts condamné annulé suspendu adopté rejeté démission " +
    "pierde muertos condenado anulado suspendido aprobado rechazado dimite"
  ).split(" "),
);

/**
 * A word's root for "is this new?": the stem without -ed, -es, -s, -ing, -d, so that "approved" is not new
 * after "approves". Cruder than curation's stem, which keeps meaning apart; here only the comparison needs it.
 */
const root = (w: string) => {
  const s = stem(w);
  if (s.length <= 4 || !/^[a-z]+$/.test(s)) return s;
  const r = s.replace(/(?:ing|ed|es|e|s)$/, "");
  return r.length >= 3 ? r.replace(/(.)\1$/, "$1") : s;
};

export interface Known {
  /** roots of every word of the matched stories */
  roots: Set<string>;
  facts: Set<string>;
}

/**
 * A name is known when the memory has it, a word sharing its first five letters (Japan, Japanese), or a
 * compound holding it (Paket, Rentenpaket).
 */
function knownName(name: string, k: Known): boolean {
  if (k.facts.has(name) || k.roots.has(root(name))) return true;
  if (name.length < 5) return false;
  const p = name.slice(0, 5);
  for (const s of k.roots) if (s.startsWith(p) || s.includes(name)) return true;
  return false;
}

/** The facts of `c` the reader was not told: new numbers and names, in the headline and in the text. */
export function newFacts(c: Pick<Candidate, "title" | "summary">, k: Known, language = "en") {
  const num = (t: string) => numbersOf(t).filter((n) => !k.facts.has(n));
  // German capitalises every noun: a capital there says nothing of a name
  const names = (t: string) =>
    language === "de" ? [] : namedTokens(t).filter((n) => !/^\d/.test(n) && !knownName(n, k));
  const headTerms = tokenize(c.title)
    .filter((w) => content(w) && w.length > 2 && !/^\d/.test(w))
    .filter((w) => !k.roots.has(root(w)) && !k.facts.has(w));
  return {
    headlineNumbers: num(c.title),
    numbers: [...new Set(num(`${c.title}. ${c.summary}`))],
    headlineNames: [...new Set(names(c.title))],
    headlineTerms: [...new Set(headTerms)],
    outcomes: headTerms.filter((w) => OUTCOMES.has(root(w)) || OUTCOMES.has(w)),
  };
}

/**
 * Materially developed (decision 099): the headline carries a new number, or a new outcome word, or a new
 * two new names together with at least three new headline words; or the text carries two new numbers. A re-report
 * under a new headline brings new wording, rarely a new fact in its headline.
 */
export function isDevelopment(f: ReturnType<typeof newFacts>): boolean {
  return (
    f.headlineNumbers.length > 0 ||
    f.outcomes.length > 0 ||
    (f.headlineNames.length >= 2 && f.headlineTerms.length >= 3) ||
    f.numbers.length >= 2
  );
}

/** The sentence of the new report that carries most of what is new: extractive, one line. */
export function whatsNew(
  c: Pick<Candidate, "title" | "summary" | "content">,
  k: Known,
  language = "en",
): string {
  const text = `${c.summary} ${c.content.slice(0, 1500)}`.replace(/\s+/g, " ").trim();
  const sentences = text.split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“])/u).filter((s) => s.length >= 20);
  let best = "";
  let bestScore = 0;
  for (const s of sentences) {
    const f = newFacts({ title: s, summary: "" }, k, language);
    const score = 2 * f.headlineNumbers.length + 2 * f.outcomes.length + f.headlineNames.length;
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  const line = best || sentences[0] || c.title;
  return line.length > 240 ? `${line.slice(0, 239).replace(/\s+\S*$/, "")}…` : line;
}

/**
 * A number specific enough to identify an event: a percentage, a sum or count of 100 or more, a decimal.
 * Not a score (two matches end 2-1) nor a small count.
 */
const specificNumber = (f: string) =>
  /^\d/.test(f) && !f.includes("-") && (f.endsWith("%") || Number(f) >= 100 || f.includes("."));

/**
 * Title vectors at least this close, with shared facts, make one event (decision 098, amended): a re-report
 * worded differently ("MPs back…" after "Parliament votes for…") shares the event's facts and meaning but
 * few words. Set where two stories of one subject (two launches, two matches) still fall apart.
 */
const FACTS_SAME_EVENT_VECTOR = 0.5;

/**
 * Headlines this close in meaning that share two facts (names will do) are taken for one event only to mark
 * a development ("Update:"), never to drop a report as already sent: names are shared by many stories of
 * one team or city, so this weaker evidence may only cost a label, not a story (decision 099, amended).
 */
const NAMES_SAME_EVENT_VECTOR = 0.9;

/**
 * Same event by facts: at least two facts of the candidate's headline and description are facts the
 * remembered story told, one of them a specific number, and the headlines mean much the same. Names alone
 * never do: one team, company or city is in many stories.
 */
function sameByFacts(
  facts: string[],
  vector: Float32Array | null,
  told: Set<string>,
  mVector: Float32Array | null,
  strict: boolean,
) {
  if (!vector || !mVector) return false;
  const shared = facts.filter((f) => told.has(f));
  if (shared.length < 2) return false;
  const closeness = cosine(vector, mVector);
  return strict
    ? shared.some(specificNumber) && closeness >= FACTS_SAME_EVENT_VECTOR
    : closeness >= NAMES_SAME_EVENT_VECTOR;
}

/**
 * Each candidate against the memory: "sent" (the same event, nothing material since), "update" (the same
 * event with new key facts) or "new". The same event is the remembered wording test, over the pool and the
 * remembered stories together (so a remembered story's rare words are rare in today's pool too), or shared
 * facts with a close meaning (sameByFacts). What the reader was told of the event is everything the matched
 * stories and their chains hold (an update's signature carries its chain's facts).
 */
export function judgeAgainstMemory(
  pool: Candidate[],
  features: ItemFeatures[],
  memory: RememberedStory[],
): MemoryVerdict[] {
  if (memory.length === 0) return pool.map(() => ({ kind: "new" }));
  const n = pool.length;
  const memoryFeatures = memory.map(featuresOfMemory);
  const told = memory.map((m) => new Set(m.facts));
  const stories = new RememberedWording(
    [...features, ...memoryFeatures],
    [...pool.map((c) => c.feedUrl), ...memory.map((m) => m.source)],
  );
  return pool.map((c, i) => {
    const facts = factsOf(`${c.title}. ${c.summary}`);
    const v = features[i]!.titleVector;
    let matched = memory.filter(
      (_, k) =>
        stories.same(i, n + k) || sameByFacts(facts, v, told[k]!, memoryFeatures[k]!.titleVector, true),
    );
    // weaker evidence: enough to mark a development, never to drop (markOnly)
    const markOnly = matched.length === 0;
    if (markOnly)
      matched = memory.filter((_, k) =>
        sameByFacts(facts, v, told[k]!, memoryFeatures[k]!.titleVector, false),
      );
    if (matched.length === 0) return { kind: "new" };
    const known: Known = { roots: new Set(), facts: new Set() };
    for (const m of matched) {
      for (const t of m.terms) known.roots.add(root(t));
      for (const w of tokenize(m.headline)) known.roots.add(root(w));
      for (const f of m.facts) known.facts.add(f);
    }
    const language = features[i]!.language;
    if (!isDevelopment(newFacts(c, known, language))) return { kind: markOnly ? "new" : "sent" };
    return {
      kind: "update",
      whatsNew: whatsNew(c, known, language),
      chainFacts: [...known.facts].slice(0, MAX_CHAIN_FACTS),
    };
  });
}
