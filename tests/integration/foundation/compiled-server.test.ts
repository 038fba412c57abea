import { randomBytes } from "node:crypto";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, repoRoot } from "../../support/app-server";

/**
 * The path `npm start` ships (decision 046): scripts/start.mjs compiles the server into build/node/ when
 * that is missing or older than its sources, then runs the bundle. Run in a copy of the project with no
 * build/node/ — as right after `npm install` — so the first build, the rebuild after an edit and the
 * bundle's run-time files (migrations, feed catalogue, front-end build) are all this copy's own. The copy
 * is then moved: the same bundle must find its files in the new place, without rebuilding.
 */
// each test starts the server (the first on a fresh database): minutes on a busy machine, not seconds
describe("the compiled server (npm start)", { timeout: 180_000 }, () => {
  const parent = mkdtempSync(path.join(tmpdir(), "tidings-compiled-"));
  let project = path.join(parent, "a");
  const dataDir = path.join(parent, "data");
  const migrations = (
    JSON.parse(readFileSync(path.join(repoRoot, "server/db/migrations/meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;
  let dbUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    for (const p of [
      "server",
      "common",
      "emails",
      "bench",
      "tests/support",
      "scripts",
      "package.json",
      "package-lock.json",
      "tsconfig.json",
    ]) {
      cpSync(path.join(repoRoot, p), path.join(project, p), { recursive: true });
    }
    symlinkSync(path.join(repoRoot, "node_modules"), path.join(project, "node_modules"));
    mkdirSync(path.join(project, "build"));
    symlinkSync(path.join(repoRoot, "build/client"), path.join(project, "build/client"));
    if (process.env.TEST_DB_KIND === "postgres") {
      // an empty database: the compiled server applies the migrations itself
      const admin = process.env.TEST_DATABASE_URL!;
      const name = `tidings_t_compiled_${randomBytes(4).toString("hex")}`;
      const sql = async (q: string) => {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        await c.query(q);
        await c.end();
      };
      await sql(`create database "${name}"`);
      const u = new URL(admin);
      u.pathname = `/${name}`;
      dbUrl = u.toString();
      dropDb = () => sql(`drop database if exists "${name}" with (force)`);
    }
  });
  afterAll(async () => {
    await dropDb?.();
    rmSync(parent, { recursive: true, force: true });
  });

  const start = (waitFor = true) =>
    startAppServer({
      root: project,
      dataDir,
      waitFor,
      env: { SKIP_BUILD: "1", ...(dbUrl ? { DATABASE_URL: dbUrl } : {}) },
    });

  it("builds the server on the first start, then serves from the bundle", async () => {
    expect(existsSync(path.join(project, "build/node"))).toBe(false);
    const server = await start();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await (await fetch(`${server.url}/features`)).text()).toContain("Features");
    expect(await server.stop()).toBe(0);
    expect(server.output()).toMatch(/INFO {2}no server build: built build\/node\/ in \d+ ms/);
    expect(existsSync(path.join(project, "build/node/server/main.js"))).toBe(true);
    expect(server.output()).toContain("stopped cleanly");
  });

  it("applied every migration of the project's migrations folder", async () => {
    if (dbUrl) {
      const c = new pg.Client({ connectionString: dbUrl });
      await c.connect();
      const r = await c.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      await c.end();
      expect(r.rows[0].n).toBe(migrations);
    } else {
      const db = await PGlite.create(path.join(dataDir, "db"));
      const r = await db.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      await db.close();
      expect(r.rows[0]!.n).toBe(migrations);
    }
    expect(migrations).toBeGreaterThan(0);
  });

  it("runs the same bundle from wherever the project is, without rebuilding", async () => {
    const moved = path.join(parent, "b");
    renameSync(project, moved);
    project = moved;
    const server = await start();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toContain("built build/node/");
    expect(server.output()).toContain("delivery engine starting");
  });

  it("rebuilds when a source changes, and runs the change", async () => {
    appendFileSync(
      path.join(project, "server/main.ts"),
      '\nprocess.stdout.write("compiled-server test: this line was added after the first build\\n");\n',
    );
    const server = await start();
    expect(await server.stop()).toBe(0);
    expect(server.output()).toMatch(/server code changed: built build\/node\/ in \d+ ms/);
    expect(server.output()).toContain("compiled-server test: this line was added after the first build");
  });

  it("reads the feed catalogue from the project folder", async () => {
    const catalogue = path.join(project, "server/delivery/sources.json");
    writeFileSync(catalogue, "{ not json");
    const server = await start(false);
    const code = await new Promise<number | null>((r) => server.process.once("exit", r));
    expect(code).toBe(1);
    // the catalogue is checked with the configuration (decision 100): refused before anything starts
    expect(server.output()).toContain(`Invalid configuration: SOURCES_FILE ${catalogue}: `);
  });
});
