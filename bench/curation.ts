/**
 * npm run bench:curation [-- --only ID] [-- --repeat N]
 * Curation quality and speed on the labelled evaluation (tests/fixtures/curation/), every description
 * curated as a daily/weekly briefing's preparation curates it. Prints per-description figures and means.
 */
import { type CurateFn, evaluate, summarise } from "./curation-eval";
import { newCurate } from "./curation-new";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const curate: CurateFn = newCurate;
const scores = evaluate(curate, { repeat: Number(flag("--repeat") ?? 3), only: flag("--only") });
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`${"description".padEnd(34)} nDCG@10   P@5 picks off never twice empty    ms`);
for (const s of scores)
  console.log(
    `${s.id.padEnd(34)} ${pad(s.ndcg10.toFixed(3), 7)} ${pad(s.p5.toFixed(2), 5)} ${pad(s.picks, 5)} ${pad(s.offTopic, 3)} ${pad(s.violations, 5)} ${pad(s.twice, 5)} ${pad(s.emptyWhenRelevant ? "yes" : "", 5)} ${pad(s.ms.toFixed(1), 5)}`,
  );
const m = summarise(scores);
console.log(
  `\nmean nDCG@10 ${m.ndcg10.toFixed(3)} | P@5 ${m.p5.toFixed(3)} | off-topic ${(m.offTopicShare * 100).toFixed(1)} % | exclusion violations ${m.violations} | stories twice ${m.twice} | empty-when-relevant ${m.emptyWhenRelevant} | ${m.msPerBriefing.toFixed(1)} ms/briefing (${scores.length} briefings)`,
);
