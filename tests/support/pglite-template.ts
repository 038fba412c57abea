/**
 * One migrated PGlite database folder, made once per test run and copied for every test database
 * (decision 111). Creating a PGlite database runs initdb in WebAssembly — ~10 s of one core each time,
 * more than most test files take — while copying the finished 40 MB folder and opening it takes ~2 s.
 * The copies are real, migrated, private PGlite databases, as before.
 *
 * - default export: the global set-up of the Vitest `integration` project (tests/support/test-db.ts
 *   copies the template);
 * - `makePgliteTemplate`: also used by Playwright's global set-up (tests/support/e2e-data-dir.ts);
 * - `tsx tests/support/pglite-template.ts DIR` makes the template in DIR. The set-ups run it so, in a child
 *   process: Vitest's module runner has no import.meta.resolve, which opening PGlite needs, and initdb's
 *   WebAssembly memory goes with the child.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** the folder holding `template/` (a migrated PGlite database) and the copies made from it */
    pgliteTemplateRoot: string;
  }
}

const self = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(self), "../..");

/** A new folder (RAM-backed where there is one) with the migrated database in `template/`. */
export function makePgliteTemplate(): { root: string; template: string; remove(): void } {
  const base = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
  const root = mkdtempSync(path.join(base, "tidings-test-pglite-"));
  const template = path.join(root, "template");
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    execFileSync(path.join(repoRoot, "node_modules/.bin/tsx"), [self, template], {
      cwd: repoRoot,
      stdio: "inherit",
    });
  } catch (err) {
    remove();
    throw err;
  }
  return { root, template, remove };
}

export default function setup(project: TestProject) {
  const { root, remove } = makePgliteTemplate();
  project.provide("pgliteTemplateRoot", root);
  return remove;
}

async function makeTemplate(dir: string) {
  const { openDatabase } = await import("../../server/db/client");
  const database = await openDatabase({ kind: "pglite", dir, serverArgs: ["--liftoff"] });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

if (process.argv[1] === self) await makeTemplate(process.argv[2]!);
