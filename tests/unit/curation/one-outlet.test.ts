import { describe, expect, it } from "vitest";
import { outletOf } from "../../../server/curation/group-stories";
import { evaluationStories } from "../../support/candidates";

// Decision 176: what two reports of one event share is not a date, nor one outlet's template.
describe("stories are not made of a date or of one outlet's template", () => {
  const { stories, at } = evaluationStories();

  it("a month both reports name is a date, not a name they share", () => {
    expect(
      stories.same(at("Paper Talk: Chelsea considering January"), at("Transfer Talk: Real Madrid")),
    ).toBe(false);
    // one event dated the same month is still one story
    expect(
      stories.same(at("EV registrations in Europe jump 31% in October"), at("Europe's EV Market Share")),
    ).toBe(true);
  });

  it("one outlet's desks are one source: their shared wording needs the headlines to match", () => {
    expect(
      stories.same(
        at("Budget 2026: what it means for your income"),
        at("Premier League's new squad cost rules"),
      ),
    ).toBe(false);
  });

  it("names an outlet by its site and its name, so that a site carrying many outlets keeps them apart", () => {
    const guardian = (desk: string, path: string) =>
      outletOf({ feedUrl: `https://www.theguardian.com/${path}/rss`, sourceName: `The Guardian - ${desk}` });
    expect(guardian("Money", "uk/money")).toBe(guardian("Football", "football"));
    const search = (q: string) =>
      outletOf({ feedUrl: `https://news.google.com/rss/search?q=${q}`, sourceName: `"${q}" - Google News` });
    expect(search("bitcoin")).not.toBe(search("ethereum"));
    expect(
      outletOf({ feedUrl: "https://feeds.bbci.co.uk/news/world/rss.xml", sourceName: "BBC News - World" }),
    ).not.toBe(outletOf({ feedUrl: "https://feeds.bbci.co.uk/sport/rss.xml", sourceName: "BBC Sport" }));
  });
});
