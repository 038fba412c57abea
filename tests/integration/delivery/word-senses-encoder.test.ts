/**
 * Decision 199: a word of several senses is the sense the reader's other words in the interest choose, the
 * first when they choose none. The evaluation's items embedded by the real built-in encoder, as a briefing's
 * preparation has them: the encoder puts "the next James Bond" near "bonds", and the Rust project's blog near
 * "rust" whatever the reader wrote beside it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOW, type Frequency, loadEvaluation, PERIOD_MS } from "../../../bench/curation-eval";
import { embedFeedItemsText } from "../../../bench/curation-embed-items";
import { type Candidate, candidatesFromItems, parseBrief } from "../../../server/curation";
import { BUILTIN_EMBEDDINGS, stopBuiltinEmbeddings } from "../../../server/delivery/builtin-embeddings";
import { curateBriefing } from "../../../server/delivery/curate-briefing";
import { lookbackMs } from "../../../server/delivery/briefing-spec";

const now = new Date(DEFAULT_NOW);
let pool: Candidate[] = [];

beforeAll(async () => {
  const items = loadEvaluation().items;
  const vectors = await embedFeedItemsText(BUILTIN_EMBEDDINGS, items, () => {});
  pool = candidatesFromItems(items, now).map((c) => ({ ...c, embedding: vectors.get(c.key) ?? null }));
}, 180_000);
afterAll(async () => {
  await stopBuiltinEmbeddings();
});

const curated = async (description: string, frequency: Frequency) =>
  (
    await curateBriefing(
      { embeddings: BUILTIN_EMBEDDINGS, llm: null, log: { warn() {} }, onCall() {} },
      parseBrief(description),
      pool,
      {
        now,
        since: new Date(now.getTime() - lookbackMs(PERIOD_MS[frequency])),
        frequency,
        alreadySent: new Set(),
      },
    )
  ).items;
const titles = async (description: string, frequency: Frequency) =>
  (await curated(description, frequency)).map((p) => p.title);
/** every report shown: each pick and the reports shown with it as "also in" */
const reports = async (description: string, frequency: Frequency) =>
  (await curated(description, frequency)).flatMap((p) =>
    p.keys.map((k) => pool.find((c) => c.key === k)!.title),
  );

describe("a word of several senses, with the built-in encoder (decision 199)", () => {
  it("'bonds' is debt: the bond stories, not the next James Bond", async () => {
    const shown = await titles("bonds", "once-week");
    expect(shown).toContain("UK Bonds Slide After Budget Leaves Thin Buffer Against Shocks");
    expect(shown).not.toContain("Amazon MGM Names the Next James Bond");
  });

  it("'stocks and bonds' has neither soup stock nor 007", async () => {
    const shown = await titles("stocks and bonds", "daily");
    expect(shown).toContain("Stocks making the biggest moves midday: Walmart, Palo Alto, Target");
    expect(shown).not.toContain("How to Make Rich Vegetable Stock From Scraps");
    expect(shown).not.toContain("Amazon MGM Names the Next James Bond");
  });

  it("'rust on cars' is the car's rust: no story of the language's blog", async () => {
    const shown = await titles("rust on cars", "once-week");
    expect(shown).toContain("How to protect your car from rust this winter");
    expect(shown.filter((t) => /Rust 1\.100|Project goals/.test(t))).toEqual([]);
  });

  it("a context word keeps the reader's sense: 'plant diseases like rust and blight' has no compiler", async () => {
    const shown = await titles("plant diseases like rust and blight", "once-week");
    expect(shown).toContain("Leek rust: how to spot and manage it");
    expect(shown).not.toContain("Announcing Rust 1.100.0");
  });
});

describe("a story that says the interest in its text and leans clearly towards it (decision 232)", () => {
  it("'cricket' has the Test report whose headline names no cricket", async () => {
    // (shown as the story's head, or as "also in" of the cricket site's report of the same day's play)
    const shown = await reports("cricket", "once-week");
    expect(shown).toContain("England collapse to 142 all out on first day in Christchurch");
    // the rugby Test at Allianz Stadium says no cricket: it is not taken for saying it
    expect(shown.filter((t) => /rugby|Allianz/i.test(t)).length).toBeLessThanOrEqual(1);
  });
});
