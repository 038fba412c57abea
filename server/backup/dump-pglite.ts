import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";

/**
 * A plain-SQL dump of the embedded database (docs/decisions/088),
 * made by pg_dump itself (compiled to WebAssembly, @electric-sql/pglite-tools) against the PGlite folder.
 * Rows as INSERT statements (not COPY … FROM stdin) so any client can replay it, PostgreSQL's psql and
 * node-postgres alike; no owners or privileges, so it restores as whichever role loads it.
 * The server must be stopped: PGlite is one process (its folder is locked while the server runs).
 */
export async function dumpPglite(dir: string): Promise<string> {
  if (!existsSync(path.join(dir, "PG_VERSION"))) throw new Error(`No embedded database in ${dir}`);
  const pg = await PGlite.create(dir);
  try {
    const file = await pgDump({
      pg,
      args: [
        "--inserts",
        "--rows-per-insert=100",
        "--no-owner",
        "--no-privileges",
        "--quote-all-identifiers",
      ],
    });
    return await file.text();
  } finally {
    await pg.close();
  }
}
