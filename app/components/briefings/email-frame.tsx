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
      className="h-[600px] w-full rounded-xl border border-line bg-white"
      data-testid="email-frame"
    />
  );
}
