/**
 * A local HTTP server speaking the OpenAI protocol, standing in for the unreachable LLM and embeddings
 * endpoints: POST /v1/chat/completions (summaries, intros, the rerank prompt of decision 082 and the brief of
 * decision 123) and
 * POST /v1/embeddings (decision 081). Deterministic replies derived from the input; counts calls; each kind
 * can fail on demand.
 */
import { createHash } from "node:crypto";
import * as http from "node:http";
import type { AddressInfo } from "node:net";

type Mode = "ok" | "error" | "garbage" | "hang";

/** Dimensions of the stand-in embeddings. */
export const STUB_DIMS = 256;
const STUB_STOPWORDS = new Set(
  "a an and are as at be by for from has have in is it its of on or that the this to was were will with".split(
    " ",
  ),
);

/**
 * A hashed bag of words: each word (lower-cased, crudely stemmed) adds 1 to a dimension chosen by its hash.
 * Texts sharing words are close, texts sharing none are orthogonal (up to collisions): enough to show that
 * ranking follows the endpoint's vectors, without pretending to understand anything.
 */
export function stubEmbedding(text: string): number[] {
  const v = new Array<number>(STUB_DIMS).fill(0);
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (STUB_STOPWORDS.has(raw) || raw.length < 2) continue;
    const w = raw.replace(/ies$/, "y").replace(/(?<!s)s$/, "");
    v[createHash("md5").update(w).digest().readUInt32LE(0) % STUB_DIMS]! += 1;
  }
  return v;
}

/**
 * The stand-in's rerank answer: the listed items ordered by how many words of "The reader wants:" their
 * headline and summary share (ties keep the list's order), with a reason naming those words. Deterministic,
 * and it visibly reorders the list.
 */
