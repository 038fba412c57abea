/**
 * The environment the Playwright suite runs against (started by playwright.config.ts webServer):
 * an SMTP sink with an HTTP view for the tests, a local fixture feed server, and the real Tidings
 * server (`scripts/start.mjs`: the compiled server, as `npm start` runs it) on E2E_PORT with a temporary
 * DATA_DIR.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { repoRoot } from "./app-server";
import { SmtpSink } from "./smtp-sink";

const port = Number(process.env.E2E_PORT ?? 3199);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3198);
const sinkApiPort = Number(process.env.E2E_SINK_API_PORT ?? 3197);

const sink = await new SmtpSink().start(smtpPort);
await sink.startHttp(sinkApiPort);
const dataDir = mkdtempSync(path.join(tmpdir(), "tidings-e2e-"));
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: repoRoot,
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    // The suite runs against the build `npm test` made (APP_URL in canonical links stays the default).
    SKIP_BUILD: process.env.SKIP_BUILD ?? "1",
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    SOURCE_ALLOWLIST: "127.0.0.1,localhost",
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  },
});
const stop = async () => {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
child.on("exit", (code) => {
  if (code !== 0 && code !== null) process.exit(code);
});
