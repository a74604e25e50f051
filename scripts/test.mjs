// npm test: every test, in order of speed. Stops at the first failing stage.
import { run } from "./env.mjs";

const stages = [
  // Format, lint and the import boundaries between machines/, workers/ and app/ (biome.jsonc).
  ["lint and format (Biome)", "biome", ["ci", "."]],
  // worker-configuration.d.ts is generated (npm run typegen): fail when wrangler.toml or the secrets changed without it.
  ["Worker types up to date", "wrangler", ["types", "--check", "--env-file", ".dev.vars.example"]],
  ["route types", "react-router", ["typegen"]],
  ["types", "tsc", ["--noEmit"]],
  // No unused file, export or dependency (knip.json): dead code fails here.
  ["dead code (knip)", "knip", []],
  ["unit (machines and pure modules)", "vitest", ["run", "--config", "vitest.unit.config.ts"]],
  // The production build and `wrangler deploy --dry-run` on it: a deploy Cloudflare would refuse fails here.
  ["build and deploy dry run", "node", ["scripts/check-deploy.mjs"]],
  // npm run dev answers its own modules (/@vite/client, app modules, styles), not the Worker's 404.
  ["dev server (npm run dev on a free port)", "node", ["scripts/check-dev-server.mjs"]],
  ["workers (loaders, actions, /api inside workerd)", "vitest", ["run", "--config", "vitest.workers.config.ts"]],
  // The e2e web server migrates, seeds, builds and serves, as `npm start` does.
  ["end-to-end (Playwright, Debian chromium)", "playwright", ["test"]],
];

const started = Date.now();
for (const [name, command, args] of stages) {
  console.log(`\n▶ ${name}`);
  run(command, args);
}
console.log(`\nAll test stages passed in ${Math.round((Date.now() - started) / 1000)} s.`);
