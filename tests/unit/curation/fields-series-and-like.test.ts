import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import { otherNewsItems, shownTitles, sourceItem } from "../../support/candidates";

// Decision 254: "series" is the television's unless it is a funding round's, readers' words for film, music
// and television in four languages, a commute's transport, what self-help leaves out, and an outlet named as
// an example of what to read ("like Quanta Magazine"); a concept's other names leave out what it does. Who practises a field: meaning-stands-out.test.ts.

const now = new Date("2026-05-04T07:00:00Z");
const others = candidatesFromItems(otherNewsItems(now), now);

describe("film, series and music", () => {
  const pool = [
    sourceItem(now, "Startups Daily", "Fintech Pliant raises $60M Series C", "Investors led by a US fund."),
    sourceItem(
      now,
      "Screen News",
      "Netflix renews its hit drama for a third season",
      "Filming starts in May.",
    ),
    sourceItem(
      now,
      "Screen News",
      "Box office: the new Bond film opens to $150 million",
      "A record weekend.",
    ),
    sourceItem(now, "Music Weekly", "Mercury Prize: winner announced", "The album beat eleven others."),
    ...others,
  ];

  it("'series' is the television's, not a funding round's", () => {
    const shown = shownTitles("Cine, series y música", pool, now);
    expect(shown).toContain("Netflix renews its hit drama for a third season");
    expect(shown).toContain("Box office: the new Bond film opens to $150 million");
    expect(shown).not.toContain("Fintech Pliant raises $60M Series C");
  });

  it("is asked for in French and German too", () => {
    expect(shownTitles("Le cinéma", pool, now)[0]).toMatch(/Box office/);
    expect(shownTitles("Musik", pool, now)[0]).toMatch(/Mercury Prize/);
  });
});

describe("a commute", () => {
  it("is its trains and buses", () => {
    const pool = [
      sourceItem(
        now,
        "City Post",
        "New station entrance opens to rail passengers",
        "Trains every ten minutes.",
      ),
      sourceItem(now, "City Post", "Council approves a new library", "Opening in 2028."),
      ...others,
    ];
    const shown = shownTitles("My commute", pool, now);
    expect(shown).toContain("New station entrance opens to rail passengers");
    expect(shown).not.toContain("Council approves a new library");
  });
});

describe("no self-help", () => {
  it("leaves out the advice pieces", () => {
    const pool = [
      sourceItem(
        now,
        "Science Desk",
        "A map of every neuron in a mouse brain region",
        "The wiring, in full.",
      ),
      sourceItem(
        now,
        "Mind Matters",
        "Long waits for therapy are taking a toll",
        "Experts explain how to cope with anxiety while you wait.",
      ),
      ...others,
    ];
    const shown = shownTitles("The brain and psychology - no self-help", pool, now);
    expect(shown).toContain("A map of every neuron in a mouse brain region");
    expect(shown).not.toContain("Long waits for therapy are taking a toll");
  });
});

describe("no space, in German", () => {
  it("leaves out astronomy as 'no space' does", () => {
    const pool = [
      sourceItem(now, "Science Desk", "New antibiotic found in garden soil", "It kills superbugs."),
      sourceItem(
        now,
        "Sky Watch",
        "Is dark energy weakening?",
        "Researchers publish a study of the survey's new data.",
      ),
      ...others,
    ];
    const shown = shownTitles("Wissenschaft und Forschung, aber kein Weltraum", pool, now);
    expect(shown).toContain("New antibiotic found in garden soil");
    expect(shown).not.toContain("Is dark energy weakening?");
  });
});

describe("an outlet named as an example", () => {
  it("is a source, not a subject", () => {
    const b = parseBrief("Physics and maths - the deep stuff, like Quanta Magazine");
    expect(b.sources).toEqual(["Quanta Magazine"]);
    expect(b.interests.map((i) => i.phrase)).toEqual(["Physics", "maths"]);
  });

  it("but companies named as examples stay the subject's", () => {
    expect(parseBrief("Tech companies like Google and Apple").sources).toEqual([]);
    expect(parseBrief("Big tech, such as Microsoft").sources).toEqual([]);
  });
});

describe("start-ups (decision 257; the hyphenated form: meaning-stands-out.test.ts)", () => {
  const pool = [
    sourceItem(
      now,
      "Tech Funding",
      "Grid battery startup Voltstorage raises $80M",
      "Sequoia leads the round.",
    ),
    sourceItem(now, "Travel Desk", "Europe's Christmas markets open this weekend", "What's new for 2026."),
    ...others,
  ];

  it("stay when the reader leaves out only one kind of them", () => {
    const shown = shownTitles(
      "Startup funding rounds and venture capital, but no crypto startups",
      pool,
      now,
    );
    expect(shown).toContain("Grid battery startup Voltstorage raises $80M");
  });
});
