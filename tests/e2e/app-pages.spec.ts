/**
 * Every signed-in page as a person meets it (issue 20): the shell before the data, the dashboard's
 * "what happens next", /manage's names and billing words, /history as two steps on a phone, the
 * verify-your-email resend, with axe over each page at 390 and 1280 px and screenshots of each.
 * Its own Tidings server (PGlite in a temporary DATA_DIR, local checkout); accounts seeded before it starts.
 */
import { rmSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { historyPath } from "../../common/briefings";
import { setBriefingActive } from "../../server/briefings/set-briefing-active";
import { loadConfig } from "../../server/config";
import { createContext } from "../../server/context";
import { briefings, checkoutSessions, emailHistory } from "../../server/db/schema";
import { type AppServer, startAppServer } from "../support/app-server";
import { newDataDir } from "../support/e2e-data-dir";
import { createBriefing, createUser } from "../support/factories";
import { snap } from "../support/screenshots";
import { logIn as logInAs } from "../support/log-in";

const PASSWORD = "violet-harbour-lantern-42";
const NEW_USER = "wren@example.test";
const READER = "ash@example.test";
const ADMIN = "oak@example.test";
const TRIAL = "Morning markets";
const PAID = "Weekend science";

let server: AppServer;
let dataDir: string;

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ timezoneId: "Europe/Berlin", locale: "en-GB" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = newDataDir("app-pages");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
  });
  const ctx = await createContext(config);
  await createUser(ctx, { email: NEW_USER, password: PASSWORD, name: "Wren", verified: true });
  await createUser(ctx, { email: ADMIN, password: PASSWORD, name: "Oak", verified: true, admin: true });
  const reader = await createUser(ctx, { email: READER, password: PASSWORD, name: "Ash", verified: true });
  const { briefing: trial } = await createBriefing(ctx, reader, {
    name: TRIAL,
    times: ["07:00"],
    topic:
      "Stock market moves, interest rates and central bank decisions.\nEarnings of large European companies.\nNo crypto, no celebrity news.\nKeep it short: five items at most, with one line on why each matters.",
  });
  const { briefing: paid } = await createBriefing(ctx, reader, {
    name: PAID,
    frequency: "once-week",
    day_of_week: "saturday",
    times: ["09:30"],
    topic: "New results in physics and biology, explained for a curious reader",
  });
  // the second briefing is paid for 20 days more, then switched off by its owner
  await ctx.db
    .update(briefings)
    .set({
      status: "active",
      paidUntil: new Date(Date.now() + 20 * 86_400_000),
      billingSubscriptionId: "lsub_e2e",
    })
    .where(eq(briefings.id, paid.id));
  // … through the local checkout ten days ago: a receipt
  await ctx.db.insert(checkoutSessions).values({
    id: "lcs_e2e",
    provider: "local",
    userId: reader.id,
    briefingId: paid.id,
    frequency: "once-week",
    amountCents: 200,
    status: "complete",
    url: "http://localhost:3000/api/billing/local/checkout/lcs_e2e",
    completedAt: new Date(Date.now() - 10 * 86_400_000),
  });
  await setBriefingActive(ctx, reader.id, paid.id, false);
  await ctx.db.insert(emailHistory).values([
    {
      briefingId: trial.id,
      subject: "Markets: rates hold, earnings beat",
      emailContent: `<h1>Markets</h1>${"<p>Central banks held rates steady; three large companies beat forecasts.</p>".repeat(30)}`,
      sentAt: new Date(Date.now() - 3_600_000),
    },
    {
      briefingId: trial.id,
      subject: "Markets: a quiet Monday",
      emailContent: "<h1>Monday</h1><p>Little moved.</p>",
      sentAt: new Date(Date.now() - 90_000_000),
    },
  ]);
  await ctx.close();
  server = await startAppServer({ dataDir, env: { NODE_ENV: "test", LOG_LEVEL: "warn", SKIP_BUILD: "1" } });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  // the cookie banner has its own tests; the debug pill is off
  await page.addInitScript(() => {
    localStorage.setItem("tidings-debug", "0");
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        timestamp: Date.now(),
        preferences: { necessary: true, preferences: false, analytics: false, marketing: false },
      }),
    );
  });
});

const logIn = (page: Page, email: string) =>
  logInAs(page, { url: server.url, email, password: PASSWORD, banner: false });

