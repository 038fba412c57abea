import { describe, expect, it } from "vitest";
import { candidate } from "../../support/candidates";
import { applyFeedback } from "../../../server/curation/apply-feedback";
import { featuresOf } from "../../../server/curation/item-features";
import { type Candidate, curateItems, type Feedback, parseBrief } from "../../../server/curation";

// A small labelled pool (issue #17): an entertainment + technology briefing. `like` marks, by hand, the
// stories a reader who asked for "less like" the celebrity break-up would call the same kind of story.
const now = new Date("2026-03-10T07:00:00Z");
let n = 0;
function item(host: string, title: string, summary: string, like = false): Candidate & { like: boolean } {
  n++;
  return { ...candidate(host, title, summary, { now, hoursAgo: 2 + (n % 5) }), like };
}

const target = "Pop star and actor husband announce divorce after two years of marriage";
const pool = [
  item(
    "gossip.example",
    "Singer and footballer split after whirlwind celebrity romance",
    "The couple confirmed their break-up in a statement to a celebrity magazine.",
    true,
  ),
  item(
    "gossip.example",
    "Reality TV star announces divorce from actor husband",
    "The celebrity couple married in a lavish ceremony two years ago.",
    true,
  ),
  item(
    "stars.example",
    "Hollywood actor and pop singer confirm their marriage is over",
    "Celebrity divorce: the pair separated last spring, their publicists said.",
    true,
  ),
  item(
    "films.example",
    "Festival jury awards top prize to quiet family drama",
    "The film by a first-time director won the festival's main award on Saturday night.",
    false,
  ),
  item(
    "films.example",
    "Streaming service orders second season of fantasy series",
    "The entertainment series drew record audiences for the platform in its first month.",
    false,
  ),
  item(
    "music.example",
    "Orchestra premieres new symphony by young composer",
    "The entertainment world's critics praised the concert hall premiere.",
    false,
  ),
  item(
    "tech.example",
    "Chipmaker unveils faster processor for laptops",
    "The technology company says the chip doubles battery life.",
    false,
  ),
  item(
    "tech.example",
    "Open-source database adds vector search",
    "The technology release targets developers building AI search.",
    false,
  ),
  item(
    "gadgets.example",
    "Smartphone maker delays foldable phone launch",
    "Technology supply problems pushed the device to next year.",
    false,
  ),
];
const brief = parseBrief("celebrity news, films, music and technology");
const opts = {
  now,
  since: new Date(now.getTime() - 48 * 3_600_000),
  frequency: "daily" as const,
  alreadySent: new Set<string>(),
  maxItems: 30,
  perSourceCap: 9,
};
const scores = (feedback?: Feedback) =>
  new Map(curateItems(brief, pool, { ...opts, feedback }).items.map((p) => [p.key, p.score]));
const none: Feedback = { more: [], less: [], mutedHosts: [] };

describe("feedback from the email changes the ranking (decision 096)", () => {
  const before = scores();
  const features = pool.map(featuresOf);

  it("'less like this' touches exactly the labelled similar stories", () => {
    const effect = applyFeedback(pool, features, { ...none, less: [target] });
    pool.forEach((c, i) => {
      if (c.like) expect(effect.factor[i], c.title).toBeLessThan(0.9);
      else expect(effect.factor[i], c.title).toBe(1);
    });
    // and "more like this" the same ones, the other way
    const more = applyFeedback(pool, features, { ...none, more: [target] });
    pool.forEach((c, i) => {
      if (c.like) expect(more.factor[i], c.title).toBeGreaterThan(1.1);
      else expect(more.factor[i], c.title).toBe(1);
    });
  });

  it("'less like this' ranks the similar stories lower in the picks and leaves every other pick's score as it was", () => {
    const after = scores({ ...none, less: [target] });
    let demoted = 0;
    for (const c of pool) {
      const b = before.get(c.key);
      if (b === undefined) continue; // merged into another story, or not picked before
      const a = after.get(c.key) ?? 0; // demoted out of the picks counts as lowest
      if (c.like) {
        expect(a, c.title).toBeLessThan(b);
        demoted++;
      } else expect(a, c.title).toBe(b);
    }
    expect(demoted).toBeGreaterThanOrEqual(2);
    // measurably: the similar stories' mean place in the score order falls
    const place = (m: Map<string, number>) => {
      const order = pool.map((c) => c.key).sort((x, y) => (m.get(y) ?? 0) - (m.get(x) ?? 0));
      const at = pool.filter((c) => c.like && before.has(c.key)).map((c) => order.indexOf(c.key));
      return at.reduce((s, x) => s + x, 0) / at.length;
    };
    expect(place(after)).toBeGreaterThan(place(before) + 1);
  });

  it("'more like this' raises the similar stories' scores only, and says why", () => {
    const picked = curateItems(brief, pool, { ...opts, feedback: { ...none, more: [target] } }).items;
    const after = new Map(picked.map((p) => [p.key, p.score]));
    for (const c of pool) {
      const b = before.get(c.key);
      if (b === undefined) continue;
      if (c.like) expect(after.get(c.key)!, c.title).toBeGreaterThan(b);
      // a weak pick may fall under the bar, which is relative to the best score; its own score is unchanged
      else if (after.has(c.key)) expect(after.get(c.key), c.title).toBe(b);
    }
    const boosted = picked.filter((p) => pool.find((c) => c.key === p.key)?.like);
    expect(boosted.length).toBeGreaterThan(0);
    for (const p of boosted) expect(p.reasons.join(" · ")).toContain("which you wanted more of");
  });

  it("a muted source's stories are gone, also from its subdomains, and the other stories stay", () => {
    const mutedHosts = ["gossip.example"];
    const muted = curateItems(brief, pool, { ...opts, feedback: { ...none, mutedHosts } });
    expect(muted.items.some((p) => p.feedUrl.includes("gossip.example"))).toBe(false);
    const kept = new Set(muted.items.map((p) => p.key));
    for (const key of before.keys())
      if (!key.includes("gossip.example")) expect(kept.has(key), key).toBe(true);
    const sub = pool.map((c) => ({
      ...c,
      key: `${c.key}#sub`,
      feedUrl: c.feedUrl.replace("https://gossip.", "https://www.feeds.gossip."),
    }));
    const r = curateItems(brief, sub, { ...opts, feedback: { ...none, mutedHosts } });
    expect(r.items.some((p) => p.feedUrl.includes("gossip.example"))).toBe(false);
    expect(r.items.length).toBeGreaterThan(0);
  });
});
