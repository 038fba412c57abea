/**
 * Decision 194: an interest no story of the pool says is topped up on the built-in encoder's meaning alone
 * only with what scores MIN_SCORE at least. The evaluation's daily window (206 items) embedded by the real
 * encoder, as a briefing's preparation has them: "ECB" has no story that day, and was topped up with a
 * Premier League rules explainer, a Bitcoin slump and a transfer rumour. Decision 254: a name whose only
 * story that day an exclusion took is topped up once, not left empty.
 */
import { describe, expect, it } from "vitest";
import { encodedEvaluation } from "../../support/encoded-evaluation";

const { picked } = encodedEvaluation("daily");

describe("an interest no story says (decision 194)", () => {
  it("is not topped up with stories that score under MIN_SCORE; the interests stories say keep theirs", async () => {
    const items = await picked("Keep me posted on the Fed, ECB and Bank of England");
    const titles = items.map((p) => p.title);
    for (const off of ["Transfer Talk", "Premier League's new squad cost rules", "BTC Slumps"])
      expect(titles.filter((t) => t.startsWith(off))).toEqual([]);
    expect(items.every((p) => p.score >= 0.2)).toBe(true);
    expect(titles).toContain("UK Bonds Slide After Budget Leaves Thin Buffer Against Shocks");
  });
});

describe("a name whose only story an exclusion took (decision 254)", () => {
  it("gets one story of its world, not an empty email, and never the excluded one", async () => {
    const titles = (await picked("Man United - no transfer rumours please")).map((p) => p.title);
    expect(titles).toHaveLength(1);
    expect(titles[0]).toMatch(/Premier League/);
  });
});
