import { describe, expect, it } from "vitest";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
} from "../../support/candidates";

// Decision 139: a headline that says the reader's phrase is evidence of the interest however often other
// items of the pool repeat it (BM25 is relative to the pool's best hit), as long as the meaning does not
// lean away from it (rank-items.ts's gate).
const now = new Date("2026-06-09T07:00:00Z");
const item = (source: string, title: string, summary: string, cos: number) =>
  embeddedSourceItem(now, source, title, summary, cos);
// a project's own blog says its name in every sentence: those items set the pool's best word score
const blog = [
  [
    "Rust 1.95: Rust's new trait solver lands in stable Rust",
    "Rust code that Rust rejected before now compiles; Rust users get faster Rust builds.",
  ],
  [
    "Rust in 2026: the Rust survey results",
    "What Rust users told the Rust project about Rust adoption and Rust tooling.",
  ],
  [
    "Rust's async story: where Rust goes next",
    "Rust async, Rust executors and Rust's plans for async Rust closures.",
  ],
  [
    "Rust compiler performance: Rust builds got faster",
    "The Rust compiler team on Rust build times and Rust caching.",
  ],
  [
    "This week in Rust: Rust crates and Rust jobs",
    "Rust news, Rust crates of the week and Rust calls for participation.",
  ],
].map(([title, summary]) => item("Rust Blog", title!, summary!, 0.6));
const ubuntu = item(
  "The Register",
  "Ubuntu 27.04 will ship Rust coreutils and sudo-rs by default",
  "Canonical swaps the GNU tools for memory-safe rewrites in its next release.",
  0.45,
);
// the same word in another sense, its meaning far from the interest's
const leeks = item(
  "Garden Notes",
  "Leek rust: how to spot it and what to do",
  "Orange pustules on the leaves are a fungus; remove the worst affected plants.",
  0.0,
);
const pool = [...otherSubjectItems(now, [0.05, 0, 0, Math.sqrt(1 - 0.05 ** 2)]), ...blog, ubuntu, leeks];
const titles = (description: string) =>
  curateDaily(description, pool, now, ONE_AXIS_ENCODER).items.map((p) => p.title);

describe("a headline that says the reader's phrase", () => {
  it("is picked although a chattier source says the word far more often", () => {
    expect(titles("Rust")).toContain(ubuntu.title);
  });

  it("is not picked when its meaning is far from what the reader asked for", () => {
    expect(titles("Rust")).not.toContain(leeks.title);
  });
});
