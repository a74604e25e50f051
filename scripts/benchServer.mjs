// The bench's server: the built Worker under workerd, as `wrangler dev` runs it but without the
// devtools inspector (docs/decisions/0037). `wrangler dev` always attaches one and forwards every
// console.log through it to its own process; production has no such forwarding.
//
// node scripts/benchServer.mjs --port P --persist-to DIR [--var NAME:VALUE]...
import { parseArgs } from "node:util";
import { unstable_startWorker } from "wrangler";
import { offlineEnv } from "./env.mjs";

// Wrangler reads its settings (the local trace store's above all, docs/decisions/0038) from the environment.
Object.assign(process.env, offlineEnv);

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    "persist-to": { type: "string" },
    var: { type: "string", multiple: true, default: [] },
  },
});

const bindings = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf(":");
    return [pair.slice(0, at), { type: "plain_text", value: pair.slice(at + 1) }];
  }),
);

const worker = await unstable_startWorker({
  // Where the Cloudflare Vite plugin's build writes the Worker's own configuration.
  config: "build/server/wrangler.json",
  bindings,
  dev: {
    server: { hostname: "127.0.0.1", port: Number(values.port) },
    inspector: false,
    persist: values["persist-to"],
    logLevel: "error",
    watch: false,
  },
});
await worker.ready;

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    await worker.dispose();
    process.exit(0);
  });
}
