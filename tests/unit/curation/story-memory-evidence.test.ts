import { fileItemsAt } from "../../support/candidates";
import { describe, expect, it } from "vitest";
import { candidatesFromItems, curateItems, parseBrief, type RememberedStory } from "../../../server/curation";
import { featuresOf } from "../../../server/curation/item-features";
import { RememberedWording } from "../../../server/curation/remembered-wording";
import { judgeAgainstMemory, signatureOf } from "../../../server/curation/story-memory";

// Same-event evidence beyond shared wording (decisions 098, 099 amended): shared facts with a close
// meaning, the chain of updates, and a development kept even when its new wording ranks low.
const now = new Date("2026-11-21T07:00:00Z");
const item = fileItemsAt(now, 5);
const one = (...args: Parameters<typeof item>) => candidatesFromItems([item(...args)], now)[0]!;
const remember = (c: ReturnType<typeof one>, chainFacts: string[] = []): RememberedStory => ({
  ...signatureOf(c, featuresOf(c), [], [c.key], chainFacts),
  sentAt: new Date(now.getTime() - 86_400_000),
});
/** whether the story memory's wording test alone takes the two for one event */
const sameByWording = (a: ReturnType<typeof one>, b: ReturnType<typeof one>) =>
  new RememberedWording([featuresOf(a), featuresOf(b)], [a.feedUrl, b.feedUrl]).same(0, 1);

const excise = one(
  "excise-1",
  "nos",
  "Dutch parliament passes 12.5% rise in tobacco excise from March",
  "The Tweede Kamer voted to lift excise on cigarettes by 12.5%, raising an expected €640m a year for the health budget, finance minister Eelco Heinen said.",
  30,
);
const strike = one(
  "port-1",
  "bbc",
  "Felixstowe dockers to strike for eight days over pay",
  "Unite said 1,900 workers at the Port of Felixstowe will walk out from 2 December after rejecting a 7% offer from Hutchison Ports.",
  30,
);

describe("a re-report worded apart from what was sent", () => {
  const reReport = one(
    "excise-2",
    "dutchnews",
    "Smokers in the Netherlands face 12.5% higher cigarette duty",
    "Lawmakers in The Hague have agreed the 12.5% excise increase, which the Finance Ministry says will bring in €640m annually.",
  );

  it("shares the event's facts (the rate and the sum) and meaning, and is dropped as already sent", () => {
    expect(sameByWording(excise, reReport)).toBe(false);
    expect(judgeAgainstMemory([reReport], [featuresOf(reReport)], [remember(excise)])).toEqual([
      { kind: "sent" },
    ]);
  });

  it("is dropped after an update too: the update remembers the facts of the story before it", () => {
    // the update's own report never names the sum; its chain does
    const update = one(
      "excise-3",
      "nos",
      "Dutch senate blocks tobacco excise rise",
      "The Eerste Kamer voted against the measure on Tuesday.",
    );
    const [verdict] = judgeAgainstMemory([update], [featuresOf(update)], [remember(excise)]);
    expect(verdict!.kind).toBe("update");
    const chain = verdict!.kind === "update" ? verdict!.chainFacts : [];
    expect(chain).toEqual(expect.arrayContaining(["12.5%", "640000000"]));
    const onlyTheUpdate = [remember(update, chain)];
    expect(judgeAgainstMemory([reReport], [featuresOf(reReport)], onlyTheUpdate)).toEqual([{ kind: "sent" }]);
  });

  it("a new story on the same subject sharing a name is not taken for it", () => {
    const other = one(
      "excise-4",
      "nos",
      "Belgium to raise alcohol duty by 8% as Dutch rise takes effect",
      "Brussels follows The Hague with a smaller increase on beer and wine, worth €210m a year.",
    );
    expect(judgeAgainstMemory([other], [featuresOf(other)], [remember(excise)])).toEqual([{ kind: "new" }]);
  });
});

