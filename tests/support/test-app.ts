import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../server/config";
import type { AppContext } from "../../server/context";
import { createApp } from "../../server/http/app";
import { createLogger } from "../../server/log";
import { createMailer } from "../../server/mail/send-email";
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
 * sending mail over real SMTP into a sink. `env` overrides configuration variables.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
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
  const database = await createTestDatabase();
  const log = createLogger(config.LOG_LEVEL);
  const mailer = createMailer(config.mail, { from: config.MAIL_FROM, log });
  const ctx: AppContext = { config, database, db: database.db, dbKind: database.kind, log, mailer };
  const app = createApp(ctx);
  return {
    ctx,
    app,
    sink,
    request: (pathname, init) =>
      Promise.resolve(app.request(new URL(pathname, config.APP_URL).toString(), init)),
    close: async () => {
      mailer.close();
      await database.close();
      await sink.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
