import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ageLabel,
  composeBriefingEmail,
  groupByInterest,
  leftOutLine,
  MAX_HTML_BYTES,
  subjectFor,
  summariesNote,
  topSummary,
} from "../../../server/delivery/compose";
import { parseFeedDocument } from "../../../server/delivery/gather";
import { summariseOffline } from "../../../server/delivery/summarise";
import { fillTemplate } from "../../support/fixture-feed-server";

const base = {
  appUrl: "https://tidings.example",
  briefingName: "Morning AI",
  timezone: "Europe/Berlin",
  slot: new Date("2026-06-09T22:30:00Z"), // already Wednesday 00:30 in Berlin
  intro: "3 stories on AI.",
  coverage: { checked: 4, failed: 1, merged: 2 },
  manageUrl: "https://tidings.example/manage",
  viewUrl: "https://tidings.example/api/delivery/view/abc.sig",
  unsubscribeUrl: "https://tidings.example/u/tok123",
};

describe("composeBriefingEmail", () => {
  it("renders name, local date, linked headlines, sources, summaries, coverage and links; HTML + text; headers", async () => {
    const e = await composeBriefingEmail({
      ...base,
      items: [
        {
          title: "Chip news",
          url: "https://a.example/1",
          sourceName: "Source A",
          summary: "A chip was unveiled.",
          alsoIn: [{ sourceName: "Source B" }],
        },
        {
          title: "Model news",
          url: null,
          sourceName: "Source C",
          summary: "A model was released.",
          alsoIn: [],
        },
      ],
    });
    expect(e.subject).toBe("Chip news — and 1 more");
    expect(e.html).toContain("Wednesday, June 10, 2026");
    expect(e.html).toContain('href="https://a.example/1"');
    expect(e.html).toContain("also in Source B");
    expect(e.html).not.toContain("Sources checked");
    expect(e.html).toContain("Summaries are extracts from the articles.");
    expect(e.html).toContain('href="https://tidings.example/manage"');
    expect(e.html).toContain('href="https://tidings.example/api/delivery/view/abc.sig"');
    expect(e.html).toContain("color-scheme");
    expect(e.text).toContain("Chip news");
    expect(e.text).toContain("A model was released.");
    expect(e.text).toMatch(/Unsubscribe/);
    expect(e.headers).toEqual({
      "List-Unsubscribe": "<https://tidings.example/u/tok123>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(subjectFor({ briefingName: "X", slot: base.slot, timezone: "UTC", isTest: true })).toBe(
      "[Test] X — Tue, Jun 9",
    );
  });

  it("a hostile feed yields a clean email: no scripts, handlers or javascript: links", async () => {
    const body = fillTemplate(
      readFileSync(new URL("../../fixtures/feeds/hostile.xml", import.meta.url), "utf8"),
      Date.now(),
    );
    const feed = parseFeedDocument(body, "http://127.0.0.1/hostile.xml");
    const e = await composeBriefingEmail({
      ...base,
      briefingName: 'Evil <script>alert(9)</script> "name"',
      intro: "<img src=x onerror=alert(1)> intro",
      items: [
        ...feed.items.map((i) => ({
          title: i.title,
          url: i.url,
          sourceName: feed.title,
          summary: summariseOffline(i),
          alsoIn: [],
        })),
        {
          title: "<b onmouseover=x>raw</b>",
          url: "javascript:alert(7)",
          sourceName: "<script>",
          summary: '"><svg onload=alert(8)>',
          alsoIn: [],
        },
      ],
    });
    const lower = e.html.toLowerCase();
    for (const bad of [
      "<script",
      "onerror=",
      "onload=",
      "onmouseover=",
      "onclick=",
      "javascript:",
      "<svg",
      "<iframe",
      '<img src="x"',
    ]) {
      expect(lower).not.toContain(bad);
    }
    expect(e.html).toContain("AI breakthrough announced");
    expect(e.html).toContain("Lawmakers debated AI regulation");
  });

  it("stays under 102 KB however much content there is", async () => {
    const long = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(16);
    const e = await composeBriefingEmail({
      ...base,
      items: Array.from({ length: 200 }, (_, i) => ({
        title: `Story ${i} ${"x".repeat(250)}`,
        url: `https://a.example/${i}`,
        sourceName: "S",
        summary: long,
        alsoIn: [],
      })),
    });
    expect(Buffer.byteLength(e.html)).toBeLessThanOrEqual(MAX_HTML_BYTES);
    expect(e.html).toContain("Story 0");
  });

  it("shows the empty note when nothing new matched", async () => {
    const e = await composeBriefingEmail({
      ...base,
      intro: "",
      items: [],
      isTest: true,
      emptyNote: "Nothing new matched your briefing.",
    });
    expect(e.html).toContain("Nothing new matched your briefing.");
    expect(e.html).toContain("TEST EMAIL");
    expect(e.subject).toBe("[Test] Morning AI — Wed, Jun 10");
    expect(e.text).toContain("Nothing new matched your briefing.");
    // no stories, no summaries to account for
    expect(e.html).not.toContain("Summaries");
  });
});

const slot = new Date("2026-06-10T05:00:00Z");
const story = (title: string, interest: string | null, hoursOld: number | null, more = {}) => ({
  title,
  url: `https://news.example/${encodeURIComponent(title)}`,
  sourceName: "Reuters",
  summary: `${title}, in whole sentences.`,
  alsoIn: [],
  publishedAt: hoursOld === null ? null : new Date(slot.getTime() - hoursOld * 3_600_000),
  interest,
  reason: interest ? `matches “${interest}” · from Reuters` : "from Reuters",
  ...more,
});

describe("the email made to be read on a phone", () => {
  it("the subject leads with the first story and counts the rest; [Test] kept; name and date without stories", () => {
    expect(
      subjectFor({
        briefingName: "EU desk",
        slot,
        timezone: "UTC",
        lead: "EU delays AI Act obligations",
        more: 5,
      }),
    ).toBe("EU delays AI Act obligations — and 5 more");
    expect(
      subjectFor({ briefingName: "EU desk", slot, timezone: "UTC", lead: "Only one", more: 0, isTest: true }),
    ).toBe("[Test] Only one");
    const long = subjectFor({
      briefingName: "n",
      slot,
      timezone: "UTC",
      lead: `${"word ".repeat(40)}end`,
      more: 2,
    });
    expect(long).toMatch(/^word word .*word… — and 2 more$/);
    expect(subjectFor({ briefingName: "EU desk", slot, timezone: "UTC", lead: "  ", more: 0 })).toBe(
      "EU desk — Wed, Jun 10",
    );
  });

  it("ages read as a person says them, against the slot; unknown or future dates show none", () => {
    const at = (ms: number) => new Date(slot.getTime() - ms);
    expect(ageLabel(at(20_000), slot)).toBe("just now");
    expect(ageLabel(at(12 * 60_000), slot)).toBe("12 min ago");
    expect(ageLabel(at(3 * 3_600_000 + 59 * 60_000), slot)).toBe("3 h ago");
    expect(ageLabel(at(26 * 3_600_000), slot)).toBe("1 day ago");
    expect(ageLabel(at(5 * 86_400_000), slot)).toBe("5 days ago");
    expect(ageLabel(null, slot)).toBeNull();
    expect(ageLabel(new Date(slot.getTime() + 5 * 3_600_000), slot)).toBeNull();
    expect(ageLabel(at(90 * 86_400_000), slot)).toBeNull();
  });

  it("stories are grouped by interest in the order their first story came, and the top summary counts them", () => {
    const items = [story("A", "EU AI Act", 1), story("B", "chess", 2), story("C", "EU AI Act", 3)];
    const groups = groupByInterest(items);
    expect(groups.map((g) => [g.interest, g.items.map((i) => i.title)])).toEqual([
      ["EU AI Act", ["A", "C"]],
      ["chess", ["B"]],
    ]);
    expect(topSummary(groups)).toEqual(["3 new stories: 2 on EU AI Act and 1 on chess."]);
    expect(topSummary(groupByInterest([story("A", "chess", 1)]))).toEqual(["1 new story on chess."]);
    expect(topSummary([])).toEqual([]);
  });

  it("the footer names what was left out and why, and how the summaries were made", () => {
    expect(
      leftOutLine({
        excludedBy: [{ concept: "crypto", count: 4 }],
        alreadySent: 3,
        unreachable: ["example.org", "b.example", "c.example", "d.example"],
      }),
    ).toBe(
      "Not in this email: 4 left out by “no crypto” · 3 already sent · 4 sources unreachable: example.org, b.example, c.example, …",
    );
    expect(leftOutLine({ excludedBy: [], alreadySent: 0, unreachable: [] })).toBe("");
    expect(summariesNote({ mode: "offline" })).toBe("Summaries are extracts from the articles.");
    expect(summariesNote({ mode: "llm", model: "gpt-4o-mini" })).toBe(
      "Summaries written by AI (gpt-4o-mini).",
    );
  });

  it("HTML and plain text carry the same structure: groups, source · age, the reason, left out, disclosure", async () => {
    const e = await composeBriefingEmail({
      ...base,
      slot,
      intro: "",
      items: [
        story("EU delays AI Act obligations", "EU AI Act", 3, { sourceName: "Euractiv" }),
        story("Carlsen wins in Oslo", "chess", null),
        story("Commission names AI Office head", "EU AI Act", 26),
      ],
      leftOut: {
        excludedBy: [{ concept: "crypto", count: 2 }],
        alreadySent: 1,
        unreachable: ["example.org"],
      },
      summariser: { mode: "llm", model: "local-model-7b" },
    });
    expect(e.subject).toBe("EU delays AI Act obligations — and 2 more");
    for (const part of [e.html, e.text]) {
      expect(part).toContain("3 new stories: 2 on EU AI Act and 1 on chess.");
      expect(part).toContain("Euractiv · 3 h ago");
      expect(part).toContain("Reuters · 1 day ago");
      expect(part).toContain("Why: matches “EU AI Act” · from Reuters");
      expect(part).toContain(
        "Not in this email: 2 left out by “no crypto” · 1 already sent · 1 source unreachable: example.org",
      );
      expect(part).toContain("Summaries written by AI (local-model-7b).");
    }
    // grouped: the second EU story comes before the chess one
    expect(e.text.indexOf("Commission names AI Office head")).toBeLessThan(
      e.text.indexOf("Carlsen wins in Oslo"),
    );
    expect(e.text).toMatch(/EU AI ACT\n\n1\. EU delays/);
    expect(e.text).toMatch(/CHESS\n\n3\. Carlsen wins in Oslo\n {3}Reuters\n/);
    // nothing breaks a word in two: no break-all anywhere in the briefing
    expect(e.html).not.toMatch(/word-break:\s*break-all/);
    // dark mode: declared and styled
    expect(e.html).toContain('name="color-scheme" content="light dark"');
    expect(e.html).toMatch(/@media \(prefers-color-scheme: dark\)/);
  });

  it("an optional link row per story (feedback) renders only valid http(s) links", async () => {
    const e = await composeBriefingEmail({
      ...base,
      items: [
        story("With actions", "x", 1, {
          actions: [
            { label: "More like this", href: "https://tidings.example/f/1" },
            { label: "Evil", href: "javascript:alert(1)" },
          ],
        }),
      ],
    });
    expect(e.html).toContain('href="https://tidings.example/f/1"');
    expect(e.html).not.toContain("javascript:");
    expect(e.text).toContain("More like this: https://tidings.example/f/1");
  });
});
