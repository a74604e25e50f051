// npm run bench [-- --duration S] [--rounds N] [--connections N] [--scale150] [--no-lighthouse] [--lighthouse-runs N] [--port P] [--rows-only] [--mix-only] [--mix-seconds S] [--mix-connections N] [--interactions-only] [--lighthouse-only] [--subscriber-only]
//
// Builds the site, seeds it into its own local state folder
// (.bench/scale-N, never the dev database), serves it through workerd as wrangler
// dev does, without its proxy (scripts/benchServer.mjs), and prints one table with
// pass/fail against the budgets:
// - server rendering throughput and latency (autocannon, fixed duration per
//   path) beside the same bytes served as a static asset, with the ratio;
// - first-load JavaScript per page, gzipped, from the client build manifest,
//   and proof that maplibre-gl and howler are not in any first load;
// - p50 at --scale 1 and, with --scale150 (seeding takes minutes), --scale 150;
// - Lighthouse mobile scores for four pages, and at the harder CPU slowdown the same pages
//   without their script files (what no change to the scripts can remove);
// - D1 rows read per page type and /api call (what D1 bills), at scale 1 and 150
//   (--rows-only measures just these);
// - a realistic traffic mix (scripts/benchMix.mjs) against a static copy in the same run
//   (--mix-only measures just that);
// - interaction latency with the CPU slowed 4× (scripts/benchInteractions.mjs; --interactions-only);
// - a signed-in subscriber's pages against a visitor's cache miss at scale 150 (--subscriber-only).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { measureInteractions } from "./benchInteractions.mjs";
import { mixPool, runMix, runStatic, warmMix } from "./benchMix.mjs";
import { offlineEnv, run } from "./env.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const DURATION_S = option("duration", 5);
/** Rounds of rendered, static and hit measurements per path; the median round is reported. */
const ROUNDS = option("rounds", 3);
const CONNECTIONS = option("connections", 10);
const PORT = option("port", 8799);
/** Lighthouse varies from run to run (more so on a busy machine): each page's scores are the median of this many runs. */
const LIGHTHOUSE_RUNS = option("lighthouse-runs", 3);
/** The Worker's own address, which each serve() sets: workerd's, not wrangler dev's proxy on PORT (scripts/benchServer.mjs). */
let base = "";
const STATIC_DIR = "build/client/assets/__bench";

const BUDGET = {
  firstLoadKb: 140,
  performance: 95,
  /** A slower machine, simulated: the score must hold with margin, not only on this one. */
  slowCpuMultiplier: 8,
  slowCpuPerformance: 90,
  accessibility: 100,
  serverVsStatic: 0.3,
  hitVsStatic: 0.9,
  scaleP50Ratio: 1.5,
  /** D1 bills rows read: no page or call may read more at scale 150, nor grow more than this from scale 1. */
  rowsRead: 1000,
  rowsReadGrowth: 2,
  /** The realistic mix (scripts/benchMix.mjs): anonymous requests answered without a render, and mix/static throughput. */
  mixFromCache: 0.85,
  /** A signed-in subscriber's p50 against a visitor's cache miss, at scale 150. */
  subscriberP50Ratio: 1.5,
  mixVsStatic: 0.7,
};
/** Input to next paint with the CPU slowed 4×; the map until its tiles and markers show. */
const INTERACTION_BUDGET = { inputMs: 100, mapMs: 1500 };
const MIX_SECONDS = option("mix-seconds", 20);
const MIX_CONNECTIONS = option("mix-connections", 50);

/**
 * Every page type and the /api calls the pages make, measured for D1 rows read, rendered
 * with the isolate's public-data memory off (a cold render is what the bill sees).
 * ARTICLE, VENUE and ISSUE are found in the seeded data.
 */
