import { defineConfig } from "vitest/config";

// Plain unit tests: machines and pure modules, no Worker runtime, no React.
export default defineConfig({
  test: {
    include: ["machines/**/*.test.ts", "seed/**/*.test.ts", "app/**/*.test.ts", "workers/**/*.test.ts"],
    environment: "node",
  },
});
