/**
 * A delivery-only process (scheduler and/or workers) for the multi-process tests: what
 * `npm run start:worker` runs, with test-sized timings. Env: DATABASE_URL, SMTP_URL, SOURCE_ALLOWLIST,
 * T_SCHEDULER=0|1, T_WORKERS=0|1, T_LEASE_MS, T_TICK_MS, T_RECORD_DELAY_MS.
 */
import { loadConfig } from "../../../server/config";
import { createContext } from "../../../server/context";
import { openDatabase } from "../../../server/db/client";
import { startDelivery } from "../../../server/delivery";
import { createLogger } from "../../../server/log";

const config = loadConfig({ ...process.env, ROLE: "worker" });
const log = createLogger(config.LOG_LEVEL, { pid: process.pid });
if (config.database.kind !== "postgres") throw new Error("needs DATABASE_URL");
const database = await openDatabase({ kind: "postgres", url: config.database.url, poolSize: 6 });
const ctx = await createContext(config, { database, log, mailConnections: 2 });
const services = await startDelivery(ctx, {
  tickMs: Number(process.env.T_TICK_MS ?? 100),
  pollMs: 20,
  leaseMs: Number(process.env.T_LEASE_MS ?? 1500),
  retryBaseMs: 50,
  fetchTimeoutMs: 3000,
  concurrency: Number(process.env.T_CONCURRENCY ?? 4),
  recordDelayMs: process.env.T_RECORD_DELAY_MS ? Number(process.env.T_RECORD_DELAY_MS) : undefined,
  scheduler: process.env.T_SCHEDULER !== "0",
  workers: process.env.T_WORKERS !== "0",
});
process.stdout.write("ready\n");
process.on("SIGTERM", async () => {
  for (const s of services) await s.stop();
  await ctx.close();
  process.exit(0);
});