const ROWS_PATHS = [
  "/",
  "ARTICLE",
  "/news",
  "/columns",
  "/video",
  "/picks/new-york",
  "/search?search=painting",
  "/print/archive",
  "ISSUE",
  "/subscribe",
  "/artguide",
  "/artguide/place/new-york?category=galleries",
  "/artguide/place/new-york?category=openings",
  "/artguide/place/new-york?category=closings",
  "/artguide/place/new-york?category=special-events&page=2",
  "/artguide/place/new-york?category=art-fairs",
  "/artguide/mustsee",
  "/artguide/artfairs",
  "/artguide/special",
  "VENUE",
  "/artguide/search?search=gallery",
  "/sitemap.xml",
  "/feed/news",
  "/api/items?category=news&page=2&pageSize=12",
  "/api/items/flag?flagName=most_read&pageSize=4",
  "/api/items/homepage?flag_name=section_feature&category=news&page_size=3",
  "/api/items/type/600?page=1&pageSize=12&sort_column=e.title&sort_order=ASC&flag=256",
  "/api/search?query=painting&page=1&pageSize=12",
  "/api/suggest?search=pai",
  "/api/guide/exhibitions/new-york",
  "/api/guide/exhibitions/geo?latitude=40.7&longitude=-74",
  "/api/guide/search?query=gallery&page=1",
  "/api/guide/list/place/new-york?page=2&size=15",
  "/api/guide/featuredlists",
  "/api/guide/highlights",
  "/api/ads?section=news",
  "/api/ads/galleries?section=news&batch_mobile=4&batch_desktop=6",
  "/api/issue/current",
  "/api/subscription/options?countrycode=US&flags=4",
];
/**
 * A personal cookie makes the edge cache step aside (workers/services/cache/edgeCache.ts): every request is
 * rendered. The guest cart's is read only by the cart's own routes, so it costs a page nothing else.
 */
const RENDER_HEADERS = { cookie: "guest_cart=bench" };

/** The pages of the issue, with the route modules a first visit loads (app/routes.ts). */
const LOAD_PATHS = [
  "/",
  "ARTICLE",
  "/news",
  "/artguide/place/new-york?category=galleries",
  "/search?search=painting",
  "/api/suggest?search=pai",
];
const ROUTE_MODULES = {
  "/": ["routes/home"],
  ARTICLE: ["routes/magazine/article"],
  "/news": ["routes/magazine/channel"],
  "/artguide/place/new-york?category=galleries": ["routes/guide/layout", "routes/guide/place"],
  "/search?search=painting": ["routes/magazine/search"],
  "/subscribe": ["routes/shop/subscribe"],
  "/cart": ["routes/shop/cart"],
};
const LIGHTHOUSE_PATHS = ["/", "ARTICLE", "/artguide/place/new-york", "/subscribe"];
/** A library's own code, not a dynamic-import path that merely names its chunk. */
const HEAVY = [
  ["maplibre-gl", /maplibregl|MapLibre GL/],
  ["howler", /HowlerGlobal/],
];

const rows = [];
const row = (area, what, value, budget = "", pass = null) =>
  rows.push({ area, what, value, budget, result: pass === null ? "" : pass ? "pass" : "FAIL" });

function firstLoadJavaScript() {
  const dir = "build/client/assets";
  // The route module of /manifest.webmanifest is also a "manifest-…" chunk (empty): take React Router's.
  const text = readdirSync(dir)
    .filter((f) => /^manifest-.*\.js$/.test(f))
    .map((f) => readFileSync(join(dir, f), "utf8"))
    .find((source) => source.includes("__reactRouterManifest"));
  if (!text) throw new Error("No React Router client manifest in build/client/assets.");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
  const filesOf = (entry) => [entry.module, ...(entry.imports ?? [])];
  for (const [page, routeIds] of Object.entries(ROUTE_MODULES)) {
    const files = new Set([
      ...filesOf(manifest.entry),
      ...filesOf(manifest.routes.root),
      ...routeIds.flatMap((id) => filesOf(manifest.routes[id])),
    ]);
    let gzipped = 0;
    const heavyFound = [];
    for (const file of files) {
      const source = readFileSync(join("build/client", file));
      gzipped += gzipSync(source, { level: 9 }).length;
      for (const [name, pattern] of HEAVY) if (pattern.test(source.toString("utf8"))) heavyFound.push(name);
    }
    const kb = gzipped / 1024;
    const label = page === "ARTICLE" ? "an article" : page;
    row(
      "JS",
      `first load ${label} (${files.size} files)`,
      `${kb.toFixed(1)} kB gz`,
      `≤ ${BUDGET.firstLoadKb} kB`,
      kb <= BUDGET.firstLoadKb,
    );
    row(
      "JS",
      `maplibre-gl, howler absent ${label}`,
      heavyFound.length ? `found: ${[...new Set(heavyFound)].join(", ")}` : "absent",
      "absent",
      heavyFound.length === 0,
    );
  }
}

