/**
 * `npm run bench:web-throttled [root] [runs]`: what a person on a slow phone sees of /dashboard (signed in),
 * measured in a real browser rather than Lighthouse's simulation (decision 115): Debian Chromium throttled
 * by DevTools as Lighthouse's mobile preset assumes (150 ms round trip, 1.6 Mbit/s down × 0.9, CPU 4× slower),
 * 390 px wide. Per load: the first contentful paint, and when the briefing list is in the page. Cold: no
 * cache. `WARM=1`: the app's code cached by a visit to /dashboard and /manage first (the person's usual
 * case). `root` is the project folder whose built front end and server are measured (default: this one), so
 * two builds can be compared in turn under the same conditions; wrap in `flock /tmp/bench.lock`.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { freePort } from "../tests/support/app-server";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const runs = Number(process.argv[3] ?? 4);
const warm = process.env.WARM === "1";
const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "tidings-bench-throttled-"));
const server = spawn(path.join(root, "node_modules/.bin/tsx"), ["server/main.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
});

const post = (url: string, body: unknown, cookie = "") =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** Signs up, follows the verification link from the outbox (it signs in), adds one briefing. */
async function signedInCookie(): Promise<string> {
  const email = `throttled-${Date.now().toString(36)}@example.test`;
  if (!(await post("/api/account/sign-up", { email, password: "violet-harbour-lantern-42" })).ok)
    throw new Error("sign-up failed");
  const outbox = path.join(dataDir, "outbox");
  let token = "";
  for (let i = 0; i < 100 && !token; i++) {
    for (const f of existsSync(outbox) ? readdirSync(outbox) : []) {
      const text = readFileSync(path.join(outbox, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (text.includes(email)) token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
    }
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  const v = await post("/api/account/verify-email", { token, type: "signup" });
  const cookie = v.headers
    .getSetCookie()
    .find((c) => c.includes("session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`verify-email: ${v.status}`);
  const topic = "Stock market moves, interest rates and central bank decisions";
  const b = {
    name: "Morning markets",
    frequency: "daily",
    times: ["07:00"],
    topic,
    timezone: "Europe/Berlin",
  };
  if (!(await post("/api/briefings", b, cookie)).ok) throw new Error("create briefing failed");
  return cookie;
}

try {
  for (
    let i = 0;
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 240) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  const [name, value] = (await signedInCookie()).split("=") as [string, string];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const loads: string[] = [];
  try {
    for (let r = 0; r < runs; r++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addCookies([{ name, value, url: base }]);
      const page = await context.newPage();
      // the moment the list is in the page, whoever draws it
      await page.addInitScript(() => {
        const w = window as unknown as { listAt?: number };
        new MutationObserver(() => {
          if (!w.listAt && document.querySelector('[data-testid="briefing-summary"]'))
            w.listAt = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
        uploadThroughput: ((750 * 1024) / 8) * 0.9,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      if (warm) {
        for (const [p, id] of [
          ["/dashboard", "briefing-summary"],
          ["/manage", "briefing-card"],
        ]) {
          await page.goto(`${base}${p}`);
          await page.getByTestId(id!).first().waitFor({ timeout: 60_000 });
        }
      } else await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await page.goto(`${base}/dashboard`);
      await page.getByTestId("briefing-summary").first().waitFor({ timeout: 60_000 });
      const m = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        list: (window as unknown as { listAt?: number }).listAt ?? Number.NaN,
      }));
      loads.push(`${Math.round(m.fcp)} / ${Math.round(m.list)}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    `${root} (${warm ? "warm" : "cold"}): first contentful paint / list shown, ms: ${loads.join(", ")}`,
  );
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
