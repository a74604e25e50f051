// npm run deploy: build, apply new D1 migrations to the remote database, then
// deploy. The wrangler environment is production unless CLOUDFLARE_ENV names
// another (CLOUDFLARE_ENV=staging npm run deploy); with the Vite plugin it is
// chosen when building. Stops before touching anything remote while the
// environment still has wrangler.toml's placeholders.
import { readFileSync } from "node:fs";
import { unfinishedSettings } from "./deployReadiness.ts";
import { offlineEnv, run } from "./env.mjs";

const target = process.env.CLOUDFLARE_ENV || "production";
const env = { ...offlineEnv, CLOUDFLARE_ENV: target };

console.log(`Deploying the "${target}" environment of wrangler.toml.`);
run("node", ["scripts/build-map-geography.mjs"], { env });
run("react-router", ["build"], { env });
run("node", ["scripts/build-service-worker.mjs"], { env });

const built = JSON.parse(readFileSync("build/server/wrangler.json", "utf8"));
const problems = unfinishedSettings(built);
if (problems.length > 0) {
  console.error(`\n✗ The "${target}" environment is not ready to deploy:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error(`Fill in [env.${target}] in wrangler.toml (docs/deploying.md).`);
  process.exit(1);
}

run("wrangler", ["d1", "migrations", "apply", "DB", "--remote"], { env });
run("wrangler", ["deploy"], { env });
