/**
 * The multi-day evaluation (tests/fixtures/curation/multi-day.json, issue #16 item 5): sequences of daily
 * editions of one briefing, each day's new items labelled before any run as "new" (must be shown),
 * "repeat" (a re-report of an event already sent, nothing material since: must not be shown) or "update"
 * (a development of an event already sent: must be shown once, as an update). Each day is curated as the
 * pipeline curates an edition: window since the last send less an hour, the items of earlier days still in
 * their feeds, never-repeat by item key, and the story memory of the editions before (decision 098).
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { curateItems, parseBrief, type RememberedStory } from "../server/curation";
import { candidatesFromItems, itemsFileSchema } from "../server/curation/read-items-file";
import { lookbackMs } from "../server/delivery/briefing-spec";

const file = new URL("../tests/fixtures/curation/multi-day.json", import.meta.url);

export const sequenceSchema = z.array(
  z.object({
    id: z.string(),
    description: z.string(),
    frequency: z.enum(["daily", "once-week"]),
    days: z.array(
      z.object({
        now: z.iso.datetime(),
        items: z.array(
          z.looseObject({ guid: z.string(), expect: z.enum(["new", "repeat", "update"]), event: z.string() }),
        ),
      }),
    ),
  }),
);

export interface DayScore {
  id: string;
  /** "repeat" items shown after their event was sent on an earlier day: sent again without a development (target 0) */
  repeated: number;
  /** "repeat" items whose event was sent on an earlier day (the others are the reader's first report of it) */
  repeats: number;
  /** "repeat" items shown at all, the event sent before or not (for context) */
  repeatShownAny: number;
  /** shown marked as an update, and of those labelled "update" */
  markedUpdate: number;
  markedUpdateRight: number;
  /** "update" items whose event was sent on an earlier day (recall's denominator) */
  updates: number;
  /** "new" items the memory dropped as already sent */
  wronglyDropped: number;
  news: number;
  /** "new" items shown (ranking decides the rest; for context) */
  newShown: number;
  /** what went wrong, for reading: "day 2: repeat shown: <title>" */
  notes: string[];
}

export function evaluateDays(opts: { memory: boolean; only?: string }): DayScore[] {
  const sequences = sequenceSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  const scores: DayScore[] = [];
  for (const s of sequences) {
    if (opts.only && s.id !== opts.only) continue;
    const brief = parseBrief(s.description);
    const score: DayScore = {
      id: s.id,
      repeated: 0,
      repeats: 0,
      repeatShownAny: 0,
      markedUpdate: 0,
      markedUpdateRight: 0,
      updates: 0,
      wronglyDropped: 0,
      news: 0,
      newShown: 0,
      notes: [],
    };
    const sent = new Set<string>();
    /** events the reader has been sent (any report of them, merged ones included) */
    const sentEvents = new Set<string>();
    const eventOf = new Map(s.days.flatMap((d) => d.items.map((i) => [i.guid, i.event] as const)));
    const memory: RememberedStory[] = [];
    let lastSent: Date | null = null;
    const all: z.infer<typeof itemsFileSchema> = [];
    s.days.forEach((day, d) => {
      const now = new Date(day.now);
      all.push(...itemsFileSchema.parse(day.items));
      const candidates = candidatesFromItems(all, now);
      const guidOf = new Map(candidates.map((c, i) => [c.key, all[i]!.guid]));
      const since = lastSent
        ? new Date(lastSent.getTime() - 3_600_000)
        : new Date(now.getTime() - lookbackMs(86_400_000));
      const result = curateItems(brief, candidates, {
        now,
        since,
        frequency: s.frequency,
        alreadySent: sent,
        memory: opts.memory ? memory : [],
      });
      const shown = new Map(result.items.map((p) => [guidOf.get(p.key)!, p]));
      const everyKey = new Set(result.items.flatMap((p) => p.keys.map((k) => guidOf.get(k)!)));
      // what the memory dropped as already sent (the rest of what is not shown was ranked out or merged)
      const dropped = new Set(result.sentStoryKeys.map((k) => guidOf.get(k)!));
      for (const item of day.items) {
        const p = shown.get(item.guid);
        const title = (item as { title?: string }).title ?? item.guid;
        const before = sentEvents.has(item.event);
        if (item.expect === "repeat") {
          if (p) score.repeatShownAny++;
          if (before) score.repeats++;
          if (p && before) {
            score.repeated++;
            score.notes.push(`day ${d + 1}: repeat shown${p.update ? " as update" : ""}: ${title}`);
          }
        } else if (item.expect === "update") {
          if (before) score.updates++;
          if (!before) score.notes.push(`day ${d + 1}: update, its event never sent before: ${title}`);
          if (!p)
            score.notes.push(
              `day ${d + 1}: update not shown${dropped.has(item.guid) ? " (dropped)" : everyKey.has(item.guid) ? " (merged)" : ""}: ${title}`,
            );
          else if (!p.update) score.notes.push(`day ${d + 1}: update shown unmarked: ${title}`);
        } else {
          score.news++;
          if (p) score.newShown++;
          if (dropped.has(item.guid)) {
            score.wronglyDropped++;
            score.notes.push(`day ${d + 1}: new dropped as sent: ${title}`);
          }
        }
        if (p?.update) {
          score.markedUpdate++;
          if (item.expect === "update" && before) score.markedUpdateRight++;
          else score.notes.push(`day ${d + 1}: ${item.expect} marked as update: ${title}`);
        }
      }
      for (const p of result.items) {
        for (const k of p.keys) {
          sent.add(k);
          const e = eventOf.get(guidOf.get(k)!);
          if (e) sentEvents.add(e);
        }
        memory.push({ ...p.signature, sentAt: now });
      }
      if (result.items.length) lastSent = now;
    });
    scores.push(score);
  }
  return scores;
}

export function summariseDays(scores: DayScore[]) {
  const sum = (f: (s: DayScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  const marked = sum((s) => s.markedUpdate);
  return {
    repeated: sum((s) => s.repeated),
    repeats: sum((s) => s.repeats),
    repeatShownAny: sum((s) => s.repeatShownAny),
    updates: sum((s) => s.updates),
    updatePrecision: marked ? sum((s) => s.markedUpdateRight) / marked : null,
    updateRecall: sum((s) => s.markedUpdateRight) / (sum((s) => s.updates) || 1),
    wronglyDropped: sum((s) => s.wronglyDropped),
    news: sum((s) => s.news),
    newShown: sum((s) => s.newShown),
  };
}
