import { expect, type Page, test } from "@playwright/test";
import type { AppServer } from "../support/app-server";
import { type DeliveryApp, startDeliveryApp } from "../support/delivery-app";
import { type FixtureFeedServer, startFixtureFeedServer } from "../support/fixture-feed-server";
import { snap } from "../support/screenshots";
import { isAbout, SmtpSink } from "../support/smtp-sink";
import { logIn as logInAs } from "../support/log-in";
import { timeFarFromNow } from "../support/factories";

const PASSWORD = "amber-lighthouse-sparrow-77";
const ADMIN = "ada@delivery.test";

test.use({ timezoneId: "UTC" });
test.describe.configure({ mode: "serial" });

let server: AppServer;
let sink: SmtpSink;
let feeds: FixtureFeedServer;
let app: DeliveryApp;

const item = (
  id: string,
  title: string,
  hoursAgo = 1,
  about = "Energy analysts explained what it means for prices and for the grid.",
) =>
  `<item><title>${title}</title><link>https://live.example/${id}</link><guid>${id}</guid><pubDate>{{HOURS_AGO_${hoursAgo}}}</pubDate><description>${title}. ${about}</description></item>`;
const liveFeed = (...items: string[]) =>
  `<rss version="2.0"><channel><title>Energy Wire</title>${items.join("")}</channel></rss>`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await new SmtpSink().start();
  feeds = await startFixtureFeedServer();
  feeds.setCustom(
    "energy",
    liveFeed(
      item("e1", "Grid battery storage record set"),
      item("e2", "Wind energy output hits new high", 2),
      item(
        "x1",
        "Celebrity chef opens restaurant",
        1,
        "Diners queued around the block for the tasting menu.",
      ),
    ),
  );
  app = await startDeliveryApp({
    name: "delivery",
    sinkUrl: sink.url,
    admin: { email: ADMIN, password: PASSWORD, name: "Ada" },
    env: {
      TEST_EMAILS_PER_BRIEFING_PER_HOUR: "2",
    },
  });
  server = app.server;
});

test.afterAll(async () => {
  await app?.stop();
  await sink?.close();
  await feeds?.close();
});

const logIn = (page: Page) => logInAs(page, { url: server.url, email: ADMIN, password: PASSWORD });

