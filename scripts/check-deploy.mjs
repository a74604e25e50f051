// npm run test:deploy: builds the production environment and runs
// `wrangler deploy --dry-run` on it (no account needed), so a build that
// Cloudflare would refuse fails CI. Prints the server bundle's size as
// wrangler measures it (gzip, what the Workers limit counts) and fails above
// the budget: browser-only code (maplibre, howler) must stay out of it. Fails
// too when production's map is the offline coastline map instead of a street map.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { basemapProblems } from "./deployReadiness.ts";
import { offlineEnv, run } from "./env.mjs";

/** The server bundle's gzip budget. About 540 KiB today; maplibre and its web worker were 460 KiB more. */
const SERVER_GZIP_BUDGET_KIB = 768;

const env = { ...offlineEnv, CLOUDFLARE_ENV: "production" };
run("node", ["scripts/build-map-geography.mjs"], { env });
run("react-router", ["build"], { env });
run("node", ["scripts/build-service-worker.mjs"], { env });

const mapProblems = basemapProblems(JSON.parse(readFileSync("build/server/wrangler.json", "utf8")));
if (mapProblems.length > 0) {
  console.error(`✗ production's map: ${mapProblems.join("; ")}`);
  process.exit(1);
}

const outdir = mkdtempSync(join(tmpdir(), "artmagazine-dry-run-"));
const dryRun = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", outdir], { env, encoding: "utf8" });
rmSync(outdir, { recursive: true, force: true });

const output = `${dryRun.stdout}${dryRun.stderr}`;
const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
const failure =
  dryRun.status !== 0
    ? `wrangler deploy --dry-run failed (exit ${dryRun.status ?? dryRun.signal})`
    : !size
      ? "wrangler's dry run printed no upload size"
      : Number(size[2]) > SERVER_GZIP_BUDGET_KIB
        ? `the server bundle is over its ${SERVER_GZIP_BUDGET_KIB} KiB gzip budget: is browser-only code imported by the server build?`
        : null;
if (failure) {
  console.error(output);
  console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log(`Server bundle: ${size[1]} KiB, ${size[2]} KiB gzip (budget ${SERVER_GZIP_BUDGET_KIB} KiB gzip).`);
