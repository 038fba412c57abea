import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicConfigFromEnv } from "./common/public-config";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Public-site configuration baked into the build (prices, support address, GTM, site URL): decision 031.
  define: { __TIDINGS_PUBLIC__: JSON.stringify(publicConfigFromEnv(process.env)) },
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
});
