// npm run dev [-- --port P --host H]: migrate the local D1, seed it only when
// empty, write the map geography, then start the Vite dev server (hot reload,
// the Worker in workerd through the Cloudflare plugin). Offline settings, so
// it starts without DNS lookups or metrics.
import { run } from "./env.mjs";

run("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);
run("node", ["--experimental-strip-types", "--no-warnings", "seed/cli.ts", "--if-empty"]);
run("node", ["scripts/build-map-geography.mjs"]);
run("react-router", ["dev", ...process.argv.slice(2)]);
