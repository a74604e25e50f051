// npm run bench: request timings of the main pages and API calls against a
// running site (default http://localhost:8787, start it with `npm start`).
// Bounded: a fixed number of sequential requests per path, loopback only.
const base = process.env.BENCH_URL ?? "http://localhost:8787";
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
if (!/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(base)) {
  console.error("BENCH_URL must be a loopback address.");
  process.exit(1);
}

const paths = [
  "/",
  "/news",
  "/print/archive",
  "/artguide",
  "/artguide/place/new-york?category=galleries",
  "/artguide/mustsee",
  "/search?search=painting",
  "/api/items?category=news&pageSize=12",
  "/api/items/flag?flagName=most_read&pageSize=4",
  "/api/guide/exhibitions/new-york",
  "/api/search?query=painting",
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

console.log(`${rounds} sequential requests per path against ${base}\n`);
console.log("path".padEnd(48), "status", "p50 ms", "p95 ms", "bytes");
for (const path of paths) {
  const times = [];
  let status = 0;
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await fetch(base + path);
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    status = res.status;
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  console.log(
    path.padEnd(48),
    String(status).padEnd(6),
    percentile(times, 50).toFixed(1).padStart(6),
    percentile(times, 95).toFixed(1).padStart(6),
    String(bytes).padStart(8),
  );
}