/** Zero axe violations on the whole page (a sent email's script-less sandboxed frame is left out). */
async function expectNoAxeViolations(page: Page) {
  // a toast's fade-in is measured mid-way by the contrast rule: let toasts finish first
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const r = await new AxeBuilder({ page }).exclude('[data-testid="email-frame"]').analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

/** Axe and a screenshot at 1280 and at 390 px; leaves the page at 1280 px. */
async function checkBoth(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150); // layout settles after the resize
    // nothing wider than the screen: no sideways scrolling of the page
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a signed-in screen's first data comes with its HTML; without it, the shell shows at once with placeholders while the data is slow", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, READER);
  // (logging in lands on /dashboard inside the app, which asks the API: let that finish first)
  await expect(page.getByTestId("briefing-summary")).toHaveCount(2);
  // with its HTML: the content at once, no API round trip (decision 108)
  for (const path of ["/dashboard", "/manage"]) {
    const asked: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (/\/api\/(briefings|auth\/get-session)$/.test(new URL(r.url()).pathname)) asked.push(r.url());
    };
    page.on("request", onRequest);
    await page.goto(`${server.url}${path}`);
    await expect(page.getByTestId(path === "/manage" ? "briefing-card" : "briefing-summary")).toHaveCount(2);
    await expect(page.getByRole("status").filter({ hasText: "Loading your briefings…" })).toHaveCount(0);
    page.off("request", onRequest);
    expect(asked, path).toEqual([]);
    // the header marks /manage as the current page, and never Home (the HTML is made before any page is known)
    if (path === "/manage")
      await expect(page.locator('header a[aria-current="page"]').first()).toHaveAttribute("href", "/manage");
    await expect(page.locator('header a[href="/"][aria-current="page"]')).toHaveCount(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // the page as it comes without its first data (decision 108): the app asks the API
  await page.route("**/dashboard", async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace(
      /<script type="application\/json" id="tidings-boot">[^<]*<\/script>/,
      "",
    );
    await route.fulfill({ response: res, body });
  });
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/briefings", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/dashboard`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Manage" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading your briefings…" })).toBeAttached();
  await expect(page.getByText("Loading…", { exact: true })).toHaveCount(0);
  await expect(page.locator("footer").getByRole("link", { name: "Start free trial" })).toBeHidden();
  const before = await page.getByRole("heading", { name: "What happens next" }).boundingBox();
  await snap(page, "app-dashboard-loading-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "app-dashboard-loading-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  release();
  await expect(page.getByTestId("briefing-summary")).toHaveCount(2);
  // nothing above the list moved when the data arrived
  expect(await page.getByRole("heading", { name: "What happens next" }).boundingBox()).toEqual(before);
});

test("the first HTML of a signed-in page is the shell with placeholders, before any script runs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, READER);
  // no script at all: what shows is the document the server sends for every signed-in screen
  await page.route("**/*.js", (route) => route.abort());
  await page.goto(`${server.url}/manage`);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tidings home" }).first()).toBeVisible();
  await expect(page.getByTestId("page-skeleton")).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  // neither "Log in" nor "Start free trial" flashes for a person who is signed in
  await expect(page.getByRole("link", { name: "Start free trial" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
  await snap(page, "app-shell-before-script-390");
});

test("a new account's dashboard gives one clear first step", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, NEW_USER);
  const first = page.getByTestId("dashboard-first-step");
  await expect(first.getByRole("heading", { name: "Create your first briefing" })).toBeVisible();
  await expect(page.getByTestId("dashboard-create")).toHaveAttribute("href", "/create");
  await expect(page.getByTestId("briefing-summary")).toHaveCount(0);
  await checkBoth(page, "app-dashboard-new");
});

test("the dashboard says what happens next for each briefing", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, READER);
  const trial = page.getByTestId("briefing-summary").filter({ hasText: TRIAL });
  const paid = page.getByTestId("briefing-summary").filter({ hasText: PAID });
  await expect(trial.getByTestId("briefing-state")).toHaveText("Free trial: 7 days left");
  await expect(trial.getByTestId("next-send")).toHaveText(/^Next email \w{3} \d{1,2} \w{3}, 07:00$/);
  await expect(paid.getByTestId("briefing-state")).toHaveText("Paused");
  await expect(paid.getByTestId("next-send")).toHaveText("No email planned while paused");
  await expect(paid.getByTestId("latest-email")).toHaveText("No email sent yet");
  await checkBoth(page, "app-dashboard");

  // the latest email opens in the history
  await trial.getByRole("link", { name: "Markets: rates hold, earnings beat" }).click();
  await expect(page).toHaveURL(
    new RegExp(`${historyPath(TRIAL).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?email=`),
  );
  await expect(page.getByTestId("email-reader").getByRole("heading", { level: 2 })).toHaveText(
    "Markets: rates hold, earnings beat",
  );
});

