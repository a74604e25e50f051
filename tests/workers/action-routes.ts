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

/** The admin areas of app/routes.ts: where each one's children start and end in the file, and where it is mounted. */
function adminAreas(routes: string): { from: number; to: number; mount: string }[] {
  const mounts: Record<string, string> = { admin: __ADMIN_PATH__, guideAdmin: __ARTGUIDE_ADMIN_PATH__ };
  return [...routes.matchAll(/route\(adminPaths\.(admin|guideAdmin)\.slice\(1\),[^[]*\[/g)].map((m) => ({
    from: m.index,
    to: routes.indexOf("]),", m.index),
    mount: mounts[m[1]!]!,
  }));
}

/** Every page route of app/routes.ts whose module has an action: its path (admin screens under their mount) and file. */
export function actionRoutes(): { path: string; file: string }[] {
  const routes = Object.values(routesFile)[0] ?? "";
  const areas = adminAreas(routes);
  const found: { path: string; file: string }[] = [];
  for (const m of routes.matchAll(/route\(\s*"([^"]+)",\s*"([^"]+)"/g)) {
    const [, path, file] = m;
    const source = routeSources[`../../app/${file}`];
    if (!path || !file || !source || !EXPORTS_ACTION.test(source)) continue;
    const area = areas.find((a) => m.index > a.from && m.index < a.to);
    found.push({ path: `${area ? area.mount : ""}/${samplePath(path)}`, file });
  }
  return found;
}

/** "/login", "/cart/checkout", "/admin/users/1", ...: the page paths whose route module has an action. */
export function actionPagePaths(): string[] {
  return actionRoutes().map((r) => r.path);
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
