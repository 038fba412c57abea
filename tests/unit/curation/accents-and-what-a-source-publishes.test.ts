import { describe, expect, it } from "vitest";
import { parseBrief, routeFeeds } from "../../../server/curation";
import { loadCatalogue } from "../../../server/delivery/sources";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import { whyPicked } from "../../../server/delivery/email-lines";
import { curateDaily, otherNewsItems, shownTitles, sourceItem } from "../../support/candidates";

// Decision 244, found on the twenty-sixth fresh batch: a name typed without its accents is the reports' name;
// what an outlet publishes, said with the verb, names a source; sources asked for alone are read; and "no
// diets" leaves weight loss out with them.
describe("accents, what a source publishes, and sources asked for alone", () => {
  const now = new Date("2026-05-04T07:00:00Z");
  const others = candidatesFromItems(otherNewsItems(now), now);

  it("a name typed without its accents finds the reports that write them, and the other way round", () => {
    const pool = [
      sourceItem(
        now,
        "Cycling Desk",
        "Pogačar confirms Giro-Tour double attempt",
        "The world champion's plans.",
      ),
      sourceItem(now, "Football Desk", "Mbappé scores twice as Madrid go top", "A header and a penalty."),
      sourceItem(now, "Cycling Desk", "Giro route unveiled with three summit finishes", "The final week."),
      ...others,
    ];
    expect(shownTitles("Anything on Pogacar", pool, now)).toEqual([
      "Pogačar confirms Giro-Tour double attempt",
    ]);
    expect(shownTitles("Mbappe news", pool, now)).toEqual(["Mbappé scores twice as Madrid go top"]);
    const plain = [
      sourceItem(now, "Sport FR", "Tadej Pogacar visera le doublé Giro-Tour", "Le champion du monde."),
      ...others,
    ];
    expect(shownTitles("Alles über Pogačar", plain, now)).toEqual([
      "Tadej Pogacar visera le doublé Giro-Tour",
    ]);
  });

  it("'lo que publique Xataka', 'whatever The Verge publishes', 'was Heise schreibt' name sources", () => {
    expect(parseBrief("Lo que publique Xataka, pero sin móviles")).toMatchObject({
      interests: [],
      exclusions: ["móviles"],
      sources: ["Xataka"],
    });
    expect(parseBrief("Whatever The Verge publishes, but no phones")).toMatchObject({
      interests: [],
      exclusions: ["phones"],
      sources: ["Verge"],
    });
    expect(parseBrief("Tout ce que publie Le Monde sur l'Europe")).toMatchObject({
      interests: [{ phrase: "Europe" }],
      sources: ["Le Monde"],
    });
    expect(parseBrief("Alles, was Heise schreibt").sources).toEqual(["Heise"]);
    expect(parseBrief("Everything Simon Willison writes").sources).toEqual(["Simon Willison"]);
    // what people say of a subject names no outlet
    expect(parseBrief("What the papers say about Brexit").sources).toEqual([]);
  });

  it("sources asked for alone are read: their stories, but what the reader leaves out", () => {
    const pool = [
      sourceItem(now, "Xataka", "Meta publica Llama 5 con pesos abiertos", "Un modelo abierto."),
      sourceItem(now, "Xataka", "China ya vende más coches eléctricos que de combustión", "Un hito."),
      sourceItem(now, "Xataka", "Los mejores móviles de gama media de 2026", "Comparativa de móviles."),
      sourceItem(now, "The Verge", "Rivian's R2 deliveries begin in California", "The cheaper SUV."),
      ...others,
    ];
    const xataka = shownTitles("Lo que publique Xataka, pero sin móviles", pool, now);
    expect([...xataka].sort()).toEqual([
      "China ya vende más coches eléctricos que de combustión",
      "Meta publica Llama 5 con pesos abiertos",
    ]);
    expect(shownTitles("Everything from The Verge", pool, now)).toEqual([
      "Rivian's R2 deliveries begin in California",
    ]);
    // the email says where the story is from, not that it is "about" The Verge
    const [verge] = curateDaily("Everything from The Verge", pool, now).items;
    expect(verge!.reasons).not.toContain("about “Verge”");
    expect(whyPicked({ ...verge!, named: true })).toBe("from The Verge, a source you named");
    // …and the email's first line counts its stories "on The Verge", as the outlet names itself
    expect(verge!.interest).toBe("The Verge");
  });

  it("an outlet named alone is read from its own feeds, without the desk of what the reader leaves out", () => {
    const catalogue = loadCatalogue();
    const nameOf = new Map(catalogue.feeds.map((f) => [f.url, f.name]));
    const names = (d: string) => routeFeeds(parseBrief(d), catalogue).urls.map((u) => nameOf.get(u));
    // "The Verge" written with its article is the catalogue's "The Verge"
    const verge = names("Everything from The Verge");
    expect(verge.length).toBeGreaterThan(0);
    expect(verge.every((n) => n?.startsWith("The Verge"))).toBe(true);
    const guardian = names("Whatever The Guardian publishes, but no football.");
    expect(guardian).toContain("The Guardian – World");
    expect(guardian).toContain("The Guardian – Sport");
    expect(guardian).not.toContain("The Guardian – Football");
    expect(guardian.every((n) => n?.startsWith("The Guardian"))).toBe(true);
  });

  it("'nothing about diets' leaves weight loss out with them", () => {
    const pool = [
      sourceItem(now, "Health Desk", "Blood test could spot pancreatic cancer years earlier", "A trial."),
      sourceItem(
        now,
        "Health Desk",
        "Weight-loss jabs cut cancer risk, trial finds",
        "Fewer tumours in a study.",
      ),
      sourceItem(now, "Health Desk", "New immunotherapy shrinks tumours in trial", "Cancer patients."),
      ...others,
    ];
    const shown = shownTitles("Cancer research - new tests and treatments, nothing about diets", pool, now);
    expect(shown).toContain("Blood test could spot pancreatic cancer years earlier");
    expect(shown).not.toContain("Weight-loss jabs cut cancer risk, trial finds");
    // and reads it for what it is when the reader does not leave diets out
    expect(shownTitles("Cancer research - new tests and treatments", pool, now)).toContain(
      "Weight-loss jabs cut cancer risk, trial finds",
    );
  });
});
