import { describe, expect, it } from "vitest";
import { candidate } from "../../support/candidates";
import { type Candidate, curateItems, parseBrief } from "../../../server/curation";

// Decision 113: an exclusion written in one language holds for items in the others.
const now = new Date("2026-03-10T07:00:00Z");
let n = 0;
function item(feed: string, title: string, summary: string, language?: string): Candidate {
  n++;
  return candidate(
    `${feed}.example`,
    title,
    summary,
    { now, hoursAgo: 2 + (n % 7) },
    {
      sourceName: feed,
      ...(language ? { language } : {}),
    },
  );
}
const opts = {
  now,
  since: new Date(now.getTime() - 36 * 3_600_000),
  frequency: "daily" as const,
  alreadySent: new Set<string>(),
};

describe("exclusions across languages", () => {
  it("'pas de sport' drops German, French and Spanish sport stories that never say sport", () => {
    const sport = [
      item(
        "lequipe",
        "Ligue 1 : Lyon s'impose à Nantes et remonte au classement",
        "Deux buts en fin de match.",
        "fr",
      ),
      item(
        "lequipe",
        "Mercato : Lille prépare une offre pour un milieu anglais",
        "Le club nordiste accélère.",
        "fr",
      ),
      item(
        "kicker",
        "Bundesliga: Dortmund gewinnt das Derby gegen Schalke",
        "Zwei späte Tore entscheiden.",
        "de",
      ),
      item("marca", "El Atlético gana el derbi y sigue líder de LaLiga", "Un gol en el descuento.", "es"),
    ];
    const world = [
      item(
        "monde",
        "Guerre au Soudan : une nouvelle trêve annoncée à Djeddah",
        "Les médiateurs internationaux saluent un premier pas.",
        "fr",
      ),
      item(
        "monde",
        "Diplomatie : Paris et Berlin relancent les négociations avec Pékin",
        "Une visite conjointe est prévue en avril.",
        "fr",
      ),
      item(
        "monde",
        "Le monde salue l'accord sur le climat signé à l'ONU",
        "La communauté internationale s'engage sur les émissions.",
        "fr",
      ),
    ];
    const r = curateItems(
      parseBrief("L'actualité internationale en français, mais pas de sport"),
      [...sport, ...world],
      opts,
    );
    const keys = new Set(r.items.flatMap((p) => p.keys));
    for (const s of sport) expect(keys.has(s.key), s.title).toBe(false);
    // removed as sport (the footer says so), not merely ranked low; the world news stays
    expect(r.excludedBy).toEqual([{ concept: "sport", count: sport.length }]);
    expect(r.items.length).toBeGreaterThan(0);
  });
});
