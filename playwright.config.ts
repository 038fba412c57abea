import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium";

const port = Number(process.env.E2E_PORT ?? 3199);

/**
 * The specs that wait for real minutes to pass (scheduled sends), the longest files by far: queued first,
 * one at a time on one worker, so the other worker fills the time they wait instead of both waiting at once.
 */
const slow = /(schedule|delivery)\.spec\.ts$/;

/**
 * End-to-end tests in Debian's Chromium against the real server (tests/support/e2e-server.ts).
 * Two workers, one spec file each at a time (decision 111): much of a spec is waiting for a server, an
 * email or a scheduled minute, not CPU. A file's tests stay in order in one worker; files share nothing
 * but the shared server, where every test uses its own accounts and the SMTP sink is read per address.
 * E2E_WORKERS=1 runs them one file after another, as before.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // one migrated PGlite database, copied into each spec server's DATA_DIR (decision 111)
  globalSetup: "./tests/support/e2e-data-dir.ts",
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // one browser; two projects only so that the slow specs are queued before the rest
  projects: [
    // one at a time (decision 151): while a slow spec waits for its minutes, the other worker runs the rest
    {
      name: "chromium-slow",
      testMatch: slow,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    { name: "chromium", testIgnore: slow, use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    command: "node_modules/.bin/tsx tests/support/e2e-server.ts",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
