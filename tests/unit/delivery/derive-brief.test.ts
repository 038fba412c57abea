/**
 * The checks on a model's brief (decision 123): every phrase grounded in the reader's words (or a short
 * normalisation of them), nothing both wanted and excluded, a count only when the reader wrote it; and the
 * call against the stand-in LLM: cached per description, a failure logged without content and not repeated
 * for ten minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBrief } from "../../../server/curation";
import { checkedBrief, deriveBrief, ungroundedPhrases } from "../../../server/delivery/derive-brief";
import { type OpenAiStub, startOpenAiStub } from "../../support/openai-stub-server";

describe("ungroundedPhrases", () => {
  const text = "News on the Bank of England, Zürich's elections and road cycling. No crypto please.";

  it("accepts the reader's words, in another case, without accents, singular or plural, with glue words", () => {
    expect(
      ungroundedPhrases(text, [
        "bank of england",
        "Bank England",
        "Zurich",
        "election",
        "road cycle",
        "crypto",
      ]),
    ).toEqual([]);
  });

  it("refuses subjects the reader did not write, expansions and look-alikes", () => {
    expect(
      ungroundedPhrases(text, [
        "cryptocurrency",
        "artificial intelligence",
        "road racing",
        "of the",
        "Zurich weather",
      ]),
    ).toEqual(["cryptocurrency", "artificial intelligence", "road racing", "of the", "Zurich weather"]);
    expect(ungroundedPhrases("football results", ["footage"])).toEqual(["footage"]);
  });
});

describe("checkedBrief", () => {
  const text = "Road cycling and tennis, no doping (especially the Tour). 5 items. Not from example.org.";
  const offline = parseBrief(text);
  const answer = (over: Record<string, unknown>) => ({
    interests: [{ phrase: "road cycling", context: ["Tour", "Giro"] }, { phrase: "tennis" }],
    exclusions: ["doping"],
    sources: [],
    language: "en",
    length: 5,
    ...over,
  });

  it("keeps a grounded answer, drops context the reader did not write, keeps the declined sources", () => {
    const b = checkedBrief(text, answer({}), offline);
    expect(b.interests).toEqual([
      { phrase: "road cycling", context: ["Tour"] },
      { phrase: "tennis", context: [] },
    ]);
    expect(b.exclusions).toEqual(["doping"]);
    expect(b.length).toBe(5);
    expect(b.excludedSources).toEqual(["example.org"]);
  });

  it("marks an interest as a name by the reader's capitals, whatever the model says (decision 127)", () => {
    const said = "Everything about Claude and Gemini, and some tennis";
    const b = checkedBrief(
      said,
      {
        interests: [
          { phrase: "Claude", name: false },
          { phrase: "gemini" },
          { phrase: "tennis", name: true },
        ],
        exclusions: [],
        sources: [],
        language: "en",
        length: null,
      },
      parseBrief(said),
    );
    expect(b.interests.map((i) => [i.phrase, i.name === true])).toEqual([
      ["Claude", true],
      // a model's lower case: the reader's capitals count
      ["gemini", true],
      ["tennis", false],
    ]);
  });

  it("keeps the news itself where the reader named no subject, whatever the model read as one (decision 210)", () => {
    const said = "General news, just no sport and no politics";
    const b = checkedBrief(
      said,
      {
        interests: [{ phrase: "General" }],
        exclusions: ["sport", "politics"],
        sources: [],
        language: "en",
        length: null,
      },
      parseBrief(said),
    );
    expect(b.interests).toEqual([{ phrase: "world", context: [], general: true }]);
    expect(b.exclusions).toEqual(["sport", "politics"]);
  });

  it("keeps the only part of a subject the reader wants, read from their words (decision 256)", () => {
    const said = "Space, but only the astronauts";
    const b = checkedBrief(
      said,
      {
        interests: [{ phrase: "astronauts", context: ["space"] }],
        exclusions: [],
        sources: [],
        language: "en",
        length: null,
      },
      parseBrief(said),
    );
    expect(b.interests).toEqual([{ phrase: "astronauts", context: ["space"], only: true }]);
  });

  it("refuses an invented interest, an invented source, a subject both wanted and excluded, and no interest", () => {
    expect(() => checkedBrief(text, answer({ interests: [{ phrase: "football" }] }), offline)).toThrow(
      RangeError,
    );
    expect(() => checkedBrief(text, answer({ sources: ["Politico"] }), offline)).toThrow(RangeError);
    expect(() => checkedBrief(text, answer({ exclusions: ["tennis"] }), offline)).toThrow(RangeError);
    expect(() => checkedBrief(text, answer({ interests: [] }), offline)).toThrow(RangeError);
  });

  it("refuses an answer outside the Brief schema, and a count the reader did not write is theirs", () => {
    expect(() => checkedBrief(text, answer({ language: "it" }), offline)).toThrow();
    expect(() => checkedBrief(text, { interests: "cycling" }, offline)).toThrow();
    expect(checkedBrief(text, answer({ length: 12 }), offline).length).toBe(offline.length);
  });
});

describe("deriveBrief against the stand-in LLM", () => {
  let stub: OpenAiStub;
  beforeAll(async () => {
    stub = await startOpenAiStub();
  });
  afterAll(() => stub?.close());
  const llm = () => ({ baseURL: stub.baseURL, model: "stub-model", timeoutMs: 300 });
  const logged: Array<Record<string, unknown>> = [];
  const log = { warn: (msg: string, f?: Record<string, unknown>) => logged.push({ msg, ...f }) };

  it("asks once per description: the same description again is answered from the cache", async () => {
    const text = "Harbour seals and puffins, no whaling";
    const first = await deriveBrief(llm(), text, { log });
    expect(first).toMatchObject({ source: "stub-model", brief: { exclusions: ["whaling"] } });
    expect(first.brief.interests.map((i) => i.phrase)).toEqual(["Harbour seals", "puffins"]);
    const calls = stub.calls.length;
    expect(await deriveBrief(llm(), text, { log })).toEqual(first);
    expect(stub.calls.length).toBe(calls);
  });

  it("a failure falls back to the parser, is logged without the description, and is not asked again for a while", async () => {
    const text = "Glacier retreat and permafrost thaw";
    stub.briefReply = () =>
      JSON.stringify({
        interests: [{ phrase: "sea ice" }],
        exclusions: [],
        sources: [],
        language: "en",
        length: null,
      });
    try {
      const now = Date.now();
      const d = await deriveBrief(llm(), text, { log, now });
      expect(d).toEqual({ source: "offline", brief: parseBrief(text) });
      const line = JSON.stringify(logged.at(-1));
      expect(line).toContain("ungrounded phrase");
      expect(line).not.toMatch(/glacier|permafrost|sea ice/i);
      const calls = stub.calls.length;
      await deriveBrief(llm(), text, { log, now: now + 60_000 });
      expect(stub.calls.length).toBe(calls);
      // ten minutes on, the model is asked again (and here answers well)
      stub.briefReply = undefined;
      expect(await deriveBrief(llm(), text, { log, now: now + 11 * 60_000 })).toMatchObject({
        source: "stub-model",
      });
      expect(stub.calls.length).toBe(calls + 1);
    } finally {
      stub.briefReply = undefined;
    }
  });

  it("without an LLM the parser's brief, and no call", async () => {
    const calls = stub.calls.length;
    expect(await deriveBrief(null, "Tidal energy")).toEqual({
      source: "offline",
      brief: parseBrief("Tidal energy"),
    });
    expect(stub.calls.length).toBe(calls);
  });
});
