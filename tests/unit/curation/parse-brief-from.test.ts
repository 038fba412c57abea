import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";

const read = (description: string) => {
  const b = parseBrief(description);
  return { interests: b.interests.map((i) => i.phrase), sources: b.sources };
};

// Decision 152: "from X" names an outlet only when X can be one. A place, or the subject of a clause that
// says nothing but "news", is what the reader wants to read about; before, such briefs had no interest at
// all and their briefings came out empty.
describe("what follows “from”", () => {
  it("reads a place as the subject, never as an outlet", () => {
    expect(read("News from Germany and France")).toEqual({ interests: ["Germany", "France"], sources: [] });
    expect(read("Headlines from Japan")).toEqual({ interests: ["Japan"], sources: [] });
    expect(read("Stories from South Korea and the UK")).toEqual({
      interests: ["South Korea", "UK"],
      sources: [],
    });
  });

  it("keeps a place after a subject as where the subject happens", () => {
    // a country is part of the subject, as written (decision 191)
    const b = parseBrief("Startup news from Germany");
    expect(b.interests).toEqual([{ phrase: "Startup news from Germany", context: [] }]);
    expect(b.sources).toEqual([]);
  });

  // decision 162: a city, a capital, a continent or a region is a place too, and so is each of a list of
  // them; before, "Startup news from Silicon Valley" looked for an outlet called Silicon Valley
  it("knows cities and regions as places, not outlets", () => {
    for (const [description, place] of [
      ["Startup news from Berlin", "Berlin"],
      ["Startup news from Silicon Valley", "Silicon Valley"],
      ["Business news from Asia", "Asia"],
      ["Football news from Manchester", "Manchester"],
      ["Energy news from the Middle East", "Middle East"],
    ] as const) {
      const b = parseBrief(description);
      expect(b.sources, description).toEqual([]);
      expect(
        b.interests.map((i) => i.context),
        description,
      ).toEqual([[place]]);
    }
    expect(read("Headlines from Seattle")).toEqual({ interests: ["Seattle"], sources: [] });
  });

  it("reads a list of places after a subject as where it happens, not as more subjects", () => {
    expect(parseBrief("Tech news from Silicon Valley and Seattle").interests).toEqual([
      { phrase: "Tech", context: ["Silicon Valley", "Seattle"] },
    ]);
    expect(parseBrief("Startups in Berlin and Munich").interests).toEqual([
      { phrase: "Startups", context: ["Berlin", "Munich"] },
    ]);
    expect(parseBrief("Tech news from Germany and France").interests).toEqual([
      { phrase: "Tech", context: ["Germany", "France"] },
    ]);
    // a subject after the places is still one
    expect(read("Football in Manchester and cricket").interests).toEqual(["Football", "cricket"]);
  });

  it("keeps an outlet that shares its name with a small town an outlet", () => {
    expect(read("Business news from Forbes")).toEqual({ interests: ["Business"], sources: ["Forbes"] });
  });

  it("reads the name after a clause that only says “news” as the subject, and still as a source", () => {
    expect(read("Updates from NASA and SpaceX")).toEqual({
      interests: ["NASA", "SpaceX"],
      sources: ["NASA", "SpaceX"],
    });
    expect(read("Match reports from the Bundesliga")).toEqual({
      interests: ["Bundesliga"],
      sources: ["Bundesliga"],
    });
  });

  it("reads a name beside a place as a subject there, an outlet beside it as a source only (decision 177)", () => {
    expect(read("Latest from the Vatican and the Pope")).toEqual({
      interests: ["Vatican", "Pope"],
      sources: [],
    });
    expect(read("News from Germany and the Guardian")).toEqual({
      interests: ["Germany"],
      sources: ["Guardian"],
    });
    // names in any language's capitals, and how much the reader prefers a source, in French
    expect(read("Tech news from Berlin, mostly from Gründerszene").sources).toEqual(["Gründerszene"]);
    expect(read("Economie, de préférence via Les Échos")).toEqual({
      interests: ["Economie"],
      sources: ["Les Échos"],
    });
  });

  it("knows a capital and a country's states and provinces as places (decision 177)", () => {
    expect(read("Startup news from California")).toEqual({ interests: ["Startup"], sources: [] });
    expect(parseBrief("Tech policy in Washington and Brussels").interests).toEqual([
      { phrase: "Tech policy", context: ["Washington", "Brussels"] },
    ]);
  });

  // decision 177: "ideally from", "mostly from" after the subject names the source the reader prefers for it
  it("reads the source a reader prefers for a subject said before it as a source only", () => {
    expect(read("Tennis. Ideally from the ATP.")).toEqual({ interests: ["Tennis"], sources: ["ATP"] });
    expect(read("Space news; preferably from NASA")).toEqual({ interests: ["Space"], sources: ["NASA"] });
    expect(
      read("Large language models - new releases. Mostly from Simon Willison and Hugging Face if possible."),
    ).toEqual({ interests: ["Large language models"], sources: ["Simon Willison", "Hugging Face"] });
    // with nothing else asked for, it is the subject too
    expect(read("Mostly from NASA")).toEqual({ interests: ["NASA"], sources: ["NASA"] });
  });

  // decision 157: what news comes from is an organisation, a name whatever its capitals; a space desk's
  // stories of other agencies are not "Updates from NASA"
  it("reads that subject as a name, whose stories must say it", () => {
    expect(parseBrief("Updates from NASA").interests).toEqual([{ phrase: "NASA", context: [], name: true }]);
    expect(parseBrief("Everything about NASA").interests[0]!.name).toBeUndefined();
    const now = new Date("2026-05-04T07:00:00Z");
    const desk = (title: string, cos: number) =>
      embeddedSourceItem(now, "Space Desk", title, "Launch and mission news.", cos);
    const own = desk("NASA sets new date for its crewed Moon landing", 0.8);
    const others = [
      desk("European rocket launches navigation satellites", 0.7),
      desk("Private launcher wins contract for twenty missions", 0.7),
    ];
    const pool = [...otherSubjectItems(now, toward(0.05, 3)), own, ...others];
    const picks = curateDaily("Updates from NASA", pool, now, ONE_AXIS_ENCODER).items.map((p) => p.title);
    expect(picks).toEqual([own.title]);
  });

  it("keeps an outlet's name an outlet", () => {
    expect(read("Stories from the Guardian")).toEqual({ interests: [], sources: ["Guardian"] });
    expect(read("Everything from BBC News")).toEqual({ interests: [], sources: ["BBC News"] });
    expect(read("Climate news from the Guardian")).toEqual({ interests: ["Climate"], sources: ["Guardian"] });
    expect(read("Tech news, mostly from The Verge and Ars Technica")).toEqual({
      interests: ["Tech"],
      sources: ["Verge", "Ars Technica"],
    });
  });
});
