import type { Page } from "@playwright/test";

/** A fresh, valid "necessary only" consent so the consent dialog stays out of the way; debug panel off. */
export async function acceptNecessaryOnly(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        timestamp: Date.now(),
        preferences: { necessary: true, preferences: false, analytics: false, marketing: false },
      }),
    );
    localStorage.setItem("tidings-debug", "0");
  });
}

/** The stored consent record (`cookie-consent` in localStorage), or null. */
export const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null"));
