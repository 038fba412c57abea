/**
 * A local HTTP server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions), standing in
 * for the unreachable LLM. Deterministic replies derived from the prompt; counts calls; can fail on demand.
 */
import * as http from "node:http";
import type { AddressInfo } from "node:net";

export interface OpenAiStub {
  /** base URL to use as LLM_BASE_URL (ends with /v1) */
  baseURL: string;
  calls: Array<{ model: string; messages: Array<{ role: string; content: string }>; authorization?: string }>;
  /** 'ok' | 'error' (HTTP 500) | 'garbage' (200 with invalid body) | 'hang' */
  mode: "ok" | "error" | "garbage" | "hang";
  /** override the reply text */
  reply?: (prompt: string) => string;
  close(): Promise<void>;
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const stub: OpenAiStub = {
    baseURL: "",
    calls: [],
    mode: "ok",
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
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
      if (stub.mode === "hang") return;
      if (stub.mode === "error") {
        res.writeHead(500, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
      }
      if (stub.mode === "garbage") {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify({ nope: true }));
      }
      const user = String(json.messages?.at(-1)?.content ?? "");
      const headline = /Headline: (.*)/.exec(user)?.[1];
      const text = stub.reply
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
