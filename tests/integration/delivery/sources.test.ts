/**
 * Issue #16: the catalogue routes by subject, language and place, and news-search feeds fill in what it
 * does not serve in the description's language — local feed servers stand in for both (SOURCES_FILE,
 * SEARCH_FEEDS_URL). Each briefing's email is read from the SMTP sink; what was searched for, from the
 * fixture server's request log.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendTestEmail } from "../../../server/briefings/send-test-email";
import { type FixtureFeedServer, startFixtureFeedServer } from "../../support/fixture-feed-server";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createBriefing, createUser } from "./helpers";

const rss = (title: string, items: Array<[string, string, number]>) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title><link>https://${title.replace(/\W/g, "").toLowerCase()}.example/</link>${items
    .map(
      ([t, d, h], n) =>
        `<item><title>${t}</title><link>https://${title.replace(/\W/g, "").toLowerCase()}.example/${n}</link><guid>${title}-${n}</guid><pubDate>{{HOURS_AGO_${h}}}</pubDate><description>${d}</description></item>`,
    )
    .join("")}</channel></rss>`;

let feeds: FixtureFeedServer;
let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  feeds = await startFixtureFeedServer();
  feeds.setCustom(
    "garden-a",
    rss("Garden Weekly", [
      [
        "Garden jobs to do before the first hard frost",
        "Wrap tender plants in fleece and move pots of citrus into a greenhouse. Lift dahlia tubers once the foliage blackens.",
        3,
      ],
      [
        "Planting tulip bulbs in the garden for a spring display",
        "November is the month for tulips. Plant the bulbs three times their own depth in well-drained soil.",
        9,
      ],
    ]),
  );
  feeds.setCustom(
    "garden-b",
    rss("Allotment News", [
      [
        "Pruning apple trees in the winter garden",
        "Remove crossing branches and open up the centre of the tree while it is dormant. Clean cuts heal fastest.",
        5,
      ],
      [
        "Leek rust spreads in allotment gardens after a mild autumn",
        "Orange pustules on the leaves are the sign. Gardeners should remove affected foliage and rotate crops next year.",
        12,
      ],
    ]),
  );
  feeds.setCustom(
    "berlin-a",
    rss("Berliner Abendpost", [
      [
        "Berlin: Warnstreik legt U-Bahn und Tram am Freitag lahm",
        "Verdi hat die Beschäftigten der BVG zu einem ganztägigen Warnstreik aufgerufen. Die S-Bahn fährt nach Plan.",
        2,
      ],
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
  feeds.setCustom(
    "world",
    rss("World Wire", [
      [
        "World leaders meet for climate talks in Antalya",
        "Delegates from almost 200 countries gathered for the summit. A draft deal is expected on Friday.",
        2,
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
  const file = path.join(mkdtempSync(path.join(tmpdir(), "tidings-cat-")), "sources.json");
  writeFileSync(
    file,
    JSON.stringify({
      version: 2,
      general: ["world"],
      subjects: [
        { id: "world", name: "World", keywords: ["world", "welt"] },
        { id: "gardening", name: "Gardening", keywords: ["gardening", "garden", "garten", "jardinage"] },
        { id: "berlin", name: "Berlin", kind: "place", keywords: ["berlin"] },
      ],
      feeds: [
        feed("Garden Weekly", "garden-a", ["gardening"], "en", "GB"),
        feed("Allotment News", "garden-b", ["gardening"], "en", "GB"),
        feed("Berliner Abendpost", "berlin-a", ["berlin"], "de", "DE"),
        feed("Hauptstadt Kurier", "berlin-b", ["berlin"], "de", "DE"),
        feed("World Wire", "world", ["world"], "en", "world"),
      ],
    }),
  );
  const env = {
    SOURCE_ALLOWLIST: "127.0.0.1",
    SOURCES_FILE: file,
    SEARCH_FEEDS_URL: `${feeds.url}/search?q={query}&hl={lang}&gl={region}`,
    // one fetch per feed for the whole file: a second briefing asking the same thing reads the cache
    FEED_REFRESH_MINUTES: "30",
  };
  t = await createTestApp(env);
  off = await createTestApp({ ...env, SEARCH_FEEDS: "off" });
});

afterAll(async () => {
  await t?.close();
  await off?.close();
  await feeds?.close();
});

async function testEmail(app: TestApp, topic: string) {
  const u = await createUser(app.ctx);
  const b = await createBriefing(app.ctx, u.id, u.email, { topic, active: false });
  await sendTestEmail(app.ctx, u.id, b.id);
  return app.sink.nextEmail(u.email);
}

describe("catalogue and search feeds", () => {
  it("a gardening description gets its email from the gardening feeds, and nothing is searched", async () => {
    const before = feeds.searches.length;
    const mail = await testEmail(t, "gardening");
    expect(mail.html).toContain("Garden jobs to do before the first hard frost");
    expect(mail.html).toContain("Pruning apple trees in the winter garden");
    expect(mail.text.replace(/\s+/g, " ")).toContain("Wrap tender plants in fleece");
    expect(mail.html).not.toMatch(/Berlin|World leaders/);
    // two English gardening feeds serve "gardening": no search feed is built for it
    expect(feeds.searches.slice(before)).toEqual([]);
  });

  it("a German description gets German feeds and a German search for what the catalogue lacks, summaries in German", async () => {
    const before = feeds.searches.length;
    const mail = await testEmail(t, "Nachrichten aus Berlin und Imkerei");
    // the place's German feeds
    expect(mail.html).toContain("Mieten in Berlin steigen so stark wie seit Jahren nicht");
    expect(mail.html).toMatch(/Berlin: (?:Warnstreik legt U-Bahn|Senat beschließt Kürzungen)/);
    // "Imkerei" (beekeeping) has no subject: searched for, in German, in Germany
    expect(feeds.searches.slice(before)).toEqual([{ q: "imkerei", hl: "de", gl: "DE" }]);
    expect(mail.html).toMatch(/Imkerei: Bericht \d über die neue Entwicklung/);
    // the intro, the inbox's preview line, is in the description's language
    expect(mail.html.replace(/\s+/g, " ")).toMatch(
      /\d Meldungen zu Berlin und Imkerei aus \d Quellen, vorneweg „/,
    );
    // the offline summaries keep the articles' German sentences
    const text = mail.text.replace(/\s+/g, " ");
    expect(text).toContain("Neuvermietungen kosten in Berlin im Schnitt 16 Euro pro Quadratmeter.");
    expect(text).toMatch(
      /Neues zum Thema Imkerei in dieser Woche\.|Fachleute erklären, was die Entwicklung bei Imkerei für die Leser bedeutet\./,
    );
    expect(mail.html).not.toMatch(/Garden|World leaders/);

    // another briefing asking the same thing in other words shares the search feed: no second request
    const again = await testEmail(t, "imkerei und berlin");
    expect(again.html).toMatch(/Imkerei: Bericht \d/);
    expect(feeds.searches.slice(before)).toHaveLength(1);
  });

  it("with SEARCH_FEEDS=off no search feed is fetched; the catalogue's feeds still serve the briefing", async () => {
    const before = feeds.searches.length;
    const hits = feeds.hits.get("/search") ?? 0;
    const mail = await testEmail(off, "Nachrichten aus Berlin und Bienenzucht");
    expect(mail.html).toContain("Mieten in Berlin steigen so stark wie seit Jahren nicht");
    expect(mail.html).not.toContain("Bienenzucht: Bericht");
    expect(feeds.searches.length).toBe(before);
    expect(feeds.hits.get("/search") ?? 0).toBe(hits);
  });
});
