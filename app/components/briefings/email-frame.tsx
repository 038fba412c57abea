import { useEffect, useRef, useState } from "react";

/**
 * A sent email's HTML, shown in a sandboxed iframe: no `allow-scripts` (nothing in the email runs, and its
 * own CSP says `script-src 'none'`), no forms, no top navigation. `allow-same-origin` is there only so the
 * app can read the email's height and grow the frame to it: the page is the one scroll surface, on a phone
 * too (decision 103). Without scripts, a same-origin document cannot act on the app.
 * Links open in a new tab (allow-popups, escaping the sandbox so the linked site works normally).
 */
export function emailSrcDoc(html: string): string {
  const head =
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'">` +
    `<base target="_blank"><style>html,body{margin:0;padding:0}body{padding:16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#0f172a}img{max-width:100%;height:auto}</style>`;
  return `<!doctype html><html><head>${head}</head><body>${html}</body></html>`;
}

export function EmailFrame({ html, title }: { html: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  // one listener for the frame's life: every new email (srcDoc) is a new load
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    let observer: ResizeObserver | undefined;
    // the body's own height (the root's is at least the frame's, so it would never shrink) plus the
    // frame's borders, which its height includes
    const measure = () => {
      const body = frame.contentDocument?.body;
      if (body)
        setHeight(Math.ceil(body.getBoundingClientRect().height) + frame.offsetHeight - frame.clientHeight);
    };
    const onLoad = () => {
      measure();
      const body = frame.contentDocument?.body;
      // the email reflows when the frame's width changes (rotation, a resized window)
      if (body && typeof ResizeObserver !== "undefined") {
        observer?.disconnect();
        observer = new ResizeObserver(measure);
        observer.observe(body);
      }
    };
    frame.addEventListener("load", onLoad);
    if (frame.contentDocument?.readyState === "complete" && frame.contentDocument.body?.childElementCount)
      onLoad();
    return () => {
      frame.removeEventListener("load", onLoad);
      observer?.disconnect();
    };
  }, []);
  return (
    <iframe
      ref={ref}
      title={title}
      srcDoc={emailSrcDoc(html)}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      // until measured, a screen-sized box (no jump from a tiny frame); then exactly the email's height
      style={height ? { height } : undefined}
      className={`w-full rounded-xl border border-line bg-white ${height ? "" : "h-[calc(100dvh-14.5rem)] min-h-80 lg:h-[600px]"}`}
      data-testid="email-frame"
    />
  );
}
