import { expect, test } from "@playwright/test";
import { acceptNecessaryOnly } from "./public-helpers";

const ldJson = (page: import("@playwright/test").Page) =>
  page.locator('head script[type="application/ld+json"]');

test("/blog lists every article with title, excerpt, date, read time and category", async ({ page }) => {
  await acceptNecessaryOnly(page);
  await page.goto("/blog");
  const cards = page.getByTestId("blog-card");
  await expect(cards).toHaveCount(8);
  const review = page.locator('[data-slug="email-summary-service-review"]');
  await expect(review).toContainText("Best Email Summary Services 2025: Comprehensive Review & Comparison");
  await expect(review).toContainText("January 17, 2025");
  await expect(review).toContainText("12 min read");
  await expect(review).toContainText("Reviews");
  await page.locator('[data-slug="email-digest-vs-newsletter"] a').click();
  await expect(page).toHaveURL(/\/blog\/email-digest-vs-newsletter$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Email Digest vs Newsletter");
});

test("an article has a breadcrumb, a back-to-blog button, three related articles and signup calls to action", async ({
  page,
}) => {
  await acceptNecessaryOnly(page);
  await page.goto("/blog/create-daily-briefing-email");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  const related = page.getByTestId("related-articles").getByRole("listitem");
  await expect(related).toHaveCount(3);
  const hrefs = await related.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).not.toContain("/blog/create-daily-briefing-email");
  expect(new Set(hrefs).size).toBe(3);
  await expect(page.getByRole("link", { name: "Start Free Trial" }).first()).toHaveAttribute(
    "href",
    "/signup",
  );
  await page.getByTestId("back-to-blog").click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown blog slug redirects to /blog", async ({ page }) => {
  await acceptNecessaryOnly(page);
  await page.goto("/blog/no-such-article");
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Read less. Know more.");
});

test("the review article has its sections and JSON-LD in the head, removed after leaving", async ({
  page,
}) => {
  await acceptNecessaryOnly(page);
  await page.goto("/blog");
  await expect(ldJson(page)).toHaveCount(0);
  await page.locator('[data-slug="email-summary-service-review"] a').click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Best Email Summary Services 2025: Comprehensive Review & Comparison",
  );
  await expect(ldJson(page)).toHaveCount(1);
  const data = JSON.parse((await ldJson(page).textContent()) ?? "{}");
  expect(data["@type"]).toBe("Article");
  expect(data.datePublished).toBe("2025-01-17");
  expect(
    data.about.itemListElement.map(
      (i: { item: { reviewRating: { ratingValue: number } } }) => i.item.reviewRating.ratingValue,
    ),
  ).toEqual([5, 3.5, 3, 2.5]);

  await expect(page.getByTestId("review-criteria").getByRole("listitem")).toHaveCount(6);
  for (const [name, rating] of [
    ["Tidings", "5.0"],
    ["A newsletter platform", "3.5"],
    ["Newsletter aggregators", "3.0"],
    ["Feed readers", "2.5"],
  ]) {
    const card = page.getByTestId("review-cards").getByRole("region", { name });
    await expect(card.getByRole("img", { name: `Rated ${rating} out of 5` })).toBeVisible();
  }
  await expect(page.getByTestId("comparison-table").getByRole("row")).toHaveCount(8);
  await expect(page.getByRole("heading", { name: "Which one should you choose?" })).toBeVisible();
  await expect(page.getByTestId("recommendation")).toContainText("Our recommendation");
  await expect(page.getByRole("heading", { name: "Conclusion" })).toBeVisible();
  const tags = page.getByRole("list", { name: "Tags" }).getByRole("link");
  expect(await tags.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    Array(5).fill("/blog"),
  );
  await expect(page.getByRole("link", { name: "Try Free for 7 Days" }).first()).toHaveAttribute(
    "href",
    "/signup",
  );

  await page.getByTestId("back-to-blog").click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(ldJson(page)).toHaveCount(0);
});
