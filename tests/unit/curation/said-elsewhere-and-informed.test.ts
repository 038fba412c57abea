import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  evaluationDayTitles,
  toward,
} from "../../support/candidates";

// Decision 238: a German, French or Spanish interest that nothing clears for takes the stories whose headlines
// say it in another language; "keep me informed about" says how, not what; a translation's entry has its
// competitions.
describe("an interest said only in another language, and the reader kept informed", () => {
  const now = new Date("2026-05-04T07:00:00Z");

  it("'Actualités de la Formule 1' with every Grand Prix story in English is not an empty email", () => {
    // the English-trained encoder does not know "Formule 1": the Grand Prix stories are no nearer to it than the
    // wire's, and a French cycling story, nearer than any, sets the bar above them
    const english = [
      [
        "F1 Las Vegas GP: Norris fastest in FP1, Hamilton only 11th",
        "McLaren led the first practice session.",
      ],
      ["Red Bull confirm Hadjar to partner Verstappen in 2027", "The Frenchman steps up from Racing Bulls."],
    ].map(([t, s]) => embeddedSourceItem(now, "Formula 1 - Latest News", t!, s!, 0.05));
    const french = {
      ...embeddedSourceItem(
        now,
        "L'Equipe",
        "Pogacar visera le doublé Giro-Tour",
        "Le Slovène l'a annoncé.",
        0.5,
      ),
      language: "fr" as const,
    };
    const pool = [...otherSubjectItems(now, toward(0.05, 3)), ...english, french];
    const titles = curateDaily("Actualités de la Formule 1", pool, now, ONE_AXIS_ENCODER).items.map(
      (p) => p.title,
    );
    expect(titles).toContain(english[0]!.title);
  });

  it("'Keep me informed about …' and 'keep me abreast of …' ask for what follows", () => {
    expect(parseBrief("Keep me informed about AI regulation in the US and Europe").interests).toEqual([
      { phrase: "AI regulation", context: ["US", "Europe"] },
    ]);
    expect(parseBrief("Keep me abreast of EU politics").interests).toEqual([
      { phrase: "EU politics", context: [] },
    ]);
    expect(parseBrief("I want to stay informed about climate").interests).toEqual([
      { phrase: "climate", context: [] },
    ]);
  });

  it("'tenis' has the Davis Cup, as 'tennis' does", () => {
    expect(evaluationDayTitles("Noticias de tenis, sobre todo Alcaraz").slice(0, 2)).toEqual([
      "Davis Cup: Alcaraz, listo para la semifinal ante Italia",
      "Alcaraz y Granollers salvan a España ante Chequia",
    ]);
  });
});
