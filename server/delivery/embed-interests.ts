/**
 * A brief's interests as embeddings (decision 081), for ranking against the items' stored embeddings.
 * Cached per phrase and model in this process: briefings share interests ("AI", "climate"), and a phrase's
 * embedding never changes. Any failure: null, and the briefing ranks on the word vectors.
 */
import type { Brief } from "../curation";
import { type EmbeddingsConfig, embedTexts } from "./embed-texts";
import { callFailure } from "./openai-client";
import { BoundedCache } from "../../common/bounded-cache";

const cache = new BoundedCache<string, number[]>(5_000);

/** What an interest is embedded from: its phrase and the words that narrow it ("AI: chips, export rules"). */
export function interestText(i: Brief["interests"][number]): string {
  return i.context.length ? `${i.phrase}: ${i.context.join(", ")}` : i.phrase;
}

export async function embedInterests(
  cfg: EmbeddingsConfig,
  brief: Brief,
  log?: { warn(msg: string, f?: Record<string, unknown>): void },
  onCall?: (ok: boolean) => void,
): Promise<Array<number[] | null> | null> {
  if (brief.interests.length === 0) return null;
  const texts = brief.interests.map(interestText);
  const key = (t: string) => `${cfg.baseURL}\u0000${cfg.model}\u0000${t}`;
  const missing = [...new Set(texts.filter((t) => cache.peek(key(t)) === undefined))];
  if (missing.length) {
    try {
      const vectors = await embedTexts(cfg, missing);
      onCall?.(true);
      for (const [n, t] of missing.entries()) {
        cache.set(key(t), vectors[n]!);
      }
    } catch (e) {
      onCall?.(false);
      log?.warn("interest embeddings failed; this briefing ranks on the word vectors", {
        model: cfg.model,
        error: callFailure(e),
      });
      return null;
    }
  }
  return texts.map((t) => cache.peek(key(t)) ?? null);
}
