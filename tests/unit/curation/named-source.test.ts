import { describe, expect, it } from "vitest";
import type { Candidate } from "../../../server/curation";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
} from "../../support/candidates";

// Decision 130: a source the reader named speaks for its items, as the feed most about an interest does
// (decision 124): a story of it whose meaning leans towards the interest is picked without the interest's
// words, and says why.
const now = new Date("2026-05-04T07:00:00Z");
const item = (source: string, title: string, summary: string, cos: number) =>
  embeddedSourceItem(now, source, title, summary, cos);
const worded = [
  ["New large language models top the reasoning benchmarks", "Three labs released models this week."],
  ["Open-weights language models close the gap with closed ones", "The best open model is a month behind."],
  ["Language models learn to use tools from fewer examples", "A paper shows ten examples are enough."],
  ["Why large language models still struggle with arithmetic", "Tokenisers split numbers oddly."],
  ["A cheaper way to serve language models at scale", "Batching cut the bill by half."],
].map(([title, summary], n) => item(`Model News ${n % 2}`, title!, summary!, 0.6));
// a blog about the subject whose posts say what they are about in their own words
const posts = [
  [
    "Qwen3.5-Coder runs surprisingly well on my laptop",
    "Twenty tokens a second on a three-year-old machine.",
  ],
  ["Notes on prompt caching after a month of use", "The savings depend on how stable the prefix is."],
  ["Pelicans on bicycles, one more time", "The newest releases draw the usual test image."],
].map(([title, summary]) => item("Simon Willison's Weblog", title!, summary!, 0.6));
const blog = posts[0]!;
const pool = [...otherSubjectItems(now, [0.05, 0, 0, Math.sqrt(1 - 0.05 ** 2)]), ...worded, ...posts];
const curate = (description: string) => curateDaily(description, pool, now, ONE_AXIS_ENCODER).items;

describe("a source the reader named", () => {
  it("has its story picked when its meaning leans towards the interest, with the reason", () => {
    const post = curate("Large language models, mostly from Simon Willison").find(
      (p) => p.title === blog.title,
    );
    expect(post?.reasons).toContain("from a source you named (Simon Willison's Weblog)");
  });

  it("unnamed, the same story needs the interest's words", () => {
    expect(curate("Large language models").map((p) => p.title)).not.toContain(blog.title);
  });
});

describe("the per-source cap", () => {
  const many = [
    "Long-context race heats up among language models from three labs",
    "Small language models now run offline on budget phones",
    "Using language models as judges needs careful calibration first",
    "Everything language models learned this year, in one chart",
    "Distilled language models power the new desktop search tool",
    "Reading the licences of open language models so you do not have to",
    "Evaluating language models on messy real-world office tasks",
  ].map((title, n) => item("Simon Willison's Weblog", title, `Post ${n + 1} of the month's notes.`, 0.6));
  const others = worded.map((w) => ({ ...w }));
  // enough stories of other sources to fill an email beside the blog's five
  const more = [
    [
      "Hospitals trial language models for discharge letters",
      "Doctors check every letter before it goes out.",
    ],
    [
      "Courts warn lawyers over citations invented by language models",
      "Two filings cited cases that never existed.",
    ],
    ["Language models help translators with rare dialects", "A museum used them for its archive."],
    ["Teachers split over language models in homework", "A survey of 900 schools found no consensus."],
    [
      "Energy use of language models doubles in a year",
      "Data centres report the figures for the first time.",
    ],
  ].map(([title, summary], n) => item(`Field Reports ${n}`, title!, summary!, 0.6));
  const picks = (description: string, pool: Candidate[]) =>
    curateDaily(description, [...otherSubjectItems(now, [0.05, 0, 0, 1]), ...pool], now).items;
  const fromBlog = (description: string, pool: Candidate[]) =>
    picks(description, pool).filter((p) => p.sourceName === "Simon Willison's Weblog").length;

  it("holds for a source the reader did not name while others fill the email, not for one they named", () => {
    expect(fromBlog("Language models", [...others, ...more, ...many])).toBe(5);
    expect(
      fromBlog("Language models, mostly from Simon Willison", [...others, ...more, ...many]),
    ).toBeGreaterThan(5);
  });

  it("gives way when the other sources leave the email short: up to seven, after the others' stories", () => {
    const email = picks("Language models", [...others, ...many]);
    expect(email.filter((p) => p.sourceName === "Simon Willison's Weblog")).toHaveLength(7);
    expect(email).toHaveLength(10);
    // the stories past the cap come last: the others' are not pushed down by them
    expect(email.slice(-2).every((p) => p.sourceName === "Simon Willison's Weblog")).toBe(true);
    expect(email.slice(0, 8).filter((p) => p.sourceName !== "Simon Willison's Weblog")).toHaveLength(3);
  });
});

