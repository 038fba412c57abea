import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { dailyPool, fileItemsAt } from "../../support/candidates";

// Decision 201: French leaves a subject out with "pas" before an article too ("…, mais pas la guerre"), and
// the subjects left out have their related terms in the reader's language and in the plural ("guerras",
// "Kriege", "cryptos"), so that their stories go though they never say the word.
const now = new Date("2026-12-01T07:00:00Z");
const at = fileItemsAt(now);
const item = (language: string, ...args: Parameters<typeof at>) => ({ ...at(...args), language });

const items = [
  item(
    "fr",
    "frappes",
    "mondefr",
    "Ukraine : nouvelle vague de frappes russes",
    "Un million de foyers sans courant.",
    3,
  ),
  item(
    "fr",
    "front",
    "mondefr",
    "Soudan : l'aide parvient à El Fasher",
    "Un convoi a franchi les lignes de front.",
    5,
  ),
  item(
    "fr",
    "chili",
    "mondefr",
    "Le Chili élira son président au second tour",
    "Kast et Jara s'affrontent.",
    6,
  ),
  item(
    "fr",
    "japon",
    "mondefr",
    "Le Japon relève sa taxe touristique",
    "Les visiteurs paieront davantage.",
    7,
  ),
  item(
    "fr",
    "mexique",
    "mondefr",
    "Mexico : manifestations contre le rationnement de l'eau",
    "Routes bloquées.",
    8,
  ),
  item(
    "es",
    "tregua",
    "paises",
    "Israel y Líbano prolongan la tregua en la frontera",
    "Las tropas se retiran.",
    4,
  ),
  item("es", "chile", "paises", "Chile elegirá presidente en segunda vuelta", "Kast y Jara, al balotaje.", 5),
  item("es", "japones", "paises", "Japón sube su tasa turística", "Los visitantes pagarán más.", 6),
  item("es", "mexico", "paises", "Protestas en Ciudad de México por el agua", "Cortes de carreteras.", 7),
  item(
    "de",
    "waffenruhe",
    "weltde",
    "Waffenruhe-Gespräche für Sudan angekündigt",
    "Die Armee schickt Delegationen.",
    4,
  ),
  item("de", "wahl", "weltde", "Chile wählt in einer Stichwahl", "Kast und Jara treten gegeneinander an.", 5),
  item("de", "japan", "weltde", "Japan erhöht die Touristensteuer", "Besucher zahlen künftig mehr.", 6),
  item(
    "de",
    "mexiko",
    "weltde",
    "Proteste in Mexiko-Stadt gegen Wasserrationierung",
    "Straßen blockiert.",
    7,
  ),
  item(
    "en",
    "btc",
    "coinwire",
    "Bitcoin slides below $80,000",
    "ETF outflows accelerate as the token falls.",
    3,
  ),
  item("en", "eth", "coinwire", "Ether ETFs can now stake", "The SEC approved staking for spot funds.", 5),
  item("en", "ftse", "marketwire", "FTSE 100 closes at a record high", "Banks and miners led the index.", 4),
  item(
    "en",
    "gilts",
    "marketwire",
    "Gilt yields rise after the budget",
    "Investors sold government bonds.",
    6,
  ),
];

describe("subjects left out in other languages (decision 201)", () => {
  const { curated } = dailyPool(items, now);

  it("reads French 'pas' before an article as leaving the subject out", () => {
    expect(parseBrief("Actualité internationale, mais pas la guerre").exclusions).toEqual(["guerre"]);
    expect(parseBrief("Sport, mais pas le foot").exclusions).toEqual(["foot"]);
    expect(parseBrief("Tech, pas les cryptos").exclusions).toEqual(["cryptos"]);
  });

  it("'…, mais pas la guerre' drops the strikes and the front lines, and keeps the rest of the world", () => {
    const { shown } = curated("Actualité internationale, mais pas la guerre");
    expect(shown).not.toContain("frappes");
    expect(shown).not.toContain("front");
    expect(shown).toEqual(expect.arrayContaining(["japon", "mexique"]));
  });

  it("'sin guerras' and 'keine Kriege' leave out the war stories of every language", () => {
    const es = curated("Noticias internacionales, sin guerras").shown;
    expect(es).toContain("chile");
    // the war stories of other languages' feeds go too (a French report of Russian strikes)
    for (const war of ["tregua", "frappes"]) expect(es).not.toContain(war);
    const de = curated("Nachrichten aus aller Welt, aber keine Kriege").shown;
    expect(de).toContain("mexiko");
    for (const war of ["waffenruhe", "frappes"]) expect(de).not.toContain(war);
  });

  it("'no cryptos' counts the crypto stories it left out, as 'no crypto' does", () => {
    expect(curated("Markets, but no cryptos").excludedBy).toEqual([{ concept: "cryptos", count: 2 }]);
  });
});
