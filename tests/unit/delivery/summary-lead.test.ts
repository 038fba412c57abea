import { describe, expect, it } from "vitest";
import { summariseOffline } from "../../../server/delivery/summarise";

/** A match report as a sports feed carries it: the result is in the third sentence, not the first. */
const matchReport = {
  title: "Arsenal beat Chelsea 2-1 as Saka strikes late",
  summary: "",
  content: [
    "It was a bitterly cold evening in north London, and the atmosphere inside the stadium was tense from the first whistle.",
    "The visitors were reduced to ten men after 34 minutes when their captain was shown a second yellow card for a late challenge.",
    "Arsenal beat Chelsea 2-1 at the Emirates on Sunday, with Bukayo Saka scoring the winner in the 89th minute.",
    "Cole Palmer had equalised for Chelsea from the penalty spot shortly after half-time.",
    "The result lifts Arsenal to second in the Premier League table, three points behind the leaders.",
    "Read more",
  ].join(" "),
};

/** A policy story whose feed summary opens on scene-setting and a fragment. */
const policy = {
  title: "EU delays AI Act obligations for high-risk systems by 16 months",
  summary: "",
  content: [
    "Brussels, Tuesday.",
    "Officials had spent weeks negotiating behind closed doors, and tempers ran high in the final sessions.",
    "The European Commission on Tuesday proposed delaying the AI Act's obligations for high-risk systems by 16 months, to December 2027.",
    "Industry groups had lobbied for the pause, citing missing technical standards.",
    "Consumer organisations said the delay would leave people exposed to untested systems.",
  ].join(" "),
};

const sentences = (s: string) => s.match(/[^.!?]+[.!?]/g) ?? [];

describe("offline summaries: whole sentences, leading with the main fact", () => {
  it("a match report's summary leads with who won, not with the scene or the red card", () => {
    const s = summariseOffline(matchReport);
    expect(s.startsWith("Arsenal beat Chelsea 2-1 at the Emirates on Sunday")).toBe(true);
    expect(s).not.toContain("Read more");
    expect(s).not.toMatch(/…$/);
  });

  it("a policy story leads with the decision and its numbers; no fragment like a dateline", () => {
    const s = summariseOffline(policy);
    expect(s.startsWith("The European Commission on Tuesday proposed delaying")).toBe(true);
    expect(s).not.toContain("Brussels, Tuesday.");
  });

  it("every summary is made of whole sentences, each ending in a full stop", () => {
    for (const item of [matchReport, policy]) {
      const s = summariseOffline(item);
      expect(s.length).toBeGreaterThan(60);
      expect(s.trim()).toMatch(/[.!?]$/);
      for (const sentence of sentences(s)) expect(item.content).toContain(sentence.trim());
    }
  });
});

describe("the lead sentence carries what happened", () => {
  it("a race report leads with who won (“won” matches the headline's “wins”), not with the grid", () => {
    const s = summariseOffline({
      title: "Verstappen wins Japanese Grand Prix",
      summary: "",
      content:
        "Max Verstappen started from pole at the Japanese Grand Prix in Suzuka after a wet qualifying session on Saturday. The Dutchman kept the lead through the first corner as rain returned. Verstappen won the race by 12 seconds ahead of Lando Norris, with Charles Leclerc third. It is his fourth win of the season.",
    });
    expect(s.startsWith("Verstappen won the race by 12 seconds ahead of Lando Norris")).toBe(true);
  });

  it("a byline run into the first sentence is not a sentence: the summary skips it", () => {
    const s = summariseOffline({
      title: "EU delays AI Act obligations by 16 months",
      summary: "",
      content:
        "By Jane Doe, Brussels correspondent | Updated 10 June 2026 Officials had spent weeks negotiating behind closed doors. The European Commission on Tuesday proposed delaying the AI Act's obligations for high-risk systems by 16 months, to December 2027. Industry groups had lobbied for the pause.",
    });
    expect(s).not.toContain("Jane Doe");
    expect(s.startsWith("The European Commission on Tuesday proposed delaying")).toBe(true);
  });
});
