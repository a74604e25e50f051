/**
 * Every write the site accepts, enumerated from the code itself so routes added
 * later are covered without editing the tests: page routes whose module exports
 * an `action` (from app/routes.ts) and every non-GET call of workers/api/table.ts.
 */
import { apiTable } from "#workers/api/table";

const routeSources = import.meta.glob("../../app/routes/**/*.tsx", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;
const routesFile = import.meta.glob("../../app/routes.ts", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;

const EXPORTS_ACTION = /export\s+(async\s+)?(function|const|let)\s+action\b/;

/** Fills path parameters with a harmless sample value. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? "1" : "sample"));
}

/** "/login", "/cart/checkout", ...: the page paths whose route module has an action. */
export function actionPagePaths(): string[] {
  const routes = Object.values(routesFile)[0] ?? "";
  const paths: string[] = [];
  for (const [, path, file] of routes.matchAll(/route\(\s*"([^"]+)",\s*"([^"]+)"/g)) {
    const source = routeSources[`../../app/${file}`];
    if (path && source && EXPORTS_ACTION.test(source)) paths.push(`/${samplePath(path)}`);
  }
  return paths;
}

/** "/", "/login", "/artguide/venue/sample", ...: one path per page route of app/routes.ts (wildcards and admin areas aside). */
export function pagePaths(): string[] {
  const routes = Object.values(routesFile)[0] ?? "";
  const paths = ["/"];
  for (const [, path] of routes.matchAll(/route\(\s*"([^"]+)",\s*"([^"]+)"/g)) {
    if (path && !path.includes("*")) paths.push(`/${samplePath(path)}`);
  }
  return paths;
}

/** "POST /api/cart/add", ...: every /api call that writes. */
export function apiWrites(): { method: string; path: string }[] {
  return apiTable
    .filter((c) => c.method !== "GET")
    .map((c) => ({ method: c.method, path: `/api${samplePath(c.path)}` }));
}
