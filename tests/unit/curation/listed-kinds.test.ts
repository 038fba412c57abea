import { describe, expect, it } from "vitest";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
} from "../../support/candidates";

// Decision 133: kinds of a subject that the reader listed after it ("UK personal finance - savings rates,
// mortgages, pensions") are what they asked for: a headline that names one is evidence of the interest when
// the item's meaning leans clearly towards it.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string, cos: number) =>
  embeddedSourceItem(now, source, title, summary, cos);
// five stories that say the subject's words: the interest is served, there is no room left for meaning alone
const worded = [
  ["Personal finance: five money habits to start before January", "Small changes to a budget add up."],
  ["Personal finance tips for the first year of a new job", "Set up a budget and an emergency fund."],
  ["The personal finance questions readers asked most this year", "From budgeting to credit scores."],
  ["Personal finance for couples: joint accounts or not?", "What to agree on before you share money."],
  ["A personal finance checklist for the end of the tax year", "Use your allowances before April."],
].map(([title, summary], n) => item(`Money Desk ${n % 2}`, title!, summary!, 0.6));
const mortgage = item(
  "Home Owner",
  "Mortgage rates fall below 4% for first time in three years",
  "Lenders cut fixed deals again this week as swap rates eased; the average two-year fix is now 3.95%.",
  0.6,
);
const pool = [...otherSubjectItems(now, [0.05, 0, 0, Math.sqrt(1 - 0.05 ** 2)]), ...worded, mortgage];
const titles = (description: string) =>
  curateDaily(description, pool, now, ONE_AXIS_ENCODER).items.map((p) => p.title);

describe("kinds of a subject the reader listed (decision 133)", () => {
  it("a headline naming a listed kind is picked", () => {
    expect(titles("UK personal finance - savings rates, mortgages, pensions, tax changes")).toContain(
      mortgage.title,
    );
  });

  it("without the list, the same story has none of the subject's words and is left out", () => {
    expect(titles("UK personal finance")).not.toContain(mortgage.title);
  });
});
