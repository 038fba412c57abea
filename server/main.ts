/**
 * Tidings in one process: config → context (database, migrations, mail: createContext in
 * server/context.ts) → HTTP (+ scheduler and workers, by ROLE). `npm start` runs this file compiled (scripts/start.mjs → build/node/server/main.js, decision
 * 046), and it builds the front end first when there is no build or it is older than its sources;
 * `npm run dev` runs it through tsx and serves the front end through Vite with hot reload instead.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createNetServer } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { publicConfigFromEnv } from "../common/public-config";
import { ConfigError, describeDatabase, describeMail, loadConfig, type Config } from "./config";
import { createContext, type Service } from "./context";
import { createApp } from "./http/app";
import { contentSecurityPolicy } from "./http/security-headers";
import { buildExists, loadStaticSite, newestMtime } from "./http/static-site";
import { createLogger, type Logger } from "./log";
import { projectRoot } from "./paths";
import { startBackground } from "./services";

const root = projectRoot;
const clientDir = path.join(root, "build", "client");
const dev = process.argv.includes("--dev");

/** Rebuild when there is no build or any front-end source is newer than it. */
function ensureBuild(log: Logger) {
  const marker = path.join(clientDir, "__spa-fallback.html");
  const sources = [
    "app",
    "common",
    "public",
    "react-router.config.ts",
    "vite.config.ts",
    "scripts/vite-island.ts",
    "package-lock.json",
  ].map((p) => path.join(root, p));
  if (process.env.SKIP_BUILD === "1" && buildExists(clientDir)) return;
  const stamp = path.join(root, "build", "public-config.json");
  const wanted = JSON.stringify(publicConfigFromEnv(process.env));
  const sameConfig = existsSync(stamp) && readFileSync(stamp, "utf8") === wanted;
  const fresh =
    buildExists(clientDir) && existsSync(marker) && statSync(marker).mtimeMs >= newestMtime(sources);
  if (fresh && sameConfig) return;
  log.info(
    !buildExists(clientDir)
      ? "no front-end build: building (first start)"
      : fresh
        ? "public configuration changed (APP_URL, prices, SUPPORT_EMAIL or GTM_ID): rebuilding"
        : "front end changed: rebuilding",
  );
  // the build's ~200 lines (and its repeated warnings) are shown only when it fails
  const started = Date.now();
  const r = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout ?? ""}${r.stderr ?? ""}`);
    throw new Error("front-end build failed (see above)");
  }
  const pages = (String(r.stdout).match(/Prerender \(html\)/g) ?? []).length;
  log.info(
    `front end built in ${((Date.now() - started) / 1000).toFixed(1)} s${pages ? ` (${pages} pages prerendered)` : ""}`,
  );
}

/**
 * Requests being answered. A client that goes away (a load test ending, a closed tab) does not stop its
 * request's work, so shutdown waits for this count, not for the sockets, before closing the database.
 */
let inFlight = 0;
function counted<A extends unknown[]>(fetch: (...args: A) => Response | Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    inFlight++;
    try {
      return await fetch(...args);
    } finally {
      inFlight--;
    }
  };
}

function assertPortFree(port: number, host: string | undefined): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new Error(`port ${port} is in use (listen EADDRINUSE): is Tidings already running?`)
          : err,
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL);
  // Open the database and check the port before any build: a second start on a busy DATA_DIR or port is
  // refused at once, without rebuilding the front end that the running server is serving.
  const ctx = await createContext(config, { log });
  if (config.ROLE !== "worker") await assertPortFree(config.PORT, config.HOST);
  if (!dev && config.ROLE !== "worker") ensureBuild(log);

  const services: Service[] = [];
  let server: ReturnType<typeof createServer> | undefined;
  let closeVite: (() => Promise<void>) | undefined;

  if (config.ROLE !== "worker") {
    let handler: (req: IncomingMessage, res: ServerResponse) => void;
    if (dev) {
      const { createServer: createVite } = await import("vite");
      const { createRequestHandler } = await import("react-router");
      const vite = await createVite({ root, server: { middlewareMode: true }, appType: "custom" });
      closeVite = () => vite.close();
      const app = createApp(ctx, { dev: true });
      app.on(["GET", "HEAD"], "*", async (c) => {
        const build = await vite.ssrLoadModule("virtual:react-router/server-build");
        return createRequestHandler(build as never, "development")(c.req.raw);
      });
      const hono = getRequestListener(counted(app.fetch));
      handler = (req, res) => vite.middlewares(req, res, () => hono(req, res));
    } else {
      // Google Tag Manager (loaded by the pages only after analytics consent) when GTM_ID is set.
      const gtm = publicConfigFromEnv(process.env).gtmId !== "";
      const site = loadStaticSite(clientDir, (scriptHashes) =>
        contentSecurityPolicy({
          scriptHashes,
          extraScriptSrc: gtm ? ["https://www.googletagmanager.com"] : [],
          extraConnectSrc: gtm
            ? [
                "https://www.googletagmanager.com",
                "https://*.google-analytics.com",
                "https://*.analytics.google.com",
              ]
            : [],
        }),
      );
      const app = createApp(ctx, { site });
      handler = getRequestListener(counted(app.fetch));
    }
    server = createServer(handler);
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(config.PORT, config.HOST, () => resolve());
    });
    const addr = server.address();
    const port = typeof addr === "object" && addr ? addr.port : config.PORT;
    log.info(`Tidings listening on http://localhost:${port}`, {
      appUrl: config.APP_URL,
      mode: dev ? "dev" : "production",
    });
  }
  log.info(`database: ${describeDatabase(config)}`);
  log.info(`mail: ${describeMail(config)}`);

  services.push(...(await startBackground(ctx)));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      log.warn("second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      log.error("shutdown took too long: exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      if (server) {
        // requests in flight finish before the database closes under them (at most 5 s)
        server.close();
        server.closeIdleConnections();
        const deadline = Date.now() + 5_000;
        while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        server.closeAllConnections();
      }
      for (const s of services.reverse()) {
        await s.stop().catch((err) => log.error(`stopping ${s.name} failed`, { err }));
      }
      await closeVite?.();
      await ctx.close();
      log.info("stopped cleanly");
      process.exit(0);
    } catch (err) {
      log.error("shutdown failed", { err });
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // PGlite's server process (decision 051) ending on its own leaves nothing to serve from: exit, so that
  // whatever runs Tidings restarts it, rather than answer every request with an error
  void ctx.database.server?.exited.then((code) => {
    if (stopping) return;
    log.error(`the database process exited (${code}): exiting`);
    process.exit(1);
  });
}

main().catch((err) => {
  process.stderr.write(`Tidings failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  if (process.env.LOG_LEVEL === "debug" && err instanceof Error) process.stderr.write(`${err.stack}\n`);
  process.exit(1);
});
