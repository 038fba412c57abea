import { describe, expect, it } from "vitest";
import {
  curateDaily,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  sourceItem,
  toward,
} from "../../support/candidates";

// Decision 179: a story picked for its report in another language is shown in the reader's language when a
// report in it is as much about the interest: a Spanish reader's Davis Cup story is MARCA's, with the ATP's
// English report as "also in".
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string, embedding: number[]) => ({
  ...sourceItem(now, source, title, summary, 5),
  embedding,
});

describe("a story reported in the reader's language and another", () => {
  const event = toward(0.6, 1);
  const atp = item(
    "ATP Tour - News",
    "Spain edge Czechia in Davis Cup quarter-final thriller",
    "Carlos Alcaraz and Marcel Granollers won the deciding doubles in Bologna.",
    event,
  );
  const marca = item(
    "MARCA - Portada",
    "Alcaraz y Granollers salvan a España ante Chequia en Bolonia",
    "El dobles decisivo dio a España el pase a semifinales de la Copa Davis.",
    event,
  );
  const sport = [
    ["El Real Madrid recupera a Mbappé para el derbi", "Vuelve a entrenar antes del partido de fútbol."],
    ["El Barcelona gana en Vigo y sigue líder", "Victoria del equipo de fútbol azulgrana en Balaídos."],
    ["La Fórmula 1 llega a Las Vegas", "Sainz y Alonso preparan el gran premio del fin de semana."],
    ["Fútbol: el Atlético ficha a un central", "El club rojiblanco cierra el fichaje."],
    ["Fútbol femenino: el Barça golea en la Liga F", "Otra goleada del equipo de fútbol."],
    ["Fórmula 1: Alonso, quinto en los libres", "El piloto asturiano brilla en Las Vegas."],
  ].map(([title, summary]) => item("MARCA - Portada", title!, summary!, toward(0.5, 2)));
  const home = [
    [
      "El Gobierno aprueba los presupuestos",
      "El Consejo de Ministros da luz verde a las cuentas del Estado.",
    ],
    ["Sube el precio de la vivienda en Madrid", "El alquiler marca otro récord en la capital."],
  ].map(([title, summary]) => item("EL PAÍS - Portada", title!, summary!, toward(0.1, 2)));
  const pool = [atp, marca, ...sport, ...home, ...otherSubjectItems(now, toward(0.05, 3))];

  it("is shown in the reader's language, the other report as also in", () => {
    const r = curateDaily("Deportes: fútbol, tenis y Fórmula 1", pool, now, ONE_AXIS_ENCODER);
    const shown = r.items.find((p) => p.keys.includes(atp.key));
    expect(shown?.title).toBe(marca.title);
    expect(shown?.alsoIn.map((a) => a.sourceName)).toEqual(["ATP Tour - News"]);
    // once: the English report is not a story of its own
    expect(r.items.filter((p) => p.keys.includes(marca.key))).toHaveLength(1);
  });
});
