/**
 * Free-text description → structured brief, offline (decision 070). Clauses are split on punctuation;
 * exclusion cues (en/de/fr/es) open a scope that runs to the end of its clause; "from X", "mostly X",
 * "published in X", "reported by X" name a source only when X is a proper name (decision 140); the rest
 * becomes interests: noun phrases (fragment-phrases.ts: wink-nlp POS tags for English, function-word
 * splitting for the others), with elaborations ("especially …", "(…)", ": …") attached as context of the
 * interests before them. Who the reader is counts only when nothing else is asked for (aboutReader).
 */
import { writtenAsName } from "./written-as-name";
import { isPlace } from "./localities";
import { tokenize } from "./tokens";
import { escapeRegExp } from "../../common/escape-regexp";
import { shareHeads } from "./share-heads";
import { FOR_WHOM } from "./phrase-roles";
import { doing, SELF_AVOIDS } from "../../common/self-avoids";
import { type Brief, GENERAL_INTEREST, GENERAL_NEWS } from "../../common/curation";
import { detectLanguage, type Language } from "./detect-language";
import { clean, interestsOf, phraseOf, STOP } from "./fragment-phrases";
import {
  EXCLUDE_CUES,
  TURN,
  READER_ASKS,
  ALL_BUT,
  ABOUT_READER,
  LANGUAGE_NAMES,
  ELABORATE,
  KEEP_OUT,
  DISLIKED_AFTER,
  CANNOT_HEAR_DE,
  SELF,
  SELF_END,
  FOLLOWER,
  ASIDES,
  PLACE_THEN_LIST,
  PLACE_WORD,
  EXCLUSION_LIST_SEPARATOR,
  FIGURATIVE_HEAD,
  ONLY_NARROWS,
  RULES_FOR,
  TAKEN_AS,
  PERSONA,
  ROLE_WORDS,
  BREVITY,
  LIST_GOES_ON,
  BRIEF_LENGTH,
  ASKING,
  COUNT_WORDS,
  META,
  LENGTH,
  URL_RE,
  refersBack,
} from "./brief-cues";
import {
  commaList,
  FROM_NAMES,
  insideExclusion,
  NO_OUTLET_ITEMS,
  NOT_FROM,
  nounAfterName,
  ONES_FROM,
  OUTLET,
  OWNED_BY,
  PUBLISHED_BY,
  publishedNames,
  saysOnlyNews,
  SOURCE_CUE,
  sourceNames,
  TABLOID,
} from "./source-cues";

/**
 * A sentence as the pieces the parser reads: who the reader is, and what they ask for after it ("As a nurse,
 * NHS news and health policy"; "I run a small bakery - food industry news"). Who they are is a subject only
 * when nothing else is, or when they follow a subject ("I'm an Arsenal fan"); a sentence whose ask names
 * nothing but who they are ("… what matters for my job") stays whole (decision 175).
 */
function aboutReader(
  sentence: string,
  lang: Language,
): Array<{ sentence: string; self: boolean; ask: boolean }> {
  const prefix = SELF.exec(sentence);
  const whole = [{ sentence, self: !!prefix && !FOLLOWER.test(sentence), ask: false }];
  if (!prefix || !whole[0]!.self) return whole;
  const end = SELF_END.exec(sentence.slice(prefix[0].length));
  if (!end) return whole;
  const cut = prefix[0].length + end.index;
  const role = sentence.slice(0, cut);
  const asked = sentence.slice(cut + end[0].length);
  if (!interestsOf(asked, lang).heads.some((h) => !ROLE_WORDS.test(h))) return whole;
  return [
    { sentence: role, self: !FOLLOWER.test(role), ask: false },
    { sentence: asked, self: false, ask: true },
  ];
}

