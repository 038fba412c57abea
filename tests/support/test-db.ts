import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../server/db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_KIND=postgres) a new
 * database created on the server at TEST_DATABASE_URL and dropped again on close.
 * `{ migrate: false }`: an empty database (the caller migrates it, e.g. step by step).
 */
export async function createTestDatabase(
  opts: { migrate?: boolean } = {},
): Promise<Database & { url?: string }> {
  const migrate = opts.migrate ?? true;
  if (process.env.TEST_DB_KIND !== "postgres") {
    const database = await openDatabase({ kind: "pglite", dir: "memory://" });
    if (migrate) await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  const name = `tidings_t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 10 });
  if (migrate) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}
