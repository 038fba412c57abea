/**
 * DATA_DIRs for the Playwright specs that start their own server. The default export is Playwright's
 * global set-up: one migrated PGlite database (tests/support/pglite-template.ts, decision 111) that
 * `newDataDir` copies in as the folder's `db/`, so neither the spec's seeding nor the server runs initdb.
 */
import { cpSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makePgliteTemplate } from "./pglite-template";

export default function globalSetup() {
  const { template, remove } = makePgliteTemplate();
  // Playwright hands the set-up's environment to its workers
  process.env.E2E_PGLITE_TEMPLATE = template;
  return remove;
}

/** A new temporary DATA_DIR, with the migrated database already in it when the global set-up ran. */
export function newDataDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `tidings-e2e-${name}-`));
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, path.join(dir, "db"), { recursive: true });
  return dir;
}
