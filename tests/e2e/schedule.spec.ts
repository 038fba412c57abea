import { expect, type Page, test } from "@playwright/test";
import type { AppServer } from "../support/app-server";
import { type DeliveryApp, startDeliveryApp } from "../support/delivery-app";
import { type FixtureFeedServer, startFixtureFeedServer } from "../support/fixture-feed-server";
import { logIn as logInAs } from "../support/log-in";
import { timeFarFromNow } from "../support/factories";
import { snap } from "../support/screenshots";
import { isAbout, SmtpSink } from "../support/smtp-sink";

const PASSWORD = "amber-lighthouse-sparrow-77";
const ADMIN = "ada@schedule.test";

test.use({ timezoneId: "UTC", locale: "en-GB" });
test.describe.configure({ mode: "serial" });

let server: AppServer;
let sink: SmtpSink;
let feeds: FixtureFeedServer;
let app: DeliveryApp;

const item = (id: string, title: string) =>
  `<item><title>${title}</title><link>https://live.example/${id}</link><guid>${id}</guid><pubDate>{{HOURS_AGO_1}}</pubDate><description>${title}. Energy analysts explained what it means for prices and for the grid.</description></item>`;
const liveFeed = (...items: string[]) =>
  `<rss version="2.0"><channel><title>Energy Wire</title>${items.join("")}</channel></rss>`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await new SmtpSink().start();
  feeds = await startFixtureFeedServer();
  feeds.setCustom("energy", liveFeed(item("e1", "Grid battery storage record set")));
  app = await startDeliveryApp({
    name: "schedule",
    sinkUrl: sink.url,
    admin: { email: ADMIN, password: PASSWORD, name: "Ada" },
    env: {
      // editions are prepared at their slot, so news arriving between two editions is in the second
      DELIVERY_PREPARE_MINUTES: "0",
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

async function fillBriefing(page: Page, v: { name: string; times: string[]; topic: string }) {
  await page.goto(`${server.url}/create`);
  await page.getByLabel("Subscription name").fill(v.name);
  await page.getByLabel("Frequency").selectOption({ label: "Daily" });
  await page.getByLabel("Time of getting the mail").fill(v.times[0]!);
  for (let i = 1; i < v.times.length; i++) {
    await page.getByRole("button", { name: "Add another time" }).click();
    await page.getByLabel(`Time ${i + 1}`, { exact: true }).fill(v.times[i]!);
  }
  await page.getByLabel("Email content").fill(v.topic);
}
const save = (page: Page) =>
  page
    .getByRole("button", { name: /create|save/i })
    .last()
    .click();

const card = (page: Page, name: string) =>
  page.getByTestId("briefing-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

test("two times in the next minutes: both editions arrive, the second without the first one's stories", async ({
  page,
}) => {
  test.setTimeout(360_000);
  await logIn(page);
  // at least 40 s ahead, so creating it through the UI cannot miss the minute; the second 2 minutes later
  const slot1 = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
  const slot2 = new Date(slot1.getTime() + 2 * 60_000);
  await fillBriefing(page, {
    name: "Two editions",
    times: [hhmm(slot1), hhmm(slot2)],
    topic: `Energy and power grid news from ${feeds.url}/custom/energy`,
  });
  await snap(page, "schedule-form-two-times");
  await save(page);
  await expect(page).toHaveURL(/\/manage$/);
  const first = await sink.nextEmail(ADMIN, {
    subject: "Two editions",
    timeoutMs: slot1.getTime() - Date.now() + 90_000,
  });
  expect(new Date(first.receivedAt).getTime() - slot1.getTime()).toBeLessThan(60_000);
  expect(first.html).toContain("Grid battery storage record set");
  // news arrives between the editions
  feeds.setCustom(
    "energy",
    liveFeed(
      item("e1", "Grid battery storage record set"),
      item("e2", "Solar energy auction sets record low price"),
    ),
  );
  const second = await sink.nextEmail(ADMIN, {
    subject: "Two editions",
    timeoutMs: slot2.getTime() - Date.now() + 90_000,
  });
  expect(new Date(second.receivedAt).getTime() - slot2.getTime()).toBeGreaterThanOrEqual(0);
  expect(new Date(second.receivedAt).getTime() - slot2.getTime()).toBeLessThan(60_000);
  expect(second.html).toContain("Solar energy auction sets record low price");
  expect(second.html).not.toContain("Grid battery storage record set");
  await new Promise((r) => setTimeout(r, 1000));
  expect(sink.emailsTo(ADMIN).filter((m) => isAbout(m, "Two editions"))).toHaveLength(2);
});

test("Monday to Friday shows no Saturday in its next sends; skip removes exactly the next send and undo restores it", async ({
  page,
}) => {
  await logIn(page);
  await fillBriefing(page, {
    name: "Weekday desk",
    times: ["07:00", "18:00"],
    topic: `Energy and power grid news from ${feeds.url}/custom/energy`,
  });
  for (const d of ["Saturday", "Sunday"]) await page.getByRole("checkbox", { name: d }).uncheck();
  await save(page);
  await expect(page).toHaveURL(/\/manage$/);
  const c = card(page, "Weekday desk");
  await expect(c).toContainText("Daily on weekdays at 07:00, 18:00");
  const sends = c.getByTestId("next-sends").getByRole("listitem");
  await expect(sends).toHaveCount(3);
  const before = await sends.allTextContents();
  for (const s of before) expect(s).not.toMatch(/Sat|Sun/);
  await snap(page, "schedule-manage-weekdays");

  await c.getByRole("button", { name: "Skip next send" }).click();
  await expect(c.getByTestId("skipped-send")).toContainText(`Next send skipped (${before[0]})`);
  await expect(sends.first()).toHaveText(before[1]!);
  await expect(sends.nth(1)).toHaveText(before[2]!);
  await snap(page, "schedule-manage-skipped");
  await c.getByRole("button", { name: "Undo skip" }).click();
  await expect(c.getByTestId("skipped-send")).toHaveCount(0);
  await expect(sends).toHaveText(before);
});

test("pause until a date shows the resume date and nothing before it; a past date is refused next to the field", async ({
  page,
}) => {
  await logIn(page);
  await fillBriefing(page, {
    name: "Holiday desk",
    times: ["08:00"],
    topic: `Energy and power grid news from ${feeds.url}/custom/energy`,
  });
  await save(page);
  await expect(page).toHaveURL(/\/manage$/);
  const c = card(page, "Holiday desk");
  const date = c.getByLabel("Pause until");
  await date.fill("2020-01-01");
  await c.getByRole("button", { name: "Pause until" }).click();
  await expect(c.getByRole("alert")).toContainText("Choose a date after today");
  await expect(c.getByTestId("paused-until")).toHaveCount(0);
  const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await date.fill(until);
  await c.getByRole("button", { name: "Pause until" }).click();
  const label = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${until}T00:00:00Z`));
  await expect(c.getByTestId("paused-until")).toHaveText(`Paused until ${label}`);
  const first = await c.getByTestId("next-sends").locator("time").first().getAttribute("datetime");
  expect(Date.parse(first!)).toBeGreaterThanOrEqual(Date.parse(`${until}T00:00:00Z`));
  await snap(page, "schedule-manage-paused");
  await c.getByRole("button", { name: "Resume now" }).click();
  await expect(c.getByTestId("paused-until")).toHaveCount(0);
});

test("Send now arrives within 30 s and is in /history", async ({ page }) => {
  await logIn(page);
  feeds.setCustom("energy-now", liveFeed(item("n1", "Heat pump sales climb across Europe")));
  await fillBriefing(page, {
    name: "Right now",
    times: [timeFarFromNow()],
    topic: `Energy and power grid news from ${feeds.url}/custom/energy-now`,
  });
  await save(page);
  await expect(page).toHaveURL(/\/manage$/);
  const c = card(page, "Right now");
  const started = Date.now();
  await c.getByRole("button", { name: "Send now" }).click();
  const mail = await sink.nextEmail(ADMIN, { subject: "Right now", timeoutMs: 30_000 });
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(mail.subject).not.toMatch(/Test/);
  expect(mail.html).toContain("Heat pump sales climb across Europe");
  await expect(page.getByText("Briefing sent!")).toBeVisible();
  await c.getByRole("link", { name: "History" }).click();
  await expect(page.getByText(mail.subject).first()).toBeVisible();
});

test("bad schedules are refused next to the field: the same time twice, no day chosen; four times at most", async ({
  page,
}) => {
  await logIn(page);
  await fillBriefing(page, {
    name: "Bad times",
    times: ["07:00", "07:00"],
    topic: `Energy and power grid news from ${feeds.url}/custom/energy`,
  });
  await save(page);
  await expect(page.getByText("07:00 is listed twice: each time can be used once")).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await page.getByLabel("Time 2", { exact: true }).fill("09:00");
  await page.getByRole("button", { name: "Add another time" }).click();
  await page.getByLabel("Time 3", { exact: true }).fill("12:00");
  await page.getByRole("button", { name: "Add another time" }).click();
  await page.getByLabel("Time 4", { exact: true }).fill("18:00");
  await expect(page.getByRole("button", { name: "Add another time" })).toHaveCount(0);
  for (const d of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
    await page.getByRole("checkbox", { name: d }).uncheck();
  await save(page);
  await expect(page.getByText("Choose at least one day")).toBeVisible();
  await snap(page, "schedule-form-errors");
  await page.getByRole("checkbox", { name: "Monday" }).check();
  await save(page);
  await expect(page).toHaveURL(/\/manage$/);
  await expect(card(page, "Bad times")).toContainText("Daily on Monday at 07:00, 09:00, 12:00, 18:00");
});
