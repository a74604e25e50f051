// npm run test:dev: starts `npm run dev` on a free port and checks that the
// Vite dev server answers a page, its client (/@vite/client), an app module
// and a stylesheet itself, rather than handing them to the Worker, then stops
// it (the whole process group: workerd outlives its npm parent otherwise).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { offlineEnv } from "./env.mjs";

/** How long the server may take to answer its first page (it migrates, seeds an empty database, optimises deps). */
const READY_WITHIN_MS = 300_000;

const checks = [
  // The page loads its route modules from the dev server.
  { path: "/", accept: "text/html", type: "text/html", body: '"/app/root.tsx"' },
  { path: "/@vite/client", accept: "*/*", type: "text/javascript", body: "createHotContext" },
  { path: "/app/root.tsx", accept: "*/*", type: "text/javascript", body: "export" },
  { path: "/app/styles/app.css", accept: "text/css", type: "text/css", body: "{" },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function get(origin, { path, accept }) {
  const res = await fetch(`${origin}${path}`, { headers: { accept }, signal: AbortSignal.timeout(60_000) });
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
}

async function untilReady(origin, server) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited with ${server.exitCode}`);
    try {
      const res = await get(origin, checks[0]);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the dev server did not answer ${origin}/ within ${READY_WITHIN_MS / 1000} s`);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const output = [];
const server = spawn("npm", ["run", "dev", "--", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
  env: offlineEnv,
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
});
for (const stream of [server.stdout, server.stderr]) stream.on("data", (chunk) => output.push(String(chunk)));

const failures = [];
try {
  await untilReady(origin, server);
  for (const check of checks) {
    const res = await get(origin, check);
    const ok = res.status === 200 && res.type.startsWith(check.type) && res.body.includes(check.body);
    console.log(`${ok ? "✓" : "✗"} ${check.path}: ${res.status} ${res.type}`);
    if (!ok)
      failures.push(
        `${check.path} answered ${res.status} ${res.type}, expected 200 ${check.type} with "${check.body}"`,
      );
  }
  // The dev server must not print DNS failures (an offline machine): the plugin's Request.cf fetch is off.
  const log = output.join("");
  if (/ENOTFOUND|EAI_AGAIN/.test(log))
    failures.push("the dev server tried a DNS lookup (ENOTFOUND/EAI_AGAIN in its output)");
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

if (failures.length > 0) {
  console.error(`\n${output.join("").slice(-4000)}\n`);
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log(`The dev server on port ${port} serves pages, its client, app modules and stylesheets.`);
