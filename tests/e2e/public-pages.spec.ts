import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { parseHTML } from "linkedom";
import { acceptNecessaryOnly } from "./public-helpers";

/**
 * Every public route: its heading, its links (each internal link answers 200), zero axe violations,
 * and screenshots at 375 px and 1280 px in test-results/screenshots/public/ (looked at by a person).
 */
const routes: { path: string; heading: RegExp; links: string[] }[] = [
  {
    path: "/",
    heading: /Know what matters before your first coffee/,
    links: ["/signup", "/login", "/features"],
  },
  { path: "/features", heading: /Everything you need to stay informed/, links: ["/signup"] },
  {
    path: "/about",
    heading: /A calmer, smarter way to stay informed/,
    links: ["/signup", "/", "/privacy", "/contact"],
  },
  { path: "/blog", heading: /Read less\. Know more\./, links: ["/blog/email-summary-service-review"] },
  {
    path: "/blog/why-daily-briefings-are-the-future-of-productivity",
    heading: /Why Daily Briefings Are the Future of Productivity/,
    links: ["/blog", "/signup"],
  },
  {
    path: "/blog/how-to-automate-your-daily-email-summary-with-ai",
    heading: /How to Automate Your Daily Email Summary with AI/,
    links: ["/blog", "/signup"],
  },
  {
    path: "/blog/top-5-tools-for-creating-personalized-daily-briefing",
    heading: /Top 5 Tools for Creating a Personalized Daily Briefing/,
    links: ["/blog", "/signup"],
  },
  {
    path: "/blog/create-daily-briefing-email",
    heading: /Daily Briefing Email People Actually Read/,
    links: ["/blog", "/signup"],
  },
  {
    path: "/blog/email-digest-vs-newsletter",
    heading: /Email Digest vs Newsletter/,
    links: ["/blog", "/signup"],
  },
  {
    path: "/blog/daily-briefing-email-template",
    heading: /Daily Briefing Email Template/,
    links: ["/blog", "/signup"],
  },
  {
    path: "/blog/morning-briefing-email-for-ceo",
    heading: /The Morning Briefing Email for CEOs/,
    links: ["/blog", "/signup"],
  },
  {
    path: "/blog/email-summary-service-review",
    heading: /Best Email Summary Services 2025: Comprehensive Review & Comparison/,
    links: ["/blog", "/signup"],
  },
  { path: "/terms", heading: /Terms of Service/, links: ["/refund", "/contact"] },
  { path: "/privacy", heading: /Privacy Policy/, links: ["/cookies", "/contact"] },
  { path: "/cookies", heading: /Cookie Policy/, links: [] },
  { path: "/refund", heading: /Refund Policy/, links: ["/contact"] },
  { path: "/contact", heading: /We'd love to hear from you/, links: [] },
  { path: "/contact-success", heading: /Thank you for reaching out/, links: [] },
  {
    path: "/sitemap",
    heading: /Every page, in one place/,
    links: ["/sitemap.xml", "/features", "/terms", "/contact"],
  },
  { path: "/sitemap-page", heading: /Every page, in one place/, links: ["/sitemap.xml"] },
];

// the pages share nothing: their tests spread over the workers instead of one worker taking them all in turn
test.describe.configure({ mode: "parallel" });

const linksChecked = new Set<string>();

for (const r of routes) {
  test(`public page ${r.path}: heading, links, axe, screenshots`, async ({ page, request }) => {
    await acceptNecessaryOnly(page);
    const res = await page.goto(r.path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(r.heading);
    await expect(page).toHaveTitle(/Tidings/);
    // Header and footer are present on every public page.
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByTestId("cookie-settings")).toBeVisible();
    for (const href of r.links) {
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    }
    // Every distinct internal link on the page answers 200 (each checked once per worker: the header's
    // and footer's links are on every page).
    const hrefs = await page.$$eval("a[href^='/']", (as) => [
      ...new Set(as.map((a) => a.getAttribute("href") ?? "")),
    ]);
    for (const href of hrefs.filter((h) => !h.startsWith("/#") && !h.includes("#") && !linksChecked.has(h))) {
      const linked = await request.get(href, { maxRedirects: 0 });
      expect(linked.status(), `${r.path} links to ${href}`).toBe(200);
      linksChecked.add(href);
    }
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);

    const name = r.path === "/" ? "home" : r.path.slice(1).replace(/\//g, "_");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: `test-results/screenshots/public/${name}-${width}.png`, fullPage: true });
    }
  });
}

// the head as served: the pages are prerendered, and crawlers read the HTML before any script runs
test("every public page has its own description, canonical URL and Open Graph tags; legal pages are noindex", async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const r of routes) {
    const { document } = parseHTML(await (await request.get(r.path)).text());
    const attr = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    const description = attr('meta[name="description"]', "content");
    const canonical = attr('link[rel="canonical"]', "href");
    const ogTitle = attr('meta[property="og:title"]', "content");
    expect(description?.length ?? 0, r.path).toBeGreaterThan(30);
    expect(ogTitle, r.path).toBeTruthy();
    const expectedCanonical = r.path === "/sitemap-page" ? "/sitemap" : r.path;
    expect(new URL(canonical ?? "").pathname, r.path).toBe(expectedCanonical);
    if (r.path !== "/sitemap-page") {
      expect(seen.has(description ?? ""), `${r.path} description is unique`).toBe(false);
      seen.add(description ?? "");
    }
    const robots = attr('meta[name="robots"]', "content");
    if (["/terms", "/privacy", "/cookies", "/refund", "/contact-success"].includes(r.path)) {
      expect(robots, r.path).toContain("noindex");
    } else {
      expect(robots, r.path).toBeNull();
    }
  }
});

test("public pages are prerendered HTML with their content before any script runs", async ({ request }) => {
  for (const path of ["/", "/features", "/blog", "/blog/email-summary-service-review", "/terms"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<h1[^>]*>/);
    expect(html, path).toContain('<link rel="canonical"');
  }
  const terms = await (await request.get("/terms")).text();
  expect(terms).toContain("14-day money-back guarantee");
  expect(terms).toContain("$2.00 USD per month");
});

test("images below the fold are lazy", async ({ page }) => {
  await acceptNecessaryOnly(page);
  for (const path of ["/", "/features", "/blog"]) {
    await page.goto(path);
    const eager = await page.$$eval(
      "main img",
      (imgs: HTMLImageElement[]) =>
        imgs.filter((i) => i.getBoundingClientRect().top > window.innerHeight && i.loading !== "lazy").length,
    );
    expect(eager, path).toBe(0);
  }
});
