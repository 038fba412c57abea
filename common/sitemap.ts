/**
 * Sitemap generation from the route table (common/routes.ts) and the blog index: pure functions used
 * by the /sitemap page, the prerendered /sitemap.xml and /robots.txt resource routes, and tests.
 * Decision 035.
 */
import type { PageEntry, SitemapGroup } from "./routes";

export const GROUP_LABELS: Record<SitemapGroup, string> = {
  main: "Main pages",
  account: "Account",
  authentication: "Authentication",
  legal: "Legal",
  support: "Support",
};

export const GROUP_ORDER: SitemapGroup[] = ["main", "account", "authentication", "legal", "support"];

export interface SitemapLink {
  path: string;
  title: string;
}

/** The sitemap page's groups, in order; every page entry that names a group, without parameters. */
export function sitemapGroups(
  pages: PageEntry[],
): { group: SitemapGroup; label: string; links: SitemapLink[] }[] {
  return GROUP_ORDER.map((group) => ({
    group,
    label: GROUP_LABELS[group],
    links: pages
      .filter((p) => p.sitemap === group && !p.path.includes(":"))
      .map((p) => ({ path: p.path, title: p.title })),
  })).filter((g) => g.links.length > 0);
}

/** Paths listed in sitemap.xml: every public page in a sitemap group (not signed-in screens) and every article. */
export function sitemapXmlPaths(pages: PageEntry[], articles: { slug: string; date: string }[]) {
  const publicPages = pages
    .filter((p) => p.sitemap && p.access !== "signed-in" && !p.path.includes(":"))
    .map((p) => ({ path: p.path, lastmod: undefined as string | undefined }));
  const posts = articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.date as string | undefined }));
  return [...publicPages, ...posts];
}

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export function sitemapXml(
  siteUrl: string,
  pages: PageEntry[],
  articles: { slug: string; date: string }[],
): string {
  const base = siteUrl.replace(/\/+$/, "");
  const urls = sitemapXmlPaths(pages, articles)
    .map(
      (u) =>
        `  <url>\n    <loc>${xmlEscape(base + u.path)}</loc>${u.lastmod ? `\n    <lastmod>${u.lastmod}</lastmod>` : ""}\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string, pages: PageEntry[]): string {
  const base = siteUrl.replace(/\/+$/, "");
  const disallow = pages
    .filter((p) => p.access === "signed-in")
    .map((p) => p.path.replace(/\/:.*$/, "/"))
    .filter((p, i, all) => all.indexOf(p) === i);
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((p) => `Disallow: ${p}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
