import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { siteDefines } from "./app/config/siteDefines.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Build-time settings: where the admin screens are mounted (app/config/adminPaths.ts).
  define: siteDefines(process.env),
  // React, React DOM and React Router as one file: every page loads all of them, and
  // one file compresses better and costs one request instead of six.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/ }],
            },
          },
        },
      },
    },
  },
});
