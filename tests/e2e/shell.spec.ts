import { expect, test } from "@playwright/test";
import { snap } from "../support/screenshots";

test("a visitor moves through the shell and reaches the 404 page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await snap(page, "shell-home");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Features");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  // Footer: its four columns and the Cookie Settings button.
  const footer = page.locator("footer");
  for (const col of ["Product", "Solutions", "Resources", "Legal"]) {
    await expect(footer.getByRole("heading", { name: col })).toBeVisible();
  }
  await expect(footer.getByRole("button", { name: "Cookie Settings" })).toBeVisible();

  const response = await page.goto("/this/page/does-not-exist?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByTestId("attempted-path")).toHaveText("/this/page/does-not-exist?x=1");
  for (const name of ["Home", "About", "Sign up", "Log in"]) {
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await snap(page, "shell-404");

  await page
    .getByRole("main")
    .getByRole("link", { name: /^About/ })
    .click();
  await expect(page).toHaveURL(/\/about$/);
});

test("navigating scrolls the new page to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("signed-out visitors are sent from signed-in screens to /login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});
