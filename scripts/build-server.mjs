/**
 * The compiled server (decision 046): esbuild bundles the server's TypeScript — and the benchmarks that
 * measure it — into plain ES modules under build/node/, mirroring the source tree
 * (server/main.ts → build/node/server/main.js). npm packages stay external (imported from node_modules
 * at run time); files read at run time (migrations, the feed catalogue, the front-end build) are read
 * from the project folder (server/paths.ts), so nothing is copied.
 *
 *   node scripts/build-server.mjs             build (npm run build:server)
 *   node scripts/build-server.mjs --if-stale  build only when an output is missing or older than a source
 *
 * Plain JavaScript, so that `npm start` (scripts/start.mjs) can check and build without tsx. Each output
 * is written to a temporary file and renamed into place, so a process starting meanwhile (or a second
 * build running at the same time) never reads half a file. Not build/server/: React Router's build
 * writes its server build there and deletes the folder when it is done (ssr: false).
 */
import { readdirSync, renameSync, statSync, utimesSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const outdir = path.join(root, "build", "node");

/** What is bundled: the server, and the benchmarks that measure the compiled engine. */
export const entries = ["server/main.ts", "bench/delivery.ts", "bench/smtp-sink.ts", "bench/feeds.ts"];

/** What the bundles are made of: a change to any of these (or a file added or removed) means rebuild. */
const sources = [
  "server",
  "common",
  "emails",
  "bench",
  "tests/support",
  "package-lock.json",
  "tsconfig.json",
  "scripts/build-server.mjs",
];

/** build/node/server/main.js for "server/main.ts" */
export function outputFor(entry) {
  return path.join(outdir, entry.replace(/\.tsx?$/, ".js"));
}

/** Newest modification time in a file or folder tree (folders count: a removed file changes its folder). */
function newestMtime(p) {
  let st;
  try {
    st = statSync(p);
  } catch {
    return 0;
  }
  let newest = st.mtimeMs;
  if (st.isDirectory()) {
    for (const name of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  }
  return newest;
}

/** Why the build must run, or null when every output is newer than every source. */
export function staleReason() {
  let oldest = Number.POSITIVE_INFINITY;
  for (const entry of entries) {
    try {
      oldest = Math.min(oldest, statSync(outputFor(entry)).mtimeMs);
    } catch {
      return "no server build";
    }
  }
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newest > oldest ? "server code changed" : null;
}

/** Bundles every entry; returns the time it took in ms. */
export async function buildServer() {
  const started = Date.now();
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: entries,
    outbase: root,
    outdir,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    // for NODE_OPTIONS=--enable-source-maps (stack traces in TypeScript terms); the sources themselves are
    // in the repository, so the maps do not carry them
    sourcemap: "linked",
    sourcesContent: false,
    // class and function names as written (error names, logs), not as renamed by the bundler
    keepNames: true,
    write: false,
    logLevel: "warning",
  });
  mkdirSync(outdir, { recursive: true });
  // maps first, so a new bundle never points at an old map; every output gets the build's start time as
  // its mtime, so a source saved while building still counts as newer
  const files = [...result.outputFiles].sort(
    (a, b) => Number(b.path.endsWith(".map")) - Number(a.path.endsWith(".map")),
  );
  const stamp = new Date(started);
  for (const f of files) {
    mkdirSync(path.dirname(f.path), { recursive: true });
    const tmp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(tmp, f.contents);
    utimesSync(tmp, stamp, stamp);
    renameSync(tmp, f.path);
  }
  return Date.now() - started;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes("--if-stale");
  const reason = ifStale ? staleReason() : "build:server";
  if (reason) {
    const ms = await buildServer();
    // one line in the server log's format (the launcher runs this before the server starts)
    if (!["warn", "error", "silent"].includes(process.env.LOG_LEVEL ?? ""))
      console.log(
        `${new Date().toISOString()} INFO  ${reason}: built ${path.relative(root, outdir)}/ in ${ms} ms`,
      );
  }
}
