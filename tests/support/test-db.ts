import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../server/db/client";

/**
 * A fresh, migrated database for one test file: PGlite, or (TEST_DB_KIND=postgres) a new database created
 * on the server at TEST_DATABASE_URL and dropped again on close.
 * PGlite: a private copy of the migrated template the project's global set-up made
 * (tests/support/pglite-template.ts, decision 111), removed again on close; without that set-up (or with
 * `{ migrate: false }`: an empty database the caller migrates, e.g. step by step) a new in-memory one.
 */
export async function createTestDatabase(
  opts: { migrate?: boolean } = {},
): Promise<Database & { url?: string }> {
  const migrate = opts.migrate ?? true;
  if (process.env.TEST_DB_KIND !== "postgres") {
    const template = pgliteTemplate();
    if (migrate && template) return copyOfTemplate(template);
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

/** The migrated PGlite folder the project's global set-up made, if it ran (to copy, never to open). */
export function pgliteTemplate(): string | undefined {
  const root = inject("pgliteTemplateRoot");
  const template = root && path.join(root, "template");
  return template && existsSync(template) ? template : undefined;
}

async function copyOfTemplate(template: string): Promise<Database> {
  const dir = mkdtempSync(path.join(path.dirname(template), "db-"));
  cpSync(template, dir, { recursive: true });
  // a folder's server process would compile PGlite without Liftoff, to save memory in production
  // (server/db/pglite-process.ts); a test database lives seconds, so start-up matters more, as for memory://
  const database = await openDatabase({ kind: "pglite", dir, serverArgs: ["--liftoff"] });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
