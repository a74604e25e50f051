// The bench's realistic traffic: a magazine's mix of pages, visitors who carry
// their meter cookie from one article to the next, and signed-in readers.
//
// 70 % articles (the 500 most recent), 12 % lists and channels, 10 % guide
// pages, 5 % home, 3 % search; one request in five from a signed-in reader or
// subscriber. Answered without a render = the edge cache's HIT or STALE.

const SHARES = [
  ["article", 0.7],
  ["list", 0.12],
  ["guide", 0.1],
  ["home", 0.05],
  ["search", 0.03],
];
const SIGNED_IN_SHARE = 0.2;
const SIGNED_IN_SESSIONS = ["seed-reader-session", "seed-subscriber-session"];
const PLACES = ["new-york", "london", "berlin", "paris", "los-angeles"];
const SEARCHES = ["painting", "sculpture", "gallery", "biennial", "portrait", "museum", "photography"];
const VISITORS = 400;

/** A deterministic pseudo-random sequence, so every run asks for the same mix. */
function sequence(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** The mix's addresses, found in the seeded site. */
export async function mixPool(base) {
  const articles = [];
  for (let page = 1; articles.length < 500; page++) {
    const res = await fetch(`${base}/api/items?page=${page}&pageSize=50`);
    if (!res.ok) break;
    const items = (await res.json())._embedded.items;
    if (items.length === 0) break;
    articles.push(...items.map((item) => new URL(item.url, base).pathname));
  }
  // Lists: the index of every channel the articles belong to (where its links lead: some channels'
  // paths redirect to their index), a city's picks and the print archive.
  const channels = new Set();
  for (const channel of new Set(articles.map((path) => `/${path.split("/")[1]}`))) {
    const res = await fetch(`${base}${channel}`, { redirect: "manual" });
    await res.arrayBuffer();
    channels.add(res.headers.has("location") ? new URL(res.headers.get("location"), base).pathname : channel);
  }
  return {
    article: articles.slice(0, 500),
    list: [...channels, "/picks/new-york", "/print/archive"],
    guide: ["/artguide", "/artguide/mustsee", ...PLACES.map((place) => `/artguide/place/${place}`)],
    home: ["/"],
    search: SEARCHES.map((word) => `/search?search=${word}`),
  };
}

/** The next request of the mix: its path and, for a signed-in reader, their session. */
function nextRequest(random, pool) {
  let roll = random();
  let kind = SHARES[SHARES.length - 1][0];
  for (const [name, share] of SHARES) {
    if (roll < share) {
      kind = name;
      break;
    }
    roll -= share;
  }
  const session = random() < SIGNED_IN_SHARE ? pick(random, SIGNED_IN_SESSIONS) : null;
  return { path: pick(random, pool[kind]), session, visitor: Math.floor(random() * VISITORS) };
}

/** The meter cookie a visitor was given, kept for their next request. */
function meterCookieOf(response) {
  const cookies = response.headers.getSetCookie?.() ?? [];
  const meter = cookies.find((c) => c.startsWith("meter="));
  return meter ? meter.split(";")[0] : null;
}

/**
 * Warms the edge cache as a running site's would be: every address once, every
 * article in each meter outcome a visitor can bring to it (no reads yet, one, two,
 * ..., walled), and every address for each kind of signed-in reader (their pages are
 * kept per kind). The outcomes' cookies come from one fresh visitor reading on until
 * the meter stops counting.
 */
export async function warmMix(base, pool, concurrency = 8) {
  const meters = [null];
  let cookie = null;
  for (const path of pool.article.slice(0, 10)) {
    const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
    await res.arrayBuffer();
    const next = meterCookieOf(res);
    if (!next || next === cookie) break;
    cookie = next;
    meters.push(cookie);
  }
  const jobs = [
    ...Object.entries(pool)
      .filter(([kind]) => kind !== "article")
      .flatMap(([, paths]) => paths.map((path) => ({ path, cookie: null }))),
    ...pool.article.flatMap((path) => meters.map((meter) => ({ path, cookie: meter }))),
    ...SIGNED_IN_SESSIONS.flatMap((session) =>
      Object.values(pool)
        .flat()
        .map((path) => ({ path, cookie: `session=${session}` })),
    ),
  ];
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const headers = job.cookie ? { cookie: job.cookie } : {};
      await (await fetch(`${base}${job.path}`, { headers, redirect: "manual" })).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { meterOutcomes: meters.length };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * Runs `connections` request loops for `seconds`: each loop takes the mix's
 * next request, sends the visitor's meter cookie or the reader's session, and
 * records latency and whether the page was rendered.
 */
export async function runMix(base, pool, { seconds, connections, seed = 1 }) {
  const random = sequence(seed);
  const meters = new Map();
  const latencies = [];
  let anonymous = 0;
  let anonymousFromCache = 0;
  let signedIn = 0;
  let signedInFromCache = 0;
  let stale = 0;
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      const { path, session, visitor } = nextRequest(random, pool);
      const cookie = session ? `session=${session}` : meters.get(visitor);
      const started = performance.now();
      try {
        const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status >= 400) errors++;
        const outcome = res.headers.get("x-edge-cache");
        const fromCache = outcome === "HIT" || outcome === "STALE";
        if (outcome === "STALE") stale++;
        if (session) {
          signedIn++;
          if (fromCache) signedInFromCache++;
        } else {
          anonymous++;
          if (fromCache) anonymousFromCache++;
          const meter = meterCookieOf(res);
          if (meter) meters.set(visitor, meter);
        }
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
    anonymousFromCache: anonymous > 0 ? anonymousFromCache / anonymous : 0,
    signedInFromCache: signedIn > 0 ? signedInFromCache / signedIn : 0,
    stale: latencies.length > 0 ? stale / latencies.length : 0,
  };
}

/** The same loops against one static file: the ceiling the mix is compared with. */
export async function runStatic(url, { seconds, connections }) {
  const end = Date.now() + seconds * 1000;
  let requests = 0;
  const loop = async () => {
    while (Date.now() < end) {
      await (await fetch(url)).arrayBuffer();
      requests++;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { rps: requests / seconds };
}
