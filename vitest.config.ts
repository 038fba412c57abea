import { defineConfig } from "vitest/config";

/**
 * unit:                 pure code, no I/O beyond the process.
 * integration:          real database (PGlite in memory), real SMTP sink, the real HTTP app.
 * integration-postgres: the same files against PostgreSQL, when TEST_DATABASE_URL is set.
 */
const integration = (name: string, kind: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/integration/**/*.test.{ts,tsx}"],
    env: { TEST_DB_KIND: kind },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    pool: "forks",
    maxWorkers: 2,
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
