import { describe, expect, it } from "vitest";
import { type Candidate, curateItems, parseBrief } from "../../../server/curation";
import { candidate } from "../../support/candidates";

// A related term says its subject only in an item of its own language (assets/expansions.json
// "languages"): in German "plant" is "plans" and "Chef" the boss, in French "coin" is a corner.
const now = new Date("2026-04-14T07:00:00Z");
let n = 0;
const item = (feed: string, title: string, summary: string, language: string): Candidate =>
  candidate(feed, title, summary, { now, hoursAgo: 1 + (n++ % 20) }, { sourceName: feed, language });
const opts = {
  now,
  since: new Date(now.getTime() - 36 * 3_600_000),
  frequency: "daily" as const,
  alreadySent: new Set<string>(),
};
const titles = (description: string, pool: Candidate[]) =>
  curateItems(parseBrief(description), pool, opts).items.map((i) => i.title);

const news = [
  item(
    "tagesschau.de",
    "Bundesregierung plant Entlastung bei den Netzentgelten",
    "Das Kabinett berät am Mittwoch.",
    "de",
  ),
  item(
    "tagesschau.de",
    "Koalition plant Reform der Schuldenbremse noch vor dem Sommer",
    "Die Opposition ist skeptisch.",
    "de",
  ),
  item(
    "tagesschau.de",
    "Bahn-Chef kündigt neue Sanierungswelle für Strecken an",
    "Pendler müssen mit Sperrungen rechnen.",
    "de",
  ),
  item(
    "tagesschau.de",
    "Bundesbank-Chef warnt vor hoher Inflation im Herbst",
    "Die Preise steigen schneller als erwartet.",
    "de",
  ),
  item(
    "tagesschau.de",
    "Landtag streitet über neue Regeln für Windräder",
    "Die Abstimmung ist für Juni geplant.",
    "de",
  ),
  item(
    "tagesschau.de",
    "Streik bei der Lufthansa: Hunderte Flüge fallen aus",
    "Betroffen sind vor allem Frankfurt und München.",
    "de",
  ),
  item(
    "tagesschau.de",
    "Schulen in Bayern sollen mehr Informatik unterrichten",
    "Der Plan gilt ab dem nächsten Schuljahr.",
    "de",
  ),
  item(
    "tagesschau.de",
    "Neue Studie: Deutsche arbeiten länger als vor zehn Jahren",
    "Vor allem Teilzeitkräfte stocken auf.",
    "de",
  ),
];

describe("related terms in their own language", () => {
  it("a German gardening reader is not sent stories of what the government 'plant'", () => {
    // one gardening blog among the news: the few candidates about the garden set a low bar
    const garden = item(
      "gartenblog.de",
      "Tomaten jetzt auf der Fensterbank vorziehen",
      "So gelingen kräftige Jungpflanzen für den Garten.",
      "de",
    );
    const picked = titles("Garten: Pflanzen, Gemüse und was jetzt im Garten zu tun ist", [...news, garden]);
    expect(picked).toEqual([garden.title]);
  });
  it("a German reader of recipes is not sent the news of a company's 'Chef'", () => {
    const food = [
      item(
        "chefkoch.de",
        "Kürbissuppe mit Ingwer: das schnelle Rezept",
        "In 30 Minuten auf dem Tisch.",
        "de",
      ),
      item(
        "chefkoch.de",
        "Spargel richtig kochen: so bleibt er knackig",
        "Die wichtigsten Küchentipps zur Saison.",
        "de",
      ),
      item("chefkoch.de", "Bärlauch-Pesto selbst machen", "Ein Rezept für den Frühling aus der Küche.", "de"),
    ];
    const picked = titles("Rezepte und Kochen", [...news, ...food]);
    expect(picked).not.toContain(news[2]!.title);
    expect(picked).not.toContain(news[3]!.title);
    expect(picked).toContain(food[0]!.title);
  });

  it("'pas de cryptomonnaies' keeps a French story about the shop on the corner ('coin')", () => {
    const local = [
      item(
        "leparisien.fr",
        "Paris : au coin de la rue de Rivoli, la dernière quincaillerie ferme",
        "Les commerçants du quartier se mobilisent à Paris.",
        "fr",
      ),
      item(
        "leparisien.fr",
        "Paris : le marché de la place d'Aligre rouvre après travaux",
        "Les commerçants retrouvent leurs clients.",
        "fr",
      ),
      item(
        "leparisien.fr",
        "Bitcoin : une cryptomonnaie au plus bas depuis six mois",
        "Les investisseurs vendent.",
        "fr",
      ),
    ];
    const r = curateItems(parseBrief("Actualités de Paris, mais pas de cryptomonnaies"), local, opts);
    const picked = r.items.map((i) => i.title);
    expect(picked).toContain(local[0]!.title);
    expect(picked).not.toContain(local[2]!.title);
    expect(r.excludedBy).toEqual([{ concept: "cryptomonnaies", count: 1 }]);
  });
});
