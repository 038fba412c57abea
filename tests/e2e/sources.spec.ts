/**
 * Issue #16 end to end: Chromium + the real server + an SMTP sink + a local fixture feed server standing
 * in for both the catalogue's feeds (SOURCES_FILE) and the news search (SEARCH_FEEDS_URL). An admin
 * creates briefings through the UI and sends test emails: a gardening description and a German one each
 * get a full briefing from the right feeds; restarted with SEARCH_FEEDS=off, no search feed is fetched.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { loadConfig } from "../../server/config";
import { createContext } from "../../server/context";
import { type AppServer, startAppServer } from "../support/app-server";
import { newDataDir } from "../support/e2e-data-dir";
import { createAdmin, timeFarFromNow } from "../support/factories";
import { type FixtureFeedServer, startFixtureFeedServer } from "../support/fixture-feed-server";
import { logIn as logInAs } from "../support/log-in";
import { screenshotDir } from "../support/screenshots";
import { SmtpSink } from "../support/smtp-sink";

const PASSWORD = "amber-lighthouse-sparrow-77";
const ADMIN = "ada@sources.test";

test.use({ timezoneId: "UTC" });
test.describe.configure({ mode: "serial" });

let server: AppServer;
let sink: SmtpSink;
let feeds: FixtureFeedServer;
let dataDir: string;
let env: Record<string, string>;

const rss = (title: string, items: Array<[string, string, number]>) =>
  `<rss version="2.0"><channel><title>${title}</title>${items
    .map(
      ([t, d, h], n) =>
        `<item><title>${t}</title><link>https://${title.replace(/\W/g, "").toLowerCase()}.example/${n}</link><guid>${title}-${n}</guid><pubDate>{{HOURS_AGO_${h}}}</pubDate><description>${d}</description></item>`,
    )
    .join("")}</channel></rss>`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await new SmtpSink().start();
  feeds = await startFixtureFeedServer();
  feeds.setCustom(
    "garden-a",
    rss("Garden Weekly", [
      [
        "Garden jobs to do before the first hard frost",
        "Wrap tender plants in fleece and move pots of citrus into a greenhouse.",
        3,
      ],
      [
        "Planting tulip bulbs in the garden for a spring display",
        "Plant the bulbs three times their own depth in well-drained soil.",
        9,
      ],
    ]),
  );
  feeds.setCustom(
    "garden-b",
    rss("Allotment News", [
      [
        "Pruning apple trees in the winter garden",
        "Remove crossing branches and open up the centre of the tree while it is dormant.",
        5,
      ],
    ]),
  );
  feeds.setCustom(
    "berlin-a",
    rss("Berliner Abendpost", [
      [
        "Berlin: Senat beschließt Kürzungen im Haushalt",
        "Die Koalition will im kommenden Jahr zwei Milliarden Euro einsparen. Betroffen sind vor allem Kultur und Verkehr.",
        7,
      ],
    ]),
  );
  feeds.setCustom(
    "berlin-b",
    rss("Hauptstadt Kurier", [
      [
        "Mieten in Berlin steigen so stark wie seit Jahren nicht",
        "Neuvermietungen kosten in Berlin im Schnitt 16 Euro pro Quadratmeter. Der Mieterverein fordert strengere Regeln.",
        4,
      ],
    ]),
  );
  const feed = (name: string, custom: string, subjects: string[], language: string, region: string) => ({
    name,
    url: `${feeds.url}/custom/${custom}`,
    subjects,
    language,
    region,
    description: `${name}, a local stand-in`,
  });
  dataDir = newDataDir("sources");
  const catalogue = path.join(dataDir, "sources.json");
  writeFileSync(
    catalogue,
    JSON.stringify({
      version: 2,
      subjects: [
        { id: "gardening", name: "Gardening", keywords: ["gardening", "garden", "garten"] },
        { id: "berlin", name: "Berlin", kind: "place", keywords: ["berlin"] },
      ],
      feeds: [
        feed("Garden Weekly", "garden-a", ["gardening"], "en", "GB"),
        feed("Allotment News", "garden-b", ["gardening"], "en", "GB"),
        feed("Berliner Abendpost", "berlin-a", ["berlin"], "de", "DE"),
        feed("Hauptstadt Kurier", "berlin-b", ["berlin"], "de", "DE"),
      ],
    }),
  );
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
  });
  const ctx = await createContext(config);
  await createAdmin(ctx, { email: ADMIN, password: PASSWORD, name: "Ada" });
  await ctx.close();
  env = {
    SMTP_URL: sink.url,
    SOURCE_ALLOWLIST: "127.0.0.1",
    SOURCES_FILE: catalogue,
    SEARCH_FEEDS_URL: `${feeds.url}/search?q={query}&hl={lang}&gl={region}`,
    FEED_REFRESH_MINUTES: "0",
    LOG_LEVEL: "warn",
  };
  server = await startAppServer({ dataDir, env });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await feeds?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const logIn = (page: Page) => logInAs(page, { url: server.url, email: ADMIN, password: PASSWORD });

/** Creates a briefing on /create and sends its test email from /manage; returns the email. */
async function testEmail(page: Page, name: string, topic: string) {
  await page.goto(`${server.url}/create`);
  await page.getByLabel("Subscription name").fill(name);
  await page.getByLabel("Frequency").selectOption({ label: "Daily" });
  await page.getByLabel("Time of getting the mail").fill(timeFarFromNow());
  await page.getByLabel("Email content").fill(topic);
  await page
    .getByRole("button", { name: /create|save/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/manage$/);
  const card = page
    .getByTestId("briefing-card")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
  await card.getByRole("button", { name: "Test email" }).click();
  await expect(page.getByText("Test email sent!")).toBeVisible({ timeout: 30_000 });
  return sink.nextEmail(ADMIN, { subject: name, timeoutMs: 10_000 });
}

async function shoot(page: Page, html: string, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const view = await page.context().newPage();
  for (const width of [390, 1280]) {
    await view.setViewportSize({ width, height: 900 });
    await view.setContent(html);
    await view.screenshot({
      path: path.join(screenshotDir, `sources-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await view.close();
}

test("a gardening and a German description each get a full briefing from the right feeds", async ({
  page,
}) => {
  await logIn(page);
  const before = feeds.searches.length;
  const garden = await testEmail(page, "Garden notes", "Gardening: plants, bulbs and pruning");
  expect(garden.html).toContain("Garden jobs to do before the first hard frost");
  expect(garden.html).toContain("Pruning apple trees in the winter garden");
  expect(garden.html).not.toMatch(/Berlin/);
  expect(feeds.searches.slice(before)).toEqual([]);

  const german = await testEmail(page, "Berlin und Bienen", "Nachrichten aus Berlin und Imkerei");
  expect(german.html).toContain("Mieten in Berlin steigen so stark wie seit Jahren nicht");
  expect(german.html).toMatch(/Imkerei: Bericht \d über die neue Entwicklung/);
  expect(german.html).not.toMatch(/Garden|tulip/i);
  expect(feeds.searches.slice(before)).toEqual([{ q: "imkerei", hl: "de", gl: "DE" }]);
  await expect(page.getByTestId("briefing-card").filter({ hasText: "Berlin und Bienen" })).toBeVisible();
  await shoot(page, german.html, "german-email");
  await shoot(page, garden.html, "gardening-email");
});

test("restarted with SEARCH_FEEDS=off, no search feed is fetched", async ({ page }) => {
  test.setTimeout(120_000);
  await server.stop();
  server = await startAppServer({ dataDir, env: { ...env, SEARCH_FEEDS: "off" } });
  await logIn(page);
  const before = feeds.searches.length;
  const hits = feeds.hits.get("/search") ?? 0;
  const mail = await testEmail(page, "Berlin ohne Suche", "Nachrichten aus Berlin und Bienenzucht");
  expect(mail.html).toContain("Mieten in Berlin steigen so stark wie seit Jahren nicht");
  expect(mail.html).not.toContain("Bienenzucht: Bericht");
  expect(feeds.searches.length).toBe(before);
  expect(feeds.hits.get("/search") ?? 0).toBe(hits);
});
