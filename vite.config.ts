import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { siteDefines } from "./app/config/siteDefines.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Build-time settings: where the admin screens are mounted (app/config/adminPaths.ts).
  define: siteDefines(process.env),
});
