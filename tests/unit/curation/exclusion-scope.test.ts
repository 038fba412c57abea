import { describe, expect, it } from "vitest";
import { curateDaily, sourceItem } from "../../support/candidates";
import type { Candidate } from "../../../server/curation";

// What an exclusion removes, and what it must leave (issue #15, decision 124): found on the evaluation,
// where "no crypto" removed language-model stories (their "tokens") and "not the EU AI Act" every story
// about OpenAI or Anthropic (the stand-ins of "AI", the reader's own interest).
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string): Candidate =>
  sourceItem(now, source, title, summary);
const titlesFor = (description: string, pool: Candidate[]) =>
  curateDaily(description, pool, now).items.map((p) => p.title);

describe("an exclusion removes what it names, not its neighbours' subjects", () => {
  it("'AI, but not the EU AI Act' keeps the model makers' news and drops the Act", () => {
    const act = [
      item(
        "Brussels Wire",
        "MEPs vote to delay the AI Act's high-risk rules",
        "The European Parliament backed a one-year pause.",
      ),
      item(
        "Brussels Wire",
        "Commission publishes AI Act guidance for chatbots",
        "The EU guidance covers general-purpose models.",
      ),
    ];
    const models = [
      item(
        "Model Watch",
        "Anthropic releases a faster Claude for coding",
        "The company says it works for hours on one task.",
      ),
      item(
        "Model Watch",
        "OpenAI cuts prices for its newest GPT model",
        "The AI model costs developers half as much per token.",
      ),
    ];
    const r = curateDaily("AI news, but nothing about the EU AI Act please", [...act, ...models], now);
    // the email's footer counts what each exclusion removed: the Act's two stories, not the models'
    expect(r.excludedBy).toEqual([{ concept: "eu ai act", count: 2 }]);
    const titles = r.items.map((p) => p.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(models.map((m) => m.title)).toContain(t);
  });

  it("'no crypto' keeps a language model's tokens and drops bitcoin", () => {
    const pool = [
      item("Coin Ledger", "Bitcoin slides below $80,000 as funds see outflows", "Ether fell too."),
      item(
        "Tech Daily",
        "New model reads a million tokens at once",
        "The software company says long documents fit in one prompt.",
      ),
      item(
        "Tech Daily",
        "Smartphone sales rise for the first time in two years",
        "Cheaper phones led the software and chip upgrade cycle.",
      ),
    ];
    const titles = titlesFor("Tech news but no crypto", pool);
    expect(titles).toContain(pool[1]!.title);
    expect(titles).not.toContain(pool[0]!.title);
  });

  it("'nothing about sports' drops a sports desk's story that names no sport", () => {
    const pool = [
      item(
        "Westminster Wire - Politics",
        "Cabinet minister resigns over lobbying row",
        "The minister will fight to clear her name in parliament.",
      ),
      item(
        "Westminster Wire - Politics",
        "Chancellor's spending plan passes Commons vote",
        "MPs backed the government plan.",
      ),
      item(
        "Daily Sport",
        "Veteran ends 20-year career with one last title",
        "He thanked the fans who travelled with him.",
      ),
    ];
    const r = curateDaily("UK politics, nothing about sports", pool, now);
    // the email's footer: "sports" removed the sports desk's story
    expect(r.excludedBy).toEqual([{ concept: "sports", count: 1 }]);
    expect(r.items.map((p) => p.title)).not.toContain(pool[2]!.title);
  });
});
