import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { curateItems, parseBrief } from "../server/curation";
import { candidatesFromItems } from "../server/curation/read-items-file";
import { featuresOf } from "../server/curation/item-features";
import { rankItems } from "../server/curation/rank-items";
import { buildTextIndex } from "../server/curation/text-index";
import { interestText } from "../server/delivery/embed-interests";
import { itemText } from "../server/delivery/embed-feed-items";
import { DEFAULT_NOW, loadEvaluation, PERIOD_MS } from "./curation-eval";
const { items, descriptions } = loadEvaluation();
const cacheFile = "/tmp/emb-cache.json";
const cache: Record<string, number[]> = existsSync(cacheFile)
  ? JSON.parse(readFileSync(cacheFile, "utf8"))
  : {};
async function embed(texts: string[]) {
  const missing = [...new Set(texts.filter((t) => !cache[t]))];
  for (let i = 0; i < missing.length; i += 64) {
    const r = await fetch("http://127.0.0.1:7391/v1/embeddings", {
      method: "POST",
      body: JSON.stringify({ input: missing.slice(i, i + 64) }),
    });
    const j = (await r.json()) as { data: Array<{ embedding: number[] }> };
    j.data.forEach((d, n) => (cache[missing[i + n]!] = d.embedding));
  }
  writeFileSync(cacheFile, JSON.stringify(cache));
  return texts.map((t) => cache[t]!);
}
const only = process.argv[2];
const rows: string[] = [];
for (const d of descriptions) {
  if (only && d.id !== only) continue;
  const now = new Date(d.now ?? DEFAULT_NOW);
  const since = new Date(now.getTime() - PERIOD_MS[d.frequency] * 1.5);
  const cands = candidatesFromItems(items, now);
  const ie = await embed(cands.map((c) => itemText(c.title, c.summary, c.content)));
  cands.forEach((c, i) => (c.embedding = ie[i]));
  const guid = new Map(cands.map((c, i) => [c.key, items[i]!.guid]));
  const brief = parseBrief(d.description);
  const interestEmbeddings = await embed(brief.interests.map(interestText));
  const r = curateItems(brief, cands, {
    now,
    since,
    frequency: d.frequency,
    alreadySent: new Set(),
    interestEmbeddings,
  });
  const ranked = rankItems(brief, cands, cands.map(featuresOf), buildTextIndex(cands), {
    now,
    freshMs: d.frequency === "daily" ? 48 * 3600e3 : 7 * 86400e3,
    interestEmbeddings,
  });
  const at = new Map(cands.map((c, i) => [c.key, i]));
  for (const p of r.items) {
    const l = d.labels[guid.get(p.key)!] ?? 0;
    const k = brief.interests.findIndex((x) => x.phrase === p.interest);
    const pr = ranked[at.get(p.key)!]!.parts[k]!;
    rows.push(
      [
        l === "never" ? -1 : l,
        p.score,
        ...pr.slice(0, 3).map((x) => x.toFixed(2)),
        d.id,
        p.title.slice(0, 50),
        p.sourceName,
      ].join("\t"),
    );
  }
}
console.log(rows.join("\n"));
