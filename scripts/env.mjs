// Quiet, offline settings for wrangler and miniflare: no metrics, no login,
// no fetch of the Request.cf object, no local trace store. Shared by every script that runs wrangler.
export const offlineEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  DO_NOT_TRACK: "1",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  // Wrangler's local observability writes every request's trace spans (each D1 call, each fetch)
  // into a SQLite store that only grows, on the same cores as the site (docs/decisions/0038).
  // A developer who wants local traces sets X_LOCAL_OBSERVABILITY=true.
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? "false",
};

import { spawnSync } from "node:child_process";

/** Runs a command from node_modules/.bin (already on PATH inside npm scripts) and stops on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: offlineEnv, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result;
}
