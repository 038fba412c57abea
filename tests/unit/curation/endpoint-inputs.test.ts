/**
 * What curation does with the endpoints' answers (decisions 081, 082), without any endpoint: interest and
 * item embeddings steer the semantic part; an LLM's order is followed only over what curation kept.
 */
import { describe, expect, it } from "vitest";
import { candidate } from "../../support/candidates";
import { type Candidate, curateItems, parseBrief } from "../../../server/curation";
import { Stories } from "../../../server/curation/group-stories";
import { featuresOf } from "../../../server/curation/item-features";

const now = new Date("2026-03-10T07:00:00Z");
const item = (feed: string, title: string, summary: string, embedding?: number[]): Candidate =>
  candidate(`${feed}.example`, title, summary, { now, hoursAgo: 3 }, { sourceName: feed, embedding });
const opts = {
  now,
  since: new Date(now.getTime() - 36 * 3_600_000),
  frequency: "daily" as const,
  alreadySent: new Set<string>(),
};

const pool = [
  item("cars", "Electric car registrations surge in Norway", "Most new cars sold were electric."),
  item("cars", "Battery plant opens for electric cars", "The factory supplies carmakers."),
  item("money", "Bitcoin tumbles as crypto exchange fails", "Crypto markets fell sharply."),
  item("money", "Central bank holds interest rates", "Markets expected the decision."),
  item("food", "Bakery wins bread award", "Sourdough took the prize."),
];

describe("an LLM's order (decision 082)", () => {
  const brief = parseBrief("electric cars and markets, no crypto");

  it("the shortlist never holds an excluded item", () => {
    const r = curateItems(brief, pool, { ...opts, shortlist: 30 });
    expect(r.shortlist.length).toBeGreaterThan(1);
    expect(r.shortlist.map((c) => c.title)).not.toContain(pool[2]!.title);
  });

  it("picks follow the order with its reasons; excluded and unknown keys are ignored; the rest dropped", () => {
    const offline = curateItems(brief, pool, opts).items.map((i) => i.title);
    // the markets story stays though its feed's other story is crypto: it says what was asked (decision 158),
    // in its text, not its headline: after the stories whose headlines say theirs (decision 231)
    expect(offline).toEqual([pool[1]!.title, pool[0]!.title, pool[3]!.title]);
    const order = [
      { key: pool[2]!.key, reason: "crypto is hot" },
      { key: "u:https://nowhere.example/x", reason: "made up" },
      { key: pool[0]!.key, reason: "EV milestone" },
    ];
    const r = curateItems(brief, pool, { ...opts, order });
    expect(r.items.map((i) => i.title)).toEqual([pool[0]!.title]);
    expect(r.items[0]!.reasons[0]).toBe("EV milestone");
    const both = curateItems(brief, pool, {
      ...opts,
      order: [...order, { key: pool[1]!.key, reason: "batteries" }],
    });
    expect(both.items.map((i) => i.title)).toEqual([pool[0]!.title, pool[1]!.title]);
  });

  it("an order naming nothing curation kept leaves the offline picks", () => {
    const offline = curateItems(brief, pool, opts).items.map((i) => i.key);
    const r = curateItems(brief, pool, { ...opts, order: [{ key: pool[2]!.key, reason: "x" }] });
    expect(r.items.map((i) => i.key)).toEqual(offline);
  });
});

describe("embeddings (decision 081)", () => {
  // a two-dimensional "model": axis 0 = cars, axis 1 = food
  const cars = [1, 0.05];
  const food = [0.05, 1];
  // a pool large enough for its similarities to speak for themselves (small pools lean on typical spreads)
  const embedded = [
    // both say the interest, so that the embedding alone tells them apart: on meaning alone, an interest
    // nothing says is topped up only at MIN_SCORE (decision 194)
    item("mix", "Norway registrations hit record", "Figures for electric vehicles are out.", cars),
    item(
      "mix",
      "Record month for registrations at the bakery guild",
      "Figures for electric vehicles are out.",
      food,
    ),
    ...Array.from({ length: 12 }, (_, k) =>
      item("mix", `Quarterly figures published, part ${k}`, "Figures for the quarter are out.", [0.5, 0.5]),
    ),
  ];
  const brief = parseBrief("electric vehicles");

  it("with both embeddings, the item whose embedding is near the interest's ranks first", () => {
    const toCars = curateItems(brief, embedded, { ...opts, interestEmbeddings: [cars] });
    const toFood = curateItems(brief, embedded, { ...opts, interestEmbeddings: [food] });
    expect(toCars.items[0]?.title).toBe(embedded[0]!.title);
    expect(toFood.items[0]?.title).toBe(embedded[1]!.title);
  });

  it("embeddings of another length than the interest's are ignored (word vectors instead)", () => {
    const offline = curateItems(brief, embedded, opts).items.map((i) => i.key);
    const r = curateItems(brief, embedded, { ...opts, interestEmbeddings: [[1, 0, 0]] });
    expect(r.items.map((i) => i.key)).toEqual(offline);
  });
});

describe("stories with embeddings (decision 081)", () => {
  // two differently worded reports of one flood, from two sources, sharing few words
  const reports = [
    item(
      "wire",
      "Storm floods streets in eastern Spain",
      "A month of rain fell in hours, cutting power to thousands in Valencia.",
    ),
    item(
      "daily",
      "Downpour leaves region under water",
      "Emergency crews rescued residents overnight as rain and power cuts hit Valencia.",
    ),
    ...[
      "Madrid heatwave breaks records",
      "Drought hits Andalusia farms",
      "Central bank raises rates",
      "Football club signs striker",
    ].map((t, k) => item(`other${k}`, t, "Forecasters and officials commented on the week's news.")),
  ];
  const features = reports.map(featuresOf);
  const sources = reports.map((c) => c.feedUrl);
  const rest = reports.slice(2).map(() => [0, 1, 0]);

  it("nearly the same embedding and a little shared wording make one story; the words alone do not", () => {
    expect(new Stories(features, sources).same(0, 1)).toBe(false);
    expect(new Stories(features, sources, [[1, 0, 0], [0.99, 0.05, 0], ...rest]).same(0, 1)).toBe(true);
    // merely related meaning does not
    expect(new Stories(features, sources, [[1, 0, 0], [0.7, 0.7, 0], ...rest]).same(0, 1)).toBe(false);
    // the same embedding without shared wording does not either
    expect(
      new Stories(features, sources, [[1, 0, 0], [1, 0, 0], [0, 1, 0], [0, 1, 0], ...rest.slice(2)]).same(
        2,
        3,
      ),
    ).toBe(false);
  });
});
