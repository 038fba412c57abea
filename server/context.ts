/**
 * The composition root: what every use case may depend on, built in ONE place (createContext) for the
 * server (main.ts), the tests (tests/support) and the benches. Areas do not call each other for
 * side effects; they announce them on `events`, and this file wires the listeners (decision 065).
 */
import type { Config } from "./config";
import { type Database, type Db, type DbKind, openDatabase } from "./db/client";
import { readQueueDepth, recomputeNextSend } from "./delivery";
import { createLogger, type Logger } from "./log";
import { createMetrics, type Metrics } from "./metrics/metrics";
import { createMailer, type Mailer } from "./mail/send-email";

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  dbKind: DbKind;
  log: Logger;
  mailer: Mailer;
  events: AppEvents;
  /** Prometheus metrics of this process (server/metrics, decision 086) */
  metrics: Metrics;
}

/** What one area tells the others. Listeners never make the announcing request fail. */
export interface AppEvents {
  /** A briefing was created, edited, switched on/off or its billing changed. */
  briefingChanged(briefingId: string): Promise<void>;
}

/** The user a use case acts for (c.var.user from server/http/session.ts). */
export interface Actor {
  id: string;
  email: string;
  emailVerified: boolean;
  role: "admin" | "user";
}

/** A long-running part of the process (scheduler, worker pool) that must stop cleanly on shutdown. */
export interface Service {
  name: string;
  /** Stop taking work; finish or release what is in flight. */
  stop(): Promise<void>;
}

export interface ContextOverrides {
  /** An open, migrated database (tests: tests/support/test-db.ts). Default: the configured one, migrated. */
  database?: Database;
  log?: Logger;
  mailer?: Mailer;
  /** SMTP connections kept open (default: the mailer's own). */
  mailConnections?: number;
  metrics?: Metrics;
}

export type OwnedContext = AppContext & {
  /** Closes the mailer and the database. */
  close(): Promise<void>;
};

export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<OwnedContext> {
  const log = overrides.log ?? createLogger(config.LOG_LEVEL);
  let database = overrides.database;
  if (!database) {
    database = await openDatabase(
      config.database.kind === "pglite"
        ? config.database
        : { kind: "postgres", url: config.database.url, poolSize: config.DATABASE_POOL_SIZE },
    );
    await database.migrate();
  }
  const mailer =
    overrides.mailer ??
    createMailer(config.mail, {
      from: config.MAIL_FROM,
      log,
      maxConnections: overrides.mailConnections,
      dkim: config.dkim,
    });
  const events: AppEvents = {
    // delivery owns next_send_at; its scheduler recomputes on its own sweep if this fails
    briefingChanged: async (briefingId) => {
      try {
        await recomputeNextSend(ctx, briefingId);
      } catch (err) {
        log.warn("could not recompute the next send after a change", { briefingId, err });
      }
    },
  };
  const ctx: OwnedContext = {
    config,
    database,
    db: database.db,
    dbKind: database.kind,
    log,
    mailer,
    events,
    metrics: overrides.metrics ?? createMetrics({ queueDepth: () => readQueueDepth(database.db) }),
    close: async () => {
      mailer.close();
      await database.close();
    },
  };
  return ctx;
}
