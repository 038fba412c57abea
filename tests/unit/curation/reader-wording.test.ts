import { describe, expect, it } from "vitest";
import { candidatesFromItems, parseBrief } from "../../../server/curation";
import { excludeItems } from "../../../server/curation/exclude-items";
import { relatedTermsOf } from "../../../server/curation/expansions";
import { featuresOf } from "../../../server/curation/item-features";
import { curateDaily, fileItem, otherNewsItems } from "../../support/candidates";

// Decision 154: what readers write that the subject words alone missed, on the offline word vectors.
const now = new Date("2026-11-20T07:00:00Z");
const item = (guid: string, feed: string, title: string, description: string, language = "en") => ({
  ...fileItem(now, guid, feed, title, description, 5),
  language,
});
const titlesOf = (description: string, items: ReturnType<typeof item>[]) => {
  const pool = candidatesFromItems([...items, ...otherNewsItems(now)], now);
  return curateDaily(description, pool, now).items.map((p) => p.title);
};

const dev = [
  item("kernel", "lwn", "Kernel 7.2.9 stable update fixes io_uring use-after-free", "Users should upgrade."),
  item(
    "github",
    "github",
    "GitHub adds a merge queue for open source maintainers",
    "Developers can batch pull requests.",
  ),
  item("ubuntu", "register", "Ubuntu 27.04 will ship Rust coreutils by default", "sudo-rs replaces sudo."),
];
const ai = [
  item(
    "gpt",
    "openai",
    "OpenAI launches GPT-5.5 with cheaper API pricing",
    "The model has a larger context.",
  ),
  item("agents", "verge", "AI agents can now book your flights", "Chatbots take over travel booking."),
];
const crypto = [
  item("btc", "coindesk", "Bitcoin slides below $80,000 as ETF outflows accelerate", "Traders sold."),
  item("eth", "theblock", "SEC clears ETH ETF staking", "Yield-bearing funds are next."),
];

describe("what readers write", () => {
  it("a software engineer gets releases and patches, not a gadget review", () => {
    const gadget = item("kindle", "gadgets", "The new Kindle Colorsoft, reviewed", "Colour e-ink at last.");
    const picked = titlesOf("I'm a software engineer - keep me posted on what matters for my job", [
      ...dev,
      gadget,
    ]);
    expect(picked).toEqual(expect.arrayContaining(dev.map((c) => c.title)));
    expect(picked).not.toContain(gadget.title);
  });

  it("'Tech news, but nothing about AI or crypto' removes AI and crypto, not the releases that are neither", () => {
    const description = "Tech news, but nothing about AI or crypto";
    const pool = candidatesFromItems([...dev, ...ai, ...crypto, ...otherNewsItems(now)], now);
    const removed = new Set(
      excludeItems(parseBrief(description), pool, pool.map(featuresOf)).flatMap((e) => [...e.removed.keys()]),
    );
    const gone = (title: string) => removed.has(pool.findIndex((c) => c.title === title));
    for (const c of dev) expect(gone(c.title), c.title).toBe(false);
    for (const c of [...ai, ...crypto]) expect(gone(c.title), c.title).toBe(true);
    expect(titlesOf(description, [...dev, ...ai, ...crypto])).toContain(dev[1]!.title);
  });

  it("'modelos de lenguaje' has the related terms of its entry, though the phrase is read without 'de'", () => {
    const [interest] = parseBrief("Novedades de los modelos de lenguaje").interests;
    expect(interest!.phrase).toBe("modelos lenguaje");
    expect(relatedTermsOf(interest!)).toEqual(expect.arrayContaining(["llama", "gpt", "claude"]));
    // only the words inside a name drop: "la liga" is not "liga"
    expect(relatedTermsOf({ phrase: "liga", context: [] })).toEqual([]);
  });
});
