/**
 * npm run curate -- --description TEXT --items FILE.json [--now ISO-TIME] [--frequency daily|once-week]
 * Dry run of one briefing's curation, for developers and operators tuning sources: prints the brief and
 * the ranked picks (with their story groups and reasons) as JSON. The same code the pipeline runs, on the
 * embedded defaults: no database, no network. The items file format is in the README.
 */
import { z } from "zod";
import { candidatesFromItems, curateItems, parseBrief, readItemsFile } from "../curation";

const argsSchema = z.object({
  description: z.string().trim().min(1, "--description is required"),
  items: z.string().min(1, "--items is required"),
  now: z.iso.datetime({ offset: true }).optional(),
  frequency: z.enum(["daily", "once-week"]).default("daily"),
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

function main() {
  let args: z.infer<typeof argsSchema>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    const msg =
      e instanceof z.ZodError
        ? e.issues.map((i) => `${i.path.join(".") || "args"}: ${i.message}`).join("; ")
        : (e as Error).message;
    process.stderr.write(
      `${msg}\nUsage: npm run curate -- --description TEXT --items FILE.json [--now ISO-TIME] [--frequency daily|once-week]\n`,
    );
    process.exit(2);
  }
  const now = args.now ? new Date(args.now) : new Date();
  const periodMs = args.frequency === "daily" ? 86_400_000 : 7 * 86_400_000;
  // a scheduled briefing with no earlier send looks back 1.5 periods, as the pipeline does
  const since = new Date(now.getTime() - periodMs * 1.5);
  let items: ReturnType<typeof readItemsFile>;
  try {
    items = readItemsFile(args.items);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(1);
  }
  const brief = parseBrief(args.description);
  const candidates = candidatesFromItems(items, now);
  const t0 = performance.now();
  const result = curateItems(brief, candidates, {
    now,
    since,
    frequency: args.frequency,
    alreadySent: new Set(),
  });
  const ms = Math.round((performance.now() - t0) * 10) / 10;
  const out = {
    brief,
    now: now.toISOString(),
    frequency: args.frequency,
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

main();
