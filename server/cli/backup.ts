/**
 * npm run backup [-- <file>]    a plain-SQL dump of the embedded database (stop the server first)
 * Default file: DATA_DIR/backups/tidings-<time>.sql. With DATABASE_URL use pg_dump (README).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dumpPglite } from "../backup/dump-pglite";
import { ConfigError, loadConfig } from "../config";

async function main() {
  const config = loadConfig();
  if (config.database.kind !== "pglite") {
    process.stderr.write("DATABASE_URL is set: back PostgreSQL up with pg_dump (see README, Backups).\n");
    process.exit(2);
  }
  const file = path.resolve(
    process.argv[2] ??
      path.join(config.DATA_DIR, "backups", `tidings-${new Date().toISOString().replace(/[:.]/g, "-")}.sql`),
  );
  const sql = await dumpPglite(config.database.dir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, sql, { mode: 0o600 });
  process.stdout.write(`Backup written to ${file} (${(sql.length / 1024).toFixed(0)} KiB)\n`);
}

main().catch((err) => {
  process.stderr.write(
    `${err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message}`}\n`,
  );
  process.exit(1);
});
