import type { CodeSplittingGroup } from "rolldown";

/**
 * How the browser build is cut into files. Left alone, the bundler makes one
 * file per set of pages sharing a module, and a first visit fetched 25 to 35
 * small files: on a slow phone connection each costs a round trip before the
 * first paint. Two groups change that:
 *
 * - framework: React, React DOM and React Router, which every page loads;
 * - shell: every module the root route imports statically (header, menus,
 *   providers, the rules they read), which every page loads too. Modules
 *   imported only on use (overlays, machines, the map) stay in their own files.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/** The root route's entry in the browser build, as React Router names it. */
const rootEntryOf = (rootModule: string) => `${rootModule}?__react-router-build-client-route`;

type ModuleGraph = Parameters<Extract<CodeSplittingGroup["name"], (...args: never[]) => unknown>>[1];

/** The modules reachable from `start` through static imports only. */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** `rootModule`: the absolute path of app/root.tsx. */
export function clientChunkGroups(rootModule: string): CodeSplittingGroup[] {
  let shell: Set<string> | null = null;
  return [
    { name: "framework", test: FRAMEWORK, priority: 20 },
    {
      name: (id, graph) => {
        shell ??= staticClosure(graph, rootEntryOf(rootModule));
        return shell.has(id) && !FRAMEWORK.test(id) ? "shell" : null;
      },
      priority: 10,
    },
  ];
}
