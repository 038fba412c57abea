import { describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { dailyPool, fileItemsAt, otherNewsItems } from "../../support/candidates";

// Decision 198: a club's suffix ("Chelsea FC", "FC Barcelona", "Bournemouth AFC") is the form of its name, not
// a word its stories say: the interest is the club's name, read as a name. "FC" was the phrase's last word,
// and a feed named "ESPN FC" said it for every one of its stories.
const now = new Date("2026-12-01T07:00:00Z");
const item = fileItemsAt(now);

describe("a club's suffix (decision 198)", () => {
  it("is dropped, and marks the club a name", () => {
    expect(parseBrief("Chelsea FC").interests).toEqual([{ phrase: "Chelsea", context: [], name: true }]);
    expect(parseBrief("FC Barcelona and Bournemouth AFC").interests).toEqual([
      { phrase: "Barcelona", context: [], name: true },
      { phrase: "Bournemouth", context: [], name: true },
    ]);
  });

  const items = [
    item(
      "chelsea",
      "footballdesk",
      "Chelsea consider January move for Brazil winger",
      "The club has watched him twice.",
    ),
    item(
      "arsenal",
      "footballdesk",
      "Arsenal stay top after a perfect group run",
      "Their defence has conceded twice.",
      5,
    ),
    item(
      "espn",
      "ESPN FC",
      "Man United sack their manager after derby defeat",
      "The board met on Sunday night.",
      3,
    ),
    ...otherNewsItems(now),
  ];
  const { curated } = dailyPool(items, now);

  it("brings the club's stories, not a feed named 'FC' or another club's", () => {
    const shown = curated("Chelsea FC").shown;
    expect(shown).toContain("chelsea");
    expect(shown).not.toContain("espn");
    expect(shown).not.toContain("arsenal");
  });
});
