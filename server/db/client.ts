import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { projectPath } from "../paths";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { startPgliteProcess } from "./pglite-process";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /**
   * Where a named prepared statement may run (decision 105): the pool on PostgreSQL, where each connection
   * prepares it once. PGlite's server runs all connections in its one session, where a name one connection
   * prepared already exists for the next: there, one connection of its own that stays open.
   */
  preparedDb: Db;
  /** PGlite's server process (decision 051): its id (for memory and CPU figures) and its end. */
  server?: { pid: number; exited: Promise<number | null> };
  /** Run the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** A quick round trip, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = projectPath("server/db/migrations");

/**
 * PGlite in a folder ("memory://" for an in-memory database), served by its own process (decision 051);
 * `serverArgs` are node flags for that process; `lockWaitMs` how long to wait for another process's server
 * on the folder to close before refusing (default 10 s). Or a PostgreSQL pool.
 */
export type DatabaseTarget =
  | { kind: "pglite"; dir: string; poolSize?: number; serverArgs?: string[]; lockWaitMs?: number }
  | { kind: "postgres"; url: string; poolSize?: number };

/**
 * PGlite's start parameters beyond its defaults. Its memory is WebAssembly memory, which never shrinks:
 * shared_buffers (128 MB from initdb) would become resident as the database is read and stay so. 16 MB
 * caches what the app touches; the OS page cache holds the rest of the files (decision 016).
 */
const pgliteStartParams = ["-c", "shared_buffers=16MB"];

/**
 * Opens the database. Either way the application talks to it through node-postgres: PGlite runs in a
 * process of its own that speaks PostgreSQL's wire protocol on a Unix socket (decision 051).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "pglite") {
    const onDisk = !target.dir.startsWith("memory://");
    if (onDisk) mkdirSync(target.dir, { recursive: true });
    // Creating the database (initdb) leaves ~600 MB of WebAssembly memory behind in the process that ran
    // it, until a major GC that may not come for a long time: on a first start, a short-lived child process
    // creates it, and the server process only opens it (decision 016).
    if (onDisk && !existsSync(path.join(target.dir, "PG_VERSION")))
      await createPgliteDatabase(target.dir, pgliteStartParams);
    const server = await startPgliteProcess(target.dir, {
      startParams: pgliteStartParams,
      execArgv: target.serverArgs,
      lockWaitMs: target.lockWaitMs,
    });
    const pool = new pg.Pool({
      host: server.host,
      port: server.port,
      user: "postgres",
      database: "postgres",
      max: target.poolSize ?? 10,
    });
    // PGlite serialises every statement anyway: one connection loses nothing. Its names outlive the
    // connection (one session), so a reopened connection starts by forgetting them — before the pool hands
    // it out (pg-pool awaits onConnect; a query sent from the "connect" event would race the first one).
    const prepared = new pg.Pool({
      host: server.host,
      port: server.port,
      user: "postgres",
      database: "postgres",
      max: 1,
      idleTimeoutMillis: 0,
      onConnect: async (c) => {
        await c.query("deallocate all");
      },
    });
    const preparedDb = drizzlePg({ client: prepared, schema, casing: "snake_case" }) as unknown as Db;
    const closeAll = async () => {
      await prepared.end().catch(() => {});
      await server.close();
    };
    return {
      ...fromPool(pool, "pglite", closeAll, preparedDb),
      server: { pid: server.pid, exited: server.exited },
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  return fromPool(pool, "postgres");
}

/** The Database over a node-postgres pool (PostgreSQL, or PGlite's server process). */
function fromPool(pool: pg.Pool, kind: DbKind, after?: () => Promise<void>, preparedDb?: Db): Database {
  pool.on("error", () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  let closing: Promise<void> | null = null;
  return {
    db: db as unknown as Db,
    kind,
    preparedDb: preparedDb ?? (db as unknown as Db),
    migrate: async () => {
      // Several processes may start at once against one database: serialise migrations. The lock and
      // the migration share one connection, so even a pool of one cannot deadlock here.
      const c = await pool.connect();
      try {
        await c.query("select pg_advisory_lock(7207746543)");
        await migratePg(drizzlePg({ client: c, schema, casing: "snake_case" }), { migrationsFolder });
      } finally {
        await c.query("select pg_advisory_unlock(7207746543)").catch(() => {});
        c.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => {
      closing ??= (async () => {
        await pool.end();
        await after?.();
      })();
      return closing;
    },
  };
}

/** Run PGlite's initdb for `dir` in a child process (its memory goes when the child exits). */
async function createPgliteDatabase(dir: string, startParams: string[]): Promise<void> {
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = await PGlite.create(${JSON.stringify(dir)},
      { startParams: [...PGlite.defaultStartParams, ...${JSON.stringify(startParams)}] });
    await db.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => {
    stderr += d;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0)
    throw new Error(`creating the PGlite database in ${dir} failed: ${stderr.trim().slice(-500)}`);
}
