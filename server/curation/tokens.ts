/** Words of a text, as curation compares them: lower case, accents kept, light English stemming. */

/** Letters/digits runs; "gpt-5" and "day-trading" also give their parts ("gpt", "5", "day", "trading"). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)) {
    const w = m[0].replace(/['’]s$/, "");
    out.push(w);
    if (/[-.’']/.test(w)) for (const part of w.split(/[-.'’]/)) if (part) out.push(part);
  }
  return out;
}

/** Plural and common inflection endings only: enough to join "vaccines"/"vaccine", "rates"/"rate". */
export function stem(w: string): string {
  if (w.length <= 3 || !/^[a-z]+$/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) return w.slice(0, -1);
  return w;
}

/** Capitalised words and numbers of a text (not at a sentence start): what two reports of one event share. */
export function namedTokens(text: string): string[] {
  const out: string[] = [];
  const re = /(^|[.!?:]\s+|\s|["“(‘'])([\p{Lu}][\p{L}\p{N}-]+|\d[\d.,]*\d|\d)/gu;
  for (const m of text.matchAll(re)) {
    const atStart = m.index === 0 || /[.!?:]\s+$/.test(m[1]!);
    const w = m[2]!;
    if (/^\d/.test(w)) {
      if (w.length >= 2 && !/^(19|20)\d\d$/.test(w)) out.push(w.replace(/,/g, ""));
    } else if (!atStart && w.length >= 3) out.push(w.toLowerCase());
  }
  return out;
}