export function parseBrief(description: string): Brief {
  // an emoji between subjects separates them ("🚀 space 🌍 climate")
  let text = ` ${description
    .normalize("NFKC")
    .slice(0, 2000)
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, ", ")} `;
  // the language the description is written in is the one its words are read in; the one it asks for
  // ("Tech news in Spanish") is the brief's (decision 146). Read before the asides go: "Lo que dicen los
  // expertos sobre la IA" is Spanish, "la IA" alone is not
  const written = detectLanguage(text);
  // "Lo que publique Xataka", "whatever The Verge publishes": what the outlet publishes, not news about it
  // (before the asides, which take "was … schreibt" for what people say)
  const sources: string[] = [];
  for (const re of PUBLISHED_BY)
    text = text.replace(re, (m, listed: string) => {
      const names = publishedNames(listed).filter((n) => !isPlace(n));
      if (!names.length) return m;
      sources.push(...names.map((n) => n.slice(0, 120)));
      return ". ";
    });
  text = text.replace(PLACE_THEN_LIST, (m, place: string, listed: string) =>
    isPlace(place) ? ` ${listed} ${PLACE_WORD[written]} ${place} ` : m,
  );
  for (const aside of ASIDES) text = text.replace(aside, " ");
  text = text.replace(KEEP_OUT, (_m, what: string) => ` no ${what} `);
  if (written === "en")
    text = text
      .replace(DISLIKED_AFTER, (_m, what: string) => ` no ${what} `)
      .replace(SELF_AVOIDS, (_m, verb: string, object: string) => ` no ${object.trim() || doing(verb)} `);
  if (written === "de") text = text.replace(CANNOT_HEAR_DE, (_m, what: string) => ` kein ${what} `);
  text = text.replace(LIST_GOES_ON, " and ");
  // a German ordinal is not the end of a sentence ("2. Bundesliga", "1. FC Köln")
  if (written === "de") text = text.replace(/\b(\d{1,2})\.\s+(?=\p{Lu})/gu, "$1 ");
  let language = written;
  for (const [re, lang] of LANGUAGE_NAMES)
    text = text.replace(re, () => {
      language = lang;
      return " ";
    });
  const excludedSources: string[] = [];
  const sourcedSubjects = new Set<string>();
  text = text.replace(NOT_FROM, (_m, name: string) => {
    const s = clean(name.replace(/[.,;:!?)]+$/, "").replace(/^the\s+/i, ""));
    // "AI news, no stories from Ukraine": a place is what the stories are about, never an outlet (decision 217)
    if (s && isPlace(s)) return `. no ${s}. `;
    if (s) excludedSources.push(s.slice(0, 120));
    return ". ";
  });
  text = text.replace(NO_OUTLET_ITEMS, (m: string, listed: string) => {
    const names = sourceNames(listed);
    if (!names.length || !names.every((n) => OUTLET.test(n) || TABLOID.test(n))) return m;
    excludedSources.push(...names.map((n) => n.slice(0, 120)));
    return ". ";
  });
  // URLs and bare domains are sources by themselves ("everything from https://example.org/feed")
  text = text.replace(URL_RE, (u) => {
    // the full stop after an address ends the sentence: it stays, or "…/feed. No crypto." loses its "No"
    const end = /[.,;:!?)]+$/.exec(u)?.[0] ?? "";
    sources.push(u.slice(0, u.length - end.length).slice(0, 120));
    return ` ${end}`;
  });
  const preferredOnly: string[] = [];
  const sourceClause = (m: string, name: string, at: number, whole: string): string => {
    // "News from Germany": a place is what the news is about, never an outlet (decision 152)
    const names = sourceNames(name);
    // "from the weekend": no name, no source, and the clause goes on; nor in an exclusion (decision 217)
    if (names.length === 0 || insideExclusion(whole.slice(0, at), written)) return m;
    const places = names.filter(isPlace);
    // "from the Vatican and the Pope": beside a place, a name is a subject there unless it is an outlet's
    const outlets = names.filter((n) => !places.includes(n) && (!places.length || OUTLET.test(n)));
    sources.push(...outlets.map((n) => n.slice(0, 120)));
    if (/^(?:published|reported)/i.test(m)) return outlets.length ? " " : m;
    // "Updates from NASA", "Match reports from the Bundesliga": a clause that says only "news" before it
    // names its subject after "from", unless that is an outlet's name; it stays a source too
    const clause =
      whole
        .slice(0, at)
        .split(/[.!?;\n]/)
        .at(-1) ?? "";
    // the outlets beside a place are sources only ("News from Germany and the Guardian")
    if (places.length) return outlets.reduce((t, n) => t.replace(n, " "), m);
    // …unless it says what about after them ("Stuff from Ars Technica and The Register about Linux")
    const about = /^\s*(?:about|on|covering|regarding)\s+\p{L}/iu.test(whole.slice(at + m.length));
    if (!about && saysOnlyNews(clause, STOP[written]) && outlets.some((n) => !OUTLET.test(n))) {
      // what news comes "from" is an organisation, whatever its capitals ("Updates from NASA"): a name
      for (const n of outlets) sourcedSubjects.add(n.toLowerCase());
      // "Tennis. Ideally from the ATP.": the source the reader prefers for a subject said before it is
      // that subject only when nothing else is asked for (decision 177)
      const before = `${clause} ${m.slice(0, Math.max(0, m.search(/\bfrom\b/i)))}`;
      if (/^\s*(?:(?:but|and|also)\s+)?(?:mostly|mainly|ideally|preferably)\s*$/i.test(before)) {
        preferredOnly.push(...outlets.filter((n) => !OUTLET.test(n)));
        return ". ";
      }
      return m;
    }
    return /^(?:from|via|mostly|mainly|ideally|preferably|like|such as)/i.test(m) ? ". " : m;
  };
  // "The Guardian's football coverage": an outlet's possessive names a source, and what it owns the subject
  text = text.replace(OWNED_BY, (m, name: string) => {
    if (!OUTLET.test(name) || isPlace(name)) return m;
    sources.push(name.slice(0, 120));
    return " ";
  });
  let rest = text.replace(SOURCE_CUE, (m, listed: string, at: number, whole: string) => {
    // "News from AI research": a name before a noun of common words is that noun's kind, no outlet
    if (nounAfterName(whole.slice(at + m.length), STOP[written])) return m;
    // "Mostly Guardian and BBC stuff", "the deep stuff, like Quanta Magazine": without "from", only outlets'
    // names are sources; "Football, mostly Arsenal" is the focus of the subject (`ELABORATE`), and "companies
    // like Google" its examples
    if (
      /^(?:mostly|mainly|like|such as)\s+(?!from\b)/i.test(m) &&
      !sourceNames(listed).every((n) => OUTLET.test(n))
    )
      return m;
    const [name, after] = commaList(listed);
    return sourceClause(m.slice(0, m.length - after.length), name, at, whole) + after;
  });
  const lengthMatch = lengthIn(rest);
  const brevity = BREVITY.exec(rest);
  const length = lengthMatch
    ? Math.min(30, countOf(lengthMatch.slice(1).find(Boolean)!))
    : brevity
      ? BRIEF_LENGTH
      : null;
  if (lengthMatch) rest = rest.replace(lengthMatch[0], " ");
  if (brevity) rest = rest.replace(brevity[0], " ");

  const exclusions: string[] = [];
  const interests: Brief["interests"] = [];
  const roles: Brief["interests"] = [];
  // clauses: sentence punctuation; a comma ends an exclusion only when what follows talks about the reader
  for (const { sentence, self, ask } of rest.split(/[.!?;\n]+/).flatMap((s) => aboutReader(s, written))) {
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
      // "the closed ones from OpenAI, Anthropic or Google" are OpenAI's, Anthropic's and Google's; "transfer
      // stories from the Sun" are transfer stories (decision 217)
      scope = ONES_FROM.test(scope) ? scope.replace(ONES_FROM, " ") : scope.replace(FROM_NAMES, " ");
      const pieces = scope.split(",");
      const kept: string[] = [];
      for (const [n, p] of pieces.entries()) {
        if (kept.length && ABOUT_READER.test(p)) {
          // "…, I want sport": the reader turns to what they do want (decision 202)
          if (READER_ASKS.test(p)) positive += `, ${pieces.slice(n).join(",")}`;
          break;
        }
        kept.push(p);
      }
      for (const part of shareHeads(kept.join(",").split(EXCLUSION_LIST_SEPARATOR), written)) {
        // each of a list may repeat the cue ("no cruises and no all-inclusive resorts")
        // (and without the bracket it was written in: "Sport (not football please)")
        const bare = part.replace(new RegExp(`^(?:${cue.source})\\s*`, "i"), "").replace(/[()[\]]/g, " ");
        const p = phraseOf(bare.replace(/^(?:anything|stuff|news) (?:about|on|of)\s+/i, ""), written, true);
        if (p) exclusions.push(literal(p).toLowerCase().slice(0, 120));
      }
      positive = positive.replace(/\b(?:but|aber|mais|pero)\s*$/i, "");
    }
    // "Tennis, but only the Davis Cup and the ATP Finals": what follows "only" is the subject, of the
    // subject before it, as a gloss would narrow it (decision 215)
    const only = ONLY_NARROWS.exec(positive);
    if (only) positive = `${only[2]} (${only[1]})`;
    // "EU rules for crypto and stablecoins": what the rules govern is the subject, narrowed by them (decision 220)
    const rules = RULES_FOR.exec(positive);
    if (rules) positive = `${rules[3]} (${`${rules[1]} ${rules[2]}`.trim()})`;
    // "Tesla as a company and a stock": what a subject is taken as narrows it, no subject of its own (decision 226)
    const taken = TAKEN_AS.exec(positive);
    if (taken) positive = `${taken[1]} (${taken[2]})`;
    // a gloss in brackets narrows what it follows ("Rust (the programming language) and systems
    // programming"): what comes after it still names interests
    const glosses: string[] = [];
    positive = positive.replace(/\(([^)]*)\)/g, (_m, g: string) => {
      glosses.push(g);
      return " ";
    });
    // "…, England mostly" is "…, mostly England": the focus word after what it narrows (decision 195)
    positive = positive.replace(FOCUS_AFTER, ", $2 $1");
    // elaborations narrow the interests named before them
    const [main, ...more] = positive.split(/\s*(?::|\(|\)|\s[-–—]\s)\s*/);
    const elab = ELABORATE.exec(main ?? "");
    const head = elab ? main!.slice(0, elab.index) : (main ?? "");
    const after = [elab ? main!.slice(elab.index + elab[0].length) : "", ...more].join(", ");
    const tail = [after, ...glosses].join(", ");
    const mains = interestsOf(head, written);
    const details = interestsOf(tail, written);
    const context = [...mains.modifiers, ...details.heads, ...details.modifiers];
    // what a heading before the colon lists ("Two hobbies: road cycling (racing and the pros) and my
    // vegetable garden"), each narrowed by the glosses, which name no subject of their own
    const underHeading = () => {
      if (!glosses.length) return null;
      const listed = interestsOf(after, written);
      const glossed = interestsOf(glosses.join(", "), written);
      const headed = [...mains.modifiers, ...listed.heads, ...listed.modifiers];
      return headed.length
        ? headed.map((d) => ({ phrase: d, context: [...glossed.heads, ...glossed.modifiers] }))
        : null;
    };
    // what follows the colon as the subjects, narrowed by their own modifiers and by `before`
    const subjectsAfter = (before: string[]) =>
      details.heads.map((p) => ({ phrase: p, context: [...before, ...details.modifiers] }));
    // with no subject before the colon ("Daily digest: AI regulation in the US and Europe"), what follows it
    // is the subject, narrowed by its own modifiers as a subject before a colon would be
    // a heading that says who the reader is ("backend dev: linux, rust, databases") heads the list after it
    const persona =
      !self &&
      mains.heads.length > 0 &&
      details.heads.length > 0 &&
      mains.heads.every((h) => PERSONA.test(h.split(/\s+/).at(-1) ?? ""));
    if (persona) roles.push(...mains.heads.map((p) => ({ phrase: p, context: [] })));
    const found: Brief["interests"] = persona
      ? subjectsAfter([])
      : mains.heads.length
        ? mains.heads.map((p) => ({ phrase: p, context }))
        : details.heads.length && details.modifiers.length
          ? subjectsAfter(mains.modifiers)
          : (underHeading() ?? context.map((d) => ({ phrase: d, context: [] })));
    // "I'm a PhD student in ecology. I'd love …": who the reader is, a subject only when nothing else is
    // ("I'm a software engineer - keep me posted on what matters for my job"; decision 168)
    // …and the rest of the subject is declined: its stories must say what is asked (decision 256)
    if (only) for (const f of found) f.only = true;
    (self ? roles : interests).push(...(ask ? found.filter((f) => !ROLE_WORDS.test(f.phrase)) : found));
  }
  if (interests.length === 0) interests.push(...roles);
  if (interests.length === 0) interests.push(...preferredOnly.map((n) => ({ phrase: n, context: [] })));
  // the news itself, with no subject and no source named: the world's news (decision 171)
  // and so is "Anything but politics" (decision 202)
  if (interests.length === 0 && sources.length === 0 && (GENERAL_NEWS.test(rest) || ALL_BUT.test(rest)))
    interests.push({ phrase: GENERAL_INTEREST[language], context: [], general: true });
  const seen = new Set<string>();
  const unique = interests.filter((i) => {
    const k = i.phrase.toLowerCase();
    // a number alone is no subject ("…, max 3" that the length did not take)
    if (!/\p{L}/u.test(k)) return false;
    if (seen.has(k) || exclusions.includes(k) || refersBack(rest, i.phrase, seen.size)) return false;
    seen.add(k);
    return true;
  });
  // "Kids, phones and social media": who the others concern, not a subject beside them
  const whom = unique.filter((i) => FOR_WHOM.has(i.phrase.toLowerCase()));
  const concerned =
    whom.length && whom.length < unique.length ? unique.filter((i) => !whom.includes(i)) : unique;
  if (concerned !== unique)
    for (const i of concerned)
      i.context = [...new Set([...whom.flatMap((w) => [w.phrase, ...w.context]), ...i.context])];
  return {
    interests: concerned.slice(0, 12).map((i) => ({
      phrase: literal(i.phrase),
      // a place written into the phrase ("politics in Germany") is not also its context: counted twice, any
      // story naming Germany ("Germany face Argentina") looked like German politics (decision 191)
      context: i.context.filter((c) => !containsWords(i.phrase, c)).slice(0, 12),
      ...((written === "en" && writtenAsName(description, i.phrase)) ||
      sourcedSubjects.has(i.phrase.toLowerCase()) ||
      clubNamed(description, i.phrase)
        ? { name: true }
        : {}),
      ...(i.general ? { general: true } : {}),
      ...(i.only ? { only: true } : {}),
    })),
    exclusions: [...new Set(exclusions)].slice(0, 12),
    sources: [...new Set(sources)].slice(0, 8),
    ...(excludedSources.length ? { excludedSources: [...new Set(excludedSources)].slice(0, 8) } : {}),
    language,
    length,
  };
}

