import { afterAll, beforeAll } from "vitest";
import { DEFAULT_NOW, type Frequency, loadEvaluation, PERIOD_MS } from "../../bench/curation-eval";
import { embedFeedItemsText } from "../../bench/curation-embed-items";
import { type Candidate, candidatesFromItems, parseBrief } from "../../server/curation";
import { BUILTIN_EMBEDDINGS, stopBuiltinEmbeddings } from "../../server/delivery/builtin-embeddings";
import { curateBriefing } from "../../server/delivery/curate-briefing";
import { lookbackMs } from "../../server/delivery/briefing-spec";

/**
 * The evaluation's items of one briefing's window (tests/fixtures/curation), embedded by the real built-in
 * encoder as a briefing's preparation has them, set up and torn down by the calling file's hooks; `picked`
 * curates a description over them as a first edition of that frequency does.
 */
export function encodedEvaluation(frequency: Frequency) {
  const now = new Date(DEFAULT_NOW);
  const since = new Date(now.getTime() - lookbackMs(PERIOD_MS[frequency]));
  let pool: Candidate[] = [];
  beforeAll(async () => {
    const items = loadEvaluation().items.filter(
      (i) => !!i.published && new Date(i.published).getTime() >= since.getTime(),
    );
    const vectors = await embedFeedItemsText(BUILTIN_EMBEDDINGS, items, () => {});
    pool = candidatesFromItems(items, now).map((c) => ({ ...c, embedding: vectors.get(c.key) ?? null }));
  }, 180_000);
  afterAll(async () => {
    await stopBuiltinEmbeddings();
  });
  const picked = async (description: string) =>
    (
      await curateBriefing(
        { embeddings: BUILTIN_EMBEDDINGS, llm: null, log: { warn() {} }, onCall() {} },
        parseBrief(description),
        pool,
        { now, since, frequency, alreadySent: new Set() },
      )
    ).items;
  return { picked };
}
