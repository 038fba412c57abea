/**
 * What the words of a reader's phrase do (word-evidence.ts): which name the form of the news, whom a subject is
 * for, an aspect of a subject, and a subject said only as a market's sector.
 */
import { META, REPORT_FORMS } from "./brief-cues";
import { isPlace } from "./localities";
import { stem } from "./tokens";

/** What a stock market trades a sector as: "tech shares", "bank stocks", "energy equities". */
const MARKET_NOUNS = new Set(["share", "stock", "equity", "sector", "etf"].map(stem));

/** Whether every time an item says a word, a market's noun follows it (it is said only as a sector). */
export function onlyAsSector(itemStems: string[], word: string): boolean {
  let said = false;
  for (let k = 0; k < itemStems.length; k++) {
    if (itemStems[k] !== word) continue;
    if (!MARKET_NOUNS.has(itemStems[k + 1] ?? "")) return false;
    said = true;
  }
  return said;
}

/**
 * Last words for the form of the news ("tennis results"), kept in the reader's phrase but not looked for in items
 * (brief-cues.ts `FORM` is the form words that head a part: "deals for Europe").
 */
export const NEWS_FORM = new Set([...REPORT_FORMS, "news", "updates", "headlines", "coverage"]);

/**
 * Words that say whom a subject is for, where the subject's stories for everyone else do not say whom
 * ("women's football", "girls' education", "kids' TV", "fútbol femenino"): a story of the subject that does
 * not name them is not what was asked, as another country's is not "German politics". "Men's tennis" is
 * not held so: most tennis stories are men's and do not say it.
 */
export const FOR_WHOM = new Set(
  (
    "women womens female ladies girls children kids youth junior juniors " +
    "frauen mädchen kinder féminin féminine femmes enfants femenino femenina mujeres niños"
  ).split(" "),
);

/**
 * Last words that name an aspect of a subject rather than a subject: in "climate policy", "AI research",
 * "battery technology" the words before say what it is about, and its stories seldom say the aspect ("EU agrees
 * 2040 climate target"). There the words before carry the head's share, and the last word alone none: "MEPs
 * back AI Act…" was climate policy by "act", "The surprising science of why we procrastinate" climate science
 * (decision 228).
 */
export const ASPECTS = new Set(
  (
    "policy policies regulation regulations rules law laws legislation science research industry sector technology " +
    // "big tech companies", "AI firms", "chip makers": the companies of a subject, whose stories name the company
    "company companies firm firms giant giants corporation corporations makers " +
    // "crypto prices", "oil prices": what moves a market is its news, which seldom says "price"
    "price prices " +
    // the same, as the last word of a German compound ("KI-Forschung") or a French or Spanish phrase
    "forschung regulierung recherche régulation investigación regulación"
  )
    .split(" ")
    .map(stem),
);

/** Whether the part of a phrase that says what it is about was said: its head, or before an aspect, the rest. */
export const subjectSaid = (hits: boolean[], aspect: boolean) =>
  aspect ? hits.slice(0, -1).every(Boolean) : !!hits.at(-1);

/** How the reader wants a piece, not where its subject is: "in detail", "in brief". */
const NOT_A_FIELD = new Set(
  "detail depth brief general particular short full summary advance progress print person total".split(" "),
);

/**
 * Whether a part is only a subject (its one head) and the field it is asked in (its one modifier): "AI in
 * healthcare", "jobs in tech", "gardening in winter". The field is one common word, no place and no article
 * ("rust in the garden" is not); the subject one or two words.
 */
export function inField(part: string, head: string, modifier: string): boolean {
  const m = /^\s*(.+?)\s+in\s+(\p{Ll}[\p{L}-]{3,})\s*$/u.exec(part);
  return (
    !!m &&
    m[1] === head &&
    m[2] === modifier &&
    head.split(/\s+/).length <= 2 &&
    !isPlace(modifier) &&
    !NOT_A_FIELD.has(modifier) &&
    !META.has(modifier)
  );
}
