/**
 * The operator view end to end: Chromium + the real server (own PGlite DATA_DIR) + an SMTP sink that
 * refuses the first message with a permanent 550. An admin sees the failed delivery with its reason on
 * /admin, retries it, and the email goes out; a signed-in non-admin (and a visitor) gets 404 for the
 * page and every admin API.
 */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { loadConfig } from "../../server/config";
import { createContext } from "../../server/context";
import { briefings } from "../../server/db/schema";
import { type AppServer, startAppServer } from "../support/app-server";
import { newDataDir } from "../support/e2e-data-dir";
import { createAdmin, createBriefing, createUser, timeFarFromNow } from "../support/factories";
import { type FixtureFeedServer, startFixtureFeedServer } from "../support/fixture-feed-server";
import { snap } from "../support/screenshots";
import { SmtpSink } from "../support/smtp-sink";
import { logIn as logInAs } from "../support/log-in";

const PASSWORD = "amber-lighthouse-sparrow-77";
const ADMIN = "grace@ops.test";
const PERSON = "linus@ops.test";

test.use({ timezoneId: "UTC" });
test.describe.configure({ mode: "serial" });

let server: AppServer;
let sink: SmtpSink;
let feeds: FixtureFeedServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await new SmtpSink().start();
  feeds = await startFixtureFeedServer();
  dataDir = newDataDir("admin");
  const catalogue = path.join(dataDir, "sources.json");
  writeFileSync(catalogue, JSON.stringify({ version: 1, subjects: [], general: [] }));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const ctx = await createContext(config);
  await createAdmin(ctx, { email: ADMIN, password: PASSWORD, name: "Grace" });
  const person = await createUser(ctx, { email: PERSON, password: PASSWORD, name: "Linus" });
  const { briefing } = await createBriefing(ctx, person, {
    name: "Kernel news",
    topic: `Quantum computing and AI research from ${feeds.url}/feeds/tech.xml`,
    // a real slot while the test runs would send the stories before the retry does
    times: [timeFarFromNow()],
    timezone: "UTC",
  });
  // due now: the server's first scheduler tick enqueues it, and the sink refuses it for good
  await ctx.db
    .update(briefings)
    .set({ nextSendAt: new Date(Date.now() - 1000) })
    .where(eq(briefings.id, briefing.id));
  await ctx.close();
  sink.failNext(1, 550, "5.1.1 <linus@ops.test>: Recipient address rejected");
  server = await startAppServer({
    dataDir,
    env: {
      SMTP_URL: sink.url,
      SOURCE_ALLOWLIST: "127.0.0.1",
      SOURCES_FILE: catalogue,
      FEED_REFRESH_MINUTES: "0",
      SCHEDULER_TICK_MS: "500",
      LOG_LEVEL: "warn",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await feeds?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const logIn = (page: Page, email: string) => logInAs(page, { url: server.url, email, password: PASSWORD });

const ADMIN_API: Array<[string, string]> = [
  ["GET", "/api/admin/overview"],
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/briefings?q=kernel"],
  ["GET", "/api/admin/deliveries?failed=1"],
  ["GET", "/api/admin/feeds"],
  ["GET", "/api/admin/audit"],
  ["POST", "/api/admin/deliveries/8e1b0c7e-0000-4000-8000-000000000001/retry"],
];

/** Status of each admin page and API call made from this page's session. */
async function adminStatuses(page: Page): Promise<number[]> {
  const pages = await Promise.all(
    ["/admin", "/admin/", "/admin/anything"].map(async (p) =>
      (await page.request.get(`${server.url}${p}`)).status(),
    ),
  );
  const apis = await page.evaluate(
    async (calls) =>
      Promise.all(
        calls.map(async ([method, url]) => (await fetch(url, { method, credentials: "same-origin" })).status),
      ),
    ADMIN_API,
  );
  return [...pages, ...apis];
}

test("an admin sees the failed delivery with its reason on /admin, retries it, and the email goes out", async ({
  page,
}) => {
  // the server's first delivery starts its encoder and gathers first: on a loaded machine, most of a minute
  test.setTimeout(150_000);
  await logIn(page, ADMIN);
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole("heading", { name: "Operator view" })).toBeVisible();
  const row = page.getByTestId("admin-delivery").filter({ hasText: "Kernel news" });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveAttribute("data-status", "failed", { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row).toContainText("Recipient address rejected");
  await expect(row).toContainText("550");
  await expect(row).toContainText(PERSON);
  await snap(page, "admin-failed-delivery");

  await row.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Delivery queued again")).toBeVisible();
  const mail = await sink.nextEmail(PERSON, { subject: "Kernel news", timeoutMs: 30_000 });
  expect(mail.headers["list-id"]).toContain('"Kernel news"');
  expect(mail.html).toContain("Quantum computing startup demonstrates error-corrected qubits");

  // the ledger says sent; the audit log names who retried it
  await page.getByLabel("Failures only").uncheck();
  await expect(async () => {
    await page.reload();
    await page.getByLabel("Failures only").uncheck();
    await expect(row).toHaveAttribute("data-status", "sent", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId("audit-entry").first()).toContainText("delivery.retry");
  await expect(page.getByTestId("audit-entry").first()).toContainText(ADMIN);
  await snap(page, "admin-after-retry");

  // an admin gets 200 where everyone else gets 404 (the same calls as below)
  const statuses = await adminStatuses(page);
  expect(statuses.slice(0, 3)).toEqual([200, 200, 404]); // /admin/anything is no page, for admins either
  expect(statuses.slice(3, 9)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(statuses[9]).toBe(404); // no such delivery
});

test("a signed-in non-admin and a visitor get 404 for every /admin page and API", async ({ page }) => {
  await page.goto(`${server.url}/`);
  expect(await adminStatuses(page)).toEqual(Array(10).fill(404));

  await logIn(page, PERSON);
  expect(await adminStatuses(page)).toEqual(Array(10).fill(404));
  const res = await page.goto(`${server.url}/admin`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText("Operator view")).toHaveCount(0);
  await snap(page, "admin-non-admin-404");
});
