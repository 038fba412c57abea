import { describe, expect, it } from "vitest";
import { namesAKind, otherKindsOf } from "../../../server/curation/expansions";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";

// Decision 205: a reader who asks for one sport did not ask for its neighbours. A story of another kind of the
// subject ("rugby": a Premier League preview, a Test's wickets) that says nothing of the interest is that
// kind's, however close its meaning (the built-in encoder puts every sport near "rugby"); so is an untagged
// story of a feed that is another kind's.
const now = new Date("2026-12-01T07:00:00Z");
// [source, title, summary, cosine to the interest]
const stories = {
  preview: [
    "Football Desk",
    "Premier League preview: Liverpool vs Arsenal heads the weekend fixtures",
    "Top-flight football returns with a blockbuster at Anfield.",
    0.6,
  ],
  transfer: [
    "Football Desk",
    "Chelsea consider January swoop for Brazil winger",
    "The Premier League club have asked about the 21-year-old.",
    0.5,
  ],
  collapse: [
    "Cricket Site",
    "England collapse to 142 all out on the first day in Christchurch",
    "Matt Henry took five wickets as New Zealand seized control of the first Test.",
    0.62,
  ],
  fivefor: [
    "Cricket Site",
    "Henry five-for routs England on rain-shortened opening day",
    "New Zealand were 48 for 1 in reply after bowling the visitors out for 142.",
    0.58,
  ],
  ashes: [
    "Cricket Site",
    "Stokes backs his batters before the Ashes",
    "The top order stays unchanged for the Test match in Perth.",
    0.5,
  ],
  stadiums: [
    "Rugby Site",
    "Rugby World Cup 2031 venues named",
    "Six grounds where Champions League nights are played are on the list.",
    0.65,
  ],
  davis: [
    "Tennis Site",
    "Italy sweep France to reach the Davis Cup semi-finals",
    "Sinner sealed the tie.",
    0.6,
  ],
  mile: ["Track Site", "Kipyegon breaks the mile world record in Monaco", "The Kenyan ran 4:07.", 0.7],
  wsl: [
    "Women's Football Site",
    "Women's football: Chelsea held by Manchester United in the WSL",
    "Hayes's side stay top.",
    0.7,
  ],
  allblacks: [
    "Rugby Site",
    "England beat the All Blacks with a last-gasp penalty",
    "Smith's kick at Allianz Stadium sealed a famous win.",
    0.7,
  ],
} as const;
const pool = [
  ...Object.values(stories).map(([source, title, summary, cos]) =>
    embeddedSourceItem(now, source, title, summary, cos),
  ),
  ...otherSubjectItems(now, toward(0.05, 3)),
];
const nameOf = new Map(pool.map((c, i) => [c.key, Object.keys(stories)[i] ?? c.title]));
const shown = (description: string) =>
  curateDaily(description, pool, now, ONE_AXIS_ENCODER).items.flatMap((p) =>
    p.keys.map((k) => nameOf.get(k)!),
  );

describe("another kind of the subject is not the kind asked for (decision 205)", () => {
  it("'rugby' brings the All Blacks, not football or cricket, which its meaning is close to", () => {
    const picks = shown("rugby");
    expect(picks).toContain("allblacks");
    for (const other of ["preview", "transfer", "collapse", "fivefor", "ashes"])
      expect(picks).not.toContain(other);
  });

  it("an untagged story of a cricket site is cricket's, and still the cricket reader's", () => {
    const union = shown("rugby union news");
    expect(union).not.toContain("fivefor");
    // a rugby story that names a football competition is still rugby's
    expect(union).toContain("stadiums");
    expect(shown("cricket")).toEqual(expect.arrayContaining(["collapse", "ashes"]));
  });

  it("a kind listed by its subject without an entry of its own has the same neighbours", () => {
    const picks = shown("athletics");
    expect(picks).toContain("mile");
    for (const other of ["davis", "preview", "collapse", "stadiums", "allblacks"])
      expect(picks).not.toContain(other);
  });

  it("a word every sport uses makes no kind: 'league' in 'Women's Super League'", () => {
    expect(shown("Women's Super League")).toContain("wsl");
  });

  it("a football reader keeps football's stories, not cricket's", () => {
    const picks = shown("football");
    expect(picks).toEqual(expect.arrayContaining(["preview", "transfer"]));
    for (const other of ["collapse", "fivefor", "ashes", "allblacks"]) expect(picks).not.toContain(other);
  });

  it("knows a kind's neighbours by their own terms, not by their synonyms or a term two kinds share", () => {
    const names = (phrase: string) => otherKindsOf(phrase).map((terms) => terms[0]!.stems.join(" "));
    const termsOf = (phrase: string, kind: string) =>
      otherKindsOf(phrase)
        .find((terms) => terms[0]!.stems.join(" ") === kind)!
        .map((t) => t.stems.join(" "));
    expect(names("rugby")).toEqual(expect.arrayContaining(["football", "cricket", "tennis", "f1"]));
    expect(termsOf("rugby", "cricket")).toContain("wicket");
    // Formula 1's and MotoGP's "grand prix" tells neither apart
    expect(termsOf("rugby", "f1")).not.toContain("grand prix");
    // football in other languages is football, not its neighbour
    expect(names("football")).not.toEqual(expect.arrayContaining(["fußball"]));
    expect(names("football")).not.toContain("soccer");
    // the subject itself, and the subject in another language, are no kind of it
    expect(names("sport")).toEqual([]);
    expect(names("tecnología")).toEqual([]);
    // tech's kinds overlap: a startup's story is a security firm's too
    expect(names("startup")).toEqual([]);
    // inside a phrase: a kind's word ("DFB" is football's), not the subject's own ("league", "cup")
    expect(["rugby", "dfb", "league", "cup"].map(namesAKind)).toEqual([true, true, false, false]);
  });
});
