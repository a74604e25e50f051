/**
 * Where the admin and art-guide admin screens are mounted (path suffixes
 * from configuration). React Router's routes are fixed
 * when the site is built, so these are build-time settings: ADMIN_PATH and
 * ARTGUIDE_ADMIN_PATH in the environment of `npm run build` (and of `npm start`,
 * which builds). routes.ts mounts the screens there and vite.config.ts hands the
 * same values to the code that writes the links.
 */
export interface AdminPaths {
  admin: string;
  guideAdmin: string;
}

export const DEFAULT_ADMIN_PATHS: AdminPaths = { admin: "/admin", guideAdmin: "/artguide/admin" };

/** A path of lowercase segments: "/admin", "/artguide/admin", "/staff/guide". */
const PATH = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

function pathFrom(name: string, value: string | undefined, fallback: string): string {
  const path = (value ?? "").trim().replace(/\/+$/, "") || fallback;
  // A wrong value must stop the build, not mount the admin somewhere unexpected.
  if (!PATH.test(path))
    throw new Error(`${name} must be a path like ${fallback} (lowercase letters, digits and hyphens), not "${value}".`);
  return path;
}

export function adminPathsFrom(env: Partial<Record<string, string | undefined>>): AdminPaths {
  const paths = {
    admin: pathFrom("ADMIN_PATH", env.ADMIN_PATH, DEFAULT_ADMIN_PATHS.admin),
    guideAdmin: pathFrom("ARTGUIDE_ADMIN_PATH", env.ARTGUIDE_ADMIN_PATH, DEFAULT_ADMIN_PATHS.guideAdmin),
  };
  if (paths.admin === paths.guideAdmin) throw new Error("ADMIN_PATH and ARTGUIDE_ADMIN_PATH must differ.");
  return paths;
}

/** The compile-time constants the app reads the paths from (declared in app/config/globals.d.ts; siteDefines adds the build id). */
export function adminPathDefines(env: Partial<Record<string, string | undefined>>): Record<string, string> {
  const paths = adminPathsFrom(env);
  return { __ADMIN_PATH__: JSON.stringify(paths.admin), __ARTGUIDE_ADMIN_PATH__: JSON.stringify(paths.guideAdmin) };
}
