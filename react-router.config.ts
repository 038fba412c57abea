import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { publicConfigFromEnv } from "./common/public-config";
import { prerenderPaths } from "./common/routes";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Signed-in screens are a single-page app; public pages are prerendered to HTML at build time.
  ssr: false,
  prerender: prerenderPaths(),
  // Record the build-time public configuration, so `npm start` rebuilds when it changes.
  buildEnd: ({ reactRouterConfig }) => {
    writeFileSync(
      path.join(reactRouterConfig.buildDirectory, "public-config.json"),
      JSON.stringify(publicConfigFromEnv(process.env)),
    );
  },
} satisfies Config;
