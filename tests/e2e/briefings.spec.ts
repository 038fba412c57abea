/**
 * Briefings and billing, end to end in Chromium against a real Tidings server of its own (PGlite in a
 * temporary DATA_DIR, local checkout provider). Accounts are seeded before the server starts (an
 * admin cannot be made through the UI), with sent emails for the history screen.
 */
import { rmSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { loadConfig } from "../../server/config";
import { type Actor, createContext } from "../../server/context";
import { emailHistory } from "../../server/db/schema";
import { type AppServer, startAppServer } from "../support/app-server";
import { newDataDir } from "../support/e2e-data-dir";
import { createBriefing, createUser } from "../support/factories";
import { snap } from "../support/screenshots";
import { logIn as logInAs } from "../support/log-in";

const PASSWORD = "violet-harbour-lantern-42";
const who = {
  verified: "vera@example.test",
  unverified: "uma@example.test",
  admin: "ada@example.test",
  reader: "rex@example.test",
};
const HISTORY_NAME = "Lab / notes ✨ 100%";
const EVIL_EMAIL = `<h1 id="greeting">Your lab notes</h1>
<p>Three things worth reading today.</p>
<script>document.body.setAttribute("data-pwned", "script"); try { parent.postMessage("pwned", "*") } catch (e) {}</script>
<img src="data:," onerror="document.body.setAttribute('data-pwned','onerror')" alt="">
<p><a href="https://example.org/story">A story</a></p>`;

let server: AppServer;
let dataDir: string;

async function seed(dir: string) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dir,
    APP_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
  });
  const ctx = await createContext(config);
  const users: Partial<Record<keyof typeof who, Actor>> = {};
  for (const [kind, email] of Object.entries(who) as [keyof typeof who, string][]) {
    users[kind] = await createUser(ctx, {
      email,
      password: PASSWORD,
      name: kind,
      verified: kind !== "unverified",
      admin: kind === "admin",
    });
  }
  const { briefing: b } = await createBriefing(ctx, users.reader!, {
    name: HISTORY_NAME,
    times: ["06:45"],
    topic: "Lab notes",
    timezone: "UTC",
  });
  await ctx.db.insert(emailHistory).values([
    {
      briefingId: b.id,
      subject: "Tuesday lab notes",
      emailContent: EVIL_EMAIL,
      sentAt: new Date(Date.now() - 3_600_000),
    },
    {
      briefingId: b.id,
      subject: "Monday lab notes",
      emailContent: "<h1>Monday</h1><p>Older issue.</p>",
      sentAt: new Date(Date.now() - 90_000_000),
    },
  ]);
  await ctx.close();
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = newDataDir("briefings");
  await seed(dataDir);
  server = await startAppServer({ dataDir, env: { NODE_ENV: "test", LOG_LEVEL: "warn", SKIP_BUILD: "1" } });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const logIn = (page: Page, email: string) => logInAs(page, { url: server.url, email, password: PASSWORD });

async function fillForm(
  page: Page,
  v: { name: string; frequency: "Daily" | "Once a week"; time: string; day?: string; topic: string },
) {
  await page.getByLabel("Subscription name").fill(v.name);
  await page.getByLabel("Frequency").selectOption({ label: v.frequency });
  await page.getByLabel("Time of getting the mail").fill(v.time);
  if (v.day) await page.getByLabel("Day of the week").selectOption({ label: v.day });
  await page.getByLabel("Email content").fill(v.topic);
}

