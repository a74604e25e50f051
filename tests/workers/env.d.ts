/// <reference types="@cloudflare/vitest-plugin/types" />

declare namespace Cloudflare {
  interface Env {
    /** Migrations read by vitest.workers.config.ts, applied in setup.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