describe("a story a named source reported", () => {
  const wire = item(
    "Model News 0",
    "Meta releases Llama 5 large language models with open weights",
    "Meta released Llama 5 on Tuesday, with weights anyone can download under a new licence.",
    0.6,
  );
  const hub = item(
    "Hugging Face Blog",
    "Welcome Llama 5 to the Hub",
    "Llama 5 is out today with open weights: Meta's new models can be downloaded from the Hub under its licence.",
    0.5,
  );
  const pool = [...otherSubjectItems(now, [0.05, 0, 0, 1]), wire, hub];
  const shown = (description: string) =>
    curateDaily(description, pool, now).items.find((p) => p.keys.includes(wire.key));

  it("is shown in that source's report, the other as 'also in'", () => {
    const story = shown("Large language models, mostly from Hugging Face");
    expect(story?.sourceName).toBe("Hugging Face Blog");
    expect(story?.alsoIn.map((a) => a.sourceName)).toEqual(["Model News 0"]);
    expect(story?.reasons).toContain("from a source you named (Hugging Face Blog)");
  });

  it("unnamed, in the report that ranks first", () => {
    expect(shown("Large language models")?.sourceName).toBe("Model News 0");
  });
});

// Decision 172: the reader named a source for the subject and said what of it they want ("European politics:
// Brussels, the Commission. Mostly from Politico Europe"). That source's story saying one of those words, whose
// meaning leans towards the subject, is picked though it scores under the bar: "Commission fines Meta €900M
// for breaching the Digital Markets Act" was left out while the email held four stories.
const desk = [
  ["European politics: ministers split on the budget", "European politics turned on the budget this week."],
  ["European politics after the Dutch election", "The new coalition shifts European politics."],
  ["Five questions for European politics in 2027", "European politics faces a year of elections."],
].map(([title, summary]) => item("Euro Desk", title!, summary!, 0.6));
// the source's own reports on the subject, which make it a source about it
const reports = [
  ["Parliament votes to delay the AI rules by a year", "European politics moved fast in Strasbourg."],
  ["Brussels and Paris clash over the farm budget", "European politics in the Council turned bitter."],
].map(([title, summary]) => item("POLITICO Europe", title!, summary!, 0.5));
const named = item(
  "POLITICO Europe",
  "Commission fines Meta €900M for breaching the Digital Markets Act",
  "The fine is the largest under the new rules.",
  0.35,
);
const offSubject = item(
  "POLITICO Europe",
  "The best restaurants near the Berlaymont",
  "Where officials eat when the canteen closes.",
  0.25,
);
const politics = [
  ...otherSubjectItems(now, [0.05, 0, 0, Math.sqrt(1 - 0.05 ** 2)]),
  ...desk,
  ...reports,
  named,
  offSubject,
];
const politicsTitles = (description: string) =>
  curateDaily(description, politics, now, ONE_AXIS_ENCODER).items.map((p) => p.title);

describe("a named source's story on what the reader said of the subject", () => {
  it("is picked when it says the words the reader gave and leans towards the subject", () => {
    const picks = politicsTitles("European politics: Brussels, the Commission. Mostly from Politico Europe.");
    expect(picks).toContain(named.title);
    expect(picks).not.toContain(offSubject.title);
  });

  it("is not, when the reader did not name the source", () => {
    expect(politicsTitles("European politics: Brussels, the Commission.")).not.toContain(named.title);
  });
});
