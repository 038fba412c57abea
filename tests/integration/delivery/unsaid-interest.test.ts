/**
 * Decision 194: an interest no story of the pool says is topped up on the built-in encoder's meaning alone
 * only with what scores MIN_SCORE at least. The evaluation's daily window (206 items) embedded by the real
 * encoder, as a briefing's preparation has them: "ECB" has no story that day, and was topped up with a
 * Premier League rules explainer, a Bitcoin slump and a transfer rumour.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOW, loadEvaluation, PERIOD_MS } from "../../../bench/curation-eval";
import { embedFeedItemsText } from "../../../bench/curation-embed-items";
import { type Candidate, candidatesFromItems, parseBrief } from "../../../server/curation";
import { BUILTIN_EMBEDDINGS, stopBuiltinEmbeddings } from "../../../server/delivery/builtin-embeddings";
import { curateBriefing } from "../../../server/delivery/curate-briefing";
import { lookbackMs } from "../../../server/delivery/briefing-spec";

const now = new Date(DEFAULT_NOW);
const since = new Date(now.getTime() - lookbackMs(PERIOD_MS.daily));
let pool: Candidate[] = [];

beforeAll(async () => {
  const items = loadEvaluation().items.filter(
    (i) => !!i.published && new Date(i.published).getTime() >= since.getTime(),
  );
  const vectors = await embedFeedItemsText(BUILTIN_EMBEDDINGS, items, () => {});
  pool = candidatesFromItems(items, now).map((c) => ({ ...c, embedding: vectors.get(c.key) ?? null }));
}, 120_000);
afterAll(async () => {
  await stopBuiltinEmbeddings();
});

const picked = async (description: string) =>
  (
    await curateBriefing(
      { embeddings: BUILTIN_EMBEDDINGS, llm: null, log: { warn() {} }, onCall() {} },
      parseBrief(description),
      pool,
      { now, since, frequency: "daily", alreadySent: new Set() },
    )
  ).items;

describe("an interest no story says (decision 194)", () => {
  it("is not topped up with stories that score under MIN_SCORE; the interests stories say keep theirs", async () => {
    const items = await picked("Keep me posted on the Fed, ECB and Bank of England");
    const titles = items.map((p) => p.title);
    for (const off of ["Transfer Talk", "Premier League's new squad cost rules", "BTC Slumps"])
      expect(titles.filter((t) => t.startsWith(off))).toEqual([]);
    expect(items.every((p) => p.score >= 0.2)).toBe(true);
    expect(titles).toContain("UK Bonds Slide After Budget Leaves Thin Buffer Against Shocks");
  });
});