export function stubRerank(prompt: string): string {
  const words = (t: string) =>
    new Set(
      (t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
        .filter((w) => w.length > 2 && !STUB_STOPWORDS.has(w))
        .map((w) => w.replace(/ies$/, "y").replace(/(?<!s)s$/, "")),
    );
  const wants = words(/^The reader wants: (.*)$/m.exec(prompt)?.[1] ?? "");
  const items = [...prompt.matchAll(/^\[(\d+)\] (.*)(?:\n {4}(.*))?$/gm)].map((m) => {
    const shared = [...words(`${m[2]} ${m[3] ?? ""}`)].filter((w) => wants.has(w));
    return { id: Number(m[1]), shared };
  });
  items.sort((a, b) => b.shared.length - a.shared.length || a.id - b.id);
  return JSON.stringify({
    picks: items.map((x) => ({
      id: x.id,
      reason: x.shared.length ? `Stub rerank: mentions ${x.shared.join(", ")}` : "Stub rerank: listed",
    })),
  });
}

/**
 * The stand-in's brief of a description (decision 123): "not from X" and "from X" (a URL or a capitalised
 * name) are declined and named sources, a feed's URL anywhere a named source, "N items" the length; the rest is split into sentences and
 * comma/"and" parts, each a phrase as written, one opening with "no"/"not"/"without" an exclusion. It keeps
 * words the offline parser drops ("tennis results", not "tennis"), so a stored brief shows who wrote it.
 */
export function stubBrief(description: string): string {
  const url = String.raw`https?:\/\/[^\s,;]+[^\s,;.]`;
  const name = String.raw`(${url}|(?:[a-z0-9-]+\.)+[a-z]{2,}\b|[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)*)`;
  const excludedSources: string[] = [];
  const sources: string[] = [];
  let length: number | null = null;
  const rest = description
    .replace(new RegExp(String.raw`\b(?:not|nothing) from\s+${name}`, "gi"), (_, n: string) => {
      excludedSources.push(n.replace(/\.$/, ""));
      return ";";
    })
    // a feed's address is a source wherever it stands, as a model would read it
    .replace(
      new RegExp(String.raw`(?:\b(?:[Mm]ostly |[Mm]ainly )?from\s+)?(${url})`, "g"),
      (_, n: string) => {
        sources.push(n);
        return ";";
      },
    )
    .replace(new RegExp(String.raw`\b(?:[Mm]ostly |[Mm]ainly )?from\s+${name}`, "g"), (_, n: string) => {
      sources.push(n.replace(/\.$/, ""));
      return ";";
    })
    .replace(/\b(\d{1,2})\s+(?:items|stories)\b/i, (_, n: string) => {
      length = Number(n);
      return ";";
    });
  const interests: Array<{ phrase: string; context: string[] }> = [];
  const exclusions: string[] = [];
  for (const raw of rest.split(/[,;!?\n]+|\.(?=\s|$)|\band\b/i)) {
    const part = raw.trim().replace(/^(?:i want|i'd like|please|also)\s+/i, "");
    if (!/[\p{L}\p{N}]{2,}/u.test(part)) continue;
    const excluded = /^(?:no|not|without)\s+(.+)$/i.exec(part);
    if (excluded) exclusions.push(excluded[1]!.trim());
    else interests.push({ phrase: part, context: [] });
  }
  return JSON.stringify({
    interests: interests.slice(0, 12),
    exclusions: exclusions.slice(0, 12),
    sources: sources.slice(0, 8),
    ...(excludedSources.length ? { excludedSources: excludedSources.slice(0, 8) } : {}),
    language: "en",
    length,
  });
}

export interface OpenAiStub {
  /** base URL to use as LLM_BASE_URL (ends with /v1) */
  baseURL: string;
  calls: Array<{ model: string; messages: Array<{ role: string; content: string }>; authorization?: string }>;
  /** chat completions: 'ok' | 'error' (HTTP 500) | 'garbage' (200 with invalid body) | 'hang' */
  mode: Mode;
  /** override the reply text */
  reply?: (prompt: string) => string;
  /** rerank prompts only (they carry a numbered "Items:" list): 'garbage' answers text that is not JSON */
  rerankMode: Mode;
  /** override the rerank answer (the completion's text), e.g. to name items that are not in the list */
  rerankReply?: (prompt: string) => string;
  /** brief prompts only (decision 123): 'garbage' answers text that is not JSON */
  briefMode: Mode;
  /** override the brief answer (the completion's text), e.g. one naming an interest the reader never wrote */
  briefReply?: (description: string) => string;
  /** every /v1/embeddings call, with its inputs */
  embeddingCalls: Array<{ model: string; input: string[] }>;
  /** embeddings: 'garbage' answers 200 with vectors of the wrong count */
  embeddingsMode: Mode;
  close(): Promise<void>;
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const stub: OpenAiStub = {
    baseURL: "",
    calls: [],
    mode: "ok",
    rerankMode: "ok",
    briefMode: "ok",
    embeddingCalls: [],
    embeddingsMode: "ok",
    close: async () => {},
  };
  const embeddings = (body: string, res: http.ServerResponse) => {
    const json = JSON.parse(body || "{}");
    const input: string[] = typeof json.input === "string" ? [json.input] : (json.input ?? []);
    stub.embeddingCalls.push({ model: json.model, input });
    if (stub.embeddingsMode === "hang") return;
    if (stub.embeddingsMode === "error") {
      res.writeHead(503, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: { message: "model is loading", type: "server_error" } }));
    }
    const vectors = input.map(stubEmbedding);
    // garbage: one vector too few, which a client must not pair with the wrong input
    const data = (stub.embeddingsMode === "garbage" ? vectors.slice(1) : vectors).map((embedding, index) => ({
      object: "embedding",
      index,
      embedding,
    }));
    const tokens = input.join(" ").split(/\s+/).length;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        object: "list",
        data,
        model: json.model,
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      }),
    );
  };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      if (req.method === "POST" && req.url?.endsWith("/embeddings")) return embeddings(body, res);
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { message: "not found" } }));
      }
      const json = JSON.parse(body || "{}");
      stub.calls.push({
        model: json.model,
        messages: json.messages,
        authorization: req.headers.authorization,
      });
      const user = String(json.messages?.at(-1)?.content ?? "");
      const isRerank = /^Items:$/m.test(user) && /^\[1\] /m.test(user);
      const isBrief = String(json.messages?.[0]?.content ?? "").startsWith("You read the description");
      const mode = isBrief ? stub.briefMode : isRerank ? stub.rerankMode : stub.mode;
      if (mode === "hang") return;
      if (mode === "error") {
        res.writeHead(500, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
      }
      if (mode === "garbage" && !isRerank && !isBrief) {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify({ nope: true }));
      }
      const headline = /Headline: (.*)/.exec(user)?.[1];
      const description = user.replace(/^Description:\n/, "");
      const text = isBrief
        ? mode === "garbage"
          ? "Sure! The reader likes cycling and tennis."
          : (stub.briefReply ?? stubBrief)(description)
        : isRerank
          ? mode === "garbage"
            ? "Here are my picks: 3, 1 and 2 — hope that helps!"
            : (stub.rerankReply ?? stubRerank)(user)
          : stub.reply
            ? stub.reply(user)
            : headline
              ? `LLM summary: ${headline}. The article explains what happened and why it matters.`
              : "LLM intro: today brings news on the themes you follow.";
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${stub.calls.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: json.model,
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
          usage: {
            prompt_tokens: Math.ceil(user.length / 4),
            completion_tokens: 30,
            total_tokens: Math.ceil(user.length / 4) + 30,
          },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  stub.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  stub.close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return stub;
}
