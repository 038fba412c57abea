/**
 * One briefing's curation with the optional endpoints (decisions 081, 082): the interests' embeddings when
 * the items have theirs, then curation, then, with an LLM, one rerank call over the shortlist and curation
 * again in the model's order. Each optional step falls back to the offline result on any failure, so a
 * briefing never waits on, or is lost to, an endpoint that is down. The pipeline and the curation bench run
 * exactly this.
 */
import { type Brief, type Candidate, type CurateOptions, type CurateResult, curateItems } from "../curation";
import type { EmbeddingsConfig } from "./embed-texts";
import { embedInterests } from "./embed-interests";
import { RERANK_SIZE, rerankCandidates } from "./rerank-candidates";
import type { LlmConfig } from "./summarise";

export interface CurateBriefingEnv {
  embeddings?: EmbeddingsConfig | null;
  /** the LLM reranks when set and `rerank` is not false */
  llm?: LlmConfig | null;
  rerank?: boolean;
  log?: { warn(msg: string, f?: Record<string, unknown>): void };
  onCall?: (
    kind: "chat" | "embedding",
    ok: boolean,
    tokens?: { prompt?: number; completion?: number },
  ) => void;
}

export interface CuratedBriefing extends CurateResult {
  /** how the picks were ranked: "offline", "embeddings", and "+rerank" when the LLM ordered them */
  ranking: string;
}

export async function curateBriefing(
  env: CurateBriefingEnv,
  brief: Brief,
  candidates: Candidate[],
  opts: Omit<CurateOptions, "interestEmbeddings" | "embeddingCalibration" | "shortlist" | "order">,
): Promise<CuratedBriefing> {
  const interestEmbeddings =
    env.embeddings && candidates.some((c) => c.embedding)
      ? await embedInterests(env.embeddings, brief, env.log, (ok) => env.onCall?.("embedding", ok))
      : null;
  const ranking = interestEmbeddings ? "embeddings" : "offline";
  const embeddingCalibration = interestEmbeddings ? env.embeddings?.calibration : undefined;
  const rerank = env.llm && env.rerank !== false ? env.llm : null;
  const first = curateItems(brief, candidates, {
    ...opts,
    interestEmbeddings,
    embeddingCalibration,
    shortlist: rerank ? RERANK_SIZE : undefined,
  });
  // nothing to choose between: no call
  if (!rerank || first.shortlist.length < 2) return { ...first, ranking };
  const order = await rerankCandidates(rerank, brief, first.shortlist, {
    log: env.log,
    onCall: (ok, tokens) => env.onCall?.("chat", ok, tokens),
  });
  if (!order) return { ...first, ranking };
  return {
    ...curateItems(brief, candidates, { ...opts, interestEmbeddings, embeddingCalibration, order }),
    ranking: `${ranking}+rerank`,
  };
}
