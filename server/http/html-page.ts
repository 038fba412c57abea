/**
 * The few pages the server renders itself, outside React Router (they must work without the front end
 * and without cookies: unsubscribe, the local checkout). One escaping rule, one layout, one policy:
 * text goes in through the `html` template, which escapes every value that is not already markup.
 */

const RAW: unique symbol = Symbol("html");
/** Markup built by `html` (safe to place as is). */
export interface Html {
  readonly [RAW]: string;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

type Value = Html | string | number | readonly Html[];
const isHtml = (v: unknown): v is Html => typeof v === "object" && v !== null && RAW in v;

/** html`<p>${text}</p>`: strings and numbers are escaped; Html (and arrays of it) are kept. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0]!;
  values.forEach((v, i) => {
    const part = Array.isArray(v)
      ? v.map((x: Html) => x[RAW]).join("")
      : isHtml(v)
        ? v[RAW]
        : escapeHtml(String(v));
    out += part + strings[i + 1]!;
  });
  return { [RAW]: out };
}

/** No script at all; forms post to this origin only; never framed. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f8fafc;color:#0f172a;padding:48px 16px;line-height:1.6}
main{max-width:30rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;box-shadow:0 1px 3px rgba(15,23,42,.08);padding:2rem}
.brand{color:#4f46e5;font-weight:700;letter-spacing:-.01em;margin:0}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 .75rem;overflow-wrap:anywhere}p{margin:0 0 1rem}a{color:#4338ca}
.note{font-size:.85rem;color:#64748b;background:#f1f5f9;border-radius:.5rem;padding:.6rem .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1.25rem 0}dt{color:#64748b}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
form{margin:0}button{border:0;border-radius:.75rem;padding:.75rem 1.25rem;font:inherit;font-weight:600;cursor:pointer;background:#4f46e5;color:#fff}
button:hover{background:#4338ca}.wide{width:100%;margin-top:.5rem}
.secondary{background:#fff;color:#334155;border:1px solid #cbd5e1}.secondary:hover{background:#f1f5f9}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}main{background:#27272a;border-color:#3f3f46}
a{color:#a5b4fc}.brand{color:#a5b4fc}.note{background:#3f3f46;color:#d4d4d8}dt{color:#a1a1aa}
.secondary{background:#27272a;color:#f4f4f5;border-color:#52525b}.secondary:hover{background:#3f3f46}}`;

/** A whole page: the title (escaped) and the body inside the one card layout. */
export function renderPage(title: string, body: Html): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Tidings</title>
<style>${STYLE}</style></head>
<body><main><p class="brand">Tidings</p>${body[RAW]}</main></body></html>`;
}

/** The HTTP answer for a rendered page: personal, never cached, never indexed, no script. */
export function pageResponse(title: string, body: Html, status = 200): Response {
  return new Response(renderPage(title, body), {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": PAGE_CSP,
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}
