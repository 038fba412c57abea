/**
 * Renders a realistic briefing email and screenshots it at 390 and 1280 px, light and dark
 * (`npx tsx scripts/email-shots.ts OUT_DIR`): how the email looks on a phone at 7 am, checked by eye.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { composeBriefingEmail } from "../server/delivery/compose";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";

const out = process.argv[2] ?? "shots";
const slot = new Date("2026-11-26T06:00:00Z");
const h = (n: number) => new Date(slot.getTime() - n * 3_600_000);
const email = await composeBriefingEmail({
  appUrl: "https://tidings.example",
  briefingName: "Morning EU tech",
  timezone: "Europe/Brussels",
  slot,
  intro: "",
  items: [
    {
      title: "EU delays AI Act obligations for high-risk systems by 16 months",
      url: "https://www.euractiv.example/ai-act-delay",
      sourceName: "Euractiv",
      summary:
        "The European Commission on Tuesday proposed delaying the AI Act's obligations for high-risk systems by 16 months, to December 2027. Industry groups had lobbied for the pause, citing missing technical standards.",
      alsoIn: [{ sourceName: "Politico Europe" }, { sourceName: "Reuters" }],
      publishedAt: h(3),
      interest: "EU AI Act",
      reason: "matches “EU AI Act” · from Euractiv",
    },
    {
      title: "Commission names first head of the AI Office's enforcement unit",
      url: "https://www.politico.example/ai-office",
      sourceName: "Politico Europe",
      summary:
        "Lucilla Sioli's deputy will lead a 40-strong team checking general-purpose models from August. The unit can fine providers up to 3% of global turnover.",
      alsoIn: [],
      publishedAt: h(9),
      interest: "EU AI Act",
      reason: "matches “EU AI Act” · from Politico Europe, a source you named",
    },
    {
      title: "Datenschutzgrundverordnung: Germany backs narrower GDPR reform",
      url: "https://www.heise.example/dsgvo-reform-sehr-lange-adresse-die-nicht-umbrechen-sollte",
      sourceName: "heise online",
      summary:
        "Germany's digital ministry said it would support the Commission's plan to simplify record-keeping for firms with fewer than 750 employees. Privacy groups called it a first step towards weakening the regulation.",
      alsoIn: [],
      publishedAt: h(26),
      interest: "data protection",
      reason: "matches “data protection” · from heise online",
    },
    {
      title: "Nvidia opens its first European research lab in Munich",
      url: "https://www.reuters.example/nvidia-munich",
      sourceName: "Reuters",
      summary:
        "Nvidia will employ 300 researchers in Munich by 2028, the company said on Wednesday. The lab will focus on robotics and industrial simulation.",
      alsoIn: [],
      publishedAt: null,
      interest: "chips",
      reason: "matches “chips” · from Reuters",
    },
  ],
  coverage: { checked: 8, failed: 2, merged: 2 },
  leftOut: {
    excludedBy: [{ concept: "crypto", count: 4 }],
    alreadySent: 3,
    unreachable: ["example.org", "news.example.net"],
  },
  summariser: { mode: "offline" },
  manageUrl: "https://tidings.example/manage",
  viewUrl: "https://tidings.example/api/delivery/view/abc.sig",
  unsubscribeUrl: "https://tidings.example/u/tok",
});
mkdirSync(out, { recursive: true });
writeFileSync(join(out, "email.html"), email.html);
writeFileSync(join(out, "email.txt"), `Subject: ${email.subject}\n\n${email.text}`);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of [390, 1280]) {
  for (const scheme of ["light", "dark"] as const) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.emulateMedia({ colorScheme: scheme });
    await page.setContent(email.html);
    // a word wider than its line would make the page scroll sideways
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) console.log(`${width}px ${scheme}: ${overflow}px wider than the screen`);
    await page.screenshot({ path: join(out, `email-${width}-${scheme}.png`), fullPage: true });
    await page.close();
  }
}
await browser.close();
console.log(`subject: ${email.subject}\nhtml bytes: ${Buffer.byteLength(email.html)}`);
