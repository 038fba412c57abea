/**
 * A sent email's HTML, shown in a sandboxed iframe: no `allow-scripts` (nothing in the email runs),
 * no `allow-same-origin` (it gets an opaque origin: no access to the app, its storage or cookies).
 * Links open in a new tab (allow-popups, escaping the sandbox so the linked site works normally).
 */
export function emailSrcDoc(html: string): string {
  const head =
    `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'; base-uri 'none'">` +
    `<base target="_blank"><style>html,body{margin:0;padding:0}body{padding:16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#0f172a}img{max-width:100%;height:auto}</style>`;
  return `<!doctype html><html><head>${head}</head><body>${html}</body></html>`;
}

export function EmailFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      srcDoc={emailSrcDoc(html)}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      // on a phone the email and its title fill the screen under the sticky header: one scroll surface
      // in view (the opaque sandbox hides the email's own height from the app, so it cannot grow to it)
      className="h-[calc(100dvh-14.5rem)] min-h-80 w-full rounded-xl border border-line bg-white lg:h-[600px]"
      data-testid="email-frame"
    />
  );
}
