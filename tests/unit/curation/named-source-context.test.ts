import { describe, expect, it } from "vitest";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
} from "../../support/candidates";

// Decision 172: the reader named a source for the subject and said what of it they want ("European politics:
// Brussels, the Commission. Mostly from Politico Europe"). That source's story saying one of those words, whose
// meaning leans towards the subject, is picked though it scores under the bar: "Commission fines Meta €900M
// for breaching the Digital Markets Act" was left out while the email held four stories.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string, cos: number) =>
  embeddedSourceItem(now, source, title, summary, cos);
const desk = [
  ["European politics: ministers split on the budget", "European politics turned on the budget this week."],
  ["European politics after the Dutch election", "The new coalition shifts European politics."],
  ["Five questions for European politics in 2027", "European politics faces a year of elections."],
].map(([title, summary]) => item("Euro Desk", title!, summary!, 0.6));
// the source's own reports on the subject, which make it a source about it
const reports = [
  ["Parliament votes to delay the AI rules by a year", "European politics moved fast in Strasbourg."],
  ["Brussels and Paris clash over the farm budget", "European politics in the Council turned bitter."],
].map(([title, summary]) => item("POLITICO Europe", title!, summary!, 0.5));
const named = item(
  "POLITICO Europe",
  "Commission fines Meta €900M for breaching the Digital Markets Act",
  "The fine is the largest under the new rules.",
  0.35,
);
const offSubject = item(
  "POLITICO Europe",
  "The best restaurants near the Berlaymont",
  "Where officials eat when the canteen closes.",
  0.25,
);
const pool = [
  ...otherSubjectItems(now, [0.05, 0, 0, Math.sqrt(1 - 0.05 ** 2)]),
  ...desk,
  ...reports,
  named,
  offSubject,
];
const titles = (description: string) =>
  curateDaily(description, pool, now, ONE_AXIS_ENCODER).items.map((p) => p.title);

describe("a named source's story on what the reader said of the subject", () => {
  it("is picked when it says the words the reader gave and leans towards the subject", () => {
    const picks = titles("European politics: Brussels, the Commission. Mostly from Politico Europe.");
    expect(picks).toContain(named.title);
    expect(picks).not.toContain(offSubject.title);
  });

  it("is not, when the reader did not name the source", () => {
    expect(titles("European politics: Brussels, the Commission.")).not.toContain(named.title);
  });
});