describe("a development shown as a plain story", () => {
  const calledOff = one(
    "port-2",
    "guardian",
    "Dockers at Felixstowe cancel strike as Hutchison Ports lifts pay",
    "A two-year deal worth 9.5% was accepted.",
  );

  it("is marked as an update when its headline is close in meaning and names the event's parties", () => {
    expect(sameByWording(strike, calledOff)).toBe(false);
    const [verdict] = judgeAgainstMemory([calledOff], [featuresOf(calledOff)], [remember(strike)]);
    expect(verdict).toMatchObject({ kind: "update", whatsNew: "A two-year deal worth 9.5% was accepted." });
  });

  it("names alone never drop a report: without a development it stays a new story", () => {
    const talks = one(
      "port-3",
      "guardian",
      "Dockers at Felixstowe wait for Hutchison Ports",
      "Both sides are expected to meet again next week.",
    );
    expect(judgeAgainstMemory([talks], [featuresOf(talks)], [remember(strike)])).toEqual([{ kind: "new" }]);
  });
});

describe("a development that ranks low in its new wording", () => {
  const others = candidatesFromItems(
    [
      item(
        "ship-1",
        "lloyds",
        "Container freight rates from Asia to Europe rise 6% in a week",
        "Spot rates on the Shanghai–Rotterdam lane rose 6% as carriers cut capacity before Chinese New Year.",
      ),
      item(
        "ship-2",
        "splash",
        "Maersk to add two Asia–Europe container services in January",
        "The carrier adds capacity on its Gemini network as demand on the lane recovers.",
      ),
      item(
        "ship-3",
        "lloyds",
        "Red Sea container transits still 60% below 2023 levels",
        "Most carriers keep routing container ships around the Cape of Good Hope.",
      ),
    ],
    now,
  );
  const appointed = one(
    "port-4",
    "guardian",
    "Hutchison names Clemence Cheng to run Felixstowe after walkout threat",
    "Clemence Cheng, who ran Hutchison's Rotterdam terminals, takes over the Port of Felixstowe from 1 January.",
  );
  const run = (memory: RememberedStory[]) =>
    curateItems(parseBrief("container shipping and freight rates"), [...others, appointed], {
      now,
      since: new Date(now.getTime() - 25 * 3_600_000),
      frequency: "daily",
      alreadySent: new Set([strike.key]),
      memory,
    });

  it("is shown as an update of the story sent, though as a new story it would be ranked out", () => {
    expect(run([]).items.map((i) => i.key)).not.toContain(appointed.key);
    const shown = run([remember(strike)]).items.find((i) => i.key === appointed.key);
    expect(shown?.update?.whatsNew).toContain("Clemence Cheng");
  });
});

describe("a development merged under another report of today", () => {
  it("marks the story it joins, though the head itself was not matched to what was sent", () => {
    const [head, development] = candidatesFromItems(
      [
        item(
          "port-5",
          "lloyds",
          "UK port labour deal: dock wage agreement lifts pay to 9.5% over two years",
          "The wage agreement with dock workers lifts pay 9.5% over two years, ending the dispute before Christmas.",
          2,
        ),
        item(
          "port-2",
          "guardian",
          "Dockers at Felixstowe cancel strike as Hutchison Ports lifts pay",
          "A two-year deal worth 9.5% was accepted by dock workers, ending the wage dispute.",
          4,
        ),
      ],
      now,
    );
    // the rest of the day's pool, on other subjects: word rarity is judged over a pool, as in a briefing
    const elsewhere = candidatesFromItems(
      [
        ["garden", "Plant garlic before the first frost"],
        ["film", "A slow-burning thriller tops the box office"],
        ["tech", "A phone maker promises seven years of updates"],
        ["food", "Where to eat ramen in Manchester"],
        ["space", "A comet brightens in the evening sky"],
        ["rugby", "Leicester beat Bath in a wet derby"],
        ["health", "Flu vaccine uptake falls among over-65s"],
        ["travel", "Ski resorts open early after heavy snow"],
      ].map(([feed, title], k) => item(`other-${k}`, feed!, title!, `${title} this week.`, 3)),
      now,
    );
    const memory = [remember(strike)];
    expect(judgeAgainstMemory([head!], [featuresOf(head!)], memory)).toEqual([{ kind: "new" }]);
    const r = curateItems(
      parseBrief("UK port labour and dock wage deals"),
      [head!, development!, ...elsewhere],
      {
        now,
        since: new Date(now.getTime() - 25 * 3_600_000),
        frequency: "daily",
        alreadySent: new Set([strike.key]),
        memory,
      },
    );
    expect(r.items).toHaveLength(1);
    expect(r.items[0]!.keys).toEqual([head!.key, development!.key]);
    expect(r.items[0]!.update?.whatsNew).toContain("9.5%");
    expect(r.items[0]!.reasons).toContain("an update on a story you were sent");
  });
});
