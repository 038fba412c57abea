/**
 * The calls to the optional endpoints (decisions 081, 082) against the local stand-in: batching and reply
 * checks of /v1/embeddings, and the rerank's prompt budget, parsing, cache and failures.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Candidate, itemKey, parseBrief } from "../../../server/curation";
import { embedTexts } from "../../../server/delivery/embed-texts";
import { rerankCandidates, rerankPrompt } from "../../../server/delivery/rerank-candidates";
import { type OpenAiStub, STUB_DIMS, startOpenAiStub } from "../../support/openai-stub-server";

let stub: OpenAiStub;
beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(async () => {
  await stub?.close();
});

function candidates(count: number, long = false): Candidate[] {
  return Array.from({ length: count }, (_, i) => ({
    key: itemKey("https://f.example/feed", String(i), `https://f.example/${i}`),
    feedUrl: "https://f.example/feed",
    sourceName: "F",
    url: `https://f.example/${i}`,
    title: `${long ? "A very long headline ".repeat(20) : ""}Story ${i} about electric cars`,
    summary: long ? "Many words of summary. ".repeat(200) : `Summary ${i}.`,
    content: "",
    publishedAt: new Date(),
    firstSeenAt: new Date(),
  }));
}

describe("embeddings", () => {
  it("batches texts, keeps their order, and gives similar texts close vectors", async () => {
    stub.embeddingCalls.length = 0;
    const texts = Array.from({ length: 40 }, (_, i) => `electric cars story ${i}`);
    texts[1] = "bread and bakery awards";
    const v = await embedTexts({ baseURL: stub.baseURL, model: "m" }, texts);
    expect(v).toHaveLength(40);
    expect(v[0]).toHaveLength(STUB_DIMS);
    expect(stub.embeddingCalls.map((c) => c.input.length)).toEqual([32, 8]);
    const cos = (a: number[], b: number[]) =>
      a.reduce((s, x, d) => s + x * b[d]!, 0) /
      Math.sqrt(a.reduce((s, x) => s + x * x, 0) * b.reduce((s, x) => s + x * x, 0));
    expect(cos(v[0]!, v[2]!)).toBeGreaterThan(cos(v[0]!, v[1]!));
  });

  it("a reply of the wrong shape, or a 5xx, throws (and the endpoint then rests)", async () => {
    const other = await startOpenAiStub();
    try {
      other.embeddingsMode = "garbage";
      await expect(embedTexts({ baseURL: other.baseURL, model: "m" }, ["a b", "c d"])).rejects.toThrow();
      other.embeddingsMode = "ok";
      const calls = other.embeddingCalls.length;
      // cooling down: no call at all
      await expect(embedTexts({ baseURL: other.baseURL, model: "m" }, ["a b"])).rejects.toThrow(
        /cooling down/,
      );
      expect(other.embeddingCalls.length).toBe(calls);
      other.embeddingsMode = "error";
      await expect(embedTexts({ baseURL: other.baseURL, model: "m2" }, ["a b"])).rejects.toMatchObject({
        status: 503,
      });
    } finally {
      await other.close();
    }
  });
});

describe("an endpoint that does not answer", () => {
  it("times out: embeddings throw, the rerank gives null", async () => {
    const other = await startOpenAiStub();
    try {
      other.embeddingsMode = "hang";
      other.rerankMode = "hang";
      await expect(
        embedTexts({ baseURL: other.baseURL, model: "m", timeoutMs: 200 }, ["a b"]),
      ).rejects.toThrow(/timed out/i);
      const order = await rerankCandidates(
        { baseURL: other.baseURL, model: "c", timeoutMs: 200 },
        parseBrief("electric cars"),
        candidates(3),
      );
      expect(order).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe("rerank", () => {
  const llm = () => ({ baseURL: stub.baseURL, model: "chat" });
  const brief = parseBrief("electric cars, no crypto");

  it("the prompt stays within its budget however long the items are", () => {
    const p = rerankPrompt(brief, candidates(30, true));
    expect(p.length).toBeLessThan(13_000);
    expect(p).toMatch(/^\[30\] /m);
    expect(p).toMatch(/^The reader does not want: crypto$/m);
  });

  it("parses the answer, ignores numbers not in the list, and caches by brief and candidates", async () => {
    const list = candidates(5);
    stub.rerankReply = () =>
      `Sure! \`\`\`json\n${JSON.stringify({
        picks: [
          { id: 9, reason: "x" },
          { id: 3, reason: "**Best** one\nreally" },
          { id: 1, reason: "ok" },
        ],
      })}\n\`\`\``;
    try {
      const before = stub.calls.length;
      const order = await rerankCandidates(llm(), brief, list);
      expect(order).toEqual([
        { key: list[2]!.key, reason: "Best one really" },
        { key: list[0]!.key, reason: "ok" },
      ]);
      expect(await rerankCandidates(llm(), brief, list)).toEqual(order);
      expect(stub.calls.length - before).toBe(1);
      // another candidate set is another question
      await rerankCandidates(llm(), brief, list.slice(0, 4));
      expect(stub.calls.length - before).toBe(2);
    } finally {
      stub.rerankReply = undefined;
    }
  });

  it("keeps the reports the model says are one event with their pick, once, and only from the list", async () => {
    const list = candidates(6);
    stub.rerankReply = () =>
      JSON.stringify({
        picks: [
          // 2 and 5 report 4's event; 9 is not in the list, 4 is the pick itself
          { id: 4, reason: "a", same: [2, 9, 4, 5, 2] },
          // 5 is already 4's: not a pick of its own, nor another's report
          { id: 5, reason: "b" },
          { id: 1, reason: "c", same: [5, 6] },
          // a "same" of the wrong shape costs the hint, not the answer
          { id: 3, reason: "d", same: "6" },
        ],
      });
    try {
      // a brief of its own: the answer is cached by brief and candidates
      expect(await rerankCandidates(llm(), parseBrief("electric cars and batteries"), list)).toEqual([
        { key: list[3]!.key, reason: "a", same: [list[1]!.key, list[4]!.key] },
        { key: list[0]!.key, reason: "c", same: [list[5]!.key] },
        { key: list[2]!.key, reason: "d" },
      ]);
      // the prompt asks for them
      expect(stub.calls.at(-1)!.messages[0]!.content).toMatch(/"same":\[<item numbers>\]/);
    } finally {
      stub.rerankReply = undefined;
    }
  });

  it("any failure gives null: not JSON, a 500, no pick from the list", async () => {
    const warn: string[] = [];
    const log = {
      warn: (m: string, f?: Record<string, unknown>) => void warn.push(`${m} ${JSON.stringify(f)}`),
    };
    stub.rerankMode = "garbage";
    expect(await rerankCandidates(llm(), brief, candidates(6), { log })).toBeNull();
    stub.rerankMode = "error";
    expect(await rerankCandidates(llm(), brief, candidates(7), { log })).toBeNull();
    stub.rerankMode = "ok";
    stub.rerankReply = () => JSON.stringify({ picks: [{ id: 40, reason: "not there" }] });
    expect(await rerankCandidates(llm(), brief, candidates(8), { log })).toBeNull();
    stub.rerankReply = undefined;
    expect(warn).toHaveLength(3);
    expect(warn.join("\n")).not.toMatch(/electric|Story/);
  });
});
