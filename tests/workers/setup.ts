import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { followTestToday } from "#workers/services/http/testClock";

// The tests and the Worker share this isolate: both read the seed's day as today.
followTestToday(env.TEST_TODAY);

// Every test file starts from a migrated and seeded D1 (seed/generate.ts at
// scale 0.25, seed "artmagazine", today = env.TEST_TODAY). Storage may be
// shared between files, so the seed is only applied to an empty database.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare("SELECT EXISTS (SELECT 1 FROM articles) AS seeded").first<{ seeded: number }>();
if (!seeded?.seeded) {
  await env.DB.batch(env.TEST_SEED.map((statement) => env.DB.prepare(statement)));
}