/** A phrase without the figure of speech it ends in ("AI chip race" is "AI chip"). */
const literal = (phrase: string) => FIGURATIVE_HEAD.exec(phrase)?.[1] ?? phrase;

/** Whether `phrase` holds `words` as whole words ("war in Ukraine" holds "Ukraine"). */
function containsWords(phrase: string, words: string): boolean {
  return ` ${tokenize(phrase).join(" ")} `.includes(` ${tokenize(words).join(" ")} `);
}

/** The last piece of a clause, followed by a word of focus ("…, England mostly", "…, Arsenal in particular"). */
const FOCUS_AFTER =
  /,\s*([^,]+?)\s+(mostly|mainly|especially|particularly|in particular|above all|primarily|ideally|vor allem|besonders|surtout|notamment|sobre todo|especialmente)\s*$/iu;

const CLUB = "(?:A?FC|CF)";
/** Whether the reader wrote a club's suffix beside the phrase ("Chelsea FC", "FC Barcelona"): a name. */
function clubNamed(description: string, phrase: string): boolean {
  const p = escapeRegExp(phrase);
  return new RegExp(`(?<![\\p{L}])(?:${p}\\s+${CLUB}|${CLUB}\\s+${p})(?![\\p{L}])`, "u").test(description);
}

/** "3", or "three" before the words a count is of ("Three big world stories"). */
const countOf = (n: string) => COUNT_WORDS[n.toLowerCase()] ?? Number(n);

/**
 * The length asked for, not a name's number: "Formula 1 stories" and "Ligue 1 match stories" ask for no length; a
 * capitalised function, meta or asking word before the count is a sentence's start ("Just 5 stories", "Send 5").
 */
function lengthIn(text: string): RegExpExecArray | null {
  for (const m of text.matchAll(LENGTH)) {
    const before = /(\p{Lu}[\p{L}.]*)\s+$/u.exec(text.slice(0, m.index))?.[1]?.toLowerCase();
    if (!before || STOP.en.has(before) || META.has(before) || ASKING.has(before) || ONLY.has(before))
      return m as RegExpExecArray;
  }
  return null;
}
const ONLY = new Set(["just", "only"]);
