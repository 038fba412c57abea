/**
 * Where the project's files are. Found from this module's own location by walking up to the folder that
 * holds package.json, so the answer is the same whether this code runs from its source under tsx
 * (`server/paths.ts`: dev, tests) or compiled into a bundle (`build/node/server/main.js`, decision 046),
 * where `import.meta.url` is the bundle's and no longer the source file's. Files the server reads at run
 * time (migrations, the feed catalogue, the front-end build) are located from here, never relative to
 * `import.meta.url`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json in ${from} or above it`);
  }
}

/** The folder with package.json (the repository root). */
export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. `projectPath("server/db/migrations")`. */
export const projectPath = (...segments: string[]) => path.join(projectRoot, ...segments);
