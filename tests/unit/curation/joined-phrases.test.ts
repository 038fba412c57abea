import { describe, expect, it } from "vitest";
import { type Candidate, parseBrief } from "../../../server/curation";
import { excludeItems } from "../../../server/curation/exclude-items";
import { featuresOf } from "../../../server/curation/item-features";
import { curateDaily, sourceItem } from "../../support/candidates";

// A phrase written as one word is the phrase (decision 128): "stockmarkets" is "stock market", "Memecoin" is
// "meme coins", for what the reader asked for and for what they left out.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string): Candidate =>
  sourceItem(now, source, title, summary, 4);

const markets = [
  item("Money Desk", "Stock market closes higher after retail sales beat forecasts", "Banks led the rally."),
  item("Money Desk", "Stock market slips as oil prices climb", "Airlines fell most."),
  item("Weekly Review", "Why stockmarkets keep shrugging off bad news", "Investors look past the slowdown."),
];
const memecoins = [
  item(
    "Coin Wire",
    "Memecoin traders lose millions as celebrity token collapses",
    "The token fell 90% in a day.",
  ),
  item("Coin Wire", "Memecoins rally again as retail buyers return", "Volumes tripled over the weekend."),
];
const elsewhere = [
  "Council approves new budget after long debate",
  "Ten winter soups for busy evenings",
  "Night trains return to the Alps this winter",
  "A quiet drama wins the festival's top prize",
  "Sow sweet peas now for early summer flowers",
  "Rail strike called off after late-night talks",
].map((t, n) => item(`Desk ${n}`, t, "More in the full report."));

describe("a phrase written as one word", () => {
  it("counts as the phrase the reader asked for", () => {
    const titles = curateDaily("stock market news", [...elsewhere, ...markets], now).items.map(
      (p) => p.title,
    );
    expect(titles).toEqual(expect.arrayContaining(markets.map((c) => c.title)));
  });

  it("counts as the phrase the reader left out, inside the subject asked for", () => {
    // "crypto, no meme coins": by meaning a memecoin story is crypto; only its name says what it is
    const crypto = [
      item("Chain Desk", "Bitcoin falls below $80,000 as crypto funds see outflows", "Ether dropped too."),
      item(
        "Chain Desk",
        "Crypto exchange wins licence in the EU",
        "The exchange can now serve all member states.",
      ),
    ];
    const r = curateDaily(
      "crypto news, nothing about meme coins",
      [...elsewhere, ...crypto, ...memecoins],
      now,
    );
    const titles = r.items.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(crypto.map((c) => c.title)));
    for (const c of memecoins) expect(titles).not.toContain(c.title);
    expect(r.excludedBy).toEqual([{ concept: "meme coins", count: 2 }]);
    // by their name, not only by a meaning that could as well be the subject's
    const pool = [...elsewhere, ...crypto, ...memecoins];
    const [byConcept] = excludeItems(parseBrief("crypto, no meme coins"), pool, pool.map(featuresOf));
    for (const c of memecoins) expect(byConcept!.removed.get(pool.indexOf(c))).toBe("mentions “meme coins”");
  });
});
