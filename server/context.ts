import type { Config } from "./config";
import type { Database, Db, DbKind } from "./db/client";
import type { Logger } from "./log";
import type { Mailer } from "./mail/send-email";

/** What every use-case may depend on. Built once in main.ts (or by a test). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  dbKind: DbKind;
  log: Logger;
  mailer: Mailer;
}

/** A long-running part of the process (scheduler, worker pool) that must stop cleanly on shutdown. */
export interface Service {
  name: string;
  /** Stop taking work; finish or release what is in flight. */
  stop(): Promise<void>;
}
