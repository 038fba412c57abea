/**
 * `npm start`, `npm run start:web`, `npm run start:worker` (and the delivery/feeds benchmarks): run the
 * compiled server in this very process (decision 046).
 *
 *   node [node flags] scripts/start.mjs [entry]     entry: server/main (default), bench/delivery, bench/feeds
 *
 * 1. When build/node/ is missing or older than the server's sources (or package-lock.json), build it
 *    (scripts/build-server.mjs, esbuild, well under a second) in a short-lived child process, so that
 *    esbuild never loads into the server.
 * 2. Import the bundle here. No tsx loader thread (~34 MB per process on Node 20) and no wrapper process:
 *    the node flags given to this script are the server's, SIGINT/SIGTERM reach the server's own handlers,
 *    its exit code is the exit code, and a SIGKILL kills the server itself (nothing is left holding the
 *    port or the PGlite folder).
 * 3. NODE_ENV defaults to production (decision 137).
 * Plain JavaScript: nothing here needs compiling.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { entries, outputFor, root, staleReason } from "./build-server.mjs";

const arg = process.argv[2];
const entry = `${arg && !arg.startsWith("-") ? arg : "server/main"}.ts`;
if (!entries.includes(entry)) {
  process.stderr.write(`scripts/start.mjs: unknown entry ${entry} (one of: ${entries.join(", ")})\n`);
  process.exit(2);
}

const reason = staleReason();
if (reason) {
  const build = path.join(path.dirname(fileURLToPath(import.meta.url)), "build-server.mjs");
  const r = spawnSync(process.execPath, [build, "--if-stale"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  if (r.status !== 0) {
    process.stderr.write(`Tidings failed to start: the server build failed (${reason}; see above)\n`);
    process.exit(1);
  }
}

// Run as what it is, a production server (decision 137): React renders emails with its production build
// (its development build spent 15 % of a preparation's CPU on checks). Every setting better-auth derives
// from NODE_ENV is set explicitly in server/accounts/auth.ts, so nothing else changes. The tests set "test".
if (!process.env.NODE_ENV) process.env.NODE_ENV = "production";

// Stack traces name the bundle's lines (readable: not minified, names kept, each module headed by its
// path). NODE_OPTIONS=--enable-source-maps maps them to the TypeScript, for ~0.3 s more start-up and a
// few MB (decision 046).
await import(pathToFileURL(outputFor(entry)).href);
