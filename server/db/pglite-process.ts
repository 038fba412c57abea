/**
 * Start PGlite in its own process, serving the PostgreSQL wire protocol on a Unix socket
 * (server/db/pglite-server.mjs, decision 051). The application then uses node-postgres against it, as
 * against PostgreSQL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectPath } from "../paths";

export interface PgliteProcess {
  /** For node-postgres: `host` is the socket's folder, `port` names the socket file in it. */
  host: string;
  port: number;
  /** The server process's id (for memory figures). */
  pid: number;
  /** Settles with the exit code when the process has exited (closed, or died). */
  exited: Promise<number | null>;
  close(): Promise<void>;
}

export interface PgliteProcessOptions {
  /** PostgreSQL start parameters, added to PGlite's defaults (e.g. ["-c", "shared_buffers=16MB"]). */
  startParams?: string[];
  /** node flags for the database process, after the default `--no-liftoff` for a folder (see below). */
  execArgv?: string[];
  /** How long to wait for another process's server on the same folder to go away (default 10 s). */
  lockWaitMs?: number;
}

const PORT = 5432;

/**
 * V8 compiles PGlite's WebAssembly with its optimising compiler only (decision 051): without it every
 * function is first compiled by the baseline compiler (Liftoff) and the hot ones again by TurboFan, and both
 * codes stay resident. Measured at 3,000 briefings: the database process peaks at 182 MB instead of 243 MB
 * and spends ~8 % less CPU per email; opening takes ~2.3 s longer (the whole module is compiled up front).
 */
const NODE_FLAGS = ["--no-liftoff"];
/** In-memory databases (tests, bench:feeds) start without it: for them start-up matters more than memory. */
const nodeFlagsFor = (dir: string) => (dir.startsWith("memory://") ? [] : NODE_FLAGS);

export async function startPgliteProcess(dir: string, options: PgliteProcessOptions): Promise<PgliteProcess> {
  // A short private folder for the socket: Unix socket paths are limited to ~107 bytes, and a folder only
  // this user can enter keeps other local users away from a server that asks for no password.
  const host = mkdtempSync(path.join(os.tmpdir(), "tidings-pg-"));
  const socketPath = path.join(host, `.s.PGSQL.${PORT}`);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeFlagsFor(dir), ...(options.execArgv ?? []), projectPath("server/db/pglite-server.mjs")],
    {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: { ...process.env, NODE_OPTIONS: "" },
    },
  );
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      exited = true;
      rmSync(host, { recursive: true, force: true });
      resolve(code);
    }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code) =>
        reject(new Error(`the PGlite process exited (${code}) before it was ready`)),
      );
      child.on("message", (m: { ready?: boolean; error?: { message: string } }) => {
        if (m?.ready) resolve();
        else if (m?.error) reject(new Error(`PGlite could not open ${dir}: ${m.error.message}`));
      });
      child.send({
        pgliteUrl: import.meta.resolve("@electric-sql/pglite"),
        dir,
        socketPath,
        startParams: options.startParams,
        lockWaitMs: options.lockWaitMs,
      });
    });
  } catch (err) {
    if (!exited) child.kill("SIGKILL");
    await exit;
    throw err;
  }
  // The parent's event loop is not held open by the database process: it lives as long as the channel does
  // (its parent), and the application's own handles decide when the parent is done.
  child.unref();
  child.channel?.unref();
  let closing: Promise<void> | null = null;
  return {
    host,
    port: PORT,
    pid: child.pid!,
    exited: exit,
    close: () => {
      closing ??= (async () => {
        if (exited) return;
        // closing the channel is the signal to close (the server exits on "disconnect")
        if (child.connected) child.disconnect();
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exit;
        clearTimeout(timer);
      })();
      return closing;
    },
  };
}