/** No serious or critical accessibility problems in the screen's own content. */
async function expectAccessible(page: Page) {
  const r = await new AxeBuilder({ page }).include("main").analyze();
  const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const card = (page: Page, name: string) =>
  page.getByTestId("briefing-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("a verified user: trial, toggle, edit, second briefing through the local checkout, delete", async ({
  page,
  context,
}) => {
  await logIn(page, who.verified);

  // empty state
  await page.goto(`${server.url}/manage`);
  await expect(page.getByText("You don't have any subscriptions yet")).toBeVisible();
  await snap(page, "briefings-manage-empty");
  await page.getByRole("link", { name: "Create your first briefing" }).click();
  await expect(page).toHaveURL(/\/create$/);

  // first briefing: the free trial
  await expect(page.getByTestId("pricing-note")).toContainText(
    "7 day free trial, after that $2.00 USD / month",
  );
  await expect(page.getByText("You already have an active subscription.")).toHaveCount(0);
  await fillForm(page, {
    name: "Morning brief",
    frequency: "Daily",
    time: "08:00",
    topic: "AI research, chips and European tech policy",
  });
  await snap(page, "briefings-create-trial");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create subscription" }).click();
  await expect(page.getByText("Trial subscription created!")).toBeVisible();
  await expect(page.getByText("You have 7 days free to try our service")).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);
  const first = card(page, "Morning brief");
  // the reader's clock: this browser is en-US, 12-hour (decision 109)
  await expect(first).toContainText(/Daily at 8:00\sAM/);
  await expect(first).toContainText(who.verified);
  await expect(first.getByTestId("billing-state")).toContainText("Free trial until");

  // toggle off and on
  const sw = first.getByRole("switch");
  await expect(sw).toBeChecked();
  await sw.click();
  await expect(page.getByText("Subscription deactivated")).toBeVisible();
  await expect(sw).not.toBeChecked();
  await page.reload();
  await expect(card(page, "Morning brief").getByRole("switch")).not.toBeChecked();
  await card(page, "Morning brief").getByRole("switch").click();
  await expect(page.getByText("Subscription activated")).toBeVisible();
  await expect(card(page, "Morning brief").getByRole("switch")).toBeChecked();

  // edit: weekly, Wednesday 07:30 (changing frequency clears the time and weekday)
  await card(page, "Morning brief").getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/create\?edit=/);
  await expect(page.getByLabel("Subscription name")).toHaveValue("Morning brief");
  await expect(page.getByLabel("Time of getting the mail")).toHaveValue("08:00");
  await page.getByLabel("Frequency").selectOption({ label: "Once a week" });
  await expect(page.getByLabel("Time of getting the mail")).toHaveValue("");
  await expect(page.getByLabel("Day of the week")).toHaveValue("");
  await page.getByRole("button", { name: "Update subscription" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Time of getting the mail is required" }),
  ).toBeVisible();
  await page.getByLabel("Time of getting the mail").fill("07:30");
  await page.getByLabel("Day of the week").selectOption({ label: "Wednesday" });
  await snap(page, "briefings-edit");
  await page.getByRole("button", { name: "Update subscription" }).click();
  await expect(page.getByText("Subscription updated")).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(card(page, "Morning brief")).toContainText(/Once a week on Wednesday at 7:30\sAM/);

  // second briefing: trial used → checkout in a new tab (local provider)
  await page.getByRole("link", { name: "Create new", exact: true }).click();
  await expect(page.getByTestId("pricing-note")).toContainText("$2.00 USD / month");
  await expect(page.getByTestId("pricing-note")).not.toContainText("free trial");
  await expect(
    page.getByText("You already have an active subscription. Additional subscriptions require payment."),
  ).toBeVisible();
  await fillForm(page, {
    name: "Markets / weekly ✨",
    frequency: "Daily",
    time: "18:15",
    topic: "Markets close, rates, one chart",
  });
  await snap(page, "briefings-create-paid");
  const popupPromise = context.waitForEvent("page");
  await page.getByRole("button", { name: "Create subscription" }).click();
  const checkout = await popupPromise;
  await checkout.waitForURL(/\/api\/billing\/local\/checkout\/lcs_/);
  await expect(checkout.getByText("Markets / weekly ✨")).toBeVisible();
  await expect(checkout.getByText("$2.00 USD / month")).toBeVisible();
  await snap(checkout, "briefings-local-checkout");
  await expect(page).toHaveURL(/\/manage$/);
  await expect(card(page, "Markets / weekly ✨").getByTestId("billing-state")).toContainText(
    "Awaiting payment",
  );
  expect(await page.evaluate(() => localStorage.getItem("pendingSubscription"))).toContain(
    "Markets / weekly ✨",
  );
  await snap(page, "briefings-manage-awaiting-payment");

  await checkout.getByRole("button", { name: "Pay $2.00" }).click();
  await checkout.waitForURL(/\/payment-success\?session_id=/);
  await expect(checkout.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await snap(checkout, "briefings-payment-success");
  await checkout.getByRole("button", { name: "Go to Manage now" }).click();
  await expect(checkout).toHaveURL(/\/manage$/);
  await checkout.close();

  // the first tab sees the payment without a reload (it polls while a payment is open)
  await expect(card(page, "Markets / weekly ✨").getByTestId("billing-state")).toContainText(
    "Paid · renews",
    { timeout: 15_000 },
  );
  await expect(page.getByTestId("briefing-card").first()).toContainText("Markets / weekly ✨"); // newest first
  await snap(page, "briefings-manage");
  await expectAccessible(page);

  // delete: No keeps it, Yes deletes it
  await card(page, "Morning brief").getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Are you sure you want to delete this subscription? This action cannot be undone.",
  );
  await snap(page, "briefings-delete-dialog");
  await dialog.getByRole("button", { name: "No" }).click();
  await expect(card(page, "Morning brief")).toBeVisible();
  await card(page, "Morning brief").getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Subscription deleted")).toBeVisible();
  await expect(card(page, "Morning brief")).toHaveCount(0);
  await page.reload();
  await expect(card(page, "Morning brief")).toHaveCount(0);
  await expect(card(page, "Markets / weekly ✨")).toBeVisible();
});