test("/manage: switches named for their briefing, billing said before deleting", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, READER);
  await page.goto(`${server.url}/manage`);
  await expect(page.getByRole("switch", { name: `${TRIAL} Active` })).toBeChecked();
  await expect(page.getByRole("switch", { name: `${PAID} Inactive` })).not.toBeChecked();

  // the clamped description ends at a whole line: its box is exactly three lines high
  const clamp = page.getByTestId("briefing-card").filter({ hasText: TRIAL }).locator("p.line-clamp-3");
  const { height, line } = await clamp.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    line: Number.parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(height).toBeCloseTo(3 * line, 0);
  await checkBoth(page, "app-manage");

  const paidCard = page.getByTestId("briefing-card").filter({ hasText: PAID });
  await paidCard.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("This action cannot be undone.");
  await expect(dialog.getByTestId("delete-billing-note")).toContainText(
    "its subscription is cancelled, so you are not charged again",
  );
  await snap(page, "app-manage-cancel-dialog-1280");
  await dialog.getByRole("button", { name: "No" }).click();
  await expect(dialog).toBeHidden();

  // by keyboard alone (the dialog's code loads on first use, decision 104): Enter opens it with focus
  // inside, Escape closes it, and focus is back on the button that opened it
  const cancel = paidCard.getByRole("button", { name: "Cancel subscription" });
  await cancel.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "No" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(cancel).toHaveAttribute("aria-expanded", "false");
});

test("/history on a phone: the list, then the email on its own; times on the reader's clock (en-GB, en-US)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, READER);
  await page.goto(`${server.url}${historyPath(TRIAL)}`);
  const list = page.getByTestId("email-list");
  await expect(list.getByRole("button")).toHaveCount(2);
  await expect(list.getByRole("button").first()).toContainText(/\d{2}:\d{2}/);
  await expect(list.getByRole("button").first()).not.toContainText(/AM|PM/);
  await expect(page.getByTestId("email-reader")).toBeHidden();
  await expectNoAxeViolations(page);
  await snap(page, "app-history-list-390");

  await list.getByRole("button", { name: /rates hold/ }).click();
  await expect(page.getByTestId("email-reader")).toBeVisible();
  await expect(list).toBeHidden();
  // the frame grows to the whole email: one scroll surface (the page), nothing scrolls inside the frame
  const frame = page.getByTestId("email-frame");
  await expect
    .poll(() =>
      frame.evaluate((el: HTMLIFrameElement) => {
        const doc = el.contentDocument!.documentElement;
        return doc.scrollHeight - el.clientHeight;
      }),
    )
    .toBeLessThanOrEqual(1);
  expect((await frame.boundingBox())!.height).toBeGreaterThan(844);
  await expectNoAxeViolations(page);
  await snap(page, "app-history-email-390");

  await page.getByRole("button", { name: "All sent emails" }).click();
  await expect(list).toBeVisible();

  // at 1280 px both side by side
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId("email-reader")).toBeVisible();
  await expect(list).toBeVisible();
  await checkBoth(page, "app-history");

  // a 12-hour reader (en-US) sees 12-hour times everywhere (decision 109), signed in as the same person
  const context = await page
    .context()
    .browser()!
    .newContext({
      locale: "en-US",
      timezoneId: "America/New_York",
      storageState: await page.context().storageState(),
    });
  const us = await context.newPage();
  await us.setViewportSize({ width: 1280, height: 900 });
  await us.goto(`${server.url}/dashboard`);
  // the dashboard: schedule and next send on the same 12-hour clock (the briefing's own zone)
  const trial = us.getByTestId("briefing-summary").filter({ hasText: TRIAL });
  await expect(trial).toContainText(/Daily at 7:00\sAM \(Europe\/Berlin\)/);
  await expect(trial.getByTestId("next-send")).toHaveText(/^Next email \w{3}, \w{3} \d{1,2}, 7:00\sAM$/);
  await us.goto(`${server.url}/manage`);
  await expect(us.getByTestId("briefing-card").filter({ hasText: PAID })).toContainText(/at 9:30\sAM/);
  await snap(us, "app-manage-en-US-1280");
  await us.goto(`${server.url}${historyPath(TRIAL)}`);
  await expect(us.getByTestId("email-list").getByRole("button").first()).toContainText(/\d:\d{2}\s[AP]M/);
  // the form's own time field is the browser's, in the same locale
  await us.goto(`${server.url}/create`);
  await expect(us.getByLabel("Time of getting the mail")).toHaveValue("07:00");
  await snap(us, "app-create-en-US-1280");
  await context.close();
});

