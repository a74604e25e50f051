// Worker thread of seed/cli.ts: applies the SQL chunk files to the local D1,
// one after another, while the main thread is still generating the next ones
// (the two overlap on separate cores).
//
// It opens the database the way `wrangler d1 execute --local --file` does
// (Miniflare, the same persistence folder and database id, statements sent as
// one D1 batch per group) but keeps one Miniflare for every chunk and skips
// wrangler's SQL splitter: at --scale 150 that is the difference between
// about three and about five minutes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import process from "node:process";
import { parentPort, workerData } from "node:worker_threads";

interface Job {
  persistTo: string | null;
}

interface D1Like {
  prepare(sql: string): unknown;
  batch(statements: unknown[]): Promise<unknown>;
}

interface MiniflareModule {
  Miniflare: new (options: unknown) => { getD1Database(name: string): Promise<D1Like>; dispose(): Promise<void> };
  convertV4MiniflareOptions(options: unknown): unknown;
}

/** Statements per D1 batch: one batch is one transaction. */
const BATCH = 40;
/** Files end every statement with ";\n" (statements never contain that sequence at a line end inside values). */
const SEPARATOR = ";\n";

function databaseId(): string {
  const toml = readFileSync("wrangler.toml", "utf8");
  const block = toml.slice(toml.indexOf("[[d1_databases]]"));
  const preview = /preview_database_id\s*=\s*"([^"]+)"/.exec(block)?.[1];
  const id = /\bdatabase_id\s*=\s*"([^"]+)"/.exec(block)?.[1];
  const binding = /binding\s*=\s*"([^"]+)"/.exec(block)?.[1];
  const found = preview ?? id ?? binding;
  if (!found) throw new Error("wrangler.toml has no [[d1_databases]] entry");
  return found;
}

const job = workerData as Job;
// A variable specifier keeps TypeScript from loading miniflare's Node typings.
const moduleName = "miniflare";
const { Miniflare, convertV4MiniflareOptions } = (await import(moduleName)) as MiniflareModule;
const persistence = job.persistTo ?? join(".wrangler", "state");
const mf = new Miniflare(
  convertV4MiniflareOptions({
    modules: true,
    script: "",
    resourcePersistencePath: join(persistence, "v3"),
    d1Databases: { DATABASE: databaseId() },
  }),
);
const db = await mf.getD1Database("DATABASE");

let queue = Promise.resolve();

async function apply(file: string): Promise<void> {
  const text = readFileSync(file, "utf8");
  const statements = text.split(SEPARATOR).filter((s) => s.trim() !== "");
  for (let i = 0; i < statements.length; i += BATCH) {
    await db.batch(statements.slice(i, i + BATCH).map((s) => db.prepare(s)));
  }
}

parentPort?.on("message", (file: string | null) => {
  queue = queue
    .then(async () => {
      if (file === null) {
        await mf.dispose();
        parentPort?.close();
        return;
      }
      await apply(file);
      parentPort?.postMessage(file);
    })
    .catch(async (error: unknown) => {
      console.error(`seed: applying ${file} failed: ${(error as Error)?.cause ?? (error as Error)?.message ?? error}`);
      await mf.dispose();
      process.exit(1);
    });
});
