import { describe, expect, it } from "vitest";
import { blogIndex } from "../../../common/content/blog-slugs";
import { pages, prerenderPaths } from "../../../common/routes";
import { robotsTxt, sitemapGroups, sitemapXml } from "../../../common/sitemap";

describe("sitemap generator", () => {
  const xml = sitemapXml("https://tidings.example/", pages, blogIndex);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every public page of the route table and every article, absolute, nothing signed-in", () => {
    const expected = pages
      .filter((p) => p.sitemap && p.access !== "signed-in" && !p.path.includes(":"))
      .map((p) => `https://tidings.example${p.path}`);
    for (const e of expected) expect(locs).toContain(e);
    for (const a of blogIndex) expect(locs).toContain(`https://tidings.example/blog/${a.slug}`);
    expect(locs).toHaveLength(expected.length + blogIndex.length);
    expect(locs.some((l) => l?.includes("/dashboard"))).toBe(false);
    expect(xml).toContain("<lastmod>2025-01-17</lastmod>");
  });

  it("is well-formed and escapes the origin", () => {
    const odd = sitemapXml("https://a.example/x?y=1&z=2", pages, blogIndex);
    expect(odd).toContain("&amp;z=2");
    expect(odd.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("groups the sitemap page in the spec's order", () => {
    expect(sitemapGroups(pages).map((g) => g.label)).toEqual([
      "Main pages",
      "Account",
      "Authentication",
      "Legal",
      "Support",
    ]);
  });

  it("robots.txt disallows signed-in screens and names the sitemap", () => {
    const r = robotsTxt("https://tidings.example", pages);
    expect(r).toContain("Disallow: /manage");
    expect(r).toContain("Disallow: /history/");
    expect(r).toContain("Sitemap: https://tidings.example/sitemap.xml");
  });

  it("prerenders every article, sitemap.xml and robots.txt", () => {
    const paths = prerenderPaths();
    for (const a of blogIndex) expect(paths).toContain(`/blog/${a.slug}`);
    expect(paths).toContain("/sitemap.xml");
    expect(paths).toContain("/robots.txt");
  });
});
