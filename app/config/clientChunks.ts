import type { CodeSplittingGroup } from "rolldown";

/**
 * How the browser build is cut into files. Left alone, the bundler makes one
 * file per set of pages that share a module, and a first visit fetched 25 to
 * 35 small files: on a phone's connection each costs a round trip before the
 * first paint. The groups below give a page 8 to 10 files for the same
 * bytes:
 *
 * - framework: React, React DOM and React Router, which every page loads;
 * - shell: every module the root route imports (header, menus, providers and
 *   the rules they read), which every page loads too;
 * - area-X: the modules only one area's pages import (the guide, the shop,
 *   the front page, the article page...);
 * - shared-F: the modules several areas import, one file per set of families
 *   of areas using them (the reading pages, the guide, the shop with the
 *   account pages, admin), so a page seldom loads code of another family;
 * - vendor-P: any other npm package, one file each (xstate, dayjs, maplibre-gl...),
 *   unless the root imports it (then it is part of the shell).
 *
 * Only static imports count: what a page imports on use (overlays, machines,
 * the map, the audio player) keeps its own files and stays out of first loads.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/** React Router's browser build names each route's entry after its module with this suffix. */
const ROUTE_ENTRY = "?__react-router-build-client-route";

/** Areas whose shared modules go together: a family's pages are read one after another. */
const FAMILY: Record<string, string> = {
  home: "reading",
  article: "reading",
  magazine: "reading",
  viewingRooms: "reading",
  static: "reading",
  root: "reading",
  account: "shop",
};

type ModuleGraph = Parameters<Extract<CodeSplittingGroup["name"], (...args: never[]) => unknown>>[1];

/** Every module reached from `start` by following `next`, `start` included. */
function reachable(start: string, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
}

const staticImports = (graph: ModuleGraph, id: string) => graph.getModuleInfo(id)?.importedIds ?? [];

/** Modules that import `id` statically (a module imported on use is not part of its importer's first load). */
const staticImporters = (graph: ModuleGraph, id: string) =>
  (graph.getModuleInfo(id)?.importers ?? []).filter((importer) => staticImports(graph, importer).includes(id));

/** The route entries that reach `id` through static imports. */
const routeEntriesReaching = (graph: ModuleGraph, id: string) =>
  [...reachable(id, (current) => staticImporters(graph, current))].filter((x) => x.endsWith(ROUTE_ENTRY));

/** A route entry's area: its folder under app/routes, with the front page and the article page apart. */
function areaOf(entry: string): string {
  if (/app[\\/]routes[\\/]home\.tsx/.test(entry)) return "home";
  if (/app[\\/]routes[\\/]magazine[\\/]article\.tsx/.test(entry)) return "article";
  return /app[\\/]routes[\\/]([^\\/]+)[\\/]/.exec(entry)?.[1] ?? "root";
}

/** The npm package of a module in node_modules, as a file-name-safe word. */
const packageOf = (id: string) =>
  (/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1] ?? "misc").replace(/[^a-z0-9-]/gi, "");

const isAppModule = (id: string) => !id.includes("node_modules") && !id.endsWith(ROUTE_ENTRY);

/** `rootModule`: the absolute path of app/root.tsx. */
export function clientChunkGroups(rootModule: string): CodeSplittingGroup[] {
  let shell: Set<string> | null = null;
  const areasMemo = new Map<string, Set<string>>();
  const areasOf = (graph: ModuleGraph, id: string) => {
    let areas = areasMemo.get(id);
    if (!areas) {
      areas = new Set(routeEntriesReaching(graph, id).map(areaOf));
      areasMemo.set(id, areas);
    }
    return areas;
  };
  return [
    { name: "framework", test: FRAMEWORK, priority: 20 },
    {
      debugName: "shell",
      name: (id, graph) => {
        shell ??= reachable(`${rootModule}${ROUTE_ENTRY}`, (id) => staticImports(graph, id));
        return shell.has(id) && !FRAMEWORK.test(id) ? "shell" : null;
      },
      priority: 15,
    },
    // Other packages keep files of their own: otherwise an area's chunk would take in a package
    // its modules import (xstate, say), and every page loading that package on use would load the area.
    {
      debugName: "vendor",
      name: (id) => (id.includes("node_modules") ? `vendor-${packageOf(id)}` : null),
      priority: 12,
    },
    {
      debugName: "shared",
      name: (id, graph) => {
        const areas = isAppModule(id) ? areasOf(graph, id) : new Set<string>();
        if (areas.size < 2) return null;
        return `shared-${[...new Set([...areas].map((area) => FAMILY[area] ?? area))].sort().join("-")}`;
      },
      priority: 7,
    },
    {
      debugName: "area",
      name: (id, graph) => {
        const areas = isAppModule(id) ? areasOf(graph, id) : new Set<string>();
        return areas.size === 1 ? `area-${[...areas][0]}` : null;
      },
      priority: 5,
    },
  ];
}
