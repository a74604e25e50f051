import { defineConfig } from "vitest/config";
import { siteDefines } from "./app/config/siteDefines.ts";

// Plain unit tests: machines and pure modules, no Worker runtime, no React.
export default defineConfig({
  define: siteDefines(process.env),
  test: {
    include: [
      "tests/lint/**/*.test.ts",
      "machines/**/*.test.ts",
      "seed/**/*.test.ts",
      "app/**/*.test.ts",
      "workers/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
  },
});
