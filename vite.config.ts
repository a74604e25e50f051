import { resolve } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientChunkGroups } from "./app/config/clientChunks.ts";
import { devServerWorkerConfig } from "./app/config/devServerWorkerConfig.ts";
import { eagerCompileHint } from "./app/config/eagerCompileHint.ts";
import { reactServerWithoutByteCount } from "./app/config/reactServerWithoutByteCount.ts";
import { siteDefines } from "./app/config/siteDefines.ts";

export default defineConfig(({ command, isPreview }) => ({
  plugins: [
    // The dev server serves its own modules ahead of the Worker (app/config/devServerWorkerConfig.ts).
    cloudflare({ viteEnvironment: { name: "ssr" }, config: devServerWorkerConfig(command === "serve" && !isPreview) }),
    reactRouter(),
    reactServerWithoutByteCount(),
    // Script compiled off the main thread as it loads (app/config/eagerCompileHint.ts).
    eagerCompileHint(),
  ],
  resolve: { tsconfigPaths: true },
  // Build-time settings: where the admin screens are mounted (app/config/adminPaths.ts).
  define: siteDefines(process.env),
  // Fewer, larger files for a first visit (app/config/clientChunks.ts).
  environments: {
    client: {
      build: {
        // Code loaded on use fetches its own imports: no burst of <link rel=modulepreload> in the tasks after a page loads (decision 0032).
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: clientChunkGroups(resolve(import.meta.dirname, "app/root.tsx")) },
          },
        },
      },
    },
  },
}));
