import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { composeBriefingEmail, MAX_HTML_BYTES, subjectFor } from "../../../server/delivery/compose";
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
    expect(e.subject).toBe("Morning AI — Wed, Jun 10");
    expect(e.html).toContain("Wednesday, June 10, 2026");
    expect(e.html).toContain('href="https://a.example/1"');
    expect(e.html).toContain("also in Source B");
    expect(e.html).toMatch(/Sources checked: 4 · unavailable: 1 · duplicate stories merged: 2/);
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
    expect(subjectFor("X", base.slot, "UTC", true)).toBe("[Test] X — Tue, Jun 9");
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
  });
});
