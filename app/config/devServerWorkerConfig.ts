import type { WorkerConfig } from "@cloudflare/vite-plugin";

/**
 * What the Vite dev server changes in the Worker's wrangler config: it drops
 * `assets.run_worker_first`. Deployed, that list sends every page straight to
 * the Worker; in the dev server the Cloudflare plugin applies it ahead of
 * Vite's own middleware, so the dev server's module requests (/@vite/client,
 * /app/*.tsx, styles, pre-bundled dependencies) would reach the Worker and get
 * its 404 page. Without it Vite answers its modules and the public files, and
 * every other request reaches the Worker. Builds and previews keep the list.
 */
export function devServerWorkerConfig(isDevServer: boolean): Partial<WorkerConfig> | undefined {
  if (!isDevServer) return undefined;
  return { assets: { run_worker_first: false } };
}
