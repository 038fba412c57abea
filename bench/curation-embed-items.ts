/** The evaluation's items embedded once, in batches, keyed by candidate key: what gathering stores (decision 081). */
import { candidatesFromItems, type ItemsFile } from "../server/curation/read-items-file";
import { type EmbeddingsConfig, embedTexts } from "../server/delivery/embed-texts";
import { itemText } from "../server/delivery/embed-feed-items";

export async function embedFeedItemsText(
  cfg: EmbeddingsConfig,
  items: ItemsFile,
  onCall: () => void,
): Promise<Map<string, number[]>> {
  const candidates = candidatesFromItems(items, new Date());
  const out = new Map<string, number[]>();
  const batch = 32;
  for (let i = 0; i < candidates.length; i += batch) {
    const chunk = candidates.slice(i, i + batch);
    onCall();
    const vs = await embedTexts(
      cfg,
      chunk.map((c) => itemText(c.title, c.summary, c.content)),
    );
    for (const [n, c] of chunk.entries()) out.set(c.key, vs[n]!);
  }
  return out;
}
