// npm run seed [-- --scale N --seed S --today YYYY-MM-DD --if-empty --persist-to DIR]
// Writes the media files, then (re)fills the local D1: the SQL goes to
// seed/out/run-<pid>/seed-NNN.sql in chunks (each file can also be applied by
// hand with `wrangler d1 execute DB --local --file <file>`), and a worker
// thread applies each chunk through Miniflare's D1 as wrangler would, while
// the next chunk is generated. Without --if-empty every content table is
// wiped first; with it, media are only written when missing and the database
// is only seeded when it has no content. --persist-to DIR uses another local
// state folder (like wrangler's flag), e.g. for a throwaway large-scale run.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { Worker } from "node:worker_threads";
import { generateSeed, wipeStatements } from "./generate.ts";
import { mediaComplete, writeMedia } from "./media.ts";
import { planMedia } from "./media-plan.ts";

/** A folder per run, so two seeds started at once never mix their files. */
const OUT_DIR = join("seed", "out", `run-${process.pid}`);
/** wrangler reads a whole file into memory; chunks keep each run modest and let applying overlap generating. */
const CHUNK_BYTES = 40 * 1024 * 1024;

interface Args {
  scale: number;
  seed: string;
  today: string;
  ifEmpty: boolean;
  persistTo: string | null;
}

function usage(message: string): never {
  console.error(
    `seed: ${message}\nusage: npm run seed -- [--scale N] [--seed S] [--today YYYY-MM-DD] [--if-empty] [--persist-to DIR]`,
  );
  process.exit(2);
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = {
    scale: 1,
    seed: "artmagazine",
    today: new Date().toISOString().slice(0, 10),
    ifEmpty: false,
    persistTo: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${flag} needs a value`);
      return v;
    };
    if (flag === "--scale") {
      args.scale = Number(value());
      if (!(args.scale > 0) || !Number.isFinite(args.scale)) usage("--scale must be a positive number");
    } else if (flag === "--seed") args.seed = value();
    else if (flag === "--today") {
      args.today = value();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(args.today) || Number.isNaN(Date.parse(args.today)))
        usage("--today must be YYYY-MM-DD");
    } else if (flag === "--if-empty") args.ifEmpty = true;
    else if (flag === "--persist-to") args.persistTo = value();
    else usage(`unknown flag ${flag}`);
  }
  return args;
}

const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  DO_NOT_TRACK: "1",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

function wrangler(args: Args, rest: readonly string[], capture = false): string {
  const persist = args.persistTo ? ["--persist-to", args.persistTo] : [];
  const result = spawnSync("wrangler", ["d1", "execute", "DB", "--local", ...persist, ...rest], {
    env: wranglerEnv,
    encoding: "utf8",
    stdio: capture ? ["ignore", "pipe", "pipe"] : ["ignore", "ignore", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout || String(result.error));
    console.error(`seed: wrangler d1 execute ${rest.join(" ")} failed`);
    process.exit(1);
  }
  return result.stdout ?? "";
}

function contentRows(args: Args): number {
  const out = wrangler(
    args,
    ["--json", "--command", "SELECT (SELECT COUNT(*) FROM articles) + (SELECT COUNT(*) FROM exhibitions) AS n"],
    true,
  );
  const parsed = JSON.parse(out) as { results: { n: number }[] }[];
  return parsed[0]?.results[0]?.n ?? 0;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const plan = planMedia(args.seed, args.today);
  if (!args.ifEmpty || !mediaComplete(plan)) {
    const files = writeMedia(plan);
    console.log(`seed: wrote ${files} media files under public/assets/media (${elapsed()})`);
  }

  if (args.ifEmpty) {
    const rows = contentRows(args);
    if (rows > 0) {
      console.log(`seed: database already has content (${rows} articles and exhibitions); leaving it as it is`);
      return;
    }
  }

  // Stream statements into chunk files; a worker thread applies each finished
  // file while the next is generated, so large scales never hold all SQL in memory.
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const applier = new Worker(new URL("./apply-worker.ts", import.meta.url), {
    workerData: { persistTo: args.persistTo },
  });
  let applied = 0;
  applier.on("message", (file: string) => {
    applied++;
    console.log(`seed: applied ${file} (${elapsed()})`);
  });
  const finished = new Promise<void>((resolve, reject) => {
    applier.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`applying SQL failed (exit ${code})`))));
    applier.on("error", reject);
  });
  const files: string[] = [];
  let parts: string[] = [];
  let size = 0;
  const flush = () => {
    if (parts.length === 0) return;
    const file = join(OUT_DIR, `seed-${String(files.length + 1).padStart(3, "0")}.sql`);
    writeFileSync(file, `${parts.join(";\n")};\n`);
    files.push(file);
    applier.postMessage(file);
    parts = [];
    size = 0;
  };
  const sink = (statement: string) => {
    // The applier splits files on ";\n"; no value may contain it.
    if (statement.includes(";\n")) throw new Error(`statement contains ";\\n": ${statement.slice(0, 120)}`);
    if (size + statement.length > CHUNK_BYTES) flush();
    parts.push(statement);
    size += statement.length + 2;
  };
  for (const statement of wipeStatements()) sink(statement);
  const seed = await generateSeed({ scale: args.scale, seed: args.seed, today: args.today, sink });
  flush();
  applier.postMessage(null);
  const total = Object.values(seed.counts).reduce((a, b) => a + b, 0);
  console.log(
    `seed: generated ${total} rows in ${files.length} file(s) (${elapsed()}); scale ${args.scale}, seed "${args.seed}", today ${args.today}`,
  );
  try {
    await finished;
  } catch (error) {
    console.error(`seed: ${(error as Error).message}; SQL kept in ${OUT_DIR}`);
    process.exit(1);
  }
  if (applied !== files.length) {
    console.error(`seed: only ${applied} of ${files.length} files applied; SQL kept in ${OUT_DIR}`);
    process.exit(1);
  }
  rmSync(OUT_DIR, { recursive: true, force: true });
  const c = seed.counts;
  console.log(
    `seed: done in ${elapsed()}: ${c.articles} articles, ${c.exhibitions} exhibitions, ${c.venues} venues, ${c.print_issues} issues, ${c.images} images, ${c.ads} ads, ${c.users} demo users`,
  );
}

await main();
