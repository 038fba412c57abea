/**
 * Story memory across days (issue #16, decision 098), end to end: Chromium + the real server (own PGlite
 * DATA_DIR) + an SMTP sink + two local "outlets". "Send now" once; the outlets then re-report the event
 * under a new URL and report a development; "Send now" again: the re-report is not sent, the development
 * arrives marked "Update:" with what is new.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { AppServer } from "../support/app-server";
import { type DeliveryApp, startDeliveryApp } from "../support/delivery-app";
import { type FixtureFeedServer, startFixtureFeedServer } from "../support/fixture-feed-server";
import { logIn as logInAs } from "../support/log-in";
import { timeFarFromNow } from "../support/factories";
import { screenshotDir } from "../support/screenshots";
import { isAbout, SmtpSink } from "../support/smtp-sink";

const PASSWORD = "amber-lighthouse-sparrow-77";
const ADMIN = "ada@memory.test";

test.use({ timezoneId: "UTC", locale: "en-GB" });

let server: AppServer;
let sink: SmtpSink;
let feeds: FixtureFeedServer;
let app: DeliveryApp;

type Item = { id: string; title: string; text: string };
const rss = (outlet: string, items: Item[]) =>
  `<rss version="2.0"><channel><title>${outlet}</title>${items
    .map(
      (i) =>
        `<item><title>${i.title}</title><link>https://${outlet.toLowerCase().replace(/\W/g, "")}.example/${i.id}</link><guid>${i.id}</guid><pubDate>{{HOURS_AGO_1}}</pubDate><description>${i.text}</description></item>`,
    )
    .join("")}</channel></rss>`;

const landfall: Item = {
  id: "halong-1",
  title: "Typhoon Halong hits Okinawa, leaving three dead",
  text: "Winds of up to 210 km/h tore roofs off homes in Naha and cut power to 180,000 households as Typhoon Halong made landfall on Okinawa.",
};
const reReport: Item = {
  id: "okinawa-counts-the-cost",
  title: "Okinawa counts the cost of Typhoon Halong",
  text: "Typhoon Halong made landfall on Okinawa with winds of up to 210 km/h, tearing roofs off homes in Naha; 180,000 households lost power.",
};
const development: Item = {
  id: "halong-toll-14",
  title: "Typhoon Halong death toll rises to 14 in Okinawa",
  text: "Landslides after Typhoon Halong made landfall on Okinawa have killed 14 people, officials in Naha said. Power is still out for 180,000 households hit by winds of up to 210 km/h.",
};
const storm: Item = {
  id: "storm-bert",
  title: "Storm Bert brings floods to south Wales",
  text: "The Met Office issued amber warnings as Storm Bert pushed rivers in the Rhondda valley over their banks and closed the M4.",
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await new SmtpSink().start();
  feeds = await startFixtureFeedServer();
  feeds.setCustom("islandtimes", rss("Island Times", [landfall]));
  feeds.setCustom("pacificwire", rss("Pacific Wire", []));
  app = await startDeliveryApp({
    name: "memory",
    sinkUrl: sink.url,
    admin: { email: ADMIN, password: PASSWORD, name: "Ada" },
  });
  server = app.server;
});

test.afterAll(async () => {
  await app?.stop();
  await sink?.close();
  await feeds?.close();
});

const card = (page: Page, name: string) =>
  page.getByTestId("briefing-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("Send now twice: a re-report by another outlet is not sent again, the development arrives as an Update", async ({
  page,
}) => {
  await logInAs(page, { url: server.url, email: ADMIN, password: PASSWORD });
  await page.goto(`${server.url}/create`);
  await page.getByLabel("Subscription name").fill("Storm watch");
  await page.getByLabel("Frequency").selectOption({ label: "Daily" });
  await page.getByLabel("Time of getting the mail").fill(timeFarFromNow());
  await page
    .getByLabel("Email content")
    .fill(
      `Typhoons, storms and floods from ${feeds.url}/custom/islandtimes and ${feeds.url}/custom/pacificwire`,
    );
  await page
    .getByRole("button", { name: /create|save/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/manage$/);
  const c = card(page, "Storm watch");

  await c.getByRole("button", { name: "Send now" }).click();
  const first = await sink.nextEmail(ADMIN, { subject: "Storm watch", timeoutMs: 30_000 });
  expect(first.html).toContain("Typhoon Halong hits Okinawa");
  await expect(page.getByText("Briefing sent!")).toBeVisible();

  // the next day's news: another outlet re-reports the landfall under a new URL, and the toll rises
  feeds.setCustom("pacificwire", rss("Pacific Wire", [reReport, storm, development]));
  await page.reload();
  await card(page, "Storm watch").getByRole("button", { name: "Send now" }).click();
  const second = await sink.nextEmail(ADMIN, { subject: "Storm watch", timeoutMs: 30_000 });
  expect(second.html).toContain("Storm Bert brings floods to south Wales");
  expect(second.html).not.toContain("Okinawa counts the cost");
  expect(second.text).toContain("Update: Typhoon Halong death toll rises to 14 in Okinawa");
  expect(second.text).toContain(
    "What's new: Landslides after Typhoon Halong made landfall on Okinawa have killed 14 people",
  );
  expect(sink.emailsTo(ADMIN).filter((m) => isAbout(m, "Storm watch"))).toHaveLength(2);

  // what the reader sees, narrow and wide
  const view = await page.context().newPage();
  await view.setContent(second.html);
  await expect(view.getByText("What's new:")).toBeVisible();
  mkdirSync(screenshotDir, { recursive: true });
  for (const width of [390, 1280]) {
    await view.setViewportSize({ width, height: 900 });
    await view.screenshot({
      path: path.join(screenshotDir, `memory-update-email-${width}.png`),
      fullPage: true,
    });
  }
});
