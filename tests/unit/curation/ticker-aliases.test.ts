import { describe, expect, it } from "vitest";
import { sourceItem } from "../../support/candidates";
import { EvidenceIndex } from "../../../server/curation/story-evidence";
import { featuresOf } from "../../../server/curation/item-features";

// Decision 213: a ticker is the name it stands for when two reports are compared ("BTC Slumps Under $80K" and
// "Bitcoin falls to seven-month low" shared no headline word).
const now = new Date("2026-05-04T07:00:00Z");
const filler = Array.from({ length: 60 }, (_, n) =>
  sourceItem(now, `Wire ${n}`, `Council approves plan number ${n} for the harbour`, `Item ${n} of the day.`),
);
const headlineOverlap = (a: string, b: string) => {
  const pool = [
    ...filler,
    sourceItem(now, "Coin Desk", a, "Prices moved."),
    sourceItem(now, "Block", b, "Funds sold."),
  ];
  return new EvidenceIndex(pool.map(featuresOf)).of(60, 61).headline;
};

describe("a ticker and its name", () => {
  it("are one word in two headlines", () => {
    expect(
      headlineOverlap("BTC slumps as leveraged longs unwind", "Bitcoin slides after ETF outflows"),
    ).toBeGreaterThan(0);
    expect(
      headlineOverlap("NVDA sinks on margin worries", "Nvidia shares slip after results"),
    ).toBeGreaterThan(0);
  });
});
