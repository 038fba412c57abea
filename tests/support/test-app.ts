import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../server/config";
import { type AppContext, createContext } from "../../server/context";
import type { Logger } from "../../server/log";
import { createApp } from "../../server/http/app";
import { SmtpSink } from "./smtp-sink";
import { createTestDatabase } from "./test-db";

export interface TestApp {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  sink: SmtpSink;
  /** app.request with the APP_URL origin, so Origin checks and absolute URLs behave as in production. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real HTTP app in this process, on a fresh database (PGlite, or PostgreSQL with TEST_DB_KIND),
 * sending mail over real SMTP into a sink. `env` overrides configuration variables; `opts.log` replaces
 * the logger (to read what the server logs).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { log?: Logger } = {},
): Promise<TestApp> {
  const sink = await new SmtpSink().start();
  const dataDir = mkdtempSync(path.join(tmpdir(), "tidings-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    ...env,
  });
  const ctx = await createContext(config, { database: await createTestDatabase(), log: opts.log });
  const app = createApp(ctx);
  return {
    ctx,
    app,
    sink,
    request: (pathname, init) =>
      Promise.resolve(app.request(new URL(pathname, config.APP_URL).toString(), init)),
    close: async () => {
      await ctx.close();
      await sink.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON request as a browser on APP_URL would make it, signed in as `u` (or anonymous). */
export function as(t: TestApp, u: { cookie: string } | null) {
  const origin = new URL(t.ctx.config.APP_URL).origin;
  return (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    t.request(path, {
      method: init.method ?? "GET",
      headers: {
        ...(u ? { cookie: u.cookie } : {}),
        origin,
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      redirect: "manual",
    });
}
