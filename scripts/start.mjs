// npm start: migrate the local D1, seed it only when empty, build, then serve
// the built Worker through workerd at http://localhost:8787 (or $PORT).
// Restarting never loses data: migrations are incremental and the seed skips
// a database that already has content.
// With TEST_TODAY=YYYY-MM-DD (the end-to-end tests on another day) the site gets
// a database of its own, seeded for that day, and its clock reads that day.

import { testToday } from "#tests/testToday.mjs";
import { offlineEnv, run } from "./env.mjs";

const port = process.env.PORT ?? "8787";
const dated = process.env.TEST_TODAY ? testToday() : null;
const persist = dated ? ["--persist-to", `.wrangler/state-${dated}`] : [];

run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persist]);
run("node", [
  "--experimental-strip-types",
  "--no-warnings",
  "seed/cli.ts",
  "--if-empty",
  ...(dated ? ["--today", dated, ...persist] : []),
]);
run("node", ["scripts/build-map-geography.mjs"]);
run("react-router", ["build"]);
run("node", ["scripts/build-service-worker.mjs"]);
console.log(`\nServing http://localhost:${port}${dated ? ` as on ${dated}` : ""}\n`);
run(
  "wrangler",
  ["dev", "--port", port, "--ip", "127.0.0.1", ...persist, ...(dated ? ["--var", `TEST_TODAY:${dated}`] : [])],
  {
    env: offlineEnv,
  },
);
