import { describe, expect, it } from "vitest";
import { parseBrief, routeFeeds } from "../../../server/curation";
import { feedsFor } from "../../../server/delivery/pipeline";
import {
  BING_NEWS_SEARCH,
  GOOGLE_NEWS_SEARCH,
  searchFeedUrl,
  searchFeedsFor,
  searchQuery,
} from "../../../server/delivery/search-feeds";
import { loadCatalogue } from "../../../server/delivery/sources";

// News-search feeds (decision 101): built for what the catalogue does not serve, in the description's
// language and region, with one canonical URL per question so that briefings asking it share one fetch
const catalogue = loadCatalogue();
const search = (description: string, template = GOOGLE_NEWS_SEARCH) => {
  const brief = parseBrief(description);
  const r = routeFeeds(brief, catalogue);
  return searchFeedsFor(brief, r.unserved, r.region, template);
};

describe("search feed URLs", () => {
  it("fill the template in the description's language and region (Google News by default)", () => {
    // one search per unserved interest
    expect(search("Imkerei und Bienenhaltung")).toEqual([
      "https://news.google.com/rss/search?q=imkerei&hl=de&gl=DE&ceid=DE:de",
      "https://news.google.com/rss/search?q=bienenhaltung&hl=de&gl=DE&ceid=DE:de",
    ]);
    expect(search("les ruches de l'apiculture urbaine")).toEqual([
      "https://news.google.com/rss/search?q=apiculture%20ruches%20urbaine&hl=fr&gl=FR&ceid=FR:fr",
    ]);
    // the country after "en" is where, as "in the UK" is in English (decision 183): it sets the region
    expect(search("la apicultura en España")).toEqual([
      "https://news.google.com/rss/search?q=apicultura&hl=es&gl=ES&ceid=ES:es",
    ]);
    // English with no country named: the US edition; a named country sets the region
    expect(search("beekeeping")[0]).toBe(
      "https://news.google.com/rss/search?q=beekeeping&hl=en&gl=US&ceid=US:en",
    );
    expect(search("beekeeping in the UK")[0]).toContain("&hl=en&gl=GB&ceid=GB:en");
    // Bing News is the documented alternative template
    expect(search("beekeeping", BING_NEWS_SEARCH)[0]).toBe(
      "https://www.bing.com/news/search?q=beekeeping&format=rss&setlang=en&cc=US",
    );
  });

  it("are canonical: case, accents' encoding, spacing and word order do not change the URL", () => {
    const a = searchQuery("Quantum  Computing", []);
    expect(a).toBe("computing quantum");
    expect(searchQuery("computing QUANTUM", [])).toBe(a);
    expect(searchQuery("Cafe\u0301s Madrid", [])).toBe(searchQuery("madrid cafés", []));
    expect(searchFeedUrl(GOOGLE_NEWS_SEARCH, a, "en", "US")).toBe(
      searchFeedUrl(GOOGLE_NEWS_SEARCH, searchQuery("computing   quantum", []), "en", "US"),
    );
    // exclusions become -words, sorted after the terms
    expect(searchQuery("beekeeping", ["pesticides", "honey prices"])).toBe(
      "beekeeping -honey -pesticides -prices",
    );
    // a query is data: it cannot break out of its parameter
    expect(searchFeedUrl(GOOGLE_NEWS_SEARCH, "a&gl=XX#b", "en", "US")).toBe(
      "https://news.google.com/rss/search?q=a%26gl%3DXX%23b&hl=en&gl=US&ceid=US:en",
    );
  });

  it("are built only for interests the catalogue does not serve in the description's language", () => {
    // gardening: English catalogue feeds serve it
    expect(search("gardening")).toEqual([]);
    // German gardening: served by German feeds; beekeeping is not
    expect(search("Garten und Imkerei")).toEqual([
      "https://news.google.com/rss/search?q=imkerei&hl=de&gl=DE&ceid=DE:de",
    ]);
    // "local news in Berlin" in English: the Berlin feeds are German, so English news about Berlin is searched
    expect(search("local news in Berlin")).toEqual([
      "https://news.google.com/rss/search?q=berlin&hl=en&gl=DE&ceid=DE:en",
    ]);
    // at most three per briefing
    expect(search("beekeeping, origami, falconry, bonsai, calligraphy")).toHaveLength(3);
  });

  it("SEARCH_FEEDS=off (no template): the briefing's feeds hold no search feed", () => {
    const on = feedsFor("Garten und Imkerei", catalogue, GOOGLE_NEWS_SEARCH);
    const off = feedsFor("Garten und Imkerei", catalogue, null);
    expect(on.search).toHaveLength(1);
    expect(on.urls).toContain(on.search[0]);
    expect(off.search).toEqual([]);
    expect(off.urls.some((u) => u.includes("news.google.com"))).toBe(false);
    expect(off.urls).toEqual(on.urls.filter((u) => !on.search.includes(u)));
  });
});

describe("routing by subject, language and place", () => {
  const names = (description: string) => {
    const r = routeFeeds(parseBrief(description), catalogue);
    return r.urls.map((u) => catalogue.feeds.find((f) => f.url === u)!);
  };

  it("a German description draws on German feeds of its subjects", () => {
    const feeds = names("Wirtschaft und Börse, aber nichts über Kryptowährungen");
    expect(feeds.length).toBeGreaterThan(1);
    expect(feeds.every((f) => f.language === "de")).toBe(true);
    expect(feeds.some((f) => f.subjects.includes("crypto"))).toBe(false);
    expect(
      names("Garten: Pflanzen und Gemüse").every(
        (f) => f.subjects.includes("gardening") && f.language === "de",
      ),
    ).toBe(true);
  });

  it("French and Spanish descriptions draw on French and Spanish feeds", () => {
    const fr = names("Politique française et européenne, mais rien sur la guerre en Ukraine");
    expect(fr.every((f) => f.language === "fr")).toBe(true);
    expect(fr.some((f) => f.subjects.includes("eu-policy"))).toBe(true);
    const es = names("Recetas y gastronomía");
    expect(es.length).toBeGreaterThan(0);
    expect(es.every((f) => f.language === "es" && f.subjects.includes("food"))).toBe(true);
  });

  it("local news for a city picks that city's feeds, in any language the description is in", () => {
    for (const d of ["local news in Berlin", "Nachrichten aus Berlin, vor allem Verkehr und Politik"]) {
      const feeds = names(d);
      expect(feeds.length, d).toBeGreaterThan(0);
      expect(
        feeds.every((f) => f.subjects.includes("berlin")),
        d,
      ).toBe(true);
    }
    expect(names("London restaurants").some((f) => f.subjects.includes("london"))).toBe(true);
    expect(names("noticias de Madrid").every((f) => f.subjects.includes("madrid"))).toBe(true);
  });

  it("an English description keeps the English feeds of a subject", () => {
    const feeds = names("travel ideas");
    expect(feeds.length).toBeGreaterThan(1);
    expect(feeds.every((f) => f.language === "en" && f.subjects.includes("travel"))).toBe(true);
  });
});
