import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import { evaluationDayTitles, otherNewsItems, shownTitles, sourceItem } from "../../support/candidates";

// Decision 249: what a plural is for, as an infinitive, is part of it; a group's possessive keeps what it is
// of, whatever the tagger reads it as; a story is shown in the reader's language when that report says what
// they asked for, however the English-trained meaning ranks it.
const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase);

describe("a plural and its infinitive", () => {
  it("is one subject: places to stay are not just places", () => {
    expect(phrases("Hotels and places to stay - openings, deals, the hotel business")).toEqual([
      "Hotels",
      "places to stay",
    ]);
    expect(phrases("Best places to eat in Bristol")).toEqual(["places to eat"]);
  });

  it("a verb the reader asks with is no part of it", () => {
    expect(phrases("I want to read about AI")).toEqual(["AI"]);
  });
});

describe("a group's possessive", () => {
  it("keeps what it is of, also at the start of the description", () => {
    expect(phrases("Workers' pay, strikes and unions")).toEqual(["Workers' pay", "strikes", "unions"]);
    expect(phrases("Nurses' pay and conditions")).toEqual(["Nurses' pay", "conditions"]);
  });
});

describe("a story reported in the reader's language", () => {
  it("is shown in it when that report says what they asked for", () => {
    const shown = evaluationDayTitles("Catastrophes naturelles : typhons, séismes, inondations");
    expect(shown).toContain("Typhon aux Philippines : au moins 60 morts");
  });
});

describe("strikes, beside pay and unions", () => {
  const now = new Date("2026-05-04T07:00:00Z");
  const pool = [
    ...candidatesFromItems(otherNewsItems(now), now),
    sourceItem(
      now,
      "World Wire",
      "Earthquake of magnitude 6.4 strikes off Peru's coast",
      "No tsunami warning.",
    ),
    sourceItem(
      now,
      "City Desk",
      "Bus drivers strike over pay as union rejects offer",
      "Services cut on Monday.",
    ),
  ];

  it("are a walkout, not a quake", () => {
    const shown = shownTitles("Workers' pay, strikes and unions", pool, now);
    expect(shown[0]).toBe("Bus drivers strike over pay as union rejects offer");
    expect(shown).not.toContain("Earthquake of magnitude 6.4 strikes off Peru's coast");
  });
});
