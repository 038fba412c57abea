/** Words of a text, as curation compares them: lower case, accents kept (the stems drop them), light English stemming. */

/**
 * Letters/digits runs; "gpt-5" and "day-trading" also give their parts ("gpt", "5", "day", "trading"), and a
 * model's code its letters ("ev4": "ev").
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)) {
    const w = m[0].replace(/['’]s$/, "");
    out.push(w);
    if (/[-.’']/.test(w)) for (const part of w.split(/[-.'’]/)) if (part) out.push(part);
    // a model's code also says the name it is built on ("EV4", "PS5", "GPT5": EV, PS, GPT)
    const model = /^(\p{L}{2,})\d+$/u.exec(w);
    if (model) out.push(model[1]!);
  }
  return out;
}

/**
 * Plural and common inflection endings only: enough to join "vaccines"/"vaccine", "rates"/"rate". Accents go
 * first: a reader types "Pogacar" or "Mbappe" for the "Pogačar" and "Mbappé" of the reports.
 */
export function stem(word: string): string {
  const w = /\P{ASCII}/u.test(word) ? unaccented(word) : word;
  if (w.length <= 3 || !/^[a-z]+$/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) return w.slice(0, -1);
  return w;
}

/** A word without its marks ("pogačar": "pogacar"); letters that are not a base letter and a mark stay (ß, œ). */
export function unaccented(w: string): string {
  return w.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

/**
 * Months and days of the week (en, de, fr, es): capitalised, but a date, not a name two reports of one
 * event share ("Paper Talk: Chelsea considering January swoop" and "Transfer Talk: Real Madrid monitor
 * Wharton ahead of January" are two stories).
 */
const CALENDAR = new Set(
  (
    "january february march april may june july august september october november december " +
    "monday tuesday wednesday thursday friday saturday sunday " +
    "januar februar märz juni juli oktober dezember montag dienstag mittwoch donnerstag freitag samstag sonntag " +
    "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre " +
    "lunes martes miércoles jueves viernes sábado domingo"
  ).split(" "),
);

/** Capitalised words and numbers of a text (not at a sentence start): what two reports of one event share. */
export function namedTokens(text: string): string[] {
  const out: string[] = [];
  const re = /(^|[.!?:]\s+|\s|["“(‘'])([\p{Lu}][\p{L}\p{N}-]+|\d[\d.,]*\d|\d)/gu;
  for (const m of text.matchAll(re)) {
    const atStart = m.index === 0 || /[.!?:]\s+$/.test(m[1]!);
    const w = m[2]!;
    if (/^\d/.test(w)) {
      if (w.length >= 2 && !/^(19|20)\d\d$/.test(w)) out.push(w.replace(/,/g, ""));
    } else if (!atStart && w.length >= 3 && !CALENDAR.has(w.toLowerCase())) out.push(w.toLowerCase());
  }
  return out;
}

/**
 * Numbers as facts, normalised so that "$80,000", "$80k" and "80000" are one fact, "1.2 million" is
 * 1200000 and "7-6" a score; years (1900–2099 standing alone) are dates, not facts that develop.
 */
export function numbersOf(text: string): string[] {
  const out: string[] = [];
  const re =
    /(\d+(?:[.,]\d+)*)(?:\s?(%|k\b|m\b|bn?\b|mio\b|mrd\b|million(?:en|s)?\b|millones\b|billion\b|milliards?\b|milliarden\b|mil millones\b|thousand\b|prozent\b|per ?cent\b|pour cent\b|por ciento\b))?(?:-(\d{1,2})\b)?/giu;
  for (const m of text.matchAll(re)) {
    const [, raw, unit, score] = m;
    if (score !== undefined && raw!.length <= 2) {
      out.push(`${raw}-${score}`);
      continue;
    }
    let n = Number(raw!.replace(/,(?=\d{3}\b)/g, "").replace(",", "."));
    if (!Number.isFinite(n)) continue;
    const u = unit?.toLowerCase().replace(/\s+/g, " ");
    if (u === "k" || u === "thousand") n *= 1e3;
    else if (u && /^(?:m|mio|millions?|millionen|millones)$/.test(u)) n *= 1e6;
    else if (u && /^(?:bn?|mrd|billion|milliards?|milliarden|mil millones)$/.test(u)) n *= 1e9;
    const pct = !!u && /^(?:%|prozent|per ?cent|pour cent|por ciento)$/.test(u);
    if (!pct && !u && /^(19|20)\d\d$/.test(raw!)) continue;
    out.push(`${Math.round(n * 100) / 100}${pct ? "%" : ""}`);
  }
  return out;
}

/** Two headlines' content words: at least two thirds of the shorter's (and at least two) in the other. */
export function sameHeadline(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared >= 2 && shared >= (2 / 3) * Math.min(a.size, b.size);
}

/**
 * Whether a text is written in title case, every longer word capitalised ("Why Stockmarkets Keep Shrugging Off
 * Bad News"): its capitals say nothing of names. A sentence's own words are in lower case ("held" in "Women's
 * Super League: Chelsea held by…").
 */
export function inTitleCase(text: string): boolean {
  const long = text.split(/[^\p{L}]+/u).filter((w) => w.length > 3);
  return long.length >= 3 && long.every((w) => /^\p{Lu}/u.test(w));
}
