import { configDefaults, defineConfig } from "vitest/config";

/**
 * unit:                 pure code, no I/O beyond the process.
 * integration:          real database (PGlite, a copy of one migrated template per test database),
 *                       real SMTP sink, the real HTTP app.
 * integration-postgres: the same files against PostgreSQL, when TEST_DATABASE_URL is set, except
 *                       `databaseIndependent`.
 */

/**
 * Integration files that never use the database under test (no createTestApp/createTestDatabase, nothing on
 * TEST_DB_KIND): the PostgreSQL project would run the very same thing a second time (decision 111).
 * backup-restore makes its own PGlite folder and its own PostgreSQL database (tidings_ops) whichever
 * project runs it; two copies at once would fight over that database.
 */
const databaseIndependent = [
  "tests/integration/foundation/mail.test.ts",
  "tests/integration/foundation/static-pages.test.ts",
  "tests/integration/ops/backup-restore.test.ts",
  "tests/integration/delivery/unsaid-interest.test.ts",
  "tests/integration/delivery/word-senses-encoder.test.ts",
];

const integration = (name: string, kind: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/integration/**/*.test.{ts,tsx}"],
    exclude: [...configDefaults.exclude, ...(kind === "postgres" ? databaseIndependent : [])],
    env: { TEST_DB_KIND: kind },
    // PGlite: one migrated database made per run, copied for each test database (decision 111)
    globalSetup: kind === "pglite" ? ["tests/support/pglite-template.ts"] : [],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    pool: "forks",
    maxWorkers: 2,
    // a worker's files share its imported modules (decision 151): importing the server for each of ~160
    // files cost more worker time than the tests; no test file relies on a fresh module state
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], testTimeout: 30_000 },
      },
      integration("integration", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [integration("integration-postgres", "postgres")] : []),
    ],
  },
});
