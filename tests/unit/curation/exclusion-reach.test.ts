import { describe, expect, it } from "vitest";
import { DEFAULT_NOW, loadEvaluation } from "../../../bench/curation-eval";
import { curateItems, parseBrief } from "../../../server/curation";
import { excludeItems } from "../../../server/curation/exclude-items";
import { featuresOf } from "../../../server/curation/item-features";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";

// Decision 166: what an exclusion removes by meaning, on the evaluation's week (a daily briefing's window).
const now = new Date(DEFAULT_NOW);
const since = new Date(now.getTime() - 36 * 3_600_000);
const { items } = loadEvaluation();
const pool = candidatesFromItems(items, now).filter((c) => c.publishedAt! >= since);
const features = pool.map(featuresOf);

const removedBy = (description: string) =>
  excludeItems(parseBrief(description), pool, features).flatMap((e) =>
    [...e.removed.keys()].map((i) => pool[i]!.title),
  );
const picked = (description: string) => curateDaily(description, pool, now).items.map((p) => p.title);

describe("an exclusion's reach by meaning", () => {
  it("takes the stories of the concept, not what is far from it and from the interest alike", () => {
    const gone = removedBy("Football but no transfer gossip");
    expect(gone).toEqual(
      expect.arrayContaining([
        "Paper Talk: Chelsea considering January swoop for Brazil winger",
        "Man United eye January move for Bologna striker",
      ]),
    );
    // before, these were "about transfer gossip" too, and the email's footer counted them
    for (const far of [
      "Amazon MGM Names the Next James Bond",
      "Long Waits for Therapy Are Taking a Toll, New Data Shows",
      "UK and France sign new migrant returns agreement",
    ])
      expect(gone).not.toContain(far);
  });

  it("takes a part of a subject by its stories, and leaves the rest of the subject", () => {
    const gone = removedBy("Cycling other than the Tour de France");
    // the reports of the Tour, also the one in French that does not name it whole
    expect(gone).toEqual(
      expect.arrayContaining([
        "Tadej Pogačar targets Giro d'Italia and Tour de France in 2027 season",
        "Tadej Pogacar visera le doublé Giro-Tour en 2027",
      ]),
    );
    expect(gone.filter((t) => /Premier League|Michelin|James Bond|COP31/.test(t))).toEqual([]);
    expect(
      picked("Cycling other than the Tour de France").some((t) => /Van der Poel|cycle lane/.test(t)),
    ).toBe(true);
  });

  it("leaves no room for a neighbouring subject's story on meaning alone", () => {
    const day = new Date("2026-05-04T07:00:00Z");
    const item = (source: string, title: string, cos: number) =>
      embeddedSourceItem(day, source, title, "Race news.", cos);
    const tour = [
      "Tour de France 2027 route revealed with three summit finishes",
      "Tour de France champion confirms title defence in cycling's biggest race",
      "Tour de France teams named for the cycling season opener",
      "Cycling: the Tour de France adds a time trial in Paris",
      "Cycling's Tour de France sells broadcast rights until 2030",
    ].map((title, n) => item(`Cycling Desk ${n % 2}`, title, 0.6));
    const cyclocross = item("Cycling Desk 0", "Cycling: cyclocross world cup heads to Belgium", 0.6);
    // a motor-racing desk, near the subject in meaning, none of its stories saying it
    const motor = [
      "Hamilton and Norris trade fastest times at Yas Marina",
      "Verstappen takes pole in Abu Dhabi qualifying",
      "Piastri wins sprint after late safety car",
    ].map((title) => item("Motor Desk", title, 0.7));
    const dayPool = [...otherSubjectItems(day, toward(0.05, 3)), ...tour, cyclocross, ...motor];
    const email = curateDaily(
      "Cycling other than the Tour de France",
      dayPool,
      day,
      ONE_AXIS_ENCODER,
    ).items.map((p) => p.title);
    expect(email).toEqual([cyclocross.title]);
  });
});

describe("a kind listed after a name", () => {
  it("is the name's only in a story that names it", () => {
    const email = curateItems(parseBrief("Everything about Taylor Swift's tour"), pool, {
      now,
      since: new Date(now.getTime() - 7 * 86_400_000),
      frequency: "once-week",
      alreadySent: new Set(),
    }).items.map((p) => p.title);
    expect(email).toEqual([]);
    // the same kind after a subject still counts
    expect(parseBrief("Music: tours and festivals").interests[0]!.context).toEqual(["tours", "festivals"]);
  });
});

// Decision 167: the big clubs are football's related terms, in every language.
describe("excluding football in another language", () => {
  it("removes a club's match story that never says “football”", () => {
    const gone = removedBy("Deportes menos el fútbol");
    expect(gone).toContain("El Real Madrid recupera a Mbappé para el derbi");
    expect(removedBy("Sport, aber kein Fußball")).toContain(
      "Bayern vor dem Topspiel in Leverkusen: Kompany lässt Rotation offen",
    );
    expect(picked("Deportes menos el fútbol").filter((t) => /Real Madrid|Mbappé/.test(t))).toEqual([]);
  });
});
