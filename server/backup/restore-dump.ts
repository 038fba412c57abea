import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Replays a plain-SQL dump (dump-pglite.ts, or `pg_dump --inserts`) into an EMPTY database: PostgreSQL
 * (a URL) or a new embedded database (a folder). Refuses a database that already has tables, so a restore
 * never mixes two datasets. PostgreSQL 17's `SET transaction_timeout` (written by PGlite's pg_dump) is
 * dropped so that older servers (15, 16) accept the dump.
 */
export async function restoreDump(
  sqlText: string,
  target: { kind: "postgres"; url: string } | { kind: "pglite"; dir: string },
): Promise<void> {
  const script = sqlText.replace(/^SET transaction_timeout = .*;$/m, "");
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
      );
      if (rows[0].n > 0) throw new Error("The target database is not empty: restore into a new database");
      await client.query("begin");
      await client.query(script);
      await client.query("commit");
    } catch (err) {
      await client.query("rollback").catch(() => {});
      throw err;
    } finally {
      await client.end();
    }
    return;
  }
  if (existsSync(target.dir) && readdirSync(target.dir).length > 0) {
    throw new Error(`${target.dir} is not empty: restore into a new DATA_DIR/db`);
  }
  mkdirSync(path.dirname(target.dir), { recursive: true });
  const db = await PGlite.create(target.dir);
  try {
    await db.exec(script);
  } finally {
    await db.close();
  }
}
