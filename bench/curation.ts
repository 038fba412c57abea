/**
 * npm run bench:curation [-- --only ID] [-- --repeat N] [-- --routed] [-- --words] [-- --embeddings URL|local|builtin] [-- --llm URL|local]
 * Curation quality and speed on the labelled evaluation (tests/fixtures/curation/), every description
 * curated as a daily/weekly briefing's preparation curates it. Prints per-description figures, means, and
 * means per description language (issue #16). `--routed`: each description draws only on the feeds the
 * built-in catalogue routes its brief to (server/delivery/sources.json), as a briefing does; search feeds
 * have no items in the evaluation, so what they would add is not measured.
 * By default items and interests are embedded by the built-in sentence encoder, as the product does without
 * EMBEDDINGS_BASE_URL (decision 122); `--words` measures curation on the shipped word vectors alone.
 * --embeddings / --llm (or BENCH_EMBEDDINGS_URL / BENCH_LLM_URL) run the same evaluation through an
 * embeddings endpoint and/or the LLM rerank (decisions 081, 082); "local" starts the tests' stand-in server,
 * which proves the wiring, not the quality. Models: --embeddings-model, --llm-model; key: BENCH_API_KEY.
 * Offline (built-in encoder or `--words`), it also prints curation's steady cost at 500 candidates
 * (curation-speed.ts).
 */
import { endpointCurate } from "./curation-endpoints";
import { type CurateFn, evaluate, evaluateAsync, type Score, summarise } from "./curation-eval";
import { newCurate } from "./curation-new";
import { parseBrief, routeFeeds } from "../server/curation";
import { loadCatalogue } from "../server/delivery/sources";
import { evaluateDays, summariseDays } from "./curation-days";
import { describeGrouping, evaluateGrouping } from "./curation-grouping";
import { curationSpeed } from "./curation-speed";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const embeddingsUrl =
  flag("--embeddings") ??
  process.env.BENCH_EMBEDDINGS_URL ??
  (args.includes("--words") ? undefined : "builtin");
const llmUrl = flag("--llm") ?? process.env.BENCH_LLM_URL;
const only = flag("--only");
const feeds = args.includes("--routed")
  ? (description: string) => {
      const r = routeFeeds(parseBrief(description), loadCatalogue());
      return { urls: new Set(r.urls), byInterest: r.byInterest };
    }
  : null;

let scores: Score[];
let path = "offline (word vectors)";
let speed: Awaited<ReturnType<typeof curationSpeed>> | null = null;
if (embeddingsUrl || llmUrl) {
  const e = await endpointCurate({
    embeddings: embeddingsUrl,
    embeddingsModel: flag("--embeddings-model"),
    llm: llmUrl,
    llmModel: flag("--llm-model"),
    apiKey: process.env.BENCH_API_KEY,
  });
  try {
    scores = await evaluateAsync(e.curate, { only, feeds, repeat: Number(flag("--repeat") ?? 1) });
    // the steady cost, offline: the built-in encoder's path (an endpoint's or an LLM's is their own)
    if (embeddingsUrl === "builtin" && !llmUrl && !only)
      speed = await curationSpeed({ embeddings: e.embeddings, vectors: e.vectors });
  } finally {
    await e.close();
  }
  path = `${e.describe()}; calls: ${e.calls.embedding} embeddings, ${e.calls.chat} rerank, ${e.calls.failed} failed`;
  for (const w of [...new Set(e.warnings)].slice(0, 5)) console.warn(`warning: ${w}`);
} else {
  const curate: CurateFn = newCurate;
  scores = evaluate(curate, { repeat: Number(flag("--repeat") ?? 3), only, feeds });
  if (!only) speed = await curationSpeed({ embeddings: null, vectors: new Map() });
}
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`${"description".padEnd(34)} nDCG@10   P@5 picks off never twice empty    ms`);
for (const s of scores)
  console.log(
    `${s.id.padEnd(34)} ${pad(s.ndcg10.toFixed(3), 7)} ${pad(s.p5.toFixed(2), 5)} ${pad(s.picks, 5)} ${pad(s.offTopic, 3)} ${pad(s.violations, 5)} ${pad(s.twice, 5)} ${pad(s.emptyWhenRelevant ? "yes" : "", 5)} ${pad(s.ms.toFixed(1), 5)}`,
  );
