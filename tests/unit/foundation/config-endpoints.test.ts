import path from "node:path";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";

const tmp = () => mkdtempSync(path.join(tmpdir(), "tidings-cfg-"));

describe("configuration of the curation endpoints (decisions 081, 082)", () => {
  it("without them: word vectors, and the rerank on whenever an LLM is set", () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect([c.EMBEDDINGS_BASE_URL, c.EMBEDDINGS_MODEL, c.LLM_RERANK]).toEqual([undefined, undefined, true]);
    expect(loadConfig({ DATA_DIR: tmp(), LLM_RERANK: "false" }).LLM_RERANK).toBe(false);
  });

  it("an embeddings URL needs its model, and must be http(s)", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), EMBEDDINGS_BASE_URL: "http://localhost:11434/v1" })).toThrow(
      /^Invalid configuration: EMBEDDINGS_MODEL: is required when EMBEDDINGS_BASE_URL is set/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), EMBEDDINGS_BASE_URL: "ftp://x/v1", EMBEDDINGS_MODEL: "m" }),
    ).toThrow(/EMBEDDINGS_BASE_URL.*must be a http\(s\) URL/);
    expect(() => loadConfig({ DATA_DIR: tmp(), LLM_RERANK: "maybe" })).toThrow(/LLM_RERANK/);
    const c = loadConfig({
      DATA_DIR: tmp(),
      EMBEDDINGS_BASE_URL: "http://localhost:11434/v1",
      EMBEDDINGS_MODEL: "nomic-embed-text",
      EMBEDDINGS_API_KEY: "",
    });
    expect([c.EMBEDDINGS_BASE_URL, c.EMBEDDINGS_MODEL, c.EMBEDDINGS_API_KEY]).toEqual([
      "http://localhost:11434/v1",
      "nomic-embed-text",
      undefined,
    ]);
  });
});
