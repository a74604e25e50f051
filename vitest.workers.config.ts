import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

// Integration tests inside workerd: the real Worker (loaders, actions, /api)
// against a migrated and seeded local D1.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  return {
    plugins: [
      reactRouter(),
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      include: ["tests/workers/**/*.test.ts"],
      setupFiles: ["tests/workers/setup.ts"],
    },
  };
});
