/**
 * `npm run bench:web`: the public site's speed budget, measured on the built site served by the real
 * server (server/main.ts, temporary DATA_DIR): JavaScript gzipped on /, and Lighthouse 12.8 scores
 * (default mobile preset, simulated throttling) with Debian Chromium on /, /features, /blog and the
 * review article. Budgets (issue 6): JS on / <= 90 KB gz; performance >= 95, accessibility 100,
 * best practices >= 95, SEO 100. Prints the figures and exits 1 if a budget is missed (BENCH_STRICT=1).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";

const root = path.resolve(import.meta.dirname, "..");
const chromePath = chromiumPath;
const pagesToAudit = process.env.BENCH_PAGES?.split(",") ?? [
  "/",
  "/features",
  "/blog",
  "/blog/email-summary-service-review",
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });

if (!existsSync(path.join(root, "build/client/index.html")) || process.env.BENCH_BUILD === "1") {
  console.log("building the front end…");
  const r = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0) process.exit(1);
}

const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "tidings-bench-web-"));
const server = spawn(path.join(root, "node_modules/.bin/tsx"), ["server/main.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }

  // 1. JavaScript on / (every script and modulepreload the prerendered HTML references), gzipped.
  const html = await (await fetch(`${base}/`)).text();
  const assets = [
    ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string)),
  ];
  let raw = 0;
  let gz = 0;
  for (const a of assets) {
    const buf = readFileSync(path.join(root, "build/client", a));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  console.log(
    `\nJS on /: ${assets.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped (budget 90 KB)`,
  );

  // 2. Lighthouse, mobile preset.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const rows: {
    page: string;
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcp: string;
    tbt: string;
    cls: string;
  }[] = [];
  try {
    for (const p of pagesToAudit) {
      const result = await lighthouse(`${base}${p}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${p}`);
      const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      rows.push({
        page: p,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: lhr.audits["largest-contentful-paint"]?.displayValue ?? "",
        tbt: lhr.audits["total-blocking-time"]?.displayValue ?? "",
        cls: lhr.audits["cumulative-layout-shift"]?.displayValue ?? "",
      });
      for (const [k, cat] of Object.entries(lhr.categories)) {
        if ((cat.score ?? 0) < 1) {
          const failing = cat.auditRefs
            .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 0.9)
            .map((r) => r.id);
          if (failing.length) console.log(`  ${p} ${k}: ${failing.join(", ")}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  console.log("\nLighthouse 12.8 (mobile, simulated throttling)");
  console.table(rows);
  const missed =
    gz > 90 * 1024 ||
    rows.some((r) => r.performance < 95 || r.accessibility < 100 || r.bestPractices < 95 || r.seo < 100);
  console.log(missed ? "\nSome budgets are missed (see above)." : "\nAll budgets met.");
  if (missed && process.env.BENCH_STRICT === "1") process.exitCode = 1;
} finally {
  stop();
}
