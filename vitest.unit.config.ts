import { defineConfig } from "vitest/config";
import { adminPathDefines } from "./app/config/adminPaths.ts";

// Plain unit tests: machines and pure modules, no Worker runtime, no React.
export default defineConfig({
  define: adminPathDefines(process.env),
  test: {
    include: ["machines/**/*.test.ts", "seed/**/*.test.ts", "app/**/*.test.ts", "workers/**/*.test.ts"],
    environment: "node",
  },
});
