// The bench's server: the built Worker under workerd, as `wrangler dev` runs it but without the
// devtools inspector (docs/decisions/0037). `wrangler dev` always attaches one and forwards every
// console.log through it to its own process; production has no such forwarding.
//
// `wrangler dev` also answers its port through a proxy of its own, a second workerd that lets it
// swap the Worker on a reload. Production has none, and that proxy cost a kept page's gzip answer
// far more than a static file (docs/decisions/0044). So this prints "The Worker's own address:
// http://…" and the bench loads that address; port P still answers, through the proxy.
//
// node scripts/benchServer.mjs --port P --persist-to DIR [--var NAME:VALUE]...
import { parseArgs } from "node:util";
import { unstable_DevEnv } from "wrangler";
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

const devEnv = new unstable_DevEnv();
// The runtime reports the Worker's own address once the Worker is loaded.
const loaded = new Promise((resolve) => devEnv.once("reloadComplete", resolve));
const worker = await devEnv.startWorker({
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
const { protocol, hostname, port } = (await loaded).proxyData.userWorkerUrl;
console.log(`The Worker's own address: ${protocol}//${hostname}:${port}`);

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, async () => {
    await worker.dispose();
    process.exit(0);
  });
}
