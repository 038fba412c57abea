import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";

// The multi-day evaluation (tests/fixtures/curation/README.md, multi-day.json) is data the bench trusts
// blindly: its shape and its internal consistency are checked here.
const file = new URL("../../fixtures/curation/multi-day.json", import.meta.url);
const item = z.strictObject({
  guid: z.string().min(1),
  title: z.string().min(1),
  link: z.url({ protocol: /^https$/ }),
  description: z.string().min(1),
  feedUrl: z.url({ protocol: /^https$/ }),
  feedName: z.string().min(1),
  published: z.iso.datetime(),
  language: z.enum(["en", "de", "fr", "es"]),
  expect: z.enum(["new", "repeat", "update"]),
  event: z.string().min(1),
});
const sequences = z
  .array(
    z.strictObject({
      id: z.string().min(1),
      description: z.string().min(1),
      frequency: z.enum(["daily", "once-week"]),
      days: z.array(z.strictObject({ now: z.iso.datetime(), items: z.array(item).min(1) })).min(2),
    }),
  )
  .parse(JSON.parse(readFileSync(file, "utf8")));

describe("multi-day evaluation data", () => {
  it("has at least 12 sequences, unique guids and links, items published before their day", () => {
    expect(sequences.length).toBeGreaterThanOrEqual(12);
    const all = sequences.flatMap((s) => s.days.flatMap((d) => d.items));
    expect(new Set(all.map((i) => i.guid)).size).toBe(all.length);
    expect(new Set(all.map((i) => i.link)).size).toBe(all.length);
    for (const s of sequences)
      for (const d of s.days)
        for (const i of d.items) expect(Date.parse(i.published)).toBeLessThan(Date.parse(d.now));
  });

  it("a repeat or an update is of an event reported on an earlier day; a new event is not", () => {
    for (const s of sequences) {
      const earlier = new Set<string>();
      for (const d of s.days) {
        for (const i of d.items) {
          if (i.expect === "new") expect(earlier.has(i.event), `${s.id}: ${i.guid}`).toBe(false);
          else expect(earlier.has(i.event), `${s.id}: ${i.guid}`).toBe(true);
        }
        for (const i of d.items) earlier.add(i.event);
      }
    }
  });

  it("covers re-reports, developments and new stories", () => {
    const count = (e: string) =>
      sequences.flatMap((s) => s.days.flatMap((d) => d.items)).filter((i) => i.expect === e).length;
    expect(count("repeat")).toBeGreaterThanOrEqual(12);
    expect(count("update")).toBeGreaterThanOrEqual(12);
    expect(count("new")).toBeGreaterThanOrEqual(12);
  });
});