async function createBriefing(page: Page, v: { name: string; time: string; topic: string }) {
  await page.goto(`${server.url}/create`);
  await page.getByLabel("Subscription name").fill(v.name);
  await page.getByLabel("Frequency").selectOption({ label: "Daily" });
  await page.getByLabel("Time of getting the mail").fill(v.time);
  await page.getByLabel("Email content").fill(v.topic);
  await page
    .getByRole("button", { name: /create|save/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/manage$/);
}

const card = (page: Page, name: string) =>
  page.getByTestId("briefing-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("Preview on /manage shows the email it would send now, while the sink receives nothing and /history stays empty", async ({
  page,
}) => {
  await logIn(page);
  await createBriefing(page, {
    name: "Preview desk",
    time: timeFarFromNow(),
    topic: `Quantum computing and AI research from ${feeds.url}/feeds/tech.xml`,
  });
  const before = sink.messages.length;
  await card(page, "Preview desk").getByRole("button", { name: "Preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Preview of “Preview desk”" });
  await expect(dialog).toBeVisible();
  const frame = dialog.frameLocator('[data-testid="preview-frame"]');
  await expect(
    frame.getByRole("link", { name: "Quantum computing startup demonstrates error-corrected qubits" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByText("Summaries are extracts from the articles.")).toBeVisible();
  await expect(dialog.getByTestId("preview-subject")).toContainText(/— and \d+ more/);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "email-preview-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, "email-preview-1280");
  await dialog.getByRole("button", { name: "Close preview" }).click();
  await expect(dialog).toBeHidden();
  // nothing was sent, nothing kept
  await new Promise((r) => setTimeout(r, 500));
  expect(sink.messages.length).toBe(before);
  await card(page, "Preview desk").getByRole("link", { name: "History" }).click();
  await expect(page.getByText("No emails sent yet")).toBeVisible();

  // quiet days: the edit form offers skip (the default) or a short note, and keeps the choice
  await page.goto(`${server.url}/manage`);
  await card(page, "Preview desk").getByRole("link", { name: "Edit" }).click();
  const quiet = page.getByLabel("When nothing new matches");
  await expect(quiet).toHaveValue("skip");
  await quiet.selectOption({ label: "Send a short note" });
  await snap(page, "email-quiet-days-form");
  await page.getByRole("button", { name: "Update subscription" }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await card(page, "Preview desk").getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("When nothing new matches")).toHaveValue("note");
});

test("Test email on /manage sends the matching fixture items, not the off-topic ones; screenshot of the email", async ({
  page,
}) => {
  await logIn(page);
  await createBriefing(page, {
    name: "Quantum desk",
    time: timeFarFromNow(),
    topic: `Quantum computing and AI research from ${feeds.url}/feeds/tech.xml — no crypto please`,
  });
  await card(page, "Quantum desk").getByRole("button", { name: "Test email" }).click();
  await expect(page.getByText("Test email sent!")).toBeVisible({ timeout: 30_000 });
  const mail = await sink.nextEmail(ADMIN, { subject: "Quantum desk", timeoutMs: 10_000 });
  // the subject leads with the first story; the briefing is named by its List-Id
  expect(mail.subject).toMatch(/^\[Test\] .+ — and \d+ more$/);
  expect(mail.headers["list-id"]).toContain('"Quantum desk"');
  expect(mail.html).toContain("Quantum computing startup demonstrates error-corrected qubits");
  expect(mail.html).toContain("Open-source AI model rivals proprietary systems on coding benchmarks");
  expect(mail.html).not.toMatch(/football|Gardening|Bitcoin/i);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

  // the email as rendered (light), and in dark mode
  const view = await page.context().newPage();
  await view.setViewportSize({ width: 720, height: 900 });
  await view.setContent(mail.html);
  await expect(
    view.getByRole("link", { name: "Quantum computing startup demonstrates error-corrected qubits" }),
  ).toBeVisible();
  await snap(view, "delivery-email");
  await view.emulateMedia({ colorScheme: "dark" });
  await snap(view, "delivery-email-dark");
  await view.close();

  // it is in the history, marked as sent
  await card(page, "Quantum desk").getByRole("link", { name: "History" }).click();
  await expect(page.getByText(mail.subject).first()).toBeVisible();
  await snap(page, "delivery-history");
});

test("a test email beyond the briefing's hourly limit is refused with a toast that says when to try again", async ({
  page,
}) => {
  await logIn(page);
  await createBriefing(page, {
    name: "Limit desk",
    time: timeFarFromNow(),
    topic: `Quantum computing from ${feeds.url}/feeds/tech.xml`,
  });
  const button = card(page, "Limit desk").getByRole("button", { name: "Test email" });
  for (let i = 0; i < 2; i++) {
    await button.click();
    await expect(page.getByText("Test email sent!").first()).toBeVisible({ timeout: 30_000 });
    await sink.nextEmail(ADMIN, { subject: "Limit desk", timeoutMs: 10_000 });
    await expect(button).toBeEnabled();
  }
  await button.click();
  await expect(
    page.getByText(/^This briefing has sent 2 test emails in the last hour\. Try again in \d+ minutes\.$/),
  ).toBeVisible();
  await snap(page, "delivery-test-email-limit");
  await new Promise((r) => setTimeout(r, 500));
  expect(sink.emailsTo(ADMIN).filter((m) => isAbout(m, "Limit desk"))).toHaveLength(2);
});

test("a briefing set to the next minute is delivered within 60 s of it, appears in /history, and the next run repeats nothing", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logIn(page);
  // at least 40 s ahead, so creating it through the UI cannot miss the minute
  const slot = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  await createBriefing(page, {
    name: "Energy minute",
    time: slot.toISOString().slice(11, 16),
    topic: `Energy and power grid news from ${feeds.url}/custom/energy`,
  });
  const first = await sink.nextEmail(ADMIN, {
    subject: "Energy minute",
    timeoutMs: slot.getTime() - Date.now() + 90_000,
  });
  const lateness = new Date(first.receivedAt).getTime() - slot.getTime();
  expect(lateness).toBeGreaterThanOrEqual(0);
  expect(lateness).toBeLessThan(60_000);
  expect(first.subject).not.toMatch(/Test/);
  expect(first.html).toContain("Grid battery storage record set");
  expect(first.html).toContain("Wind energy output hits new high");
  expect(first.html).not.toContain("Celebrity chef");

  // /manage says when it last went out and when the next one is due (the ledger records "sent" right
  // after the SMTP server accepts, so look again until it has); each look gives the page time to render on
  // a machine busy with the other worker (1 s was too short there: every look missed)
  await expect(async () => {
    await page.goto(`${server.url}/manage`);
    await expect(card(page, "Energy minute").getByTestId("delivery-line")).toContainText("Last sent", {
      timeout: 5_000,
    });
  }).toPass({ timeout: 45_000 });
  await expect(card(page, "Energy minute").getByTestId("delivery-line")).toContainText("Next briefing");
  await snap(page, "delivery-manage-after-send");
  await card(page, "Energy minute").getByRole("link", { name: "History" }).click();
  await expect(page.getByText(first.subject).first()).toBeVisible();
  await snap(page, "delivery-history-scheduled");

  // next run: a new story appears; move the briefing to the next minute again through the edit screen
  feeds.setCustom(
    "energy",
    liveFeed(
      item("e1", "Grid battery storage record set"),
      item("e2", "Wind energy output hits new high", 2),
      item("e3", "Solar energy auction sets record low price"),
    ),
  );
  const slot2 = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  await page.goto(`${server.url}/manage`);
  await card(page, "Energy minute").getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Time of getting the mail").fill(slot2.toISOString().slice(11, 16));
  await page
    .getByRole("button", { name: /update|save/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/manage$/);
  const second = await sink.nextEmail(ADMIN, {
    subject: "Energy minute",
    timeoutMs: slot2.getTime() - Date.now() + 90_000,
  });
  expect(new Date(second.receivedAt).getTime() - slot2.getTime()).toBeLessThan(60_000);
  expect(second.html).toContain("Solar energy auction sets record low price");
  expect(second.html).not.toContain("Grid battery storage record set");
  expect(second.html).not.toContain("Wind energy output hits new high");
});
