import { describe, expect, it } from "vitest";
import { type Candidate, curateItems, parseBrief } from "../../../server/curation";
import { candidate } from "../../support/candidates";

// Decision 158: a feed most of whose items name an excluded concept is about it, but an item of it that
// says what the reader asked for is judged by itself. In a week of model launches most of a tech desk's
// items are AI; its antitrust ruling and a battery startup's round are still tech news.
const now = new Date("2026-03-10T07:00:00Z");
const item = (feed: string, title: string, summary: string, hoursAgo = 3): Candidate =>
  candidate(`${feed}.example`, title, summary, { now, hoursAgo }, { sourceName: feed });

const desk = [
  item("techdesk", "OpenAI launches GPT-5.5 with cheaper API pricing", "The model is faster and costs less."),
  item(
    "techdesk",
    "Anthropic debuts Claude Opus 5 for coding agents",
    "The model works for hours on a task.",
  ),
  item(
    "techdesk",
    "Mistral raises €1.7bn for its open-weights models",
    "The Paris lab is now valued at €14bn.",
  ),
  item(
    "techdesk",
    "Lovable raises $330M as vibe-coding boom continues",
    "The startup has 2 million paying users.",
  ),
  item(
    "techdesk",
    "Google must sell its ad exchange, judge rules",
    "The ruling ends a two-year antitrust case.",
  ),
  item(
    "techdesk",
    "Startup raises $80M for iron-salt grid batteries",
    "The company makes long-duration storage.",
  ),
];
const elsewhere = [
  item("kernel", "Linux 7.3-rc1 released", "The merge window brings new drivers and a scheduler rework."),
  item("kitchen", "Five easy lentil soups", "Red lentils, cumin and lemon."),
  item("garden", "Sow sweet peas now", "Use deep pots and pinch out the tips."),
];
const opts = {
  now,
  since: new Date(now.getTime() - 36 * 3_600_000),
  frequency: "daily" as const,
  alreadySent: new Set<string>(),
};

describe("an excluded concept's feed (decision 158)", () => {
  it("keeps the desk's stories that say what was asked, and drops its AI stories", () => {
    const picked = curateItems(
      parseBrief("Tech news, but nothing about AI"),
      [...desk, ...elsewhere],
      opts,
    ).items.map((i) => i.title);
    expect(picked).toContain(desk[4]!.title);
    expect(picked).toContain(desk[5]!.title);
    // "vibe coding" is AI's: the startup that sells it goes with the model launches
    for (const ai of desk.slice(0, 4)) expect(picked).not.toContain(ai.title);
  });
});
