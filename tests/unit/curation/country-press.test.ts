import { describe, expect, it } from "vitest";
import {
  curateDaily,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  embeddedSourceItem,
  toward,
} from "../../support/candidates";

// Decision 153: a country's own press and a country's outlets. A story in the country's language that names
// no other country is the country's ("Koalition streitet …" is German politics); an outlet named for the
// country reports the world too, so its name says a story is the country's only when the story is.
const now = new Date("2026-05-04T07:00:00Z");
const from = (source: string, rows: string[][], language: "de" | "fr") =>
  // each as close in meaning as the next: what decides is what they say and where they are from
  rows.map(([title, summary]) => ({ ...embeddedSourceItem(now, source, title!, summary!, 0.1), language }));

const spiegel = from(
  "DER SPIEGEL - Schlagzeilen",
  [
    ["Koalition streitet über Bürgergeld-Reform", "Union und SPD sind uneins über die Sanktionen."],
    ["Bundesregierung plant Entlastung bei Stromsteuer für alle", "Das Kabinett will die Steuer senken."],
    ["Nagelsmann zufrieden: DFB-Team schließt Jahr mit Sieg ab", "Ein spätes Tor entschied das Spiel."],
    ["Kino: Die besten Filme des Jahres", "Unsere Redaktion hat gewählt."],
  ],
  "de",
);
const franceinfo = from(
  "franceinfo - Titres",
  [
    ["Réforme des retraites : le Sénat adopte la suspension", "Le texte repart à l'Assemblée nationale."],
    ["Grève SNCF : un TGV sur deux ce week-end", "Les syndicats maintiennent leur préavis."],
    ["Typhon aux Philippines : au moins 60 morts", "Les secours tentent d'atteindre les villages isolés."],
    ["Ukraine : nouvelle vague de frappes russes sur le réseau électrique", "Kiev privée de courant."],
  ],
  "fr",
);
const pool = [...otherSubjectItems(now, toward(0.05, 3)), ...spiegel, ...franceinfo];
const titles = (description: string) =>
  curateDaily(description, pool, now, ONE_AXIS_ENCODER).items.map((p) => p.title);

describe("a country's own press", () => {
  it("says the country's politics without naming the country, in German and to an English reader", () => {
    for (const description of ["Was passiert gerade in der deutschen Politik?", "German politics"]) {
      // the country's politics first, ahead of the same outlet's football and film
      expect(titles(description).slice(0, 2).sort(), description).toEqual(
        [spiegel[0]!.title, spiegel[1]!.title].sort(),
      );
    }
  });

  it("an outlet named for the country speaks for its stories of the country, not of the world", () => {
    const picked = titles("Nouvelles de France");
    expect(picked).toEqual(expect.arrayContaining([franceinfo[0]!.title, franceinfo[1]!.title]));
    expect(picked).not.toContain(franceinfo[2]!.title);
    expect(picked).not.toContain(franceinfo[3]!.title);
  });
});

// Decision 173: the world's news is what happens abroad, and a headline naming a country abroad is it
// though it says no word of the world's ("Typhon aux Philippines : au moins 60 morts").
describe("the world's news", () => {
  it("leads with the headlines naming a country abroad for the press they are written in", () => {
    for (const description of ["L'actualité internationale, pas de sport", "Les infos du monde"]) {
      // the country's own stories may follow on their meaning; they do not come first
      expect(titles(description).slice(0, 2).sort(), description).toEqual(
        [franceinfo[2]!.title, franceinfo[3]!.title].sort(),
      );
    }
  });

  // a competition named for a country is sport, not news from abroad
  it("leaves out a headline whose only country is a competition's", () => {
    const equipe = from(
      "L'Equipe - Actualites",
      [
        ["Giro d'Italia 2027 : trois arrivées au sommet", "Le parcours a été dévoilé à Rome."],
        ["Tennis : Sinner en finale de l'Open d'Australie", "Il a battu Zverev en demi-finale."],
        ["Vuelta a España : le parcours 2027 dévoilé", "Départ de Barcelone."],
      ],
      "fr",
    );
    // enough stories from abroad that no story is added on its meaning alone (which, among items this
    // alike, would depend on their random embeddings)
    const abroad = from(
      "franceinfo - Titres",
      [
        ["Séisme au Japon : l'alerte au tsunami levée", "Aucune victime n'est signalée."],
        ["Brésil : Lula reçoit le président chinois", "Trente accords ont été signés."],
      ],
      "fr",
    );
    const world = curateDaily("Les infos du monde", [...pool, ...abroad, ...equipe], now, ONE_AXIS_ENCODER);
    const picked = world.items.map((p) => p.title);
    expect(picked).toEqual(
      expect.arrayContaining([franceinfo[2]!.title, franceinfo[3]!.title, ...abroad.map((c) => c.title)]),
    );
    for (const c of equipe) expect(picked).not.toContain(c.title);
  });
});
