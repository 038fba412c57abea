import { describe, expect, it } from "vitest";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";

// Decision 178: a feed nearly as much about an interest as the feed most about it (three quarters of its
// prior) speaks for its stories that say the interest, or a term of it, somewhere in their text: a second
// football desk's "Forest return to winning ways", whose text names the club they beat, is the Premier
// League's; its stories that say nothing of it still need their own evidence.
const now = new Date("2026-05-04T07:00:00Z");
describe("a feed nearly as much about an interest", () => {
  const home = [
    "Premier League clubs back a new spending system",
    "Premier League preview: Liverpool host Arsenal",
    "Chelsea stay top after a late winner",
    "Referees to explain decisions live",
  ].map((title, n) => embeddedSourceItem(now, "Sky Football", title, `Weekend football ${n}.`, 0.7));
  const second = [
    "Bundesliga: Bayern rotate before the top game",
    "Arsenal sign a new goalkeeper",
    "Ligue 1: PSG back on top after winning in Lens",
  ].map((title, n) => embeddedSourceItem(now, "The Courier - Football", title, `Around Europe ${n}.`, 0.85));
  const says = embeddedSourceItem(
    now,
    "The Courier - Football",
    "Postecoglou's side return to winning ways before the break",
    "A Gibbs-White double beat Brentford.",
    0.7,
  );
  const saysNothing = embeddedSourceItem(
    now,
    "The Courier - Football",
    "Why goalkeepers are taking more risks than ever",
    "A tactical trend across the continent.",
    0.7,
  );
  const others = [toward(0.05, 3), toward(0, 2), toward(0.1, 1)].flatMap((v) => otherSubjectItems(now, v));

  it("carries its story that names a club of the competition in its text, not one that names none", () => {
    const r = curateDaily(
      "Premier League",
      [...others, ...home, ...second, says, saysNothing],
      now,
      ONE_AXIS_ENCODER,
    );
    const titles = r.items.map((p) => p.title);
    expect(titles).toContain(says.title);
    expect(titles).not.toContain(saysNothing.title);
  });
});
