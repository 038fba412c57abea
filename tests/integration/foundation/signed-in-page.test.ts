import { createHash } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../server/http/app";
import { APP_MODULES_ID, APP_SCRIPT_ID } from "../../../server/http/paint-first";
import { contentSecurityPolicy } from "../../../server/http/security-headers";
import { jsonForScript } from "../../../server/http/signed-in-page";
import { loadStaticSite } from "../../../server/http/static-site";
import { repoRoot } from "../../support/app-server";
import { createBriefing, createUser, type TestUser } from "../../support/factories";
import { createTestApp, type TestApp } from "../../support/test-app";

/**
 * A signed-in screen's HTML carries the signed-in person's first data (decision 108): only theirs, never
 * stored by a cache, and no briefing name can break out of the script element that holds it.
 */
let t: TestApp;
let app: ReturnType<typeof createApp>;
let alice: TestUser;
let bob: TestUser;
const hostile = "</script><script>alert(1)</script><!--";

beforeAll(async () => {
  t = await createTestApp();
  const site = loadStaticSite(path.join(repoRoot, "build/client"), (hashes) =>
    contentSecurityPolicy({ scriptHashes: hashes }),
  );
  app = createApp(t.ctx, { site });
  alice = await createUser(t.ctx);
  bob = await createUser(t.ctx);
  await createBriefing(t.ctx, alice, { name: hostile });
  await createBriefing(t.ctx, bob, { name: "Bob's markets" });
});
afterAll(() => t?.close());

const get = (pathname: string, u: TestUser | null, cookie = u?.cookie) =>
  Promise.resolve(
    app.request(new URL(pathname, t.ctx.config.APP_URL).toString(), {
      headers: cookie ? { cookie } : {},
    }),
  );

/** The boot element's JSON, parsed as the browser's app parses it (its text content). */
function bootData(html: string) {
  const m = /<script type="application\/json" id="tidings-boot">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as { user?: { email: string }; briefings?: { name: string }[] }) : null;
}

/** The modules the page loads once it has painted (server/http/paint-first.ts). */
function appModules(html: string): string[] {
  const m = new RegExp(`<script type="application/json" id="${APP_MODULES_ID}">([^<]*)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as string[]) : [];
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

describe("signed-in screens' HTML", () => {
  it("carries the signed-in person's session and briefings, and is never stored", async () => {
    const res = await get("/dashboard", alice);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store, private");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("content-security-policy")).toContain("script-src");
    const boot = bootData(await res.text());
    expect(boot?.user?.email).toBe(alice.email);
    expect(boot?.briefings?.map((b) => b.name)).toEqual([hostile]);
  });

  it("compressed, it still varies by cookie and is never stored", async () => {
    const res = await Promise.resolve(
      app.request(new URL("/manage", t.ctx.config.APP_URL).toString(), {
        headers: { cookie: alice.cookie, "accept-encoding": "gzip" },
      }),
    );
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe("no-store, private");
  });

  it("holds only that person's data", async () => {
    const html = await (await get("/manage", bob)).text();
    expect(bootData(html)?.user?.email).toBe(bob.email);
    expect(bootData(html)?.briefings?.map((b) => b.name)).toEqual(["Bob's markets"]);
    expect(html).not.toContain(alice.email);
    expect(html).not.toContain("alert(1)");
  });

  it("cannot be ended or changed by a briefing's name", async () => {
    const html = await (await get("/dashboard", alice)).text();
    // one element, closed once: the name's "</script>" and "<!--" are escaped inside the JSON
    const open = 'id="tidings-boot">';
    const start = html.indexOf(open) + open.length;
    const end = html.indexOf("</script>", start);
    const inside = html.slice(start, end);
    expect(inside).not.toMatch(/<|>/);
    expect(inside).toContain("\\u003c/script\\u003e");
    expect(bootData(html)?.briefings?.[0]?.name).toBe(hostile);
    expect(jsonForScript({ s: "a\u2028b&<!--" })).toBe('{"s":"a\\u2028b\\u0026\\u003c!--"}');
    expect(JSON.parse(jsonForScript({ s: hostile }))).toEqual({ s: hostile });
  });

  it("loads the screen's own code with the app's", async () => {
    const modules = appModules(await (await get("/manage", alice)).text());
    expect(modules.some((u) => /^\/assets\/manage-[\w-]+\.js$/.test(u))).toBe(true);
    expect(modules.some((u) => /^\/assets\/signed-in-layout-[\w-]+\.js$/.test(u))).toBe(true);
    expect(modules.some((u) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(u))).toBe(true);
  });

  it("asks for no code before its first paint, and its policy allows the code it loads after (decision 115)", async () => {
    for (const [pathname, cookie] of [
      ["/dashboard", alice.cookie], // completed with the person's data
      ["/dashboard", undefined], // the shared file
      ["/verify-email", undefined], // a public page the single-page app draws
    ] as const) {
      const res = await get(pathname, null, cookie);
      const html = await res.text();
      const csp = res.headers.get("content-security-policy") ?? "";
      // nothing the browser would fetch or run as code while it parses: no preload, no module, no src
      expect(html, pathname).not.toMatch(/<link[^>]*modulepreload/);
      expect(html, pathname).not.toMatch(/<script[^>]*type="module"/);
      expect(html, pathname).not.toMatch(/<script[^>]*\bsrc=/);
      expect(appModules(html).length, pathname).toBeGreaterThan(5);
      // every inline script, and React Router's module script inserted later, is allowed by its hash
      const inline = [
        ...html.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>([\s\S]*?)<\/script>/g),
      ];
      expect(
        inline.some((m) => m[1]!.includes(`id="${APP_SCRIPT_ID}"`)),
        pathname,
      ).toBe(true);
      for (const [, , text] of inline) expect(csp, pathname).toContain(`'sha256-${sha256(text!)}'`);
    }
  });

  it("a screen that lists nothing gets the session only", async () => {
    const boot = bootData(await (await get("/account", alice)).text());
    expect(boot?.user?.email).toBe(alice.email);
    expect(boot?.briefings).toBeUndefined();
  });

  it("signed out, with a forged cookie, or on a public page: the shared file, without data", async () => {
    const forged = alice.cookie.replace(/=([^.;]+)\./, "=forged.");
    for (const [pathname, cookie] of [
      ["/dashboard", undefined],
      ["/dashboard", forged],
      ["/login", alice.cookie],
      ["/blog", alice.cookie],
    ] as const) {
      const res = await get(pathname, null, cookie);
      const html = await res.text();
      expect(res.status, pathname).toBe(200);
      expect(html, pathname).not.toContain("tidings-boot");
      expect(html, pathname).not.toContain(alice.email);
      expect(res.headers.get("cache-control"), pathname).toBe("no-cache");
    }
  });
});
