/**
 * `npm run bench:api` — the signed-in API under load (issue 18): autocannon against the built server
 * (`node scripts/start.mjs`, as `npm start` runs it), on PGlite and on PostgreSQL (when reachable:
 * BENCH_DATABASE_URL / TEST_DATABASE_URL / postgres://postgres@127.0.0.1:5432/test; a fresh database is
 * created on that server and dropped after).
 *
 * Per database, in the same run against the same server: `GET /robots.txt` (a static file, the ceiling),
 * then `GET /api/briefings` signed in (a person with BENCH_BRIEFINGS briefings, default 5), each with
 * BENCH_CONNECTIONS (default 100) connections for BENCH_SECONDS (default 8) after a 2 s warm-up.
 * Prints req/s, p50/p99 latency, errors and non-2xx answers, and the ratio API/static.
 * Targets (issue 18): ratio ≥ 0.5, p99 ≤ 50 ms at 100 connections, 0 errors.
 * BENCH_SERVER_ARGS: node flags for the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { loadConfig } from "../server/config";
import { createContext } from "../server/context";
import { createBriefing, createUser } from "../tests/support/factories";
import { freePort } from "../tests/support/app-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const BRIEFINGS = Number(process.env.BENCH_BRIEFINGS ?? 5);
const SERVER_ARGS = (process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean);

if (!existsSync(path.join(root, "build/client/robots.txt")) || process.env.BENCH_BUILD === "1") {
  console.log("building the front end…");
  const r = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0) process.exit(1);
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function load(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Figures> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
  };
}

/** A person with briefings, written before the server starts (PGlite's folder has one owner at a time). */
async function seed(env: Record<string, string>): Promise<string> {
  const ctx = await createContext(loadConfig({ ...env, LOG_LEVEL: "error" }));
  try {
    const admin = await createUser(ctx, { admin: true });
    for (let i = 0; i < BRIEFINGS; i++) {
      await createBriefing(ctx, admin, {
        name: `Briefing ${i + 1}`,
        topic: `Topic number ${i + 1}: AI and policy`,
      });
    }
    return admin.cookie;
  } finally {
    await ctx.close();
  }
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_ARGS, "scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "warn", SKIP_BUILD: "1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 300));
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

async function benchOne(label: string, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const full = { ...env, APP_URL: `http://localhost:${port}`, NODE_ENV: "production" };
  const cookie = await seed(full);
  const server = await startServer(full, port);
  try {
    const check = await fetch(`${base}/api/briefings`, { headers: { cookie } });
    const listed = ((await check.json()) as { briefings?: unknown[] }).briefings?.length;
    if (check.status !== 200 || listed !== BRIEFINGS) throw new Error(`the list answered ${check.status}`);
    // warm-up (JIT, pools), then the two measurements in the same run
    await load(`${base}/robots.txt`, {}, 2);
    await load(`${base}/api/briefings`, { cookie }, 2);
    const file = await load(`${base}/robots.txt`);
    const api = await load(`${base}/api/briefings`, { cookie });
    return { label, file, api };
  } finally {
    await stop(server);
  }
}

function pgUrl(): string | null {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/test"
  );
}

async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T | null> {
  const admin = pgUrl();
  if (!admin) return null;
  const name = `tidings_bench_api_${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: admin });
  try {
    await c.connect();
  } catch {
    console.log(`PostgreSQL not reachable at ${admin}: skipped`);
    return null;
  }
  await c.query(`create database "${name}"`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const d = new pg.Client({ connectionString: admin });
    await d.connect();
    await d.query(`drop database if exists "${name}" with (force)`);
    await d.end();
  }
}

const results: Awaited<ReturnType<typeof benchOne>>[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "tidings-bench-api-"));
try {
  if (process.env.BENCH_DB !== "postgres") {
    results.push(await benchOne("PGlite", { DATA_DIR: dataDir }));
  }
  if (process.env.BENCH_DB !== "pglite") {
    const r = await withPostgresDatabase((url) =>
      benchOne("PostgreSQL", { DATA_DIR: path.join(dataDir, "pg"), DATABASE_URL: url }),
    );
    if (r) results.push(r);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const row = (db: string, what: string, f: Figures) =>
  `| ${db} | ${what} | ${Math.round(f.rps).toLocaleString("en")} | ${f.p50} | ${f.p99} | ${f.errors} | ${f.non2xx} |`;
console.log(
  `\nbench:api — ${CONNECTIONS} connections, ${SECONDS} s each, ${BRIEFINGS} briefings listed (Node ${process.version})\n`,
);
console.log("| database | request | req/s | p50 ms | p99 ms | errors | non-2xx |");
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(row(r.label, "GET /robots.txt", r.file));
  console.log(row(r.label, "GET /api/briefings (signed in)", r.api));
}
console.log("");
let pass = true;
for (const r of results) {
  const ratio = r.api.rps / r.file.rps;
  const ok = ratio >= 0.5 && r.api.p99 <= 50 && r.api.errors === 0 && r.api.non2xx === 0;
  pass &&= ok;
  console.log(
    `${r.label}: ratio ${ratio.toFixed(2)} (target ≥ 0.5), p99 ${r.api.p99} ms (target ≤ 50), errors ${r.api.errors + r.api.non2xx} (target 0) — ${ok ? "met" : "NOT met"}`,
  );
}
if (process.env.BENCH_STRICT === "1" && !pass) process.exit(1);
