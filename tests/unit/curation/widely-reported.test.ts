import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { curateDaily, dailyPool, fileItemsAt, otherNewsItems } from "../../support/candidates";

// Decision 210: a reader who asks for the news itself, with no subject, gets the day's widely reported
// stories of any desk after the world's: a launch three outlets report is front-page news.
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

const items = [
  item(
    "launch1",
    "techwire",
    "Orbitron unveils Nova 3 phone with a week-long battery",
    "The Nova 3 goes on sale on Friday for $799.",
    5,
  ),
  item(
    "launch2",
    "gadgetdesk",
    "Nova 3 hands-on: Orbitron's new phone lasts a week",
    "Orbitron's Nova 3 costs $799 and ships Friday.",
    4,
  ),
  item(
    "launch3",
    "bizdaily",
    "Orbitron shares jump as Nova 3 phone launches",
    "Investors cheered the $799 Nova 3 and its battery.",
    3,
  ),
  item(
    "quake",
    "worldnews",
    "Earthquake shakes northern Chile, cutting power to thousands",
    "Rescuers searched collapsed buildings in Antofagasta.",
    2,
  ),
  item("recipe", "kitchen", "A quick weeknight dal", "Red lentils, cumin and a squeeze of lime.", 6),
  item("golf", "sportsdesk", "McIlroy wins in Dubai by three shots", "A final-round 66 sealed the title.", 3),
  ...otherNewsItems(now),
];
const pool = dailyPool(items, now);

describe("the news itself (decision 210)", () => {
  it("marks only a description that asks for the news with no subject", () => {
    expect(parseBrief("Just give me the top headlines").interests[0]!.general).toBe(true);
    expect(parseBrief("General news, no sport").interests[0]!.general).toBe(true);
    expect(parseBrief("World headlines in the morning").interests[0]!.general).toBeUndefined();
  });

  it("brings the day's widely reported story, once", () => {
    const { stories, shown } = pool.curated("Just give me the top headlines");
    const launch = stories.find((s) => s.some((g) => g.startsWith("launch")));
    expect(launch?.sort()).toEqual(["launch1", "launch2", "launch3"]);
    // one outlet's story of another desk is no front page
    expect(shown).not.toContain("recipe");
    // the email says why it is there: not "matches “world”"
    const r = curateDaily("Just give me the top headlines", pool.candidates, now);
    const pick = r.items.find((p) => p.title.includes("Nova 3"))!;
    expect(pick.reasons[0]).toBe("among the day's most reported stories");
  });

  it("not for a reader who asked for the world's news, nor past an exclusion", () => {
    expect(pool.curated("World headlines in the morning").shown).not.toContain("launch1");
    const noTech = pool.curated("General news, but no phones or gadgets");
    expect(noTech.shown.filter((g) => g.startsWith("launch"))).toEqual([]);
  });
});
