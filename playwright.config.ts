import { defineConfig, devices } from "@playwright/test";

// End-to-end tests against the built site served by workerd with local D1.
// Uses Debian's chromium: a Playwright browser download cannot work offline.
const port = Number(process.env.E2E_PORT ?? 8788);
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // The podcast test plays the seeded WAV files without a real user gesture.
  "--autoplay-policy=no-user-gesture-required",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  // One retry in CI only; a test that needed it is reported as flaky (docs/decisions/0030).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
    trace: "off",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    // Migrates, seeds an empty database, builds and serves: the same path as `npm start`.
    command: `node scripts/start.mjs`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
