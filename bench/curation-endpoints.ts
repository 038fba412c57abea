/**
 * The curation bench through the optional endpoints (decisions 081, 082): items embedded once (as gathering
 * embeds them), interests per briefing, and the LLM rerank, by the same `curateBriefing` the pipeline runs.
 * "local" starts the stand-in server of the tests (tests/support/openai-stub-server.ts): it proves the
 * wiring, not the quality (its vectors are hashed words, its rerank counts shared words); "builtin" is the
 * built-in sentence encoder (decision 122).
 */
import { type Candidate, parseBrief } from "../server/curation";
import { BUILTIN_EMBEDDINGS } from "../server/delivery/builtin-embeddings";
import { curateBriefing } from "../server/delivery/curate-briefing";
import type { EmbeddingsConfig } from "../server/delivery/embed-texts";
import { embedFeedItemsText } from "./curation-embed-items";
import { startOpenAiStub } from "../tests/support/openai-stub-server";
import type { CurateFn } from "./curation-eval";
import { loadEvaluation } from "./curation-eval";

export interface EndpointOptions {
  /** an embeddings base URL, or "local" */
  embeddings?: string;
  embeddingsModel?: string;
  /** an LLM base URL, or "local" */
  llm?: string;
  llmModel?: string;
  apiKey?: string;
}

export async function endpointCurate(o: EndpointOptions) {
  const local = o.embeddings === "local" || o.llm === "local" ? await startOpenAiStub() : null;
  const at = (v: string | undefined) => (v === "local" ? local!.baseURL : v);
  const embeddings: EmbeddingsConfig | null =
    o.embeddings === "builtin"
      ? BUILTIN_EMBEDDINGS
      : o.embeddings
        ? {
            baseURL: at(o.embeddings)!,
            model: o.embeddingsModel ?? "stub-embed",
            apiKey: o.apiKey,
            timeoutMs: 60_000,
          }
        : null;
  const llm = o.llm
    ? { baseURL: at(o.llm)!, model: o.llmModel ?? "stub-chat", apiKey: o.apiKey, timeoutMs: 60_000 }
    : null;
  const calls = { chat: 0, embedding: 0, failed: 0 };
  const warnings: string[] = [];
  // every item embedded once, up front, as gathering does; a candidate carries its item's vector
  const vectors = embeddings
    ? await embedFeedItemsText(embeddings, loadEvaluation().items, () => calls.embedding++)
    : new Map<string, number[]>();
  const curate = async (input: Parameters<CurateFn>[0]) => {
    const candidates: Candidate[] = input.candidates.map((c) => ({
      ...c,
      embedding: vectors.get(c.key) ?? null,
    }));
    const r = await curateBriefing(
      {
        embeddings,
        llm,
        log: { warn: (m, f) => warnings.push(`${m} ${JSON.stringify(f)}`) },
        onCall: (kind, ok) => {
          calls[kind]++;
          if (!ok) calls.failed++;
        },
      },
      parseBrief(input.description),
      candidates,
      { now: input.now, since: input.since, frequency: input.frequency, alreadySent: new Set() },
    );
    return r.items.map((i) => ({ key: i.key, also: i.keys.filter((k) => k !== i.key) }));
  };
  return {
    curate,
    /** the embeddings config and the items' vectors, for the speed bench (curation-speed.ts) */
    embeddings,
    vectors,
    calls,
    warnings,
    describe: () =>
      [
        embeddings?.builtin
          ? `built-in ${embeddings.model}`
          : embeddings
            ? `embeddings ${embeddings.model} at ${new URL(embeddings.baseURL).host}`
            : "word vectors",
        llm ? `LLM rerank ${llm.model} at ${new URL(llm.baseURL).host}` : "",
      ]
        .filter(Boolean)
        .join(" + ") + (local ? " (local stand-in)" : ""),
    close: async () => local?.close(),
  };
}
