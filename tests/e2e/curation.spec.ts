/**
 * Curation as a reader meets it (issue #15's done-when), end to end: Chromium + the real server (its own
 * PGlite DATA_DIR, the built-in sentence encoder) + an SMTP sink + five local "outlets". A description with
 * two interests and "no crypto" gets both interests, none of the crypto stories (which never say "crypto"),
 * and one event reported by three outlets once, with the other two as "also in".
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
import { SmtpSink } from "../support/smtp-sink";

const PASSWORD = "amber-lighthouse-sparrow-77";
const ADMIN = "ada@curation.test";

test.use({ timezoneId: "UTC", locale: "en-GB" });

let server: AppServer;
let sink: SmtpSink;
let feeds: FixtureFeedServer;
let app: DeliveryApp;

type Item = { id: string; title: string; text: string; hoursAgo: number };
const rss = (outlet: string, items: Item[]) =>
  `<rss version="2.0"><channel><title>${outlet}</title>${items
    .map(
      (i) =>
        `<item><title>${i.title}</title><link>https://${outlet.toLowerCase().replace(/\W/g, "")}.example/${i.id}</link><guid>${i.id}</guid><pubDate>{{HOURS_AGO_${i.hoursAgo}}}</pubDate><description>${i.text}</description></item>`,
    )
    .join("")}</channel></rss>`;

// one event, three outlets, three wordings
const final = [
  {
    outlet: "Court Report",
    id: "final-1",
    title: "Sinner beats Zverev to win the ATP Finals in Turin",
    text: "Jannik Sinner won 6-3 6-4 in Turin to take the ATP Finals title for a third year running.",
  },
  {
    outlet: "Baseline Wire",
    id: "final-2",
    title: "Third straight Turin crown for Sinner after straight-sets win over Zverev",
    text: "Sinner beat Alexander Zverev 6-3 6-4 in the ATP Finals in Turin, his third title there in a row.",
  },
  {
    outlet: "Sports Roundup",
    id: "final-3",
    title: "Zverev no match for Sinner in ATP Finals title match",
    text: "Alexander Zverev lost 6-3 6-4 to Jannik Sinner in Turin, where the Italian won the ATP Finals again.",
  },
];
const tennis: Item = {
  id: "swiatek",
  title: "Swiatek withdraws from Billie Jean King Cup Finals with shoulder injury",
  text: "Iga Swiatek will miss Poland's tie against Italy after a scan showed inflammation in her shoulder.",
  hoursAgo: 5,
};
const cycling: Item[] = [
  {
    id: "pogacar",
    title: "Pogacar confirms Giro and Tour de France double attempt for 2027",
    text: "Tadej Pogacar will ride the Giro d'Italia and the Tour de France next season, his team said.",
    hoursAgo: 3,
  },
  {
    id: "uci-gears",
    title: "UCI to cap gear ratios in road races after safety trial",
    text: "The governing body of cycling will limit gearing in the peloton from next season on safety grounds.",
    hoursAgo: 6,
  },
];
// about crypto, never saying it
const crypto: Item[] = [
  {
    id: "btc",
    title: "Bitcoin slides below $80,000 as ETF outflows mount",
    text: "The largest digital token fell 6% as investors pulled money from spot bitcoin funds for a fifth day.",
    hoursAgo: 2,
  },
  {
    id: "stablecoin",
    title: "Stablecoin issuer freezes wallets linked to exchange hack",
    text: "Tether said it froze $30m of USDT tied to the theft from a Singapore-based exchange.",
    hoursAgo: 4,
  },
];
const other: Item = {
  id: "bread",
  title: "Bakery wins national bread award",
  text: "A small bakery in Bristol won the award for its sourdough.",
  hoursAgo: 2,
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await new SmtpSink().start();
  feeds = await startFixtureFeedServer();
  feeds.setCustom("courtreport", rss("Court Report", [{ ...final[0]!, hoursAgo: 2 }, tennis]));
  feeds.setCustom("baselinewire", rss("Baseline Wire", [{ ...final[1]!, hoursAgo: 3 }]));
  feeds.setCustom("sportsroundup", rss("Sports Roundup", [{ ...final[2]!, hoursAgo: 4 }, ...cycling, other]));
  feeds.setCustom("marketsdaily", rss("Markets Daily", crypto));
  app = await startDeliveryApp({
    name: "curation",
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

test("two interests both served, crypto stories that never say crypto left out, one event from three outlets once", async ({
  page,
}) => {
  await logInAs(page, { url: server.url, email: ADMIN, password: PASSWORD });
  await page.goto(`${server.url}/create`);
  await page.getByLabel("Subscription name").fill("Tennis and cycling");
  await page.getByLabel("Frequency").selectOption({ label: "Daily" });
  await page.getByLabel("Time of getting the mail").fill(timeFarFromNow());
  const outlets = ["courtreport", "baselinewire", "sportsroundup", "marketsdaily"]
    .map((o) => `${feeds.url}/custom/${o}`)
    .join(" and ");
  await page.getByLabel("Email content").fill(`Tennis and road cycling from ${outlets}. No crypto please.`);
  await page
    .getByRole("button", { name: /create|save/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/manage$/);

  await card(page, "Tennis and cycling").getByRole("button", { name: "Test email" }).click();
  await expect(page.getByText("Test email sent!")).toBeVisible({ timeout: 30_000 });
  const mail = await sink.nextEmail(ADMIN, { subject: "Tennis and cycling", timeoutMs: 30_000 });

  // both interests, each under its own heading
  expect(mail.text).toMatch(/^TENNIS/m);
  expect(mail.text).toMatch(/^ROAD CYCLING/m);
  expect(mail.text).toMatch(/Pogacar confirms Giro|UCI to cap gear ratios/);
  // "no crypto" removes the bitcoin and stablecoin stories, which never say "crypto"
  for (const c of crypto) expect(mail.text).not.toContain(c.title);
  expect(mail.text).not.toContain(other.title);
  // the final, reported by three outlets, once: one headline, the other two outlets as "also in"
  const shown = final.filter((f) => mail.text.includes(f.title));
  expect(shown).toHaveLength(1);
  for (const f of final.filter((x) => x !== shown[0])) expect(mail.text).toContain(f.outlet);

  const view = await page.context().newPage();
  await view.setContent(mail.html);
  await expect(view.getByRole("link", { name: shown[0]!.title })).toBeVisible();
  mkdirSync(screenshotDir, { recursive: true });
  for (const width of [390, 1280]) {
    await view.setViewportSize({ width, height: 900 });
    await view.screenshot({ path: path.join(screenshotDir, `curation-email-${width}.png`), fullPage: true });
  }
});
