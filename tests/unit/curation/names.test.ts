import { describe, expect, it } from "vitest";
import { type Candidate, parseBrief, writtenAsName } from "../../../server/curation";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  sourceItem,
  toward,
} from "../../support/candidates";

// An interest written as a name (decision 127): its meaning is its namesake's, so its stories must say it.
describe("an interest written as a name", () => {
  it("is read from the reader's capitals, not from a capital that starts a sentence", () => {
    const text = "Everything about Claude, GPT-5 and Gemini. Tennis too, and AI news from Bristol.";
    expect(writtenAsName(text, "Claude")).toBe(true);
    expect(writtenAsName(text, "Gemini")).toBe(true);
    expect(writtenAsName(text, "Bristol")).toBe(true);
    // an acronym alone is a subject; a capital at a sentence's start says nothing
    expect(writtenAsName(text, "GPT-5")).toBe(false);
    expect(writtenAsName(text, "AI")).toBe(false);
    expect(writtenAsName(text, "Tennis")).toBe(false);
    expect(writtenAsName("Premier League, no transfer gossip", "Premier League")).toBe(true);
    expect(writtenAsName("I follow the EU AI Act closely", "EU AI Act")).toBe(true);
    expect(writtenAsName("news on UK politics", "UK politics")).toBe(false);
    // a word inside another word is not the phrase ("Claudette" is not "Claude")
    expect(writtenAsName("news from Claudette's blog about claude", "claude")).toBe(false);
  });

  it("the offline brief marks names and only names", () => {
    const brief = parseBrief("Everything about Claude, GPT-5 and Gemini - pricing, outages");
    const names = Object.fromEntries(brief.interests.map((i) => [i.phrase, i.name === true]));
    expect(names).toEqual({ Claude: true, "GPT-5": false, Gemini: true });
    expect(parseBrief("tennis").interests[0]!.name).toBeUndefined();
  });

  it("gets no story on meaning alone: NASA's spacewalk is not about Gemini the model", () => {
    const now = new Date("2026-05-04T07:00:00Z");
    const item = (source: string, title: string, embedding: number[]): Candidate => ({
      ...sourceItem(now, source, title, "Details follow in the full report.", 4),
      embedding,
    });
    const model = item("Model Watch", "Gemini update adds agents to the mail app", toward(0.6, 1));
    const space = [
      "Astronauts complete spacewalk to upgrade station power",
      "Moon landing timeline slips as lander test is added",
      "Twin capsule flight marks sixty years since first docking",
    ].map((title) => item("Science Wire", title, toward(0.5, 2)));
    // the science desk carries other subjects as much: it is not the feed most about the interest
    const science = [
      "Soil bacterium yields a new antibiotic",
      "Octopuses use different arms for different tasks",
      "Coral reefs lose a fifth of their cover",
    ].map((title) => item("Science Wire", title, toward(0.05, 3)));
    const pool = [...otherSubjectItems(now, toward(0.05, 3)), ...science, ...space, model];
    const picks = (description: string) =>
      curateDaily(description, pool, now, ONE_AXIS_ENCODER).items.map((p) => p.title);
    // as a subject, meaning alone tops the interest up with the closest stories in meaning
    const asSubject = picks("everything about gemini");
    expect(asSubject).toContain(model.title);
    expect(space.some((s) => asSubject.includes(s.title))).toBe(true);
    // written as the name it is, only what says it
    const asName = picks("Everything about Gemini");
    expect(asName).toContain(model.title);
    for (const s of space) expect(asName).not.toContain(s.title);
  });

  // decision 155: not even a story as close in meaning as its own (a standard score past 3 clears a
  // subject's story on meaning alone)
  it("gets no story on meaning alone however close: a football desk's other clubs are not Arsenal", () => {
    const now = new Date("2026-05-04T07:00:00Z");
    const desk = (title: string, cos: number) =>
      embeddedSourceItem(now, "Football Desk", title, "Report from the weekend's games.", cos);
    const own = desk("Arsenal stay top after a perfect group run", 0.8);
    const others = [
      desk("Chelsea held by Manchester United in the league", 0.79),
      desk("Barcelona plan summer bid for Liverpool defender", 0.78),
    ];
    const kitchen = embeddedSourceItem(now, "Kitchen Notes", "Ten winter soups", "Leek and lentil.", 0.1);
    const pool = [...otherSubjectItems(now, toward(0.05, 3)), kitchen, own, ...others];
    const titles = curateDaily(
      "I support Arsenal. Match news and anything about the club",
      pool,
      now,
      ONE_AXIS_ENCODER,
    ).items.map((p) => p.title);
    expect(titles).toContain(own.title);
    for (const c of others) expect(titles).not.toContain(c.title);
  });

  it("'the club' after a name is that name again, not a subject of its own", () => {
    const phrases = (d: string) => parseBrief(d).interests.map((i) => i.phrase);
    expect(phrases("I support Arsenal. Match news and anything about the club")).toEqual(["Arsenal"]);
    expect(phrases("football club finances")).toEqual(["football club finances"]);
  });
});
