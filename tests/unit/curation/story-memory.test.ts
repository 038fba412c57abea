import { fileItemsAt } from "../../support/candidates";
import { describe, expect, it } from "vitest";
import { candidatesFromItems, curateItems, parseBrief, type RememberedStory } from "../../../server/curation";
import { featuresOf } from "../../../server/curation/item-features";
import { judgeAgainstMemory, signatureOf } from "../../../server/curation/story-memory";
import { numbersOf } from "../../../server/curation/tokens";

// Story memory (decisions 098, 099) on real-looking reports: the same-event test of group-stories against
// what was sent, and development by new key facts.
const now = new Date("2026-11-21T07:00:00Z");
const item = fileItemsAt(now, 5);
const [sent, reReport, development, unrelated] = candidatesFromItems(
  [
    item(
      "adtech-1",
      "verge",
      "Google and the DOJ make closing arguments in ad tech remedies trial",
      "Judge Leonie Brinkema will now decide whether Google must divest its AdX ad exchange, as the Justice Department asks, or accept behavioural remedies.",
      30,
    ),
    item(
      "adtech-2",
      "ars",
      "Google's ad tech fate is now in Judge Brinkema's hands",
      "After closing arguments in Alexandria, the court must choose between the DOJ's demand that Google sell AdX and Google's offer of behavioural changes.",
    ),
    item(
      "adtech-3",
      "ars",
      "Judge orders Google to sell AdX ad exchange in landmark antitrust ruling",
      "Judge Leonie Brinkema ruled that divestiture is the only remedy that restores competition, giving Google 18 months to sell AdX; Google said it will appeal.",
    ),
    item(
      "chrome",
      "verge",
      "Google releases Chrome 145 with Gemini tab organiser",
      "Chrome's latest version groups open tabs with Gemini and adds a built-in password checkup, rolling out to Windows, Mac and Linux this week.",
    ),
  ],
  now,
);

function remember(c: typeof sent): RememberedStory {
  return { ...signatureOf(c!, featuresOf(c!), [], [c!.key]), sentAt: new Date(now.getTime() - 86_400_000) };
}

describe("numbers as facts", () => {
  it("reads one price however it is written, keeps scores and percentages, skips years", () => {
    expect(numbersOf("Bitcoin falls below $80,000")).toEqual(["80000"]);
    expect(numbersOf("Bitcoin slides under $80k")).toEqual(["80000"]);
    expect(numbersOf("Mistral raises €1.7bn")).toEqual(["1700000000"]);
    expect(numbersOf("Sinner won 7-6 6-4 in 2026, 40% of points")).toEqual(["7-6", "6-4", "40%"]);
    expect(numbersOf("MEPs voted 379-248")).toEqual(["379", "248"]);
  });

  it("reads the units other outlets and languages write: '$1.2B', 'per cent', 'Mrd.', 'milliards'", () => {
    expect(numbersOf("Liquidating $1.2B in longs")).toEqual(numbersOf("$1.2 billion liquidated"));
    expect(numbersOf("up 31 per cent")).toEqual(["31%"]);
    expect(numbersOf("up 31 percent")).toEqual(["31%"]);
    expect(numbersOf("Umsatz von 1,5 Mrd. Euro")).toEqual(["1500000000"]);
    expect(numbersOf("3 Mio. Kunden")).toEqual(["3000000"]);
    expect(numbersOf("2,4 milliards d'euros")).toEqual(["2400000000"]);
    expect(numbersOf("3 mil millones de euros")).toEqual(["3000000000"]);
  });
});

describe("an event already sent", () => {
  const memory = [remember(sent)];
  const pool = [reReport!, development!, unrelated!];
  const verdicts = judgeAgainstMemory(pool, pool.map(featuresOf), memory);

  it("is recognised in another outlet's report under a new headline and URL, and dropped", () => {
    expect(verdicts[0]).toEqual({ kind: "sent" });
  });

  it("comes back as an update when a ruling is reported, with the sentence carrying it", () => {
    expect(verdicts[1]!.kind).toBe("update");
    expect(verdicts[1]).toMatchObject({
      whatsNew: expect.stringContaining("Brinkema ruled that divestiture"),
    });
  });

  it("does not take another story of the same company for it", () => {
    expect(verdicts[2]).toEqual({ kind: "new" });
  });

  it("with nothing remembered, every report is new", () => {
    expect(judgeAgainstMemory(pool, pool.map(featuresOf), []).every((v) => v.kind === "new")).toBe(true);
  });

  it("in curation: the re-report is counted as already sent, the ruling is picked as an update", () => {
    const r = curateItems(parseBrief("Big tech antitrust cases and Google"), pool, {
      now,
      since: new Date(now.getTime() - 25 * 3_600_000),
      frequency: "daily",
      alreadySent: new Set([sent!.key]),
      memory,
    });
    expect(r.storiesAlreadySent).toBe(1);
    expect(r.sentStoryKeys).toEqual([reReport!.key]);
    const ruling = r.items.find((i) => i.key === development!.key);
    expect(ruling?.update?.whatsNew).toContain("18 months");
    expect(r.items.find((i) => i.key === unrelated!.key)?.update).toBeUndefined();
    // what is remembered of the update: its facts, so that the ruling reported again is not new
    expect(ruling?.signature.facts).toEqual(expect.arrayContaining(["18"]));
  });

  it("a development re-reported after the update was sent is dropped (not a third time)", () => {
    const [again] = candidatesFromItems(
      [
        item(
          "adtech-4",
          "verge",
          "Google ordered to sell AdX: what the ruling means for advertisers",
          "Judge Leonie Brinkema's ruling gives Google 18 months to sell its AdX ad exchange; Google will appeal.",
          2,
        ),
      ],
      now,
    );
    const withUpdate = [...memory, remember(development)];
    expect(judgeAgainstMemory([again!], [featuresOf(again!)], withUpdate)).toEqual([{ kind: "sent" }]);
  });
});
