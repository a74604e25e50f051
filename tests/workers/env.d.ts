/// <reference types="@cloudflare/vitest-plugin/types" />

declare namespace Cloudflare {
  interface Env {
    /** Migrations read by vitest.workers.config.ts, applied in setup.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Seed INSERT statements (seed/generate.ts, scale 0.25), applied in setup.ts. */
    TEST_SEED: string[];
  }
}