const m = summarise(scores);
console.log(
  `\nranking: ${path}${feeds ? "; feeds: routed through the built-in catalogue" : "; feeds: every feed"}`,
);
console.log(
  `mean nDCG@10 ${m.ndcg10.toFixed(3)} | P@5 ${m.p5.toFixed(3)} | off-topic ${(m.offTopicShare * 100).toFixed(1)} % | exclusion violations ${m.violations} | stories twice ${m.twice} | "also in" wrong ${m.wrongMerges} right ${m.rightMerges} | empty-when-relevant ${m.emptyWhenRelevant} | ${m.msPerBriefing.toFixed(1)} ms/briefing (${scores.length} briefings)`,
);
if (speed)
  console.log(
    `speed, interests embedded, warm process, ${speed.candidates} candidates in the window: ${speed.mean.toFixed(1)} ms per briefing (median ${speed.median.toFixed(1)}, slowest ${speed.max.toFixed(1)}; ${speed.briefings} briefings × 5)`,
  );
const languages = [...new Set(scores.map((s) => s.language))];
for (const lang of languages) {
  const part = scores.filter((s) => s.language === lang);
  const l = summarise(part);
  console.log(
    `  ${lang}: nDCG@10 ${l.ndcg10.toFixed(3)} | P@5 ${l.p5.toFixed(3)} | off-topic ${(l.offTopicShare * 100).toFixed(1)} % | exclusion violations ${l.violations} | empty-when-relevant ${l.emptyWhenRelevant} (${part.length} briefings)`,
  );
}

// two fixed folds (issue #15): descriptions sorted by id, even positions fold A (tune on it), odd fold B
// (held out: a change that helps A and hurts B is overfitting)
const sortedIds = scores.map((s) => s.id).sort();
for (const [name, parity] of [
  ["A", 0],
  ["B", 1],
] as const) {
  const part = scores.filter((s) => sortedIds.indexOf(s.id) % 2 === parity);
  if (!part.length) continue;
  const f = summarise(part);
  console.log(
    `  fold ${name}: nDCG@10 ${f.ndcg10.toFixed(3)} | P@5 ${f.p5.toFixed(3)} | off-topic ${(f.offTopicShare * 100).toFixed(1)} % | exclusion violations ${f.violations} | stories twice ${f.twice} | "also in" wrong ${f.wrongMerges} right ${f.rightMerges} | empty-when-relevant ${f.emptyWhenRelevant} (${part.length} briefings)`,
  );
}

// the grouping alone (issue #15 item 4): every pair of items against the `story` labels, in a weekly
// briefing's pool (every item) and a daily one's (the last 36 hours)
for (const [name, hours] of [
  ["week", Number.POSITIVE_INFINITY],
  ["day", 36],
] as const) {
  const g = evaluateGrouping(hours);
  console.log(
    `\ngrouping, a ${name}'s pool (${g.items} items, ${g.all.labelledPairs} same-story pairs, ${g.ms.toFixed(0)} ms):`,
  );
  console.log(`  all:    ${describeGrouping(g.all)}`);
  console.log(`  fold A: ${describeGrouping(g.folds.A)}`);
  console.log(`  fold B: ${describeGrouping(g.folds.B)}`);
  if (args.includes("--verbose")) {
    for (const [a, b] of g.wrong) console.log(`  wrong: ${a}  ~  ${b}`);
    for (const [a, b] of g.missed) console.log(`  missed: ${a}  ~  ${b}`);
  }
}

// multi-day sequences (issue #16): the story memory across editions; --no-memory for the baseline
const days = evaluateDays({ memory: !args.includes("--no-memory"), only });
if (days.length) {
  console.log(
    `\n${"sequence".padEnd(20)} repeated/repeats updates marked/right/labelled  new dropped/shown/labelled`,
  );
  for (const s of days)
    console.log(
      `${s.id.padEnd(20)} ${pad(`${s.repeated}/${s.repeats}`, 16)} ${pad(`${s.markedUpdate}/${s.markedUpdateRight}/${s.updates}`, 23)}  ${pad(`${s.wronglyDropped}/${s.newShown}/${s.news}`, 22)}`,
    );
  if (args.includes("--verbose"))
    for (const s of days) for (const n of s.notes) console.log(`  ${s.id}: ${n}`);
  const t = summariseDays(days);
  console.log(
    `\nmulti-day (${args.includes("--no-memory") ? "no story memory" : "story memory"}): stories repeated across days without a development ${t.repeated} of ${t.repeats} (re-reports shown at all: ${t.repeatShownAny}) | "Update:" precision ${t.updatePrecision === null ? "n/a" : t.updatePrecision.toFixed(2)} recall ${t.updateRecall.toFixed(2)} (of ${t.updates}) | new stories wrongly dropped ${t.wronglyDropped} of ${t.news} (shown ${t.newShown}) | ${days.length} sequences`,
  );
}
