import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

/*
 * The next `npm run db:generate` must start from the schema as it is: the migrations' snapshot chain has
 * no collisions (two migrations claiming one parent, as parallel branches leave it) and the latest
 * snapshot equals server/db/schema.ts, so a new migration holds only the new change. Generated into a
 * copy, so the repository is never written. Database-independent: run once, on the PGlite project.
 */
describe.runIf(process.env.TEST_DB_KIND !== "postgres")("migrations and schema", () => {
  it("generating a migration from the current schema finds nothing to do", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tidings-migrations-"));
    try {
      cpSync(path.join(root, "server/db/migrations"), path.join(dir, "migrations"), { recursive: true });
      const before = readdirSync(path.join(dir, "migrations")).length;
      const config = path.join(dir, "drizzle.config.mjs");
      writeFileSync(
        config,
        `export default ${JSON.stringify({
          dialect: "postgresql",
          // drizzle-kit reads these relative to the working directory.
          schema: "./server/db/schema.ts",
          out: path.relative(root, path.join(dir, "migrations")),
          casing: "snake_case",
        })};\n`,
      );
      const r = spawnSync(
        path.join(root, "node_modules/.bin/drizzle-kit"),
        ["generate", `--config=${config}`],
        {
          cwd: root,
          encoding: "utf8",
        },
      );
      expect(r.stderr + r.stdout).toContain("No schema changes");
      expect(r.status).toBe(0);
      expect(readdirSync(path.join(dir, "migrations")).length).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
