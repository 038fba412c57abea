import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface AppServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM and wait for exit; resolves to the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (a crash). */
  kill(): Promise<void>;
}

/**
 * Starts the real server as `npm start` does — `node scripts/start.mjs`: the compiled bundle
 * (build/node/server/main.js, rebuilt first when older than its sources; decision 046) in that one node
 * process, so a SIGKILL really kills the server and not only a wrapper — on a free port with a temporary
 * DATA_DIR, and waits until /api/health answers (or `waitFor` is false).
 * A port found free can be taken before the server binds it (an outgoing connection of a test running
 * alongside gets it as its ephemeral port): a server that exits with EADDRINUSE on a port chosen here is
 * started again on another one.
 */
export async function startAppServer(
  opts: {
    env?: Record<string, string>;
    port?: number;
    dataDir?: string;
    /** the project folder to start it in (default: this repository) */
    root?: string;
    /**
     * A migrated PGlite folder copied in as DATA_DIR/db before the start, so it opens a database instead
     * of creating one (tests/support/pglite-template.ts, decision 111); for a new DATA_DIR only.
     */
    seedDatabase?: string;
    waitFor?: boolean;
    timeoutMs?: number;
  } = {},
): Promise<AppServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(opts);
    } catch (err) {
      const portTaken = err instanceof Error && err.message.includes("EADDRINUSE");
      if (!portTaken || opts.port !== undefined || attempt >= 3) throw err;
    }
  }
}

async function launch(opts: Parameters<typeof startAppServer>[0] & {}): Promise<AppServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), "tidings-server-"));
  if (opts.seedDatabase && !opts.dataDir)
    cpSync(opts.seedDatabase, path.join(dataDir, "db"), { recursive: true });
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    SKIP_BUILD: "1",
    ...opts.env,
  };
  delete env.TEST_DB_KIND;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: opts.root ?? repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://localhost:${port}`;
  if (opts.waitFor !== false) {
    const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
    for (;;) {
      if (child.exitCode !== null) {
        if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
        throw new Error(`server exited with ${child.exitCode}:\n${out}`);
      }
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (r.ok || r.status === 503) break;
      } catch {}
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`server did not start within the time limit:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
