/** npx tsx bench/curation-debug.ts ID: one description's brief, picks and missed items with labels. */
import { curateItems, parseBrief } from "../server/curation";
import { candidatesFromItems } from "../server/curation/read-items-file";
import { DEFAULT_NOW, loadEvaluation, PERIOD_MS } from "./curation-eval";
import { lookbackMs } from "../server/delivery/briefing-spec";

const { items, descriptions } = loadEvaluation();
const d = descriptions.find((x) => x.id === process.argv[2])!;
const now = new Date(d.now ?? DEFAULT_NOW);
const since = new Date(now.getTime() - lookbackMs(PERIOD_MS[d.frequency]));
const cands = candidatesFromItems(items, now);
const guid = new Map(cands.map((c, i) => [c.key, items[i]!.guid]));
const brief = parseBrief(d.description);
console.log(d.description, JSON.stringify(brief));
const r = curateItems(brief, cands, { now, since, frequency: d.frequency, alreadySent: new Set() });
for (const p of r.items)
  console.log(
    `${String(d.labels[guid.get(p.key)!] ?? 0).padEnd(5)} ${p.score} ${p.title} [${p.sourceName}] ${p.reasons[0]} +${p.keys
      .slice(1)
      .map((k) => cands.find((c) => c.key === k)!.title.slice(0, 40))
      .join(" / ")}`,
  );
const picked = new Set(r.items.flatMap((p) => p.keys));
console.log("-- missed 2s:");
for (const [g, l] of Object.entries(d.labels))
  if (l === 2) {
    const c = cands[items.findIndex((i) => i.guid === g)]!;
    if (!picked.has(c.key)) console.log(`  ${c.title} [${c.sourceName}] ${c.publishedAt?.toISOString()}`);
  }
