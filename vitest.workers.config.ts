import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { siteDefines } from "./app/config/siteDefines.ts";
import { generateSeed } from "./seed/generate.ts";
import { testToday } from "./tests/testToday.mjs";

// The seed the workers tests run against: small, fixed seed, dated TEST_TODAY (the
// real UTC date when unset), generated once here in Node and applied by
// tests/workers/setup.ts. The Worker's clock reads the same day (TEST_TODAY binding).
const SEED_SCALE = 0.25;
const SEED_TODAY = testToday();

// Without a client build, `?url` asset imports resolve to "" and React warns
// about empty hrefs on every page; give them a stable test URL instead.
const assetUrlsForTests: Plugin = {
  name: "asset-urls-for-tests",
  enforce: "pre",
  resolveId(id) {
    if (!id.endsWith("?url")) return null;
    // The virtual id must not end in ".css": Vite's CSS plugin would transform it again.
    const file = id.slice(0, -"?url".length).split("/").pop() ?? "asset";
    return `\0test-url:${file.replaceAll(".", "%2E")}`;
  },
  load(id) {
    if (!id.startsWith("\0test-url:")) return null;
    return `export default ${JSON.stringify(`/assets/${decodeURIComponent(id.slice("\0test-url:".length))}`)};`;
  },
};

// Integration tests inside workerd: the real Worker (loaders, actions, /api)
// against a migrated and seeded local D1.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  const seed = await generateSeed({ scale: SEED_SCALE, seed: "artmagazine", today: SEED_TODAY });
  return {
    plugins: [
      assetUrlsForTests,
      reactRouter(),
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_SEED: seed.statements,
            TEST_TODAY: SEED_TODAY,
            // A China map host of its own, so readers there get their own pages (tests/workers/edge-cache.test.ts).
            MAP_STYLE_URL_CHINA: "/artguide/map/style.json?region=china",
            // These tests check that pages and search follow each write (FTS triggers, listings);
            // how long public results stay in memory is workers/services/cache/publicData.test.ts's concern.
            PUBLIC_DATA_SECONDS: "0",
            // These tests sign readers out and change their accounts between requests;
            // how long a reader stays in memory is workers/services/cache/keptViewers.test.ts's concern.
            KEPT_VIEWER_SECONDS: "0",
          },
        },
      }),
    ],
    resolve: { tsconfigPaths: true },
    define: siteDefines(process.env),
    test: {
      include: ["tests/workers/**/*.test.ts"],
      setupFiles: ["tests/workers/setup.ts"],
      // A file's first page render transforms the whole app inside workerd: seconds on a busy machine.
      testTimeout: 20_000,
      // The Worker writes one JSON line per request (workers/services/http/requestLog.ts): not test output.
      // Tests that check them spy on console.log, which sees them first.
      onConsoleLog: (log: string) => !log.startsWith('{"level":"info","event":"request"'),
    },
  };
});
