/** Text helpers shared by gather, curate and summarise. Everything here is pure. */

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  deg: "°",
  middot: "·",
  bull: "•",
  times: "×",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  agrave: "à",
  oacute: "ó",
  uacute: "ú",
  iacute: "í",
  ntilde: "ñ",
  ccedil: "ç",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  szlig: "ß",
  thinsp: " ",
  ensp: " ",
  emsp: " ",
  zwnj: "",
  zwj: "",
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (m, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X"
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return "";
      return String.fromCodePoint(code);
    }
    return NAMED[body.toLowerCase()] ?? m;
  });
}

/** HTML (or plain text) → plain text: scripts/styles dropped, tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string | null | undefined, maxLength = 20_000): string {
  if (!html) return "";
  let s = String(html).slice(0, 400_000);
  s = s.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1");
  s = s.replace(/<(script|style|noscript|iframe|object|embed|svg|math|template)\b[\s\S]*?<\/\1\s*>/gi, " ");
  s = s.replace(/<!--[\s\S]*?-->/g, " ");
  s = s.replace(/<\/(p|div|li|h[1-6]|blockquote|tr|section|article)>|<br\s*\/?>/gi, "\n");
  s = s.replace(/<[^>]*>/g, " ");
  s = s.replace(/<[^>]*$/, " "); // unterminated tag at the end
  s = decodeEntities(s);
  // a decoded "&lt;script&gt;" is text, not markup, but we do not want it to look like markup either
  s = s.replace(/<\/?[a-z][^>]*>/gi, " ");
  s = s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b\u2028\u2029]/g, " ")
    .replace(/[ \t\r\f\v]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
  return s.length > maxLength ? `${s.slice(0, maxLength).replace(/\s+\S*$/, "")}…` : s;
}

/** One-line text (titles, source names). */
export function oneLine(s: string | null | undefined, maxLength = 300): string {
  const t = htmlToText(s, maxLength * 2)
    .replace(/\s+/g, " ")
    .trim();
  return t.length > maxLength ? `${t.slice(0, maxLength - 1).replace(/\s+\S*$/, "")}…` : t;
}

/** An absolute http(s) URL or null. javascript:, data:, relative junk etc. become null. */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== "string" || !value.trim()) return null;
  try {
    const u = new URL(value.trim(), base);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    u.username = "";
    u.password = "";
    return u.toString();
  } catch {
    return null;
  }
}

export const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both
  but by can could did do does doing down during each few for from further had has have having he her here hers
  herself him himself his how i if in into is it its itself just me more most my myself nor of off on once only or
  other our ours ourselves out over own same she should so some such than that the their theirs them themselves then
  there these they this those through to too under until up very was we were what when where which while who whom why
  will with would you your yours yourself yourselves also via per into onto upon whether each every new news latest
  update updates daily weekly briefing briefings digest summary summaries want wants like would please send give get
  me us i'd i'm i've interested interest interesting stuff things thing topics topic things include including mostly
  especially particularly keep tell show happening around key top best today week morning evening articles article
  stories story headlines headline coverage info information focus focused related anything everything something
  bit lot lots plus etc email emails mail section sections`.split(/\s+/),
);

/** Very light stemmer (plural/possessive/common suffixes), applied identically to queries and documents. */
export function stem(w: string): string {
  let s = w.toLowerCase().replace(/['’]s$/, "");
  if (s.length <= 3) return s;
  if (s.endsWith("ies") && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith("sses")) s = s.slice(0, -2);
  else if (s.endsWith("s") && !s.endsWith("ss") && !s.endsWith("us") && !s.endsWith("is")) s = s.slice(0, -1);
  if (s.length > 5 && s.endsWith("ing")) s = s.slice(0, -3);
  else if (s.length > 5 && s.endsWith("ed")) s = s.slice(0, -2);
  else if (s.length > 6 && s.endsWith("ation")) s = s.slice(0, -5);
  return s;
}

/** Lower-case word tokens (letters, digits, inner hyphens/dots like "gpt-5", "u.s."). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKC")
      .match(/[\p{L}\p{N}]+(?:[-.'’][\p{L}\p{N}]+)*/gu) ?? []
  ).map((w) => w.replace(/\./g, ""));
}

export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem);
}
