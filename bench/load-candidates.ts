/**
 * npm run bench:candidates — what a preparation pays to read its candidates (decision 135): 500 cached items
 * of 10 feeds, each with a 512-dimension embedding (the built-in encoder's size), read by `loadCandidates`
 * with their embeddings and without, on PGlite (on disk, its own process) and on PostgreSQL when reachable
 * (BENCH_DATABASE_URL / TEST_DATABASE_URL / postgres://postgres@127.0.0.1:5432/test). Mean of 10 reads after
 * one warm-up, each way twice, alternating.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { query } from "../server/db/query";
import { feedItems } from "../server/db/schema";
import { loadCandidates } from "../server/delivery/feed-cache";

const FEEDS = 10;
const PER_FEED = 50;
const DIMS = 512;
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

for (const kind of ["pglite", "postgres"] as const) {
  const dir = mkdtempSync(path.join(tmpdir(), "tidings-candidates-"));
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database =
      kind === "pglite"
        ? await openDatabase({ kind, dir: path.join(dir, "db") })
        : await openDatabase({ kind, url: postgresUrl });
    await database.migrate();
  } catch (e) {
    console.log(`${kind}: not reachable (${(e as Error).message})`);
    rmSync(dir, { recursive: true, force: true });
    continue;
  }
  const db = database.db;
  const prefix = `https://bench-candidates.example/${Date.now()}/`;
  const urls: string[] = [];
  for (let f = 0; f < FEEDS; f++) {
    const url = `${prefix}${f}`;
    urls.push(url);
    const [feed] = await query<{ id: string }>(
      db,
      sql`insert into feeds (url, title) values (${url}, ${`Feed ${f}`}) returning id`,
    );
    const feedId = feed!.id;
    await db.insert(feedItems).values(
      Array.from({ length: PER_FEED }, (_, i) => ({
        feedId,
        guid: `g${i}`,
        title: `Headline number ${i} of feed ${f}`,
        summary: `A summary of a sentence or two for item ${i}, as feeds send them.`,
        publishedAt: new Date(),
        embedding: Array.from({ length: DIMS }, () => Math.random() * 0.2 - 0.1),
        embeddingModel: "bench",
      })),
    );
  }
  const since = new Date(Date.now() - 86_400_000);
  const read = (model?: string) => loadCandidates(db, urls, since, new Set(), model);
  const times: Record<string, number[]> = { with: [], without: [] };
  for (const way of ["without", "with", "without", "with"] as const) {
    await read(way === "with" ? "bench" : undefined);
    const t0 = performance.now();
    for (let r = 0; r < 10; r++) await read(way === "with" ? "bench" : undefined);
    times[way]!.push((performance.now() - t0) / 10);
  }
  const ms = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(", ");
  console.log(
    `${kind}: ${FEEDS * PER_FEED} candidates read in ${ms(times.without!)} ms without embeddings, ${ms(times.with!)} ms with`,
  );
  await db.execute(sql`delete from feeds where url like ${`${prefix}%`}`);
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
