import { describe, expect, it } from "vitest";
import { dailyPool, fileItemsAt, otherNewsItems } from "../../support/candidates";

// Decision 197: a one-word name the reader asked for is written with its capital in its stories; the word in
// lower case is another thing ("pruning apple trees" is not Apple's news).
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

const items = [
  item(
    "iphone",
    "gadgetdesk",
    "Apple delays its foldable iPhone to 2027",
    "Suppliers say the hinge is not ready.",
  ),
  item(
    "macbook",
    "techwire",
    "APPLE UNVEILS A LIGHTER MACBOOK AIR",
    "The laptop ships next week with a new chip.",
    5,
  ),
  item(
    "orchard",
    "gardenwire",
    "Jobs for the weekend: pruning apple trees",
    "Cut out crossing branches while the tree is dormant.",
  ),
  item("cider", "fooddesk", "Ten apple recipes for autumn", "From tarte tatin to a spiced apple cake.", 6),
  item(
    "search",
    "gadgetdesk",
    "Google opens Android to rival app stores",
    "A court order took effect on Monday.",
    3,
  ),
  ...otherNewsItems(now),
];

describe("a one-word name with its capital (decision 197)", () => {
  const { curated } = dailyPool(items, now);
  const shown = (description: string) => curated(description).shown;

  it("brings the company's stories, also a headline in capitals, not the fruit's", () => {
    const picks = shown("What's happening with Apple and Google");
    expect(picks).toEqual(expect.arrayContaining(["iphone", "macbook", "search"]));
    expect(picks).not.toContain("orchard");
    expect(picks).not.toContain("cider");
  });

  it("a reader who writes the word in lower case asks for the word", () => {
    expect(shown("apple recipes")).toContain("cider");
  });
});
