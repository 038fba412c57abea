import { describe, expect, it } from "vitest";
import {
  addExclusion,
  addInterest,
  type PlanSource,
  removeExcludedSource,
  removeExclusion,
  removeInterest,
  removeSource,
} from "../../../common/plan";
import { type Brief, parseBrief, routeFeeds } from "../../../server/curation";
import { loadCatalogue } from "../../../server/delivery";

// The plan's edits are written into the description; the parser must read back exactly the edit (issue #17).
const catalogue = loadCatalogue();
const plan = (d: string) => {
  const b = parseBrief(d);
  return {
    interests: b.interests.map((i) => i.phrase.toLowerCase()).sort(),
    exclusions: [...b.exclusions].sort(),
    sources: [...b.sources].sort(),
    excluded: [...(b.excludedSources ?? [])].sort(),
    language: b.language,
  };
};
const feeds = (d: string) => routeFeeds(parseBrief(d), catalogue).urls;
const without = <T>(xs: T[], x: T) => xs.filter((y) => y !== x);

const descriptions = [
  "AI policy, climate tech and road cycling. No crypto.",
  "Premier League football and tennis results, mostly from BBC Sport, but no transfer gossip.",
  "Mental health research and public health policy in Europe. Nothing about celebrities.",
  "Everything from https://feeds.example.org/rss about open-source databases and web performance.",
  "KI-Politik und Radsport, keine Kryptowährungen.",
  "Formula 1 and MotoGP, mostly from BBC Sport. Nothing about crashes.",
  // modifiers sharing a head (decision 146): each removed alone, the other keeps the head
  "German and French politics. No crypto.",
  "News about UK and EU politics, no sport.",
  "Politique française et européenne, pas de sport.",
  "Deutsche und europäische Politik, keine Kryptowährungen.",
  "Football, but no Spanish or Italian football.",
  "Tesla and solar panels",
  // decision 165's cues
  "Travel, no cruises and no all-inclusive resorts",
  "Cycling other than the Tour de France",
  "Deportes menos el fútbol",
  "Le sport, hormis le rugby",
  // whom a subject is for (decision 188), alone and sharing a head
  "Women's football and kids' TV, no transfer gossip.",
  "Men's and women's tennis results",
  // decision 242: what the reader does not do, an aspect left out, whom a list concerns
  "Rail travel and city breaks. I don't fly.",
  "Recipes and baking. I don't eat meat.",
  "Crypto regulation and stablecoins, not prices",
  "Kids, phones and social media",
  // decisions 244 and 245: a source named by what it publishes, a field after "in"
  "Whatever The Verge publishes, but no phones.",
  "AI in healthcare and tennis results. No crypto.",
];

