import { describe, expect, it } from "vitest";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
} from "../../support/candidates";

// Decision 142: a reader who lists kinds of a subject ("Sport: tennis and cycling") asked for those kinds. A
// desk named for the whole subject ("BBC Sport") covers every kind, so its name is no evidence of the listed
// ones; nor is a word of another language in a feed's name ("foot", French for football and a related term
// of Ligue 1, in an English feed's "Guardian - Football").
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string, cos = 0.55) =>
  embeddedSourceItem(now, source, title, summary, cos);
const kinds = [
  item(
    "BBC Sport",
    "Tennis: Sinner beats Alcaraz to reach the Turin final",
    "A five-set tennis final awaits.",
  ),
  item("ATP Tour", "Tennis rankings: Draper climbs to a career high", "The British tennis No 1 moved up."),
  item("Tennis Weekly", "Tennis coach Ljubičić joins Raducanu's team", "A new tennis partnership for 2027."),
  item(
    "Cyclingnews",
    "Cycling: Pogačar confirms his Giro and Tour plans",
    "His cycling season starts in Spain.",
  ),
  item(
    "Velo",
    "Cycling rosters: Lidl-Trek sign a junior champion",
    "Thirty cycling transfers were confirmed.",
  ),
  item("BBC Sport", "Cycling: Vos to ride six cyclocross races", "Her cycling winter is set."),
];
const football = item(
  "Sky Sports",
  "Clubs back new squad cost rules",
  "Eighteen of the twenty clubs voted for it.",
);
const guardian = item(
  "The Guardian - Football",
  "Clubs agree spending limit",
  "A vote at the shareholders' meeting.",
);
const pool = [
  ...otherSubjectItems(now, [0.05, 0, 0, Math.sqrt(1 - 0.05 ** 2)]),
  ...kinds,
  football,
  guardian,
];
const titles = (description: string) =>
  curateDaily(description, pool, now, ONE_AXIS_ENCODER).items.map((p) => p.title);

describe("a subject's desk and the kinds the reader listed (decision 142)", () => {
  it("a story a sports desk carries on an unlisted sport is left out; the listed sports are picked", () => {
    const got = titles("Sport: tennis and cycling");
    expect(got).toContain(kinds[0]!.title);
    expect(got).toContain(kinds[2]!.title);
    expect(got).not.toContain(football.title);
  });

  it("for sport as a whole, the desk's name speaks for its stories", () => {
    expect(titles("Sport")).toContain(football.title);
  });

  it("a French reader's list: an English football desk is not named for their 'foot' (Ligue 1's)", () => {
    const got = titles("Sport en français : cyclisme, tennis, rugby et Ligue 1");
    expect(got).not.toContain(guardian.title);
    expect(got).not.toContain(football.title);
  });
});
