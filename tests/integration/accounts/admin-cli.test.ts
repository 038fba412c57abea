import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { openDatabase } from "../../../server/db/client";
import { user } from "../../../server/db/schema";
import { repoRoot } from "../../support/app-server";
import { createTestDatabase, pgliteTemplate } from "../../support/test-db";

/** `npm run admin -- <email> [--revoke]` against a real database (PGlite in DATA_DIR, or a fresh PostgreSQL database). */
test("the admin command grants and revokes the role, and says so", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tidings-admin-"));
  const pgDb = process.env.TEST_DB_KIND === "postgres" ? await createTestDatabase() : undefined;
  // on PGlite, the command opens a migrated database the test made (a copy of the run's template)
  const template = pgDb ? undefined : pgliteTemplate();
  if (template) cpSync(template, path.join(dataDir, "db"), { recursive: true });
  const email = `cli-${Date.now().toString(36)}@example.com`;

  // PGlite allows one process at a time: the test's own handle is closed while the command runs.
  const withDb = async <T>(
    f: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
  ): Promise<T> => {
    if (pgDb) return f(pgDb.db);
    const d = await openDatabase({ kind: "pglite", dir: path.join(dataDir, "db") });
    try {
      await d.migrate();
      return await f(d.db);
    } finally {
      await d.close();
    }
  };
  await withDb((db) => db.insert(user).values({ id: `u-${email}`, name: "cli", email, role: "user" }));

  const run = (...args: string[]) =>
    spawnSync(path.join(repoRoot, "node_modules", ".bin", "tsx"), ["server/cli/admin.ts", ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: pgDb?.url ?? "", LOG_LEVEL: "silent" },
      encoding: "utf8",
    });
  const roleNow = () =>
    withDb(
      async (db) => (await db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role,
    );
  try {
    const grant = run(email.toUpperCase());
    expect(grant.status).toBe(0);
    expect(grant.stdout).toContain("is now an admin");
    expect(await roleNow()).toBe("admin");
    const revoke = run(email, "--revoke");
    expect(revoke.status).toBe(0);
    expect(revoke.stdout).toContain("is no longer an admin");
    expect(await roleNow()).toBe("user");
    const missing = run("nobody@example.com");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No account with the email");
    expect(run().status).toBe(2);
  } finally {
    await pgDb?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
