import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stem, words } from "../../../server/delivery/text";
import {
  type Concept,
  offlineIntro,
  opensDangling,
  type SummaryCache,
  summariseItems,
  summariseOffline,
  splitSentences,
} from "../../../server/delivery/summarise";
import { type OpenAiStub, startOpenAiStub } from "../../support/openai-stub-server";

const article = {
  title: "Quantum computing startup demonstrates error-corrected qubits",
  summary: "",
  content:
    "It is a milestone for the field. A quantum computing startup said on Tuesday that its new processor kept logical qubits stable for longer than ever. " +
    "However, critics were unconvinced. The company’s error correction scheme reduced failure rates tenfold, researchers said. " +
    "They plan to publish the data. Shares in rival firms fell. The weather in Boston was mild. Independent physicists called the quantum result promising.",
};

/** The summariser's topic concepts for a one-phrase topic, as the pipeline derives them from a brief. */
const conceptsOf = (topic: string): Concept[] => [
  { label: topic, alternatives: [words(topic).map(stem).join(" ")] },
];

describe("opensDangling", () => {
  it("flags pronouns and connectives, not ordinary openings", () => {
    for (const s of [
      "It was a surprise.",
      "However, analysts disagreed.",
      "“They said no,” she added.",
      "This matters.",
      "But not today.",
      "Meanwhile the market fell.",
    ])
      expect(opensDangling(s), s).toBe(true);
    for (const s of [
      "A startup said so.",
      "This week, markets fell.",
      "Researchers found water.",
      "Italy won.",
      "Itself-driving cars.",
    ])
      expect(opensDangling(s), s).toBe(false);
  });
});

