/**
 * The signed-in app as a person meets it (issue 20): the briefing form's errors, defaults and examples,
 * at 1280 and 390 px, with axe over the whole page. Its own Tidings server (PGlite in a temporary
 * DATA_DIR, local checkout provider); the accounts are seeded before the server starts.
 */
import { rmSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { loadConfig } from "../../server/config";
import { createContext } from "../../server/context";
import { type AppServer, startAppServer } from "../support/app-server";
import { newDataDir } from "../support/e2e-data-dir";
import { createUser } from "../support/factories";
import { snap } from "../support/screenshots";
import { logIn as logInAs } from "../support/log-in";

const PASSWORD = "violet-harbour-lantern-42";
const FORM_USER = "fern@example.test";

let server: AppServer;
let dataDir: string;

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ timezoneId: "Europe/Berlin", locale: "en-GB" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = newDataDir("app");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
  });
  const ctx = await createContext(config);
  await createUser(ctx, { email: FORM_USER, password: PASSWORD, name: "Fern", verified: true });
  await ctx.close();
  server = await startAppServer({ dataDir, env: { NODE_ENV: "test", LOG_LEVEL: "warn", SKIP_BUILD: "1" } });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const logIn = (page: Page, email: string) => logInAs(page, { url: server.url, email, password: PASSWORD });

/** Zero axe violations on the whole page. */
async function expectNoAxeViolations(page: Page) {
  const r = await new AxeBuilder({ page }).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
    [],
  );
}

/** Screenshots at both widths (the page is already at 1280 px). */
async function snapBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("create form: defaults, every error next to its field, cleared on change, examples, server field errors", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, FORM_USER);
  await page.goto(`${server.url}/create`);

  const name = page.getByLabel("Subscription name");
  const time = page.getByLabel("Time of getting the mail");
  const topic = page.getByLabel("Email content");

  // defaults: daily at 07:00 in the browser's time zone
  await expect(page.getByLabel("Frequency")).toHaveValue("daily");
  await expect(time).toHaveValue("07:00");
  await expect(page.getByText("Times are in your timezone: Europe/Berlin")).toBeVisible();
  await expectNoAxeViolations(page);

  // every missing field at once, each message attached to its own field
  await time.fill("");
  await page.getByRole("button", { name: "Create subscription" }).click();
  await expect(name).toHaveAccessibleDescription("Subscription name is required");
  await expect(time).toHaveAccessibleDescription("Time of getting the mail is required");
  await expect(topic).toHaveAccessibleDescription("Email content is required");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await snapBoth(page, "app-create-errors");

  // fixing a field clears its message only
  await name.fill("Morning brief");
  await expect(page.getByText("Subscription name is required")).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Email content is required")).toBeVisible();
  await time.fill("06:30");
  await expect(page.getByText("Time of getting the mail is required")).toHaveCount(0);

  // a one-word description is not enough
  await topic.fill("AI");
  await page.getByRole("button", { name: "Create subscription" }).click();
  await expect(topic).toHaveAccessibleDescription("Describe what you want to read in at least 3 words");
  await expect(topic).toBeFocused();

  // an example fills the description and clears its message
  await page.getByRole("button", { name: "Use the example: Markets" }).click();
  await expect(topic).toHaveValue(/^Stock market moves, interest rates/);
  await expect(page.getByText("at least 3 words")).toHaveCount(0);

  // the server's field error (a name that is only markup) shows next to the name, no toast
  await name.fill("<b></b>");
  await page.getByRole("button", { name: "Create subscription" }).click();
  await expect(name).toHaveAccessibleDescription(
    "Subscription name must contain text, not only markup or spaces",
  );
  await expect(page.getByText("Failed to process subscription")).toHaveCount(0);
  await snapBoth(page, "app-create-server-error");
  await name.fill("Markets at dawn");
  await expect(page.getByText("not only markup")).toHaveCount(0);

  await page.getByRole("button", { name: "Create subscription" }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByText("Daily at 06:30")).toBeVisible();
});
