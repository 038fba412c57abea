import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

export const screenshotDir = path.resolve("test-results/screenshots");

/** Saves a full-page screenshot under test-results/screenshots/<name>.png (for people to look at). */
export async function snap(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