test("/account and /create pass axe at both widths; visitor links are gone for a signed-in person", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, READER);
  for (const name of ["Start free trial", "Log in"]) {
    await expect(page.locator("footer").getByRole("link", { name, exact: true })).toBeHidden();
  }
  await page.goto(`${server.url}/account`);
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  await checkBoth(page, "app-account");
  await page.goto(`${server.url}/create`);
  await expect(page.getByLabel("Subscription name")).toBeVisible();
  await checkBoth(page, "app-create");
});

test("/account billing: each plan, cancel at period end, a receipt", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, READER);
  await page.goto(`${server.url}/account#billing`);
  const plans = page.getByRole("list", { name: "Plans" });
  const trial = plans.getByRole("listitem").filter({ hasText: TRIAL });
  const paid = plans.getByRole("listitem").filter({ hasText: PAID });
  await expect(trial).toContainText("Free trial until");
  await expect(trial.getByRole("button")).toHaveCount(0);
  await expect(paid).toContainText("Once a week · $2.00 / month");
  await expect(paid).toContainText(/Paid · renews/);
  await snap(page, "app-account-billing-1280");
  await paid.getByRole("button", { name: `Cancel renewal of “${PAID}”` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("is not charged again");
  await dialog.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(paid).toContainText("will not renew");
  await expect(paid.getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("heading", { name: "Receipts" }).scrollIntoViewIfNeeded();
  await snap(page, "app-account-billing-390");
  await page.getByRole("link", { name: new RegExp(`^Receipt for ${PAID}`) }).click();
  await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
  await expect(page.locator("body")).toContainText("$2.00 USD");
  await snap(page, "app-receipt-390");
});

test("/payment-success and the operator view pass axe at both widths", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, ADMIN);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  // the payment page moves on to /manage after 5 s: both widths within that time
  await page.goto(`${server.url}/payment-success`);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "app-payment-success-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await snap(page, "app-payment-success-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole("heading", { name: "Operator view" })).toBeVisible();
  await checkBoth(page, "app-admin");
});

test("the verify-your-email screen resends the link, once a minute", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `fresh-${Date.now().toString(36)}@example.test`;
  await page.goto(`${server.url}/signup`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByTestId("verify-your-email")).toContainText(email);
  await page.getByRole("button", { name: "Send the email again" }).click();
  await expect(page.getByTestId("resend-outcome")).toHaveText(
    `A new link is on its way to ${email}. Earlier links no longer work.`,
  );
  await page.getByRole("button", { name: "Send the email again" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please wait" })).toContainText(
    "A verification email was sent less than a minute ago.",
  );
  await expectNoAxeViolations(page);
  await snap(page, "app-verify-resend-390");
});

test("the debug pill never covers the page's last line", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, READER);
  await page.goto(`${server.url}/manage?debug=1`); // (the init script switches it off on every load)
  const pill = page.getByTestId("debug-panel");
  await expect(pill.getByRole("button", { name: "Debug" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = page.locator("footer").getByText(/© \d{4} Tidings/);
  const settings = page.locator("footer").getByRole("button", { name: "Cookie Settings" });
  const p = (await pill.boundingBox())!;
  for (const el of [copyright, settings]) {
    const b = (await el.boundingBox())!;
    const overlaps =
      p.x < b.x + b.width && b.x < p.x + p.width && p.y < b.y + b.height && b.y < p.y + p.height;
    expect(overlaps).toBe(false);
  }
  await snap(page, "app-debug-pill-390");
});
