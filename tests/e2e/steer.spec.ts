/**
 * Steering a briefing (issue #17, decisions 096, 097), in Chromium against a real server of its own: the
 * plan shown while a description is typed, edited in place and written back into the description; and a
 * "Less like this" from inside an email, sent without cookies, shown and undone on the edit page.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, request, test } from "@playwright/test";
import { loadConfig } from "../../server/config";
import { createContext } from "../../server/context";
import { feeds } from "../../server/db/schema";
import { feedbackLinks } from "../../server/feedback";
import { type AppServer, startAppServer } from "../support/app-server";
import { newDataDir } from "../support/e2e-data-dir";
import { createBriefing, createUser } from "../support/factories";
import { logIn as logInAs } from "../support/log-in";
import { screenshotDir } from "../support/screenshots";

const PASSWORD = "amber-orchard-compass-17";
const EMAIL = "stella@example.test";
const STORY = {
  title: "Pop star and actor husband announce divorce after two years of marriage",
  feedUrl: "https://www.gossip.example/feed.xml",
};

let server: AppServer;
let dataDir: string;
let briefingId: string;
let links: { more: string; less: string; mute: string };

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = newDataDir("steer");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    LOG_LEVEL: "silent",
  });
  const ctx = await createContext(config);
  const user = await createUser(ctx, { email: EMAIL, password: PASSWORD, name: "Stella", verified: true });
  briefingId = (
    await createBriefing(ctx, user, {
      name: "Evening culture",
      topic: "Celebrity news, films and music",
      timezone: "UTC",
    })
  ).briefing.id;
  // what the shared feed cache knows from earlier fetches: one sport feed fine, one failing
  await ctx.db.insert(feeds).values([
    {
      url: "https://feeds.bbci.co.uk/sport/rss.xml",
      title: "BBC Sport",
      lastStatus: "ok",
      lastFetchedAt: new Date(),
    },
    {
      url: "https://www.espn.com/espn/rss/news",
      title: "ESPN",
      lastStatus: "error",
      lastFetchedAt: new Date(),
    },
  ]);
  // the links an email of this briefing carries (signed with the server's secret, kept in DATA_DIR)
  links = feedbackLinks({ appUrl: "", secret: config.AUTH_SECRET }, briefingId, STORY)!;
  await ctx.close();
  server = await startAppServer({ dataDir, env: { NODE_ENV: "test", LOG_LEVEL: "warn", SKIP_BUILD: "1" } });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const shot = async (page: Page, name: string) => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `steer-${name}.png`), fullPage: true });
};
const panel = (page: Page) => page.getByTestId("plan-panel");
const chips = (page: Page, group: string) =>
  panel(page)
    .getByRole("heading", { name: group })
    .locator("xpath=following-sibling::ul[1]")
    .getByRole("listitem");

test("the plan: interests, exclusions and sources for three descriptions, edited in place", async ({
  page,
}) => {
  await logInAs(page, { url: server.url, email: EMAIL, password: PASSWORD });
  await page.goto(`${server.url}/create`);
  const description = page.getByLabel("Email content");

  await description.fill(
    "Premier League football and tennis results, mostly from BBC Sport, but no transfer gossip.",
  );
  await expect(chips(page, "Interests").filter({ hasText: "Premier League football" })).toHaveCount(1);
  await expect(chips(page, "Interests").filter({ hasText: "tennis results" })).toHaveCount(1);
  await expect(chips(page, "Left out").filter({ hasText: "no transfer gossip" })).toHaveCount(1);
  const sources = chips(page, "Sources it will read");
  await expect(sources.first()).toContainText("BBC Sport · reachable");
  await expect(sources.filter({ hasText: "ESPN – Top headlines · unreachable" })).toHaveCount(1);
  await expect(sources.filter({ hasText: "The Guardian – Sport · not checked yet" })).toHaveCount(1);
  await expect(panel(page)).toContainText("Language: English");
  const a11y = await new AxeBuilder({ page }).include("[data-testid=plan-panel]").analyze();
  expect(a11y.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await panel(page).scrollIntoViewIfNeeded();
  await shot(page, "plan-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "plan-390");
  await page.setViewportSize({ width: 1280, height: 900 });

  // removing a catalogue source writes "Not from …" into the description, and the plan reads it back
  await page.getByRole("button", { name: "Don't read The Guardian – Sport" }).click();
  await expect(description).toHaveValue(/Not from The Guardian\.$/);
  await expect(chips(page, "Left out").filter({ hasText: "not from Guardian" })).toHaveCount(1);
  await expect(sources.filter({ hasText: "The Guardian" })).toHaveCount(0);
  // removing the named source takes it out of the sentence
  await page.getByRole("button", { name: "Don't read BBC Sport" }).click();
  await expect(description).not.toHaveValue(/BBC Sport/);
  // an exclusion added in place
  await chips(page, "Left out").getByRole("button", { name: "Leave something out" }).click();
  await page.getByLabel("Leave something out").fill("betting");
  await page.getByLabel("Leave something out").press("Enter");
  await expect(description).toHaveValue(/No betting\.$/);
  await expect(chips(page, "Left out").filter({ hasText: "no betting" })).toHaveCount(1);
  // an interest removed: its words leave the description
  await page.getByRole("button", { name: "Remove interest “tennis results”" }).click();
  await expect(description).not.toHaveValue(/tennis/);

  await description.fill(
    `Everything from https://feeds.example.org/rss about open-source databases. No crypto.`,
  );
  await expect(chips(page, "Interests").filter({ hasText: "open-source databases" })).toHaveCount(1);
  await expect(chips(page, "Left out").filter({ hasText: "no crypto" })).toHaveCount(1);
  await expect(sources).toHaveCount(1);
  await expect(sources.first()).toContainText("feeds.example.org · not checked yet");

  await description.fill("KI-Politik und Radsport, keine Kryptowährungen.");
  await expect(chips(page, "Interests").filter({ hasText: "KI-Politik" })).toHaveCount(1);
  await expect(chips(page, "Interests").filter({ hasText: "Radsport" })).toHaveCount(1);
  await expect(chips(page, "Left out").filter({ hasText: "no kryptowährungen" })).toHaveCount(1);
  await expect(panel(page)).toContainText("Language: German");

  // two modifiers share one head, and a nationality is no language request (decision 146)
  await description.fill("German and French politics. No crypto.");
  await expect(chips(page, "Interests").filter({ hasText: "German politics" })).toHaveCount(1);
  await expect(chips(page, "Interests").filter({ hasText: "French politics" })).toHaveCount(1);
  await expect(panel(page)).toContainText("Language: English");
  await page.setViewportSize({ width: 390, height: 844 });
  await panel(page).scrollIntoViewIfNeeded();
  await shot(page, "plan-shared-head-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "plan-shared-head-1280");
  await page.getByRole("button", { name: "Remove interest “German politics”" }).click();
  await expect(description).toHaveValue("French politics. No crypto.");
  await expect(chips(page, "Interests").filter({ hasText: "French politics" })).toHaveCount(1);
  await expect(chips(page, "Interests").filter({ hasText: "German" })).toHaveCount(0);

  // whom a subject is for is part of it, and two possessives share the head (decision 188)
  await description.fill("Men's and women's tennis results");
  await expect(chips(page, "Interests").filter({ hasText: /^Men's tennis results/ })).toHaveCount(1);
  await expect(chips(page, "Interests").filter({ hasText: "women's tennis results" })).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await panel(page).scrollIntoViewIfNeeded();
  await shot(page, "plan-possessives-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "plan-possessives-1280");
  await page.getByRole("button", { name: "Remove interest “Men's tennis results”" }).click();
  await expect(description).toHaveValue("women's tennis results");

  // a country after the subject is part of it, as written; it still narrows the clause's other subject
  // (decision 191)
  await description.fill("The war in Ukraine and peace negotiations");
  await expect(chips(page, "Interests").filter({ hasText: /^war in Ukraine/ })).toHaveCount(1);
  await expect(chips(page, "Interests").filter({ hasText: /^peace negotiations/ })).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await panel(page).scrollIntoViewIfNeeded();
  await shot(page, "plan-country-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "plan-country-1280");
  await page.getByRole("button", { name: "Remove interest “war in Ukraine”" }).click();
  await expect(description).toHaveValue("peace negotiations");

  // what the reader does not do is left out, and taking it out takes the whole clause (decision 242)
  await description.fill("Rail travel and city breaks. I don't fly.");
  await expect(chips(page, "Left out").filter({ hasText: "no flying" })).toHaveCount(1);
  await expect(chips(page, "Interests").filter({ hasText: /^Rail travel/ })).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await panel(page).scrollIntoViewIfNeeded();
  await shot(page, "plan-habit-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "plan-habit-1280");
  await page.getByRole("button", { name: "Remove exclusion “flying”" }).click();
  await expect(description).not.toHaveValue(/fly/);
  await expect(chips(page, "Left out").filter({ hasText: "no flying" })).toHaveCount(0);

  // what an outlet publishes, named alone, is read whole: no subject is needed (decision 244)
  await description.fill("Whatever The Guardian publishes, but no football.");
  await expect(chips(page, "Left out").filter({ hasText: "no football" })).toHaveCount(1);
  await expect(sources.first()).toContainText("The Guardian – World");
  await expect(panel(page)).toContainText("None needed: everything the sources you named publish.");
  await page.setViewportSize({ width: 390, height: 844 });
  await panel(page).scrollIntoViewIfNeeded();
  await shot(page, "plan-source-alone-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "plan-source-alone-1280");

  // the news itself, with no subject, is the world's news: it used to be refused on saving (decision 171)
  await description.fill("Just give me the top headlines, no sport.");
  await expect(chips(page, "Interests").filter({ hasText: "world" })).toHaveCount(1);
  await expect(chips(page, "Left out").filter({ hasText: "no sport" })).toHaveCount(1);
  await expect(sources.filter({ hasText: "BBC News – World" })).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await panel(page).scrollIntoViewIfNeeded();
  await shot(page, "plan-headlines-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "plan-headlines-1280");
  await page.getByRole("button", { name: "Remove interest “world”" }).click();
  await expect(description).not.toHaveValue(/headlines/);
  await expect(panel(page)).toContainText("No interest found yet");
});

test("“Less like this” from the email, without cookies: a GET changes nothing, the POST shows on the edit page and can be undone", async ({
  page,
}) => {
  const mail = await request.newContext({ baseURL: server.url }); // a mail client: no cookies, no Origin
  const confirm = await mail.get(links.less);
  expect(confirm.status()).toBe(200);
  expect(await confirm.text()).toContain("Fewer stories like this?");
  const forged = await mail.post(`${links.less.slice(0, -4)}AAAA`);
  expect(forged.status()).toBe(400);

  await logInAs(page, { url: server.url, email: EMAIL, password: PASSWORD });
  await page.goto(`${server.url}/create?edit=${briefingId}`);
  await expect(page.getByLabel("Subscription name")).toHaveValue("Evening culture");
  await expect(page.getByRole("heading", { name: "Your feedback" })).toHaveCount(0);

  const posted = await mail.post(links.less);
  expect(posted.status()).toBe(200);
  expect((await mail.post(links.mute)).status()).toBe(200);
  await mail.dispose();

  await page.reload();
  const section = page.getByRole("region", { name: "Your feedback" });
  await expect(section.getByText("Less: Pop star and actor husband announce divorce…")).toBeVisible();
  await expect(section.getByText("Muted: gossip.example")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await shot(page, "edit-page-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.getByRole("button", { name: "Remove “Muted: gossip.example”" }).click();
  await expect(section.getByText("Muted: gossip.example")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Your feedback" }).getByText("Less: Pop star")).toBeVisible();
  await expect(page.getByText("Muted: gossip.example")).toHaveCount(0);
});

test("the confirmation page a feedback link opens, on a phone and a desktop", async ({ page }) => {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${server.url}${links.more}`);
    await expect(page.getByRole("heading", { name: "More stories like this?" })).toBeVisible();
    await shot(page, `confirm-${w}`);
  }
  await page.getByRole("button", { name: "More like this" }).click();
  await expect(page.getByRole("heading", { name: /^More: Pop star/ })).toBeVisible();
  await shot(page, "done-1280");
});
