import { expect, test } from "@playwright/test";
import { acceptNecessaryOnly } from "./public-helpers";

const articles = [
  "why-daily-briefings-are-the-future-of-productivity",
  "how-to-automate-your-daily-email-summary-with-ai",
  "top-5-tools-for-creating-personalized-daily-briefing",
  "create-daily-briefing-email",
  "email-digest-vs-newsletter",
  "daily-briefing-email-template",
  "morning-briefing-email-for-ceo",
  "email-summary-service-review",
];
const publicPages = [
  "/",
  "/features",
  "/about",
  "/blog",
  "/signup",
  "/login",
  "/forgot-password",
  "/terms",
  "/privacy",
  "/cookies",
  "/refund",
  "/contact",
  "/sitemap",
];

test("sitemap.xml lists every public page and article, and every listed URL answers 200", async ({
  request,
}) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("xml");
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  for (const p of publicPages) expect(locs, p).toContain(p);
  for (const a of articles) expect(locs, a).toContain(`/blog/${a}`);
  for (const signedIn of ["/dashboard", "/account", "/create", "/manage"])
    expect(locs).not.toContain(signedIn);
  // Absolute URLs on the configured site origin (APP_URL at build time).
  expect(xml).toMatch(/<loc>https?:\/\/[^</]+\/blog\/email-summary-service-review<\/loc>/);
  for (const p of locs) expect((await request.get(p)).status(), p).toBe(200);
});

test("robots.txt allows the public site, keeps crawlers out of signed-in screens, and points at the sitemap", async ({
  request,
}) => {
  const txt = await (await request.get("/robots.txt")).text();
  expect(txt).toContain("User-agent: *");
  expect(txt).toContain("Disallow: /dashboard");
  expect(txt).toContain("Disallow: /api/");
  expect(txt).not.toMatch(/Disallow: \/(blog|terms|features)/);
  expect(txt).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test("/sitemap and /sitemap-page show the grouped links and the XML sitemap link", async ({ page }) => {
  await acceptNecessaryOnly(page);
  for (const path of ["/sitemap", "/sitemap-page"]) {
    await page.goto(path);
    for (const [group, label] of [
      ["main", "Main pages"],
      ["account", "Account"],
      ["authentication", "Authentication"],
      ["legal", "Legal"],
      ["support", "Support"],
    ] as const) {
      await expect(page.getByTestId(`sitemap-group-${group}`).getByRole("heading", { level: 2 })).toHaveText(
        label,
      );
    }
    await expect(page.getByTestId("sitemap-group-legal").getByRole("link")).toHaveCount(4);
    await expect(page.getByTestId("sitemap-group-main").locator('a[href^="/blog/"]')).toHaveCount(8);
    await expect(page.getByRole("link", { name: "XML sitemap" })).toHaveAttribute("href", "/sitemap.xml");
  }
});
