import { describe, expect, it } from "vitest";
import { DEFAULT_NOW, loadEvaluation } from "../../../bench/curation-eval";
import { curateItems, parseBrief } from "../../../server/curation";
import { candidatesFromItems } from "../../../server/curation/read-items-file";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";

// Decision 159: a subject word said only as a stock market's sector ("tech shares slide") is market news,
// not the subject's; a reader who asks for the sector's shares still gets it.
const nikkei = "Japan's Nikkei Falls 3% as Tech Shares Slide";

describe("a subject word said as a market's sector", () => {
  it("does not make a market report tech news (the evaluation's week)", () => {
    const { items } = loadEvaluation();
    const now = new Date(DEFAULT_NOW);
    const candidates = candidatesFromItems(items, now);
    for (const description of ["Tech news but no crypto", "Tech news, but nothing about AI or crypto"]) {
      const picked = curateItems(parseBrief(description), candidates, {
        now,
        since: new Date(now.getTime() - 36 * 3_600_000),
        frequency: "daily",
        alreadySent: new Set(),
      }).items.map((p) => p.title);
      expect(picked.length, description).toBeGreaterThan(5);
      expect(picked, description).not.toContain(nikkei);
    }
  });

  it("is what a reader of the sector's shares asked for", () => {
    const now = new Date("2026-05-04T07:00:00Z");
    const markets = embeddedSourceItem(now, "Markets Wire", nikkei, "Chipmakers led the index lower.", 0.5);
    const kernel = embeddedSourceItem(
      now,
      "Kernel Weekly",
      "Linux 7.3-rc1 is out",
      "The merge window closed.",
      0.5,
    );
    const pool = [...otherSubjectItems(now, toward(0.05, 3)), markets, kernel];
    expect(curateDaily("tech stocks", pool, now, ONE_AXIS_ENCODER).items[0]!.title).toBe(nikkei);
  });
});
