// npm start: migrate the local D1, seed it only when empty, build, then serve
// the built Worker through workerd at http://localhost:8787 (or $PORT).
// Restarting never loses data: migrations are incremental and the seed skips
// a database that already has content.
import { offlineEnv, run } from "./env.mjs";

const port = process.env.PORT ?? "8787";

run("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);
run("node", ["--experimental-strip-types", "--no-warnings", "seed/cli.ts", "--if-empty"]);
run("node", ["scripts/build-map-geography.mjs"]);
run("react-router", ["build"]);
run("node", ["scripts/build-service-worker.mjs"]);
console.log(`\nServing http://localhost:${port}\n`);
run("wrangler", ["dev", "--port", port, "--ip", "127.0.0.1"], { env: offlineEnv });
