import { adminPathDefines } from "./adminPaths.ts";

/**
 * The compile-time constants of a build (declared in app/config/globals.d.ts):
 * the admin paths, and an id of this build, which keys the edge cache so a
 * deploy never serves pages of the previous one.
 */
export function siteDefines(env: Partial<Record<string, string | undefined>>): Record<string, string> {
  return { ...adminPathDefines(env), __BUILD_ID__: JSON.stringify(env.BUILD_ID || Date.now().toString(36)) };
}
