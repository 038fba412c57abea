import { expect, type Page, test } from "@playwright/test";
import { snap } from "../support/screenshots";
import { acceptNecessaryOnly, storedConsent } from "./public-helpers";

/**
 * Public pages are static HTML with one small island script and no React (decision 036): what a
 * visitor notices of it — nothing but speed — and the seams with the single-page app.
 */

/** Was this document rendered by the single-page app (React Router's runtime) or served static? */
const isSpa = (page: Page) => page.evaluate(() => "__reactRouterContext" in window);

test("/ loads the island alone: no React Router runtime, a few KB of JavaScript", async ({ page }) => {
  await acceptNecessaryOnly(page);
  const scripts: string[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect(await isSpa(page)).toBe(false);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/island-[\w-]+\.js$/);
  const bytes = await page.evaluate(async (src) => {
    const res = await fetch(src, { headers: { "accept-encoding": "gzip" } });
    return Number(res.headers.get("content-length"));
  }, scripts[0] as string);
  expect(bytes).toBeLessThan(15 * 1024);
  // the session check resolved (signed out): the loading indication is gone, the calls to action stay
  await expect(page.getByTestId("session-loading")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start your free trial" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("/ still reads and links, and shows no session spinner that never stops", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Know what matters before your first coffee.",
    );
    await expect(page.getByRole("link", { name: "Start your free trial" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page.getByTestId("session-loading")).toBeHidden();
  });
});

test("the consent dialog works from the keyboard", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("tidings-debug", "0"));
  await page.goto("/features");
  const dialog = page.getByRole("dialog", { name: "Your privacy, your choice" });
  await expect(dialog).toBeVisible();

  // Customise: focus moves to the dialog's heading, Tab reaches the switches (Necessary is fixed).
  await dialog.getByRole("button", { name: "Customise" }).focus();
  await page.keyboard.press("Enter");
  const prefs = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(prefs.getByRole("heading", { name: "Cookie preferences" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(prefs.getByRole("switch", { name: /Preferences/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(prefs.getByRole("switch", { name: /Analytics/ })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(prefs.getByRole("switch", { name: /Analytics/ })).toBeChecked();

  // Escape is Cancel: consent still pending, so back to the first view, focus kept in the dialog.
  await page.keyboard.press("Escape");
  await expect(dialog.getByRole("heading", { name: "Your privacy, your choice" })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();

  // Customise again (the switches keep what was set) and save with the keyboard.
  await dialog.getByRole("button", { name: "Customise" }).focus();
  await page.keyboard.press("Enter");
  await expect(prefs.getByRole("switch", { name: /Analytics/ })).toBeChecked();
  await prefs.getByRole("button", { name: "Save preferences" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("consent-dialog")).toBeHidden();
  const stored = await storedConsent(page);
  expect(stored.preferences).toEqual({
    necessary: true,
    preferences: false,
    analytics: true,
    marketing: false,
  });

  // The footer's Cookie Settings opens it with focus inside; Escape closes it and returns focus.
  const settings = page.getByTestId("cookie-settings");
  await settings.focus();
  await page.keyboard.press("Enter");
  await expect(prefs.getByRole("heading", { name: "Cookie preferences" })).toBeFocused();
  await expect(prefs.getByRole("switch", { name: /Analytics/ })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("consent-dialog")).toBeHidden();
  await expect(settings).toBeFocused();
});

test("a signed-in visitor goes from / to the dashboard, and public pages show the signed-in header", async ({
  page,
}) => {
  await acceptNecessaryOnly(page);
  const email = `static-${Date.now().toString(36)}@example.com`;
  const password = "juniper-harbour-88";
  expect((await page.request.post("/api/account/sign-up", { data: { email, password } })).ok()).toBe(true);
  expect((await page.request.post("/api/account/log-in", { data: { email, password } })).ok()).toBe(true);

  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await isSpa(page)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/features");
  expect(await isSpa(page)).toBe(false);
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Create New" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Manage" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Login" })).toBeHidden();
  await snap(page, "public/static-signed-in-header-1280");
  await page.getByTestId("settings-menu").click();
  await expect(page.getByTestId("settings-menu")).toHaveAttribute("aria-expanded", "true");
  await snap(page, "public/static-settings-menu-1280");
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  // Log out from a static page: back on / as a visitor.
  await page.goto("/blog");
  await page.getByTestId("settings-menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Create New" })).toBeHidden();
});

test("links from the app to public pages load the static page", async ({ page }) => {
  await acceptNecessaryOnly(page);
  await page.goto("/login");
  expect(await isSpa(page)).toBe(true);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await isSpa(page)).toBe(false);
  await expect(page.getByTestId("consent-dialog")).toHaveCount(1);

  // and from a static page into the app: a plain document load of the app
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: /^Log in/ })).toBeVisible();
  expect(await isSpa(page)).toBe(true);

  // the app mounts the same consent dialog behaviour: Cookie Settings opens it there too
  await page.getByTestId("cookie-settings").click();
  const prefs = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(prefs.getByRole("heading", { name: "Cookie preferences" })).toBeFocused();
  await expect(prefs.getByRole("switch", { name: /Necessary/ })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("consent-dialog")).toBeHidden();

  // the footer of the app, to a legal page
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(await isSpa(page)).toBe(false);
});

test("the mobile menu opens and closes on a static page", async ({ page }) => {
  await acceptNecessaryOnly(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/blog");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const mobile = page.locator("#mobile-nav");
  await expect(mobile).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(mobile.getByRole("link", { name: "Sign up" })).toBeVisible();
  await snap(page, "public/static-mobile-menu-375");
  await page.keyboard.press("Escape");
  await expect(mobile).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await mobile.getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/\/features$/);
});

test("screenshots of the static pages, the consent dialog and /contact at 375 and 1280 px", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("tidings-debug", "0"));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/features");
    await expect(page.getByTestId("consent-dialog")).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/public/static-consent-${width}.png` });
  }
  await page.getByRole("button", { name: "Reject all" }).click();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of [
      ["/", "home"],
      ["/features", "features"],
      ["/contact", "contact"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/") await expect(page.getByTestId("session-loading")).toHaveCount(0);
      await snap(page, `public/static-${name}-${width}`);
    }
  }
});
