import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { storedConsent } from "./public-helpers";

const DAY = 24 * 60 * 60 * 1000;

async function seedConsent(page: Page, ageMs: number | null, analytics = false) {
  await page.addInitScript(
    ([age, a]) => {
      localStorage.setItem("tidings-debug", "0");
      if (age === null) return;
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({
          timestamp: Date.now() - (age as number),
          preferences: { necessary: true, preferences: false, analytics: a, marketing: false },
        }),
      );
    },
    [ageMs, analytics] as const,
  );
}

const events = (page: Page) =>
  page.evaluate(() =>
    ((window.dataLayer ?? []) as { event?: string; page_path?: string }[]).filter((e) => e.event),
  );

test("the consent dialog shows with no stored consent, is accessible, and accept all stores the choice", async ({
  page,
}) => {
  await seedConsent(page, null);
  await page.goto("/features");
  const dialog = page.getByRole("dialog", { name: "Your privacy, your choice" });
  await expect(dialog).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: "test-results/screenshots/public/consent-dialog-375.png" });
  await dialog.getByRole("button", { name: "Accept all" }).click();
  await expect(dialog).toBeHidden();
  const stored = await storedConsent(page);
  expect(stored.preferences).toEqual({
    necessary: true,
    preferences: true,
    analytics: true,
    marketing: true,
  });
  expect(Math.abs(Date.now() - stored.timestamp)).toBeLessThan(60_000);
  await page.reload();
  await expect(page.getByTestId("consent-dialog")).toBeHidden();
});

test("consent younger than 7 days is kept; consent 7 days old or older shows the dialog again", async ({
  browser,
}) => {
  for (const [age, shown] of [
    [7 * DAY - 60_000, false],
    [7 * DAY, true],
    [8 * DAY, true],
  ] as const) {
    const page = await browser.newPage();
    await seedConsent(page, age);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    // The dialog's markup is part of every page (hidden until shown, decision 036).
    const dialog = page.getByTestId("consent-dialog");
    if (shown) await expect(dialog, `age ${age / DAY} days`).toBeVisible();
    else await expect(dialog, `age ${age / DAY} days`).toBeHidden();
    await page.close();
  }
});

test("reject all stores necessary only and no analytics event is ever pushed", async ({ page }) => {
  await seedConsent(page, null);
  await page.goto("/");
  await page.getByRole("button", { name: "Reject all" }).click();
  await expect(page.getByTestId("consent-dialog")).toBeHidden();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/\/features$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await page.waitForTimeout(400);
  expect(await events(page)).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem("page-analytics"))).toBeNull();
  const stored = await storedConsent(page);
  expect(stored.preferences).toEqual({
    necessary: true,
    preferences: false,
    analytics: false,
    marketing: false,
  });
});

test("nothing is pushed before a choice is made", async ({ page }) => {
  await seedConsent(page, null);
  await page.goto("/terms");
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});

test("page_view fires once per navigation, 100 ms after it, once analytics is allowed", async ({ page }) => {
  await seedConsent(page, 0, true);
  // Public pages are static documents (decision 036): each navigation loads a new document whose data
  // layer holds that page's events; the local page analytics (localStorage) span them all.
  const pageViews = async () =>
    (await events(page)).filter((e) => e.event === "page_view").map((e) => e.page_path);
  // How long after the page's scripts could first run (DOM interactive) its page_view was pushed.
  const delayAfterLoad = () =>
    page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const view = ((window.dataLayer ?? []) as { event?: string; event_time?: number }[]).find(
        (e) => e.event === "page_view",
      );
      return (view?.event_time ?? 0) - (performance.timeOrigin + nav.domInteractive);
    });

  await page.goto("/features");
  await expect.poll(pageViews).toEqual(["/features"]);
  expect(await delayAfterLoad()).toBeGreaterThanOrEqual(95); // 100 ms, give or take clock rounding
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(pageViews).toEqual(["/blog"]);
  expect(await delayAfterLoad()).toBeGreaterThanOrEqual(95);
  await page.getByRole("link", { name: /Why Daily Briefings Are the Future/ }).click();
  await expect.poll(pageViews).toEqual(["/blog/why-daily-briefings-are-the-future-of-productivity"]);
  await page.waitForTimeout(400);
  expect(await pageViews()).toEqual(["/blog/why-daily-briefings-are-the-future-of-productivity"]);
  const local = await page.evaluate(() => JSON.parse(localStorage.getItem("page-analytics") ?? "[]"));
  expect(local.map((v: { url: string }) => new URL(v.url).pathname)).toEqual([
    "/features",
    "/blog",
    "/blog/why-daily-briefings-are-the-future-of-productivity",
  ]);
  expect(Object.keys(local[0]).sort()).toEqual(["referrer", "timestamp", "url", "userAgent"]);
});

test("landing and legal pages push their own events with analytics consent", async ({ page }) => {
  await seedConsent(page, 0, true);
  await page.goto("/");
  await expect
    .poll(async () => (await events(page)).find((e) => e.event === "landing_page_view"))
    .toMatchObject({ page_category: "landing", user_status: "anonymous" });
  await page.goto("/refund");
  await expect
    .poll(async () => (await events(page)).find((e) => e.event === "legal_page_view"))
    .toMatchObject({ page_category: "legal", legal_page: "refund" });
});

test("customise: necessary cannot be disabled, cancel keeps the dialog pending, save stores the choice; footer reopens it", async ({
  page,
}) => {
  await seedConsent(page, null);
  await page.goto("/blog");
  const dialog = page.getByTestId("consent-dialog");
  await dialog.getByRole("button", { name: "Customise" }).click();
  const necessary = dialog.getByRole("switch", { name: /Necessary/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog.getByRole("button", { name: "Accept all" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();

  await dialog.getByRole("button", { name: "Customise" }).click();
  await dialog.getByRole("switch", { name: /Analytics/ }).check();
  await dialog.getByRole("button", { name: "Save preferences" }).click();
  await expect(dialog).toBeHidden();
  const stored = await storedConsent(page);
  expect(stored.preferences).toEqual({
    necessary: true,
    preferences: false,
    analytics: true,
    marketing: false,
  });

  await page.getByTestId("cookie-settings").click();
  await expect(page.getByRole("dialog", { name: "Cookie preferences" })).toBeVisible();
  await expect(page.getByRole("switch", { name: /Analytics/ })).toBeChecked();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("consent-dialog")).toBeHidden();
});

test("/cookies offers accept all or decline optional while consent is pending", async ({ page }) => {
  await seedConsent(page, null);
  await page.goto("/cookies");
  const choice = page.getByTestId("cookies-page-choice");
  await choice.getByRole("button", { name: "Decline optional cookies" }).click();
  await expect(choice.getByRole("button", { name: "Change cookie settings" })).toBeVisible();
  await expect(page.getByTestId("consent-dialog")).toBeHidden();
  const stored = await storedConsent(page);
  expect(stored.preferences.analytics).toBe(false);
});

test("the debug panel shows on localhost and lists the last events", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        timestamp: Date.now(),
        preferences: { necessary: true, preferences: false, analytics: true, marketing: false },
      }),
    );
  });
  await page.goto("/features");
  await page.getByTestId("debug-panel").getByRole("button", { name: "Debug" }).click();
  await expect(page.getByTestId("debug-events")).toContainText("page_view");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  // refreshed within about a second
  await expect(page.getByTestId("debug-events")).toContainText("/blog", { timeout: 2500 });
});
