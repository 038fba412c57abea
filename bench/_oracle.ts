import { candidatesFromItems } from "../server/curation/read-items-file";
import { DEFAULT_NOW, loadEvaluation, PERIOD_MS, scoreOne } from "./curation-eval";
const { items, story, descriptions } = loadEvaluation();
let sum = 0,
  sumAll = 0;
for (const d of descriptions) {
  const now = new Date(d.now ?? DEFAULT_NOW);
  const since = now.getTime() - PERIOD_MS[d.frequency] * 1.5;
  const cands = candidatesFromItems(items, now);
  const inWin = items.filter(
    (it, i) =>
      cands[i]!.publishedAt!.getTime() >= since && cands[i]!.publishedAt!.getTime() <= now.getTime() + 3600e3,
  );
  const g = (id: string) => (d.labels[id] === 2 ? 2 : d.labels[id] === 1 ? 1 : 0);
  const pick = (list: typeof items) => {
    const seen = new Set<string>();
    return list
      .filter((i) => g(i.guid) > 0)
      .sort((a, b) => g(b.guid) - g(a.guid))
      .filter((i) => {
        const s = story.get(i.guid) ?? i.guid;
        if (seen.has(s)) return false;
        seen.add(s);
        return true;
      })
      .slice(0, 10)
      .map((i) => i.guid);
  };
  sum += scoreOne(d, pick(inWin), story, 0).ndcg10;
  sumAll += scoreOne(d, pick(items), story, 0).ndcg10;
}
console.log(
  "oracle in window",
  (sum / descriptions.length).toFixed(3),
  "oracle all items",
  (sumAll / descriptions.length).toFixed(3),
);
