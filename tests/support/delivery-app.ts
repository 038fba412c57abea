import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../../server/config";
import { createContext } from "../../server/context";
import { type AppServer, startAppServer } from "./app-server";
import { newDataDir } from "./e2e-data-dir";
import { createAdmin } from "./factories";

export interface DeliveryApp {
  server: AppServer;
  dataDir: string;
  /** stops the server and removes its DATA_DIR */
  stop(): Promise<void>;
}

/**
 * A Tidings server for the delivery specs: its own DATA_DIR with an empty feed catalogue (a briefing reads
 * only the feeds its description names, served by the local fixture server), an admin seeded before it
 * starts (briefings free, no checkout), SMTP into the sink, the scheduler ticking every second.
 */
export async function startDeliveryApp(o: {
  name: string;
  sinkUrl: string;
  admin: { email: string; password: string; name: string };
  env?: Record<string, string>;
}): Promise<DeliveryApp> {
  const dataDir = newDataDir(o.name);
  const catalogue = path.join(dataDir, "sources.json");
  writeFileSync(catalogue, JSON.stringify({ version: 1, subjects: [], general: [] }));
  const ctx = await createContext(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: "silent",
    }),
  );
  await createAdmin(ctx, o.admin);
  await ctx.close();
  const server = await startAppServer({
    dataDir,
    env: {
      SMTP_URL: o.sinkUrl,
      SOURCE_ALLOWLIST: "127.0.0.1",
      SOURCES_FILE: catalogue,
      FEED_REFRESH_MINUTES: "0",
      SCHEDULER_TICK_MS: "1000",
      LOG_LEVEL: "warn",
      ...o.env,
    },
  });
  return {
    server,
    dataDir,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
