import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./common/routes";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Signed-in screens are a single-page app; public pages are prerendered to HTML at build time.
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
