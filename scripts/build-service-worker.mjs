// After `react-router build`: bundles the service worker (app/serviceWorker/sw.ts, with its Workbox
// modules) into one classic script, then lets workbox-build write into it the precache list of the
// guide's app shell in build/client, and saves it as build/client/sw.js (served at /sw.js, scope /).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { injectManifest } from "workbox-build";

const CLIENT = "build/client";
const BUNDLE_DIR = "build/service-worker";

await build({
  configFile: false,
  logLevel: "warn",
  resolve: { tsconfigPaths: true },
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: BUNDLE_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    sourcemap: false,
    lib: { entry: "app/serviceWorker/sw.ts", formats: ["iife"], name: "pocketGuide", fileName: () => "sw.js" },
  },
});

// The offline page is rendered by the Worker; it changes with the build's scripts and styles.
const assets = readdirSync(join(CLIENT, "assets")).sort();
const buildRevision = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 16);

const { count, size, warnings } = await injectManifest({
  swSrc: join(BUNDLE_DIR, "sw.js"),
  swDest: join(CLIENT, "sw.js"),
  globDirectory: CLIENT,
  // The app shell: scripts, styles and fonts (Vite names them by content hash), the icons and the
  // offline map's geography. The admin screens' own modules stay out: readers never open them.
  globPatterns: ["assets/*.{js,mjs,css,woff2}", "assets/ui/*.{png,svg}", "artguide/map/*.geojson"],
  // (Not the "shared-admin-…" chunks: reader pages load the modules they share with the admin.)
  globIgnores: [
    "assets/area-admin-*",
    "assets/admin*",
    "assets/*Admin*",
    "assets/*Edit-*",
    "assets/registrations-*",
    "sw.js",
  ],
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /^assets\/[^/]+-[\w-]{8}\.\w+$/,
  additionalManifestEntries: [{ url: "/artguide/offline", revision: buildRevision }],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
rmSync(BUNDLE_DIR, { recursive: true, force: true });
const kib = (readFileSync(join(CLIENT, "sw.js")).length / 1024).toFixed(1);
console.log(
  `Service worker: build/client/sw.js (${kib} KiB), precaching ${count} files, ${(size / 1024).toFixed(0)} KiB.`,
);
