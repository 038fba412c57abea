import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { blogIndex } from "../../../common/content/blog-slugs";
import { pages } from "../../../common/routes";
import { contentSecurityPolicy } from "../../../server/http/security-headers";
import { loadStaticSite } from "../../../server/http/static-site";
import { repoRoot } from "../../support/app-server";

/**
 * The built site as the server serves it (decision 036): public pages are static HTML with one island
 * script and no React; app pages keep the single-page app. The byte count is a guard; the budget's
 * figure comes from `npm run bench:web`.
 */
const clientDir = path.join(repoRoot, "build/client");
// The origin the build was made for (APP_URL at build time; a server started on another port rebuilds).
const siteUrl = (
  JSON.parse(readFileSync(path.join(repoRoot, "build/public-config.json"), "utf8")) as { siteUrl: string }
).siteUrl;
const site = loadStaticSite(clientDir, (hashes) => contentSecurityPolicy({ scriptHashes: hashes }));

async function page(pathname: string) {
  const res = site.respond(pathname, "GET");
  if (!res) throw new Error(`no response for ${pathname}`);
  return {
    status: res.status,
    csp: res.headers.get("content-security-policy") ?? "",
    html: await res.text(),
  };
}

/**
 * Every script and modulepreload the page references, as the bench counts them: in attributes, and in the
 * list the single-page app's HTML loads after its first paint (decision 115).
 */
const scriptUrls = (html: string) => [
  ...new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"|"(\/assets\/[^"]+\.js)"[,\]]/g)].map(
      (m) => (m[1] ?? m[2]) as string,
    ),
  ),
];
const gzKb = (urls: string[]) =>
  urls.reduce((n, u) => n + gzipSync(readFileSync(path.join(clientDir, u)), { level: 9 }).length, 0) / 1024;

const staticPaths = [
  ...pages.filter((p) => p.static && p.prerender).map((p) => p.path),
  ...blogIndex.map((a) => `/blog/${a.slug}`),
];

describe("static public pages", () => {
  it("covers the budget's pages", () => {
    for (const p of ["/", "/features", "/blog", "/blog/email-summary-service-review"]) {
      expect(staticPaths).toContain(p);
    }
  });

  it.each(staticPaths)("%s loads the island only: no React Router runtime, no modulepreload", async (p) => {
    const { status, html } = await page(p);
    expect(status).toBe(200);
    const scripts = scriptUrls(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/island-[\w-]+\.js$/);
    expect(html).toContain(`<script type="module" src="${scripts[0]}"></script>`);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toMatch(/<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>/);
    // the consent dialog's markup is there for the island, hidden
    expect(html).toMatch(/<section hidden="" role="dialog"[^>]*data-testid="consent-dialog"/);
  });

  it("keeps JS on / far under 90 KB gzipped", async () => {
    const { html } = await page("/");
    expect(gzKb(scriptUrls(html))).toBeLessThan(15);
  });

  it("keeps the head of each page: title, canonical, Open Graph; JSON-LD only on the review article", async () => {
    for (const p of staticPaths) {
      const { html } = await page(p);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      // /sitemap-page is the second reading of /sitemap (issue 6): its canonical is /sitemap
      const canonical = p === "/sitemap-page" ? "/sitemap" : p;
      expect(html, p).toContain(`<link rel="canonical" href="${siteUrl}${canonical}"`);
      expect(html).toContain('property="og:title"');
      expect(html.includes("application/ld+json")).toBe(p === "/blog/email-summary-service-review");
      expect(html.includes('content="noindex')).toBe(
        ["/terms", "/privacy", "/cookies", "/refund"].includes(p),
      );
    }
  });

  it("serves app pages as the single-page app, with their scripts", async () => {
    for (const p of ["/login", "/signup", "/contact", "/dashboard"]) {
      const { status, html } = await page(p);
      expect(status, p).toBe(200);
      expect(html, p).toContain("__reactRouterContext");
      expect(
        scriptUrls(html).some((u) => u.includes("entry.client")),
        p,
      ).toBe(true);
    }
    expect((await page("/no/such/page")).status).toBe(404);
  });

  it("sends an unknown article to the blog's index before any script runs", () => {
    for (const p of ["/blog/no-such-article", "/blog/no-such-article/"]) {
      const res = site.respond(p, "GET");
      expect(res?.status, p).toBe(302);
      expect(res?.headers.get("location"), p).toBe("/blog");
    }
    expect(site.respond("/blog/email-digest-vs-newsletter", "GET")?.status).toBe(200);
  });
});
