import { describe, expect, it } from "vitest";
import { dailyPool, fileItemsAt, otherNewsItems, storiesOf } from "../../support/candidates";

// Decision 132: a report worded apart from a story's head still joins the story when two of the head's
// reports say it is their event (one of them clearly) and it is not far from the head; one report alone
// is not enough, as what it shares with a third item can be other words than the event's.
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

const items = [
  item(
    "draft",
    "wire",
    "Lisbon summit: draft deal drops firm date for coal phase-out",
    "Negotiators at the Lisbon climate summit published a draft deal on Thursday that drops a firm date for phasing out coal.",
    3,
  ),
  item(
    "islands",
    "island",
    "Island states threaten walkout as Lisbon draft waters down coal pledge",
    "Small island states said they would walk out of the Lisbon climate summit after the draft deal dropped the coal phase-out date; Tuvalu's envoy called it a betrayal.",
  ),
  item(
    "deadline",
    "paper",
    "Lisbon climate talks: coal deadline vanishes from draft text",
    "The draft text at the Lisbon summit no longer names a date for the coal phase-out, angering island states led by Tuvalu.",
  ),
  item(
    "walkout",
    "radio",
    "Tuvalu envoy walks out of Lisbon talks over “betrayal” text",
    "Tuvalu's envoy and other island states walked out of the summit talks, calling the weakened coal text a betrayal of vulnerable nations.",
  ),
  item(
    "ocean",
    "ocean",
    "Island states threaten walkout at UN ocean talks in Nairobi",
    "Small island states said they would walk out of the Nairobi ocean summit after a draft deal dropped a firm date for a deep-sea mining ban; Fiji's envoy called it a betrayal.",
  ),
  ...otherNewsItems(now),
];

describe("a story's reports corroborate a report worded apart from its head (decision 132)", () => {
  const shown = dailyPool(items, now).curated("UN summits and negotiations").stories;

  it("is worded apart from the head: on its own it would be a story of its own", () => {
    const { stories, at } = storiesOf(items, now);
    expect(stories.same(at("draft"), at("walkout"))).toBe(false);
    expect(stories.same(at("islands"), at("walkout"))).toBe(true);
    expect(stories.same(at("deadline"), at("walkout"))).toBe(true);
  });

  it("the walkout two reports of the draft deal tell of is shown with them, once", () => {
    const story = shown.find((s) => s.includes("draft"));
    expect(story?.[0]).toBe("draft");
    expect(story).toContain("walkout");
    expect(shown.filter((s) => s.includes("walkout"))).toHaveLength(1);
  });

  it("another summit's walkout, which only one report shares words with, is its own story", () => {
    const ocean = shown.find((s) => s.includes("ocean"));
    expect(ocean?.[0]).toBe("ocean");
    expect(ocean).not.toContain("draft");
    expect(ocean).not.toContain("walkout");
  });
});
