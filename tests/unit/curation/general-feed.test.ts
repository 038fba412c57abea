import { describe, expect, it } from "vitest";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
} from "../../support/candidates";

// Decision 144: a story whose headline names the interest or a related term ("Claude" for "AI") clears at
// half the score bar, in the reader's language: the bar is a score, and a general site's low feed prior (most
// of its stories are phones and games) pulled such a story under it while a dedicated AI feed's filled the
// email.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string, cos: number) =>
  embeddedSourceItem(now, source, title, summary, cos);
const dedicated = [
  ["AI labs race to build agents that use a computer", "Three labs showed AI agents this week."],
  ["Why AI chips are still scarce", "Data centres wait a year for AI accelerators."],
  ["AI in hospitals: what the trials show", "Radiology leads the AI deployments."],
  ["The AI safety institute publishes its first tests", "Eleven AI models were tested."],
  ["AI start-ups raise record sums", "Investors put $40bn into AI companies."],
].map(([title, summary]) => item("AI Weekly", title!, summary!, 0.6));
const gadgets = [
  ["The best phones of the year, ranked", "Camera and battery decide it."],
  ["A new handheld console launches at $299", "It plays last year's games."],
  ["Smartwatch review: a week on one charge", "The screen is the best yet."],
  ["Foldable phones get cheaper", "Three models now cost under $900."],
  ["Which earbuds block the most noise?", "We tested ten pairs on a train."],
  ["Laptop makers bet on repairable designs", "Screws instead of glue."],
  ["The router that fixed our office Wi-Fi", "Mesh beats one big box."],
  ["A budget e-reader that does colour", "The screen is slower but readable."],
].map(([title, summary]) => item("Gadget Site", title!, summary!, 0.3));
const claude = item(
  "Gadget Site",
  "Claude can now control your Chrome browser",
  "The feature reaches every paid plan this week.",
  0.36,
);
const pool = [
  ...otherSubjectItems(now, [0.05, 0, 0, Math.sqrt(1 - 0.05 ** 2)]),
  ...dedicated,
  ...gadgets,
  claude,
];
const titles = (description: string) =>
  curateDaily(description, pool, now, ONE_AXIS_ENCODER).items.map((p) => p.title);

describe("a story a general site carries on the reader's subject (decision 144)", () => {
  it("is picked when its headline names the subject's related term", () => {
    expect(titles("AI")).toContain(claude.title);
  });

  it("the site's other stories are not", () => {
    const got = titles("AI");
    expect(got.filter((t) => gadgets.some((g) => g.title === t))).toEqual([]);
  });
});
