/**
 * Builds the static pages' island (app/island/main.ts, decision 036) as its own small ES module bundle,
 * separate from the React Router client build, and emits it into that build as
 * build/client/assets/island-[hash].js (hashed, long-cached like every other asset). The URL is defined
 * as __TIDINGS_ISLAND__ for app/root.tsx, which references it from every static page. In development
 * Vite serves the TypeScript source directly.
 */
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

const ENTRY = "app/island/main.ts";

export function islandPlugin(define: Record<string, string>): Plugin {
  let chunks: { fileName: string; code: string }[] = [];
  return {
    name: "tidings-island",
    async config(config, env) {
      if (env.command !== "build") return { define: { __TIDINGS_ISLAND__: JSON.stringify(`/${ENTRY}`) } };
      const root = config.root ?? process.cwd();
      const out = (await build({
        configFile: false,
        root,
        logLevel: "warn",
        define,
        resolve: { tsconfigPaths: true },
        build: {
          write: false,
          target: "es2022",
          minify: true,
          sourcemap: false,
          modulePreload: false,
          lib: { entry: path.join(root, ENTRY), formats: ["es"] },
          rolldownOptions: {
            output: {
              entryFileNames: "assets/island-[hash].js",
              chunkFileNames: "assets/island-[name]-[hash].js",
            },
          },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
      chunks = outputs
        .filter((o): o is Rolldown.OutputChunk => o.type === "chunk")
        .map((c) => ({ fileName: c.fileName, code: c.code }));
      const entry = outputs.find((o) => o.type === "chunk" && o.isEntry);
      if (!entry) throw new Error("island build produced no entry");
      return { define: { __TIDINGS_ISLAND__: JSON.stringify(`/${entry.fileName}`) } };
    },
    generateBundle() {
      if (this.environment?.name !== "client") return;
      for (const c of chunks) this.emitFile({ type: "asset", fileName: c.fileName, source: c.code });
    },
  };
}