describe("plan write-back round trip (decision 097)", () => {
  for (const d of descriptions) {
    const before = plan(d);

    it(`removing each interest of “${d.slice(0, 40)}…” removes exactly that interest`, () => {
      for (const phrase of parseBrief(d).interests.map((i) => i.phrase)) {
        const after = plan(removeInterest(d, phrase));
        expect(after.interests, phrase).toEqual(without(before.interests, phrase.toLowerCase()));
        expect(after.exclusions).toEqual(before.exclusions);
        expect(after.language).toBe(before.language);
      }
    });

    it(`removing each exclusion of “${d.slice(0, 40)}…” removes exactly that exclusion`, () => {
      for (const e of before.exclusions) {
        const text = removeExclusion(d, e);
        const after = plan(text);
        expect(after.exclusions, text).toEqual(without(before.exclusions, e));
        expect(after.interests, text).toEqual(before.interests);
      }
    });

    it(`adding an interest and an exclusion to “${d.slice(0, 40)}…” reads back as them`, () => {
      const lang = parseBrief(d).language;
      // outside English the parser keeps words, not phrases: a one-word interest reads back whole
      const interest = lang === "en" ? "electric cars" : "elektroautos";
      const added = plan(addExclusion(addInterest(d, interest, lang), "crypto scams", lang));
      expect(added.interests).toEqual([...before.interests, interest].sort());
      expect(added.exclusions).toEqual([...new Set([...before.exclusions, "crypto scams"])].sort());
      expect(added.sources).toEqual(before.sources);
      expect(added.language).toBe(before.language);
    });
  }

  it("a catalogue source removed in the plan becomes “Not from …” and is no longer read; taking it back restores it", () => {
    const d = "Premier League football and tennis results, mostly from BBC Sport, but no transfer gossip.";
    const urls = feeds(d);
    const guardian = catalogue.feeds.find((f) => urls.includes(f.url) && f.name.startsWith("The Guardian"))!;
    expect(guardian).toBeDefined();
    const src: PlanSource = {
      url: guardian.url,
      name: guardian.name,
      host: "theguardian.com",
      kind: "catalogue",
      reachable: true,
    };
    const text = removeSource(d, src, "en");
    expect(text).toBe(`${d} Not from The Guardian.`);
    expect(plan(text)).toEqual({ ...plan(d), excluded: ["Guardian"] });
    const after = feeds(text);
    expect(after.some((u) => u.includes("theguardian.com"))).toBe(false);
    expect(after.length).toBeGreaterThan(0);
    const back = removeExcludedSource(text, "Guardian");
    expect(plan(back)).toEqual(plan(d));
    expect(feeds(back)).toEqual(urls);
  });

  it("a named source is taken out of the description with its “from”", () => {
    const d = "Premier League football and tennis results, mostly from BBC Sport, but no transfer gossip.";
    const bbc = catalogue.feeds.find((f) => f.name === "BBC Sport")!;
    const text = removeSource(
      d,
      { url: bbc.url, name: bbc.name, host: "feeds.bbci.co.uk", kind: "named", reachable: null },
      "en",
    );
    expect(text).not.toContain("BBC");
    expect(plan(text)).toEqual({ ...plan(d), sources: [] });
  });

  it("a feed given by address is taken out; an unknown host is declined by its host", () => {
    const d =
      "Everything from https://feeds.example.org/rss about open-source databases and web performance.";
    const text = removeSource(
      d,
      {
        url: "https://feeds.example.org/rss",
        name: "Example",
        host: "feeds.example.org",
        kind: "named",
        reachable: false,
      },
      "en",
    );
    expect(text).not.toContain("example.org");
    expect(plan(text).sources).toEqual([]);
    expect(plan(text).interests).toEqual(plan(d).interests);
    const search = removeSource(
      "Web performance news.",
      {
        url: "https://search.example/feed?q=x",
        name: "x",
        host: "search.example",
        kind: "search",
        reachable: true,
      },
      "en",
    );
    expect(search).toBe("Web performance news. Not from search.example.");
    expect(plan(search).excluded).toEqual(["search.example"]);
    const brief: Brief = parseBrief(search);
    expect(brief.sources).toEqual([]);
  });

  it("German descriptions get German words back, and stay German", () => {
    const d = "KI-Politik und Radsport, keine Kryptowährungen.";
    const text = removeSource(
      d,
      { url: "https://www.example.de/feed", name: "x", host: "example.de", kind: "search", reachable: null },
      "de",
    );
    expect(text).toBe(`${d} Nicht von example.de.`);
    expect(plan(text)).toEqual({ ...plan(d), excluded: ["example.de"] });
    expect(plan(addExclusion(d, "Fußball", "de")).exclusions).toContain("fußball");
  });
});

describe("the description after a removal reads as a person would write it", () => {
  it("leaves no exclusion cue hanging once its exclusion is gone", () => {
    expect(removeExclusion("Deportes menos el fútbol", "fútbol")).toBe("Deportes");
    expect(removeExclusion("Cycling other than the Tour de France", "tour de france")).toBe("Cycling");
    expect(removeExclusion("Le sport, hormis le rugby", "rugby")).toBe("Le sport");
  });

  it("leaves no conjunction hanging at its start, and shared heads with the other modifier", () => {
    expect(removeInterest("Tesla and electric cars", "Tesla")).toBe("electric cars");
    expect(removeInterest("German and French politics. No crypto.", "French politics")).toBe(
      "German politics. No crypto.",
    );
    expect(removeInterest("Politique française et européenne, pas de sport.", "Politique française")).toBe(
      "Politique européenne, pas de sport.",
    );
  });
});
