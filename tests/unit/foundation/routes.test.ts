import { describe, expect, it } from "vitest";
import { isStaticPage, matchPage, pages, prerenderPaths } from "../../../common/routes";

describe("route table", () => {
  it("matches concrete paths, parameters and trailing slashes", () => {
    expect(matchPage("/")?.path).toBe("/");
    expect(matchPage("/features/")?.path).toBe("/features");
    expect(matchPage("/blog/some-article")?.path).toBe("/blog/:slug");
    expect(matchPage("/history/Morning%20news")?.path).toBe("/history/:name");
  });

  it("knows which pages are static (decision 036): prerendered public pages and known articles only", () => {
    for (const p of [
      "/",
      "/features",
      "/about",
      "/blog",
      "/blog/email-summary-service-review",
      "/terms",
      "/sitemap",
    ]) {
      expect(isStaticPage(p), p).toBe(true);
    }
    expect(isStaticPage("/blog/create-daily-briefing-email/")).toBe(true);
    for (const p of [
      "/blog/no-such-article",
      "/contact",
      "/contact-success",
      "/login",
      "/dashboard",
      "/nope",
    ]) {
      expect(isStaticPage(p), p).toBe(false);
    }
    // every static page is prerendered (or is an article, which prerenderPaths lists one by one)
    for (const page of pages.filter((p) => p.static)) {
      expect(page.prerender || page.path === "/blog/:slug", page.path).toBe(true);
      expect(page.access, page.path).toBe("public");
    }
  });

  it("knows nothing of unknown paths, so they answer 404", () => {
    expect(matchPage("/nope")).toBeUndefined();
    expect(matchPage("/blog/a/b")).toBeUndefined();
    expect(matchPage("/features.php")).toBeUndefined();
  });

  it("prerenders only public pages without parameters", () => {
    const paths = prerenderPaths();
    expect(paths).toContain("/");
    expect(paths).toContain("/terms");
    for (const p of paths) {
      expect(p).not.toContain(":");
      expect(pages.find((x) => x.path === p)?.access).not.toBe("signed-in");
    }
  });
});