describe("offline summariser", () => {
  it("picks topic sentences in article order and never opens on a dangling word", () => {
    const s = summariseOffline(article, conceptsOf("quantum computing"));
    expect(s.startsWith("A quantum computing startup said on Tuesday")).toBe(true);
    expect(s).toMatch(/error correction|promising/);
    expect(s).not.toMatch(/weather/);
    expect(s.length).toBeLessThanOrEqual(420);
  });
  it("property: no summary opens on a dangling pronoun or connective", () => {
    const openers = [
      "It",
      "He",
      "They",
      "However,",
      "But",
      "This",
      "Meanwhile,",
      "A report",
      "The company",
      "Scientists",
      "Officials",
    ];
    const sentence = fc
      .tuple(
        fc.constantFrom(...openers),
        fc.array(
          fc.constantFrom("said", "the", "market", "fell", "rose", "quantum", "energy", "today", "sharply"),
          { minLength: 4, maxLength: 12 },
        ),
      )
      .map(([o, ws]) => `${o} ${ws.join(" ")}.`);
    fc.assert(
      fc.property(
        fc.array(sentence, { minLength: 1, maxLength: 12 }),
        fc.constantFrom("quantum", "energy", "market"),
        (ss, topic) => {
          const out = summariseOffline(
            { title: "Headline", summary: "", content: ss.join(" ") },
            conceptsOf(topic),
          );
          if (out) expect(opensDangling(out)).toBe(false);
          // and if any sentence can open, we produce something
          if (ss.some((s) => !opensDangling(s))) expect(out.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
  it("handles tiny inputs", () => {
    expect(summariseOffline({ title: "t", summary: "It was short.", content: "" })).toBe("");
    expect(summariseOffline({ title: "t", summary: "Short text here.", content: "" })).toBe(
      "Short text here.",
    );
    expect(summariseOffline({ title: "t", summary: "", content: "" })).toBe("");
    expect(
      summariseOffline({ title: "t", summary: "A plain summary that is long enough to use.", content: "" }),
    ).toBe("A plain summary that is long enough to use.");
  });
});

describe("LLM path (local OpenAI-compatible server)", () => {
  let stub: OpenAiStub;
  beforeAll(async () => {
    stub = await startOpenAiStub();
  });
  afterAll(() => stub.close());

  const memCache = (): SummaryCache & { map: Map<string, string> } => {
    const map = new Map<string, string>();
    return {
      map,
      get: async (h, m) => map.get(`${h}|${m}`) ?? null,
      set: async (h, m, s) => void map.set(`${h}|${m}`, s),
    };
  };
  const items = [
    { ...article, url: "https://x.example/1", sourceName: "X" },
    {
      title: "Open AI model rivals",
      summary: "An open model matched proprietary ones on coding.",
      content: "",
      url: "https://x.example/2",
      sourceName: "Y",
    },
  ];
  const llm = () => ({ baseURL: stub.baseURL, apiKey: "k-test", model: "stub-model", timeoutMs: 2000 });

  it("summarises with the LLM, caches per article+model, and a second briefing makes no new article calls", async () => {
    stub.mode = "ok";
    stub.calls.length = 0;
    const cache = memCache();
    const concepts = conceptsOf("quantum");
    const a = await summariseItems(items, {
      concepts,
      topic: "quantum",
      briefingName: "A",
      llm: llm(),
      cache,
    });
    expect(a.summaries[0]).toBe(
      "LLM summary: Quantum computing startup demonstrates error-corrected qubits. The article explains what happened and why it matters.",
    );
    expect(a.intro).toMatch(/^LLM intro/);
    expect(stub.calls).toHaveLength(3); // 2 articles + intro
    expect(stub.calls[0]!.authorization).toBe("Bearer k-test");
    expect(stub.calls[0]!.model).toBe("stub-model");
    const b = await summariseItems(items, {
      concepts,
      topic: "something else",
      briefingName: "B",
      llm: llm(),
      cache,
    });
    expect(b.summaries).toEqual(a.summaries);
    expect(b.stats.cacheHits).toBe(2);
    expect(stub.calls.filter((c) => /Headline:/.test(c.messages.at(-1)!.content))).toHaveLength(2); // no new article calls
    // a different model is a different cache entry
    await summariseItems(items.slice(0, 1), {
      concepts,
      topic: "q",
      briefingName: "C",
      llm: { ...llm(), model: "other" },
      cache,
    });
    expect(cache.map.size).toBe(3);
  });

  it("asks the LLM to write in the description's language, and caches each language apart", async () => {
    stub.mode = "ok";
    stub.calls.length = 0;
    const cache = memCache();
    const opts = {
      concepts: conceptsOf("quantum"),
      topic: "Quantencomputer",
      briefingName: "D",
      llm: llm(),
      cache,
    };
    await summariseItems(items.slice(0, 1), { ...opts, language: "de" });
    expect(stub.calls.map((c) => c.messages[0]!.content)).toEqual([
      expect.stringContaining("Write in German, whatever the article's language."),
      expect.stringContaining("Write in German, whatever the article's language."),
    ]);
    // the same article for an English briefing is summarised again, in English, not served the German one
    await summariseItems(items.slice(0, 1), { ...opts, language: "en" });
    expect(stub.calls.at(-2)!.messages[0]!.content).toContain("Write in English");
    expect(cache.map.size).toBe(2);
  });

  it("falls back to the offline summariser on failure, says so in the log, and caches nothing", async () => {
    for (const mode of ["error", "garbage", "hang"] as const) {
      stub.mode = mode;
      const warnings: string[] = [];
      const cache = memCache();
      const r = await summariseItems(items, {
        concepts: conceptsOf("quantum"),
        topic: "quantum",
        briefingName: "A",
        llm: { ...llm(), timeoutMs: 300 },
        cache,
        log: { info: () => {}, warn: (m) => warnings.push(m) },
      });
      expect(r.summaries[0], mode).toMatch(/^A quantum computing startup said/);
      expect(r.stats.fallbacks, mode).toBeGreaterThanOrEqual(2);
      expect(warnings.join(), mode).toMatch(/offline summariser/);
      expect(cache.map.size).toBe(0);
    }
    stub.mode = "ok";
  });

  it("cleans hostile LLM output to plain text", async () => {
    stub.mode = "ok";
    stub.reply = () =>
      "**Summary:** <script>alert(1)</script><img src=x onerror=alert(2)> A [link](javascript:alert(3)) here.";
    const r = await summariseItems(items.slice(0, 1), {
      concepts: [],
      topic: "t",
      briefingName: "A",
      llm: { ...llm(), model: "hostile" },
    });
    expect(r.summaries[0]).toBe("A link here.");
    stub.reply = undefined;
  });

  it("respects the per-delivery token budget", async () => {
    stub.calls.length = 0;
    const many = Array.from({ length: 8 }, (_, i) => ({
      ...items[1]!,
      title: `Story ${i}`,
      url: `https://x.example/b${i}`,
    }));
    const r = await summariseItems(many, {
      concepts: [],
      topic: "t",
      briefingName: "A",
      llm: { ...llm(), model: "budget", maxTokensPerDelivery: 100 },
    });
    expect(stub.calls.length).toBeLessThan(8);
    expect(r.summaries).toHaveLength(8);
    expect(r.summaries.every((s) => s.length > 0)).toBe(true);
  });
});

describe("German, French and Spanish articles and briefings (issue #16)", () => {
  it("keeps a sentence whole across a German ordinal date or a short abbreviation", () => {
    expect(
      splitSentences(
        "Die BVG wird am Freitag, dem 3. Oktober, bestreikt. Verdi hat zum Warnstreik aufgerufen. Betroffen sind z. B. Busse.",
      ),
    ).toEqual([
      "Die BVG wird am Freitag, dem 3. Oktober, bestreikt.",
      "Verdi hat zum Warnstreik aufgerufen.",
      "Betroffen sind z. B. Busse.",
    ]);
    expect(splitSentences("Le mouvement durera jusqu'au 15 déc. au moins. M. Dupont l'a confirmé.")).toEqual([
      "Le mouvement durera jusqu'au 15 déc. au moins.",
      "M. Dupont l'a confirmé.",
    ]);
  });

  it("the offline summary keeps the article's language and never opens on a German, French or Spanish pronoun", () => {
    const es = summariseOffline({
      title: "El Congreso aprueba la jornada de 37,5 horas",
      summary:
        "Ésta afectará a 12 millones de trabajadores. El Congreso aprueba la reducción de la jornada laboral a 37,5 horas. La medida entrará en vigor de forma escalonada.",
      content: "",
    });
    expect(es.startsWith("El Congreso aprueba la reducción")).toBe(true);
    expect(
      opensDangling("Er soll um 3 Uhr beginnen.") &&
        opensDangling("Ils dénoncent la concurrence.") &&
        opensDangling("Ésta afectará a miles."),
    ).toBe(true);
    expect(opensDangling("Die Gewerkschaft fordert mehr Geld.")).toBe(false);
  });

  it("the offline intro is written in the description's language", () => {
    const items = [
      { title: "Mieten in Berlin steigen", sourceName: "Tagesspiegel" },
      { title: "Imkerei im Winter", sourceName: "rbb24" },
    ];
    const concepts = [
      { label: "Berlin", alternatives: ["berlin"] },
      { label: "Imkerei", alternatives: ["imkerei"] },
    ];
    expect(offlineIntro({ items, concepts, language: "de" })).toBe(
      "2 Meldungen zu Berlin und Imkerei aus 2 Quellen, vorneweg „Mieten in Berlin steigen“.",
    );
    expect(offlineIntro({ items: items.slice(0, 1), concepts: [], language: "fr" })).toBe(
      "1 article de 1 source, à la une : « Mieten in Berlin steigen ».",
    );
    expect(offlineIntro({ items, concepts: concepts.slice(0, 1), language: "es" })).toBe(
      "2 noticias sobre Berlin de 2 fuentes, encabezadas por «Mieten in Berlin steigen».",
    );
    expect(offlineIntro({ items, concepts })).toBe(
      "2 stories on Berlin and Imkerei from 2 sources, led by “Mieten in Berlin steigen”.",
    );
  });
});
