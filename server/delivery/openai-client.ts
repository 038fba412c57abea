/**
 * One openai SDK client per endpoint (base URL, key, timeout), for the rerank and embeddings calls
 * (decisions 081, 082): the SDK keeps its connections per client, so a client is reused, not rebuilt per call.
 */
import OpenAI from "openai";

export interface EndpointConfig {
  baseURL: string;
  apiKey?: string;
  timeoutMs?: number;
}

const clients = new Map<string, OpenAI>();

export function openAiClient(cfg: EndpointConfig): OpenAI {
  const key = `${cfg.baseURL}|${cfg.apiKey ?? ""}|${cfg.timeoutMs ?? 20_000}`;
  let c = clients.get(key);
  if (!c) {
    c = new OpenAI({
      baseURL: cfg.baseURL,
      // local servers (Ollama, vLLM, LM Studio) need no key, but the SDK refuses to start without one
      apiKey: cfg.apiKey || "not-needed",
      timeout: cfg.timeoutMs ?? 20_000,
      // one retry: a briefing's preparation must not wait long on an endpoint that is down
      maxRetries: 1,
    });
    clients.set(key, c);
  }
  return c;
}

/**
 * What went wrong with a call, for the log: the HTTP status or the error's name, never its message (an
 * endpoint may echo the input, i.e. a reader's description or an item's text; decision 075).
 */
export function callFailure(e: unknown): string {
  const status = (e as { status?: unknown }).status;
  if (typeof status === "number") return `HTTP ${status}`;
  return e instanceof Error ? e.name : "unknown";
}
