import type { Context } from "hono";
import { matchPage } from "../../common/routes";
import { listBriefings } from "../briefings/list-briefings";
import type { AppContext } from "../context";
import { paintFirst } from "./paint-first";
import { readSession } from "./session";
import type { StaticSite } from "./static-site";

/**
 * The signed-in screens' HTML with the signed-in person's first data in it (decision 108).
 *
 * The single-page app's HTML is the same file for everyone; for a signed-in request to a signed-in screen
 * the server adds, into that HTML's <head>:
 * - `<script type="application/json" id="tidings-boot">`: the session's user and, on the screens that
 *   list briefings, their briefings, exactly as GET /api/auth/get-session and GET /api/briefings would
 *   answer this request (app/lib/boot-data.ts seeds TanStack Query with it), so the first paint of the
 *   page waits for no API round trip;
 * - the screen's own route modules, preloaded with the app's code instead of after it — like the app's
 *   code, only once the HTML has painted (`paintFirst`, decision 115).
 *
 * The answer is personal: `Cache-Control: no-store, private` and `Vary: Cookie`, no ETag. Without a valid
 * session (or for any other path) the static file is served as before.
 */

/** The screens whose first data is the briefing list (the React Router paths). */
const LISTS_BRIEFINGS = new Set(["/dashboard", "/manage"]);

export const BOOT_ELEMENT_ID = "tidings-boot";

/**
 * JSON safe inside an HTML <script> element: `<`, `>` and `&` as \u escapes (so no `</script>` or
 * `<!--` can end or change the element, whatever text a briefing's name holds), and the two line
 * separators JavaScript once treated as line ends. JSON.parse reads the escapes back as the same text.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

/** React Router's client manifest (`window.__reactRouterManifest={…};`), referenced by the shell's HTML. */
function readManifest(site: StaticSite, html: string): Record<string, ManifestRoute> {
  const url = /href="(\/assets\/manifest-[^"]+\.js)"/.exec(html)?.[1];
  const text = url ? site.text(url) : undefined;
  if (!text) return {};
  try {
    const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
    return (JSON.parse(json) as { routes?: Record<string, ManifestRoute> }).routes ?? {};
  } catch {
    return {}; // an unexpected format only costs the preloads
  }
}

/** Each signed-in page's route modules (and their imports) that the shell does not already preload. */
function routeModules(site: StaticSite, html: string): Map<string, string[]> {
  const routes = readManifest(site, html);
  const fullPath = (r: ManifestRoute): string => {
    const parent = r.parentId ? routes[r.parentId] : undefined;
    const own = r.path ?? "";
    const base = parent ? fullPath(parent) : "";
    return own ? `${base.replace(/\/$/, "")}/${own}` : base;
  };
  const chain = (r: ManifestRoute): ManifestRoute[] =>
    r.parentId && routes[r.parentId] ? [...chain(routes[r.parentId]!), r] : [r];
  const out = new Map<string, string[]>();
  for (const r of Object.values(routes)) {
    if (r.index || !r.path) continue;
    const path = fullPath(r);
    if (matchPage(path)?.access !== "signed-in" || matchPage(path)?.path !== path) continue;
    const urls = [...new Set(chain(r).flatMap((x) => [x.module, ...(x.imports ?? [])]))].filter(
      (u) => !html.includes(`href="${u}"`),
    );
    out.set(path, urls);
  }
  return out;
}

export function signedInPage(ctx: AppContext, site: StaticSite) {
  const { html, csp } = site.shell();
  // each screen's HTML, with its own modules among those loaded after the first paint; made once
  const withHead = (page: string) => ({ page, headEnd: page.indexOf("</head>") });
  const pages = new Map(
    [...routeModules(site, html)].map(([path, urls]) => [path, withHead(paintFirst(html, urls))]),
  );
  const anyPage = withHead(paintFirst(html));

  /** The completed page, or undefined to let the static site answer. */
  return async (c: Context): Promise<Response | undefined> => {
    const pathname = c.req.path.replace(/\/+$/, "") || "/";
    const page = matchPage(pathname);
    if (page?.access !== "signed-in") return undefined;
    const { page: shell, headEnd } = pages.get(page.path) ?? anyPage;
    if (headEnd < 0) return undefined;
    const session = await readSession(ctx, c.req.raw.headers);
    if (!session) return undefined; // the app sends the visitor to /login
    const { user } = session;
    const boot = {
      user: { id: user.id, email: user.email, emailVerified: user.emailVerified, role: user.role },
      ...(LISTS_BRIEFINGS.has(page.path) ? { briefings: await listBriefings(ctx, user.id) } : {}),
    };
    const head = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>`;
    const body = shell.slice(0, headEnd) + head + shell.slice(headEnd);
    return new Response(c.req.method === "HEAD" ? null : body, {
      status: 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": csp,
        "cache-control": "no-store, private",
        vary: "Cookie",
      },
    });
  };
}
