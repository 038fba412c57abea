import { parseBrief } from "../server/curation";
import { candidatesFromItems } from "../server/curation/read-items-file";
import { featuresOf } from "../server/curation/item-features";
import { rankItems } from "../server/curation/rank-items";
import { buildTextIndex } from "../server/curation/text-index";
import { DEFAULT_NOW, loadEvaluation } from "../bench/curation-eval";
const { items, descriptions } = loadEvaluation();
const d = descriptions.find((x) => x.id === process.argv[2])!;
const now = new Date(d.now ?? DEFAULT_NOW);
const cands = candidatesFromItems(items, now).filter(
  (c) => c.publishedAt!.getTime() > now.getTime() - 72 * 3600e3,
);
const f = cands.map(featuresOf);
const brief = parseBrief(d.description);
const r = rankItems(brief, cands, f, buildTextIndex(cands), { now, freshMs: 48 * 3600e3 });
const lab = new Map(items.map((i) => [i.link, d.labels[i.guid] ?? 0]));
r.sort((a, b) => b.perInterest[0]! - a.perInterest[0]!)
  .slice(0, Number(process.argv[3] ?? 15))
  .forEach((x) =>
    console.log(
      String(lab.get(x.c.url!)).padEnd(5),
      x.perInterest.map((p) => p.toFixed(2)).join(","),
      x.parts[0]!.map((p) => p.toFixed(2)).join(" "),
      x.c.title.slice(0, 60),
      "|",
      x.c.sourceName,
    ),
  );
