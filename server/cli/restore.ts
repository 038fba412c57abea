/**
 * npm run restore -- <file>    replay a dump into the configured database, which must be empty:
 * DATABASE_URL (PostgreSQL: the move from PGlite) or a new DATA_DIR (embedded).
 */
import { readFileSync } from "node:fs";
import { restoreDump } from "../backup/restore-dump";
import { ConfigError, loadConfig } from "../config";

async function main() {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write("Usage: npm run restore -- <file.sql>\n");
    process.exit(2);
  }
  const config = loadConfig();
  const sql = readFileSync(file, "utf8");
  await restoreDump(
    sql,
    config.database.kind === "postgres" ? { kind: "postgres", url: config.database.url } : config.database,
  );
  process.stdout.write(
    `Restored ${file} into ${config.database.kind === "postgres" ? "PostgreSQL" : config.database.dir}\n`,
  );
}

main().catch((err) => {
  process.stderr.write(
    `${err instanceof ConfigError ? err.message : `Restore failed: ${(err as Error).message}`}\n`,
  );
  process.exit(1);
});
