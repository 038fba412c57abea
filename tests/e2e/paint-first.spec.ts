/**
 * The single-page app's HTML is drawn before the app's code is asked for, and the app still loads
 * (decision 115): the dashboard shows its briefings from the page's own data, the cookie dialog answers,
 * a link moves to /manage inside the app, nothing is refused by the Content-Security-Policy, and a page
 * that paints nothing (a background tab) or never reports its paint loads all the same.
 * Its own Tidings server (PGlite in a temporary DATA_DIR); the account is seeded before it starts.
 */
import { rmSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { loadConfig } from "../../server/config";
import { createContext } from "../../server/context";
import { type AppServer, startAppServer } from "../support/app-server";
import { newDataDir } from "../support/e2e-data-dir";
import { createBriefing, createUser } from "../support/factories";
import { logIn } from "../support/log-in";
import { snap } from "../support/screenshots";

const PASSWORD = "violet-harbour-lantern-42";
const READER = "rowan@example.test";

let server: AppServer;
let dataDir: string;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = newDataDir("paint-first");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
  });
  const ctx = await createContext(config);
  const reader = await createUser(ctx, { email: READER, password: PASSWORD, name: "Rowan", verified: true });
  await createBriefing(ctx, reader, { name: "Morning markets", times: ["07:00"] });
  await createBriefing(ctx, reader, { name: "Weekend science", times: ["09:30"] });
  await ctx.close();
  server = await startAppServer({ dataDir, env: { NODE_ENV: "test", LOG_LEVEL: "warn", SKIP_BUILD: "1" } });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Every error the page reports from its first script on: a Content-Security-Policy refusal, an uncaught
 * error, a hydration mismatch React recovered from.
 */
function watchForFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on("pageerror", (e) => failures.push(`error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") failures.push(m.text());
  });
  return failures;
}

/** As on a first visit: nothing from the browser's cache (the stylesheet and the code come over the network). */
async function withoutCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
}

/** When the first of the app's scripts was asked for, how many were, and when the page first drew text. */
const scriptTiming = (page: Page) =>
  page.evaluate(() => {
    const starts = performance
      .getEntriesByType("resource")
      .filter((r) => /\/assets\/[^/]+\.js$/.test(r.name))
      .map((r) => r.startTime);
    return {
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      first: Math.min(...starts),
      count: starts.length,
    };
  });

test("the dashboard paints before its code is asked for, then works: its briefings, the cookie dialog, a link to /manage", async ({
  page,
}) => {
  await logIn(page, { url: server.url, email: READER, password: PASSWORD });
  // the dashboard the log-in lands on is reached inside the app, which asks for the list itself: let it
  // finish, or its request, late on a busy machine, is counted as the fresh page's
  await expect(page.getByTestId("briefing-summary")).toHaveCount(2);
  await page.waitForLoadState("networkidle");
  // a first visit to this browser: no cookie choice stored, so the dialog shows with the first paint
  await page.evaluate(() => localStorage.clear());
  const failures = watchForFailures(page);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/(briefings|auth\/get-session)$/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  await withoutCache(page);
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByTestId("briefing-summary")).toHaveCount(2);
  expect(asked, "the list and the session come with the HTML").toEqual([]);

  // every piece of the app's code was asked for after the page had drawn something
  const t = await scriptTiming(page);
  expect(t.fcp).toBeGreaterThan(0);
  expect(t.count).toBeGreaterThan(5);
  expect(t.first).toBeGreaterThanOrEqual(t.fcp);

  // the cookie dialog, shown by the HTML, is answered by the app
  const dialog = page.getByTestId("consent-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Reject all" }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).not.toBeNull();

  // a link moves inside the app: the same document, the page drawn from the app's own request
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Manage" }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByTestId("briefing-card")).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(failures).toEqual([]);
});

test("with the code in the browser's cache, a page asks for it at once: there is nothing to wait for", async ({
  page,
}) => {
  await logIn(page, { url: server.url, email: READER, password: PASSWORD });
  const failures = watchForFailures(page);
  await page.goto(`${server.url}/manage`); // the dashboard's visit left the stylesheet and the code cached
  await expect(page.getByTestId("briefing-card")).toHaveCount(2);
  const t = await scriptTiming(page);
  expect(t.count).toBeGreaterThan(5);
  expect(t.first).toBeLessThan(t.fcp);
  expect(failures).toEqual([]);
});

test("/dashboard and /manage loaded on their own, at 390 and 1280 px", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("tidings-debug", "0")); // the debug pill is off
  await logIn(page, { url: server.url, email: READER, password: PASSWORD });
  const failures = watchForFailures(page);
  for (const path of ["/dashboard", "/manage"]) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${server.url}${path}`);
      await expect(page.getByTestId(path === "/manage" ? "briefing-card" : "briefing-summary")).toHaveCount(
        2,
      );
      await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
      await snap(page, `paint-first${path.replace("/", "-")}-${width}`);
    }
  }
  expect(failures).toEqual([]);
});

test("a page that draws nothing, as in a background tab, or never reports its paint, still loads", async ({
  browser,
}) => {
  // headless Chromium draws every page, so a page's view of itself is changed before its scripts run
  const noFrames = () => {
    Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] });
    window.requestAnimationFrame = () => 0;
  };
  for (const [name, emulate, loadsBeforePaint] of [
    // a background tab: hidden, no frames, no paint; the code is asked for at once, not after a wait
    [
      "hidden",
      () => {
        Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
        Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] });
        window.requestAnimationFrame = () => 0;
      },
      true,
    ],
    // shown, but neither a paint nor a frame is ever reported: the code comes after the fallback's wait
    ["no paint reported", noFrames, false],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, { url: server.url, email: READER, password: PASSWORD });
    await page.addInitScript(emulate);
    await withoutCache(page);
    const failures = watchForFailures(page);
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByTestId("briefing-summary"), name).toHaveCount(2);
    const t = await scriptTiming(page);
    expect(t.count, name).toBeGreaterThan(5);
    expect(t.first < t.fcp, name).toBe(loadsBeforePaint);
    expect(failures, name).toEqual([]);
    await context.close();
  }
});
