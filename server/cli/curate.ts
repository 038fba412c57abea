/**
 * npm run curate -- --description TEXT --items FILE.json [--now ISO-TIME] [--frequency daily|once-week]
 *                   [--ranking builtin|words]
 * Dry run of one briefing's curation, for developers and operators tuning sources: prints the brief and
 * the ranked picks (with their story groups and reasons) as JSON. The same code the pipeline runs, on the
 * embedded defaults (the built-in sentence encoder, decision 122; `--ranking words`: the word vectors
 * alone, as with EMBEDDINGS_BUILTIN=false): no database, no network. The items file format is in the README.
 */
import { z } from "zod";
import { candidatesFromItems, parseBrief, readItemsFile } from "../curation";
import { BUILTIN_EMBEDDINGS } from "../delivery/builtin-embeddings";
import { lookbackMs } from "../delivery/briefing-spec";
import { curateBriefing } from "../delivery/curate-briefing";
import { itemText } from "../delivery/embed-feed-items";
import { embedTexts } from "../delivery/embed-texts";

const argsSchema = z.object({
  description: z.string().trim().min(1, "--description is required"),
  items: z.string().min(1, "--items is required"),
  now: z.iso.datetime({ offset: true }).optional(),
  frequency: z.enum(["daily", "once-week"]).default("daily"),
  ranking: z.enum(["builtin", "words"]).default("builtin"),
});

function parseArgs(argv: string[]) {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith("--")) throw new Error(`unexpected argument ${a}`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith("--")) throw new Error(`${a} needs a value`);
    out[a.slice(2)] = value;
    i++;
  }
  return argsSchema.parse(out);
}

async function main() {
  let args: z.infer<typeof argsSchema>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    const msg =
      e instanceof z.ZodError
        ? e.issues.map((i) => `${i.path.join(".") || "args"}: ${i.message}`).join("; ")
        : (e as Error).message;
    process.stderr.write(
      `${msg}\nUsage: npm run curate -- --description TEXT --items FILE.json [--now ISO-TIME] [--frequency daily|once-week] [--ranking builtin|words]\n`,
    );
    process.exit(2);
  }
  const now = args.now ? new Date(args.now) : new Date();
  const periodMs = args.frequency === "daily" ? 86_400_000 : 7 * 86_400_000;
  // a scheduled briefing with no earlier send looks back as the pipeline does
  const since = new Date(now.getTime() - lookbackMs(periodMs));
  let items: ReturnType<typeof readItemsFile>;
  try {
    items = readItemsFile(args.items);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(1);
  }
  const brief = parseBrief(args.description);
  const candidates = candidatesFromItems(items, now);
  const embeddings = args.ranking === "builtin" ? BUILTIN_EMBEDDINGS : null;
  const warnings: string[] = [];
  if (embeddings) {
    // as gathering does: every item embedded once, before any briefing is curated
    try {
      const vectors = await embedTexts(
        embeddings,
        candidates.map((c) => itemText(c.title, c.summary, c.content)),
      );
      candidates.forEach((c, i) => {
        c.embedding = vectors[i]!;
      });
    } catch (e) {
      warnings.push(`the built-in encoder failed (${(e as Error).message}); ranked on the word vectors`);
    }
  }
  const t0 = performance.now();
  const result = await curateBriefing(
    { embeddings, log: { warn: (m) => warnings.push(m) } },
    brief,
    candidates,
    { now, since, frequency: args.frequency, alreadySent: new Set() },
  );
  const ms = Math.round((performance.now() - t0) * 10) / 10;
  const out = {
    brief,
    now: now.toISOString(),
    frequency: args.frequency,
    ranking: result.ranking,
    ...(warnings.length ? { warnings } : {}),
    candidates: result.candidates,
    excluded: result.excluded,
    merged: result.merged,
    ms,
    picks: result.items.map((p, rank) => ({
      rank: rank + 1,
      score: p.score,
      title: p.title,
      url: p.url,
      source: p.sourceName,
      published: p.publishedAt?.toISOString() ?? null,
      reasons: p.reasons,
      story: p.alsoIn,
    })),
  };
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
}

await main();
