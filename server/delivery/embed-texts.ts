/**
 * Embeddings from an OpenAI-compatible `/v1/embeddings` (EMBEDDINGS_BASE_URL, decision 081), or from the
 * built-in sentence encoder (decision 122): several texts per call, each endpoint reply checked with zod (one
 * finite vector per input, all of one length). Throws on any failure; callers fall back to the word vectors.
 */
import { z } from "zod";
import type { EmbeddingCalibration } from "../curation";
import { embedBuiltin } from "./builtin-embeddings";
import { type EndpointConfig, openAiClient } from "./openai-client";

export interface EmbeddingsConfig extends EndpointConfig {
  model: string;
  /** the built-in sentence encoder (decision 122) instead of an endpoint; `baseURL` is then "builtin:" */
  builtin?: boolean;
  /** what is known of this model's similarities (rank-items.ts), when anything is */
  calibration?: EmbeddingCalibration;
  /** texts per call */
  batchSize?: number;
}

/** Long texts are cut: the start of an item says what it is about, and endpoints cap their input (often 512 tokens). */
export const MAX_EMBED_CHARS = 1500;
const DEFAULT_BATCH = 32;
/** After a failure the endpoint is left alone this long, so that a dead endpoint does not slow every preparation. */
const COOL_DOWN_MS = 30_000;

const replySchema = z.object({
  data: z
    .array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number().finite()).min(2) }))
    .min(1),
});

const downUntil = new Map<string, number>();

export class EmbeddingsUnavailable extends Error {
  override name = "EmbeddingsUnavailable";
}

export async function embedTexts(cfg: EmbeddingsConfig, texts: string[]): Promise<number[][]> {
  const endpoint = `${cfg.baseURL}|${cfg.model}`;
  if ((downUntil.get(endpoint) ?? 0) > Date.now()) throw new EmbeddingsUnavailable("cooling down");
  const out: number[][] = [];
  const size = cfg.batchSize ?? DEFAULT_BATCH;
  try {
    for (let i = 0; i < texts.length; i += size) {
      const batch = texts.slice(i, i + size).map((t) => t.slice(0, MAX_EMBED_CHARS) || " ");
      if (cfg.builtin) {
        out.push(...(await embedBuiltin(batch)));
        continue;
      }
      const raw = await openAiClient(cfg).embeddings.create({
        model: cfg.model,
        input: batch,
        // floats, not the SDK's default base64: every OpenAI-compatible server speaks floats
        encoding_format: "float",
      });
      const reply = replySchema.parse(raw);
      const vectors: Array<number[] | undefined> = new Array(batch.length);
      for (const d of reply.data) if (d.index < batch.length) vectors[d.index] = d.embedding;
      const dims = out[0]?.length ?? vectors[0]?.length;
      for (const v of vectors) {
        if (!v || v.length !== dims) throw new EmbeddingsUnavailable("reply does not match the input");
        out.push(v);
      }
    }
  } catch (e) {
    downUntil.set(endpoint, Date.now() + COOL_DOWN_MS);
    throw e;
  }
  downUntil.delete(endpoint);
  return out;
}