test("an unverified user sees the notice and cannot submit", async ({ page }) => {
  await logIn(page, who.unverified);
  await page.goto(`${server.url}/create`);
  await expect(
    page.getByText(
      "Email verification required: Please verify your email address before creating subscriptions.",
    ),
  ).toBeVisible();
  await fillForm(page, { name: "Blocked", frequency: "Daily", time: "09:00", topic: "anything" });
  await expect(page.getByRole("button", { name: "Create subscription" })).toBeDisabled();
  await snap(page, "briefings-create-unverified");
});

test("an admin creates for free", async ({ page }) => {
  await logIn(page, who.admin);
  await page.goto(`${server.url}/create`);
  await expect(page.getByText("Admin Mode: Free subscription creation enabled")).toBeVisible();
  await expect(page.getByTestId("pricing-note")).not.toContainText("USD");
  await fillForm(page, {
    name: "Ops digest",
    frequency: "Once a week",
    time: "06:00",
    day: "Monday",
    topic: "Incidents and postmortems",
  });
  await snap(page, "briefings-create-admin");
  await page.getByRole("button", { name: "Create subscription" }).click();
  await expect(page.getByText("Subscription created", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(card(page, "Ops digest").getByTestId("billing-state")).toContainText("Free (admin)");
});

test("history: names round-trip through the URL, emails render in a sandbox that runs no script", async ({
  page,
}) => {
  const consoleLines: string[] = [];
  page.on("console", (m) => consoleLines.push(m.text()));
  await logIn(page, who.reader);
  await page.goto(`${server.url}/manage`);
  await page.evaluate(() =>
    window.addEventListener("message", (e) => ((window as unknown as { got: unknown }).got = e.data)),
  );
  await card(page, HISTORY_NAME).getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(`${server.url}/history/${encodeURIComponent(HISTORY_NAME)}`);
  await expect(page.getByRole("heading", { name: "Sent Emails (2)" })).toBeVisible();
  const list = page.getByTestId("email-list");
  await expect(list.getByRole("button").first()).toContainText("Tuesday lab notes");
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("600px");

  const frameEl = page.getByTestId("email-frame");
  // same origin only so the app can measure the email (decision 103); never scripts, forms or top navigation
  await expect(frameEl).toHaveAttribute(
    "sandbox",
    "allow-same-origin allow-popups allow-popups-to-escape-sandbox",
  );
  const frame = page.frameLocator('[data-testid="email-frame"]');
  await expect(frame.locator("#greeting")).toHaveText("Your lab notes");
  await page.waitForTimeout(500);
  await expect(frame.locator("body")).not.toHaveAttribute("data-pwned", /.*/);
  expect(await page.evaluate(() => (window as unknown as { got?: unknown }).got)).toBeUndefined();
  expect(consoleLines.some((l) => /Blocked script execution in 'about:srcdoc'/.test(l))).toBe(true);
  await snap(page, "briefings-history");
  // (no axe run here: axe-core cannot inject into the script-less sandboxed frame and stalls)

  await list.getByRole("button", { name: /Monday lab notes/ }).click();
  await expect(frame.locator("h1")).toHaveText("Monday");

  // deep link straight to the URL (reload) works, including the encoded slash
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sent Emails (2)" })).toBeVisible();

  await page.getByRole("link", { name: "Back to manage" }).click();
  await expect(page).toHaveURL(/\/manage$/);

  // editing an id that is not the user's: toast and back to /manage
  await page.goto(`${server.url}/create?edit=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText("The requested subscription could not be found.")).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);

  // an unknown name: toast and back to /manage
  await page.goto(`${server.url}/history/${encodeURIComponent("No such briefing")}`);
  await expect(page.getByText("Subscription not found")).toBeVisible();
  await expect(page.getByText("The requested subscription could not be found.")).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);
});
