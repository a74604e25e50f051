// Worker thread of seed/cli.ts: applies SQL chunk files to the local D1 with
// `wrangler d1 execute`, one after another, while the main thread is still
// generating the next chunks (the two overlap on separate cores).
import { spawnSync } from "node:child_process";
import { parentPort, workerData } from "node:worker_threads";

interface Job {
  persistTo: string | null;
}

const job = workerData as Job;
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  DO_NOT_TRACK: "1",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

parentPort?.on("message", (file: string | null) => {
  if (file === null) {
    parentPort?.close();
    return;
  }
  const persist = job.persistTo ? ["--persist-to", job.persistTo] : [];
  const result = spawnSync("wrangler", ["d1", "execute", "DB", "--local", ...persist, "--yes", "--file", file], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(result.stderr || String(result.error));
    console.error(`seed: wrangler d1 execute --file ${file} failed`);
    process.exit(1);
  }
  parentPort?.postMessage(file);
});
