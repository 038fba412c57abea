/**
 * The single-page app's HTML paints before the app's code is fetched (decision 115).
 *
 * React Router's SPA HTML asks for the whole app at once: twenty-odd `<link rel="modulepreload">` in the
 * <head> and an inline `<script type="module">` that imports the entry. Yet that HTML already holds everything
 * its first paint shows (header, placeholders, footer, the cookie dialog), so nothing in the code is needed
 * to draw it. Here the HTML is rewritten so the browser draws it first:
 * - the modulepreload links leave the <head>; their URLs go into a JSON data block;
 * - React Router's module script keeps its text but becomes an inert data block (`type="text/x-module"`), so
 *   the page's Content-Security-Policy, which hashes every inline script's text (static-site.ts), still
 *   holds the hash of exactly that text;
 * - a small inline loader (hashed the same way) adds the preloads and the module script once the first
 *   contentful paint has been reported (browsers without paint timing: after the first frame), and after
 *   three seconds whatever happens. Once. It does not wait when the page is hidden (a background tab draws
 *   nothing) nor when the build's stylesheet came from the browser's cache (`transferSize` 0): the code is
 *   cached too then, shares no connection with the first paint, and waiting would only delay the page.
 * Inline module scripts added by a script run like parsed ones; React's hydration skips the inert block and
 * the data blocks (React 19 passes over elements in <body> it did not render) and finds the module script.
 */

export const APP_MODULES_ID = "tidings-app-modules";
export const APP_SCRIPT_ID = "tidings-app-script";
const INERT_TYPE = "text/x-module";

/** React Router's modulepreload links as it writes them (no integrity or crossorigin in this build). */
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's inline module script: the manifest, the root route, then the entry. */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

const LOADER = `(function (d) {
  var done = 0;
  function go() {
    if (done) return;
    done = 1;
    var m = JSON.parse(d.getElementById(${JSON.stringify(APP_MODULES_ID)}).textContent);
    for (var i = 0; i < m.length; i++) {
      var l = d.createElement("link");
      l.rel = "modulepreload";
      l.href = m[i];
      d.head.appendChild(l);
    }
    var s = d.createElement("script");
    s.type = "module";
    s.textContent = d.getElementById(${JSON.stringify(APP_SCRIPT_ID)}).textContent;
    d.body.appendChild(s);
  }
  function cached() {
    try {
      var css = d.querySelector('link[rel="stylesheet"]');
      var e = css && performance.getEntriesByName(css.href)[0];
      return !!e && e.transferSize === 0 && e.decodedBodySize > 0;
    } catch (x) {
      return false;
    }
  }
  if (d.visibilityState === "hidden" || cached()) return go();
  d.addEventListener("visibilitychange", go);
  setTimeout(go, 3000);
  var P = window.PerformanceObserver;
  if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf("paint") >= 0)
    new P(function (list, o) {
      if (list.getEntriesByName("first-contentful-paint").length) {
        o.disconnect();
        go();
      }
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(function () { setTimeout(go, 0); });
})(document);`;

/**
 * The HTML with the app's code loaded after the first paint, plus `extraModules` (a screen's own route
 * modules) preloaded with it. HTML without React Router's module script (a static page) is returned as is.
 */
export function paintFirst(html: string, extraModules: readonly string[] = []): string {
  const script = MODULE_SCRIPT.exec(html);
  const bodyEnd = html.lastIndexOf("</body>");
  if (!script || bodyEnd < 0) return html;
  const modules = new Set<string>();
  const withoutPreloads = html.replace(MODULEPRELOAD, (_, href: string) => {
    modules.add(href);
    return "";
  });
  for (const m of extraModules) modules.add(m);
  const inert = `<script type="${INERT_TYPE}" id="${APP_SCRIPT_ID}">${script[1]}</script>`;
  const rewritten = withoutPreloads.replace(MODULE_SCRIPT, () => inert);
  const end = rewritten.lastIndexOf("</body>");
  const tail =
    `<script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify([...modules])}</script>` +
    `<script>${LOADER}</script>`;
  return rewritten.slice(0, end) + tail + rewritten.slice(end);
}
