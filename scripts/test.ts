/**
 * `npm test`: every suite, then one summary.
 *   1. build the front end (the server tests and the browser tests serve it) and the compiled server
 *      (build/node/, which they run — decision 046; built here once rather than by the first server start),
 *   2. Vitest: unit, integration on PGlite, and integration on PostgreSQL when TEST_DATABASE_URL is set,
 *   3. Playwright end-to-end in Debian Chromium.
 * Each runs two at a time (two Vitest workers, two Playwright workers; decision 111); the suites run one
 * after the other, so they never compete for the machine's two cores.
 * It says what it skipped and why; with CI=true nothing may be skipped.
 * The last line is "N passed, N failed" over all suites.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const root = path.resolve(import.meta.dirname ?? ".", "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const ci = process.env.CI === "true" || process.env.CI === "1";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });
const passthrough = process.argv.slice(2);

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
  note?: string;
}
const tallies: Tally[] = [];
const skipped: string[] = [];
/** every failed test by name, printed in the summary: CI keeps only the tail of the output */
const failures: string[] = [];
let exitCode = 0;
const firstLine = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 200) ?? "";

function run(cmd: string, args: string[], env: Record<string, string> = {}): number {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status ?? 1;
}

// 1. build
console.log("\n▶ build (front end, server)");
if (run(bin("react-router"), ["build"]) !== 0 || run(process.execPath, ["scripts/build-server.mjs"]) !== 0) {
  console.error("build failed");
  process.exit(1);
}

// 2. Vitest
const vitestJson = path.join(results, "vitest.json");
rmSync(vitestJson, { force: true });
if (!process.env.TEST_DATABASE_URL) {
  skipped.push(
    "integration-postgres: TEST_DATABASE_URL is not set (set it to run the integration tests on PostgreSQL too)",
  );
}
console.log(`\n▶ vitest${process.env.TEST_DATABASE_URL ? " (PGlite and PostgreSQL)" : " (PGlite)"}`);
const vitestCode = run(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
  ...passthrough,
]);
if (vitestCode !== 0) exitCode = 1;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8")) as {
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
    }[];
  };
  const bySuite = new Map<string, Tally>();
  const projectOf = (file: string) => {
    const rel = path.relative(root, file);
    return rel.startsWith("tests/unit") ? "unit" : "integration";
  };
  for (const file of report.testResults) {
    for (const a of file.assertionResults) {
      // The same integration file runs per database; the JSON report lists it once per project run.
      const suite = projectOf(file.name);
      const t = bySuite.get(suite) ?? { suite: `vitest ${suite}`, passed: 0, failed: 0, skipped: 0 };
      if (a.status === "passed") t.passed++;
      else if (a.status === "failed") {
        t.failed++;
        failures.push(
          `${path.relative(root, file.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`,
        );
      } else t.skipped++;
      bySuite.set(suite, t);
    }
    // a file that failed before its tests ran (an import, a beforeAll) has no failed test to name
    if (file.status === "failed" && !file.assertionResults.some((a) => a.status === "failed")) {
      failures.push(`${path.relative(root, file.name)}: ${firstLine(file.message)}`);
    }
  }
  tallies.push(...bySuite.values());
} else {
  tallies.push({ suite: "vitest", passed: 0, failed: 1, skipped: 0, note: "no report (vitest crashed)" });
}

// 3. Playwright
if (!existsSync(chromium)) {
  const why = `e2e: Chromium not found at ${chromium} (install with: apt-get install -y chromium)`;
  if (ci) {
    console.error(`✗ ${why} — CI never skips`);
    tallies.push({ suite: "playwright e2e", passed: 0, failed: 1, skipped: 0, note: "Chromium missing" });
    exitCode = 1;
  } else skipped.push(why);
} else if (process.env.SKIP_E2E === "1" && !ci) {
  skipped.push("e2e: SKIP_E2E=1");
} else {
  console.log("\n▶ playwright (e2e, Debian Chromium)");
  const pwJson = path.join(results, "playwright.json");
  rmSync(pwJson, { force: true });
  const code = run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
  if (code !== 0) exitCode = 1;
  if (existsSync(pwJson)) {
    const report = JSON.parse(readFileSync(pwJson, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites?: PwSuite[];
    };
    for (const f of pwFailures(report.suites ?? [])) failures.push(f);
    tallies.push({
      suite: "playwright e2e",
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
      note: report.stats.flaky ? `${report.stats.flaky} passed only on retry` : undefined,
    });
  } else {
    tallies.push({
      suite: "playwright e2e",
      passed: 0,
      failed: 1,
      skipped: 0,
      note: "no report (playwright crashed)",
    });
  }
}

// Summary
console.log("\n── summary ─────────────────────────────────────");
for (const f of failures) console.log(`✗ ${f}`);
for (const t of tallies) {
  console.log(
    `${t.suite.padEnd(24)} ${String(t.passed).padStart(4)} passed  ${String(t.failed).padStart(3)} failed  ${String(t.skipped).padStart(3)} skipped${t.note ? `  (${t.note})` : ""}`,
  );
}
for (const s of skipped) console.log(`skipped: ${s}`);
if (ci && skipped.some((s) => s.startsWith("e2e"))) exitCode = 1;
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
const skippedTests = tallies.reduce((n, t) => n + t.skipped, 0);
if (failed > 0) exitCode = 1;
if (passed === 0) {
  console.error("no test ran");
  exitCode = 1;
}
console.log(`${passed} passed, ${failed} failed${skippedTests ? `, ${skippedTests} skipped` : ""}`);
process.exit(exitCode);

interface PwSuite {
  title: string;
  file?: string;
  suites?: PwSuite[];
  specs?: {
    title: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results: { status: string; error?: { message?: string } }[];
    }[];
  }[];
}

/** the tests Playwright failed ("unexpected"), and those that passed only on a retry ("flaky") */
function pwFailures(suites: PwSuite[], file = ""): string[] {
  const out: string[] = [];
  for (const suite of suites) {
    const at = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== "unexpected" && t.status !== "flaky") continue;
        const error = t.results.find((r) => r.error)?.error?.message;
        out.push(
          `[${t.projectName}] ${at}:${spec.line} › ${spec.title}${t.status === "flaky" ? " (flaky)" : ""}: ${stripVTControlCharacters(firstLine(error))}`,
        );
      }
    }
    out.push(...pwFailures(suite.suites ?? [], at));
  }
  return out;
}
