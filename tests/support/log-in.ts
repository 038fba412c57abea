import { expect, type Page } from "@playwright/test";

/**
 * Log in through the form, as a person does, and land on /dashboard. The cookie banner is the consent
 * feature's own test: it is answered ("Reject all") so that it does not cover the screens, unless the
 * page has already answered it (`banner: false`).
 */
export async function logIn(
  page: Page,
  o: { url: string; email: string; password: string; banner?: boolean },
): Promise<void> {
  await page.goto(`${o.url}/login`);
  if (o.banner !== false) await page.getByRole("button", { name: "Reject all" }).click();
  await page.getByLabel("Email").fill(o.email);
  await page.getByLabel("Password", { exact: true }).fill(o.password);
  await page.getByRole("button", { name: /^Log in/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