/** The Worker's own address, from the line scripts/benchServer.mjs prints; the rest of its output is dropped. */
async function workerAddress(stream) {
  let address = "";
  for await (const line of createInterface({ input: stream })) {
    address = /^The Worker's own address: (\S+)/.exec(line)?.[1] ?? "";
    if (address) break;
  }
  // Leaving the loop closed the reader, which paused the stream: read on, so the server never blocks on it.
  stream.resume();
  if (!address) throw new Error("The bench server stopped before it printed its address.");
  return address;
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/privacy`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The bench server did not answer on ${base}.`);
}

/**
 * fetch, tried twice: after a long Lighthouse run the server may have closed
 * the connection that fetch keeps alive, and the first try fails on it.
 */
async function get(url, init) {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** One request so the page is compiled and, where it may be, in the edge cache. */
async function warm(url) {
  await (await get(url)).arrayBuffer();
}

/** Waits until the static copy is served as the page's own bytes (workerd may still be reading its assets). */
async function waitForStatic(url, bytes) {
  let last = "";
  for (let i = 0; i < 60; i++) {
    const res = await get(url);
    const length = (await res.arrayBuffer()).byteLength;
    if (res.status === 200 && length === bytes) return;
    last = `${res.status} with ${length} bytes`;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} answered ${last}, not the page's ${bytes} bytes.`);
}

/** The scales this run has migrated and seeded already. */
const seeded = new Set();

/** Migrates and, when empty, seeds a scale's own local state (once a run); the seed writes its media files first. */
function seed(scale) {
  const persist = `.bench/scale-${scale}`;
  if (seeded.has(scale)) return persist;
  seeded.add(scale);
  mkdirSync(persist, { recursive: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  run("node", [
    "--experimental-strip-types",
    "--no-warnings",
    "seed/cli.ts",
    "--if-empty",
    "--scale",
    String(scale),
    "--persist-to",
    persist,
  ]);
  return persist;
}

async function serve(scale, vars = []) {
  const persist = seed(scale);
  const varArgs = vars.flatMap((v) => ["--var", v]);
  // The Worker still writes its log line per request; wrangler dev's inspector, which would carry
  // each line to its own process on the same cores as the load, is left out (docs/decisions/0037).
  const server = spawn(
    "node",
    ["scripts/benchServer.mjs", "--port", String(PORT), "--persist-to", persist, ...varArgs],
    {
      env: offlineEnv,
      stdio: ["ignore", "pipe", "ignore"],
      detached: true,
    },
  );
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {} // it exited already
    await exited;
  };
  try {
    // A server that cannot start (its port taken by one left over, say) must not hang the bench.
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error("The bench server printed no address in 120 s.")), 120_000).unref(),
    );
    base = await Promise.race([workerAddress(server.stdout), timeout]);
    await waitForServer();
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/**
 * The bytes of each measured page, written as static assets before the server
 * that measures them starts (workerd reads its assets folder when it starts).
 */
async function writeStaticCopies(scale, articlePath) {
  mkdirSync(STATIC_DIR, { recursive: true });
  const copies = {};
  for (const [i, key] of LOAD_PATHS.entries()) {
    const path = key === "ARTICLE" ? articlePath : key;
    const body = Buffer.from(await (await get(`${base}${path}`)).arrayBuffer());
    const name = `scale${scale}-${i}`;
    writeFileSync(join(STATIC_DIR, `${name}.html`), body);
    // Workers assets answer /x.html with a redirect to /x: measure the page's own bytes.
    copies[key] = { path, bytes: body.length, staticPath: `/assets/__bench/${name}` };
  }
  return copies;
}

/** Where a page's static copy answers on the server now running (each start has its own address). */
const staticUrlOf = (copy) => `${base}${copy.staticPath}`;

/** Serves a scale with its pages' static copies in place. */
async function serveWithStaticCopies(scale) {
  const first = await serve(scale);
  const articlePath = await articlePathOf();
  const copies = await writeStaticCopies(scale, articlePath);
  await first();
  return { stop: await serve(scale), copies, articlePath };
}

async function load(url, headers = {}) {
  // A short warm-up first: the isolate compiles the route and D1 opens its pages.
  await autocannon({ url, amount: 20, connections: 2, headers });
  const result = await autocannon({ url, duration: DURATION_S, connections: CONNECTIONS, headers });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const percent = (ratio) => `${(ratio * 100).toFixed(0)} %`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The round whose figure is the median: its latencies are reported with it. */
const medianBy = (results, figure) => results.find((r) => figure(r) === median(results.map(figure)));

/**
 * Throughput and latency for each path beside the same bytes as a static file:
 * rendered on every request (cache misses), and, where the page may be cached,
 * answered from the edge cache (hits). The load generator shares the machine,
 * so one measurement can land in a slow spell: each path is measured in ROUNDS
 * rounds of rendered, static and hit back to back, each ratio taken within its
 * round (both sides saw the same machine), and the median round is reported.
 */
async function measureLoad(scale, copies) {
  const results = {};
  for (const key of LOAD_PATHS) {
    const { path, bytes } = copies[key];
    const staticUrl = staticUrlOf(copies[key]);
    await waitForStatic(staticUrl, bytes);
    // The edge-cache hit path: only pages the cache may keep (not metered articles, not the API).
    await get(`${base}${path}`);
    const probe = await get(`${base}${path}`);
    await probe.arrayBuffer();
    const cacheable = probe.headers.get("x-edge-cache") === "HIT";
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const server = await load(`${base}${path}`, RENDER_HEADERS);
      const asStatic = await load(staticUrl);
      const hit = cacheable ? await load(`${base}${path}`) : null;
      const ratio = (x) => (asStatic.rps > 0 ? x.rps / asStatic.rps : 0);
      rounds.push({ server, asStatic, hit, ratio: ratio(server), hitRatio: hit ? ratio(hit) : 0 });
    }
    const { server, asStatic, ratio } = medianBy(rounds, (r) => r.ratio);
    const errors = rounds.reduce((sum, r) => sum + r.server.errors + (r.hit?.errors ?? 0), 0);
    results[key] = server;
    row(
      `scale ${scale}`,
      `${path} (${(bytes / 1024).toFixed(0)} kB) rendered`,
      `p50 ${server.p50} ms, p99 ${server.p99} ms, ${server.rps.toFixed(0)} req/s; static ${asStatic.rps.toFixed(0)} req/s`,
      "",
      null,
    );
    row(
      `scale ${scale}`,
      `${path} rendered/static throughput`,
      `${percent(ratio)} (rounds: ${rounds.map((r) => percent(r.ratio)).join(", ")})`,
      `≥ ${BUDGET.serverVsStatic * 100} %`,
      ratio >= BUDGET.serverVsStatic,
    );
    row(`scale ${scale}`, `${path} errors under load`, String(errors), "0", errors === 0);
    if (cacheable) {
      const { hit, hitRatio } = medianBy(rounds, (r) => r.hitRatio);
      row(
        `scale ${scale}`,
        `${path} edge-cache hits`,
        `p50 ${hit.p50} ms, p99 ${hit.p99} ms, ${hit.rps.toFixed(0)} req/s`,
        "",
        null,
      );
      row(
        `scale ${scale}`,
        `${path} hit/static throughput`,
        `${percent(hitRatio)} (rounds: ${rounds.map((r) => percent(r.hitRatio)).join(", ")})`,
        `≥ ${BUDGET.hitVsStatic * 100} %`,
        hitRatio >= BUDGET.hitVsStatic,
      );
    } else {
      row(
        `scale ${scale}`,
        `${path} edge-cache hits`,
        `n/a (${probe.headers.get("x-edge-cache") ?? "no edge cache"}: personal or not a page)`,
      );
    }
  }
  return results;
}

function lighthouseOnce(url, cpuSlowdown, withoutScripts) {
  const out = spawnSync(
    "lighthouse",
    [
      url,
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
      ...(withoutScripts ? ["--blocked-url-patterns=*.js"] : []),
      "--quiet",
      "--output=json",
      "--form-factor=mobile",
      "--only-categories=performance,accessibility,best-practices,seo",
      // Without PaintHolding: headless Chromium otherwise holds a loaded page's first paint for whole
      // seconds with the main thread idle, and Lighthouse multiplies that wait (decision 0031).
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-features=PaintHolding",
    ],
    {
      env: { ...offlineEnv, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (out.status !== 0) throw new Error(`lighthouse ${url} failed: ${out.stderr.slice(-500)}`);
  const report = JSON.parse(out.stdout);
  const scores = Object.entries(report.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]);
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  return {
    ...Object.fromEntries(scores),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    // What the browser did before the simulation: a first paint long after load is a held run.
    observedPaint: Math.round(observed.observedFirstContentfulPaint ?? 0),
    observedLoad: Math.round(observed.observedLoad ?? 0),
    tbt: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
  };
}

/**
 * The median of each category over LIGHTHOUSE_RUNS runs, and of the machine's benchmarkIndex
 * (Lighthouse's measure of CPU speed: its simulation scales the CPU time it observes, so a
 * slower machine scores lower). `cpuSlowdown` replaces the default 4× with a harder multiplier;
 * `withoutScripts` blocks every script file: the page is then its HTML (with its few inline
 * scripts), CSS, fonts and images.
 */
function lighthouse(url, cpuSlowdown, withoutScripts = false) {
  const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouseOnce(url, cpuSlowdown, withoutScripts));
  return Object.fromEntries(Object.keys(runs[0]).map((id) => [id, median(runs.map((run) => run[id]))]));
}

/** The realistic mix against the article's static copy, in one run on one server. */
async function measureMix(articleCopy) {
  const pool = await mixPool(base);
  // The edge cache starts as a running site's would, warm: every address, every meter outcome, both kinds of signed-in reader.
  const warmStarted = Date.now();
  const { meterOutcomes } = await warmMix(base, pool);
  const warmSeconds = Math.round((Date.now() - warmStarted) / 1000);
  const options = { seconds: MIX_SECONDS, connections: MIX_CONNECTIONS };
  const mix = await runMix(base, pool, options);
  const asStatic = await runStatic(staticUrlOf(articleCopy), options);
  const ratio = asStatic.rps > 0 ? mix.rps / asStatic.rps : 0;
  row(
    "mix",
    `${pool.article.length} articles 70 % (warmed in ${meterOutcomes} meter outcomes, ${warmSeconds} s), lists 12 %, guide 10 %, home 5 %, search 3 %; 20 % signed in`,
    `${mix.requests} requests (${percent(mix.stale)} stale), p50 ${mix.p50} ms, p99 ${mix.p99} ms, ${mix.rps.toFixed(0)} req/s; static ${asStatic.rps.toFixed(0)} req/s`,
  );
  row(
    "mix",
    "anonymous requests answered without a render",
    percent(mix.anonymousFromCache),
    `≥ ${BUDGET.mixFromCache * 100} %`,
    mix.anonymousFromCache >= BUDGET.mixFromCache,
  );
  row("mix", "signed-in requests answered from their kind's kept page", percent(mix.signedInFromCache));
  row("mix", "mix/static throughput", percent(ratio), `≥ ${BUDGET.mixVsStatic * 100} %`, ratio >= BUDGET.mixVsStatic);
  row("mix", `errors at ${MIX_CONNECTIONS} connections`, String(mix.errors), "0", mix.errors === 0);
}

async function reportInteractions() {
  for (const [what, ms, kind] of await measureInteractions(base)) {
    const budget = kind === "map" ? INTERACTION_BUDGET.mapMs : INTERACTION_BUDGET.inputMs;
    row("interaction ×4 CPU", what, `${ms} ms`, `≤ ${budget} ms`, ms <= budget);
  }
}

/** Lighthouse's scores for each page at the default CPU slowdown and a harder one, with benchmarkIndex. */
async function reportLighthouse(articlePath) {
  for (const key of LIGHTHOUSE_PATHS) {
    const path = key === "ARTICLE" ? articlePath : key;
    await warm(`${base}${path}`);
    const s = lighthouse(`${base}${path}`);
    row(
      "Lighthouse",
      `${path} performance`,
      String(s.performance),
      `≥ ${BUDGET.performance}`,
      s.performance >= BUDGET.performance,
    );
    row(
      "Lighthouse",
      `${path} accessibility`,
      String(s.accessibility),
      `= ${BUDGET.accessibility}`,
      s.accessibility === BUDGET.accessibility,
    );
    row(
      "Lighthouse",
      `${path} best practices, SEO; benchmarkIndex; observed paint, load; TBT`,
      `${s["best-practices"]}, ${s.seo}; ${s.benchmarkIndex}; ${s.observedPaint}, ${s.observedLoad} ms; ${s.tbt} ms`,
    );
    const slow = lighthouse(`${base}${path}`, BUDGET.slowCpuMultiplier);
    row(
      "Lighthouse",
      `${path} performance, CPU ×${BUDGET.slowCpuMultiplier}; TBT`,
      `${slow.performance}; ${slow.tbt} ms`,
      `≥ ${BUDGET.slowCpuPerformance}`,
      slow.performance >= BUDGET.slowCpuPerformance,
    );
    // The page without its script files: what its HTML, CSS, fonts and images cost on their own.
    // A score here under the budget above is work no change to the scripts can remove.
    const floor = lighthouse(`${base}${path}`, BUDGET.slowCpuMultiplier, true);
    row(
      "Lighthouse",
      `${path} performance without scripts, CPU ×${BUDGET.slowCpuMultiplier}; TBT`,
      `${floor.performance}; ${floor.tbt} ms`,
    );
  }
}

/**
 * Pages a signed-in subscriber reads, rendered for them (as on a miss of their kind's kept page,
 * and always in the guide), against a visitor's cache miss. The guest cart's cookie keeps both
 * out of the edge cache.
 */
const SUBSCRIBER_PATHS = ["/", "ARTICLE", "/news", "/artguide/place/new-york?category=galleries"];

async function measureSubscriber(copies) {
  for (const key of SUBSCRIBER_PATHS) {
    const { path } = copies[key];
    // Paired rounds, as measureLoad's: each ratio within its round, the median round reported.
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const visitor = await load(`${base}${path}`, RENDER_HEADERS);
      const subscriber = await load(`${base}${path}`, {
        cookie: `session=seed-subscriber-session; ${RENDER_HEADERS.cookie}`,
      });
      rounds.push({ visitor, subscriber, ratio: subscriber.p50 / Math.max(1, visitor.p50) });
    }
    const { visitor, subscriber, ratio } = medianBy(rounds, (r) => r.ratio);
    const errors = rounds.reduce((sum, r) => sum + r.subscriber.errors, 0);
    row(
      "subscriber ×150",
      `${key === "ARTICLE" ? "an article" : key} p50 subscriber / visitor miss`,
      `${subscriber.p50} / ${visitor.p50} ms = ${ratio.toFixed(2)} (rounds: ${rounds.map((r) => r.ratio.toFixed(2)).join(", ")}); errors ${errors}`,
      `≤ ${BUDGET.subscriberP50Ratio}`,
      ratio <= BUDGET.subscriberP50Ratio && errors === 0,
    );
  }
}

/** The seeded pages ROWS_PATHS names by kind. */
async function samplePaths() {
  const venue = await (await get(`${base}/api/guide/exhibitions/new-york`)).json();
  const exhibitions = venue._embedded?.items ?? venue.exhibitions ?? venue.items ?? [];
  const venuePath = exhibitions.map((e) => e.location?.path ?? e.venue?.path).find(Boolean);
  const issue = await (await get(`${base}/api/issue/current`)).json();
  return {
    ARTICLE: await articlePathOf(),
    VENUE: venuePath ? new URL(venuePath, base).pathname : "/artguide",
    ISSUE: issue?.url ?? issue?.path ?? issue?.purchasePath ?? "/print/archive",
  };
}

/** D1 rows each page type and call reads, rendered (no edge cache, no public-data memory), once its list totals are kept. */
async function measureRowsRead(scale) {
  const stop = await serve(scale, ["MEASURE_D1_ROWS:1", "PUBLIC_DATA_SECONDS:0"]);
  try {
    const samples = await samplePaths();
    const figures = {};
    for (const key of ROWS_PATHS) {
      const path = samples[key] ?? key;
      // Twice: the first view of a list counts its total and keeps it (list_totals, recounted
      // every few minutes or after a write); every later view reads the kept total.
      const view = async () => {
        const res = await get(`${base}${path}`, { headers: RENDER_HEADERS, redirect: "manual" });
        await res.arrayBuffer();
        return { status: res.status, rows: Number(res.headers.get("x-d1-rows-read") ?? Number.NaN) };
      };
      const first = await view();
      const later = await view();
      figures[key] = { path, status: later.status, rows: later.rows, firstRows: first.rows };
    }
    return figures;
  } finally {
    await stop();
  }
}

function reportRowsRead(at1, at150) {
  for (const key of ROWS_PATHS) {
    const one = at1[key];
    const label = `${key === one.path ? key : `${key} (${one.path})`}${one.status === 200 ? "" : ` [${one.status}]`}`;
    if (!at150) {
      row("D1 rows", `${label} ×1`, String(one.rows), `≤ ${BUDGET.rowsRead}`, one.rows <= BUDGET.rowsRead);
      continue;
    }
    const big = at150[key].rows;
    const growth = big / Math.max(1, one.rows);
    const recount = at150[key].firstRows > big ? ` [first view ${at150[key].firstRows}]` : "";
    row(
      "D1 rows",
      `${label} ×1 → ×150`,
      `${one.rows} → ${big} (${growth.toFixed(2)}×)${recount}`,
      `≤ ${BUDGET.rowsRead}, ≤ ${BUDGET.rowsReadGrowth}×`,
      big <= BUDGET.rowsRead && growth <= BUDGET.rowsReadGrowth,
    );
  }
}

async function articlePathOf() {
  const items = await (await get(`${base}/api/items?category=news&pageSize=1`)).json();
  const first = items._embedded.items[0];
  return new URL(first.url, base).pathname;
}

async function main() {
  // A busy machine skews every figure (the load generator shares it): say how busy it was.
  const loadBefore = loadavg()[0].toFixed(2);
  // The build copies public/ into the assets it serves: the seed's images must be written before it
  // (on a fresh clone they were not, and every page's images answered 404).
  seed(1);
  run("node", ["scripts/build-map-geography.mjs"]);
  run("react-router", ["build"]);
  run("node", ["scripts/build-service-worker.mjs"]);
  firstLoadJavaScript();

  rmSync(STATIC_DIR, { recursive: true, force: true });
  if (flag("lighthouse-only")) {
    const stop = await serve(1);
    try {
      await reportLighthouse(await articlePathOf());
      await reportInteractions();
    } finally {
      await stop();
      printTable(loadBefore);
    }
    return;
  }
  if (flag("interactions-only")) {
    const stop = await serve(1);
    try {
      await reportInteractions();
    } finally {
      await stop();
      printTable(loadBefore);
    }
    return;
  }
  if (flag("mix-only")) {
    const { stop, copies } = await serveWithStaticCopies(1);
    try {
      await waitForStatic(staticUrlOf(copies.ARTICLE), copies.ARTICLE.bytes);
      await measureMix(copies.ARTICLE);
    } finally {
      await stop();
      printTable(loadBefore);
    }
    return;
  }
  if (flag("subscriber-only")) {
    const at150 = await serveWithStaticCopies(150);
    try {
      await measureSubscriber(at150.copies);
    } finally {
      await at150.stop();
      printTable(loadBefore);
    }
    return;
  }
  if (flag("rows-only")) {
    try {
      reportRowsRead(await measureRowsRead(1), flag("scale150") ? await measureRowsRead(150) : null);
    } finally {
      printTable(loadBefore);
    }
    return;
  }
  try {
    const rowsAt1 = await measureRowsRead(1);
    const { stop, copies, articlePath } = await serveWithStaticCopies(1);
    let scale1;
    try {
      // Lighthouse first, on a quiet machine: its simulated timings follow the CPU time it observes,
      // and the load tests leave the machine busy for a while after they stop.
      if (!flag("no-lighthouse")) {
        await reportLighthouse(articlePath);
        await reportInteractions();
      }
      scale1 = await measureLoad(1, copies);
      await measureMix(copies.ARTICLE);
    } finally {
      await stop();
    }

    if (flag("scale150")) {
      const at150 = await serveWithStaticCopies(150);
      try {
        const scale150 = await measureLoad(150, at150.copies);
        for (const key of LOAD_PATHS) {
          const ratio = scale150[key].p50 / Math.max(1, scale1[key].p50);
          row(
            "scale",
            `${key === "ARTICLE" ? "an article" : key} p50 ×150 / ×1`,
            ratio.toFixed(2),
            `≤ ${BUDGET.scaleP50Ratio}`,
            ratio <= BUDGET.scaleP50Ratio,
          );
        }
        await measureSubscriber(at150.copies);
      } finally {
        await at150.stop();
      }
      reportRowsRead(rowsAt1, await measureRowsRead(150));
    } else {
      row("scale", "--scale 150", "not run (add --scale150; seeding takes minutes)");
      reportRowsRead(rowsAt1, null);
    }
  } finally {
    // What was measured is printed even when a later step failed.
    printTable(loadBefore);
  }
}

function printTable(loadBefore) {
  rmSync(STATIC_DIR, { recursive: true, force: true });
  const widths = ["area", "what", "value", "budget", "result"].map((k) =>
    Math.max(k.length, ...rows.map((r) => String(r[k]).length)),
  );
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  console.log(
    `\nnpm run bench: ${ROUNDS} rounds of ${DURATION_S} s per path, ${CONNECTIONS} connections, Lighthouse median of ${LIGHTHOUSE_RUNS}, load average before ${loadBefore}, ${new Date().toISOString()}\n`,
  );
  console.log(line(["area", "what", "value", "budget", "result"]));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const r of rows) console.log(line([r.area, r.what, r.value, r.budget, r.result]));
  const failed = rows.filter((r) => r.result === "FAIL").length;
  console.log(`\n${failed === 0 ? "Every budget passes." : `${failed} budget line(s) fail.`}`);
}

if (!existsSync("package.json")) throw new Error("Run from the repository root (npm run bench).");
await main();
