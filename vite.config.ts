import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicConfigFromEnv } from "./common/public-config";
import { islandPlugin } from "./scripts/vite-island";

// Public-site configuration baked into the build (prices, support address, GTM, site URL): decision 031.
const define = { __TIDINGS_PUBLIC__: JSON.stringify(publicConfigFromEnv(process.env)) };

export default defineConfig({
  // The island of the static public pages is built alongside (decision 036).
  plugins: [tailwindcss(), reactRouter(), islandPlugin(define)],
  define,
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
});
