import { afterEach, describe, expect, it, vi } from "vitest";
import { adminPathDefines, adminPathsFrom } from "./adminPaths";

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/** app/routes.ts as React Router reads it when the site is built with `env`. */
async function routesBuiltWith(env: Record<string, string>): Promise<RouteEntry[]> {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import("#app/routes")).default as RouteEntry[];
}

const mountOf = (routes: RouteEntry[], file: string) => routes.find((r) => r.file === file)?.path;

afterEach(() => vi.unstubAllEnvs());

describe("admin paths (build-time configuration)", () => {
  it("default to /admin and /artguide/admin", () => {
    expect(adminPathsFrom({})).toEqual({ admin: "/admin", guideAdmin: "/artguide/admin" });
    expect(adminPathDefines({})).toEqual({ __ADMIN_PATH__: '"/admin"', __ARTGUIDE_ADMIN_PATH__: '"/artguide/admin"' });
  });

  it("take ADMIN_PATH and ARTGUIDE_ADMIN_PATH, without a trailing slash", () => {
    expect(adminPathsFrom({ ADMIN_PATH: "/staff/", ARTGUIDE_ADMIN_PATH: "/guide-desk" })).toEqual({
      admin: "/staff",
      guideAdmin: "/guide-desk",
    });
  });

  it("stop the build on a malformed or clashing path", () => {
    expect(() => adminPathsFrom({ ADMIN_PATH: "staff" })).toThrow(
      'ADMIN_PATH must be a path like /admin (lowercase letters, digits and hyphens), not "staff".',
    );
    expect(() => adminPathsFrom({ ARTGUIDE_ADMIN_PATH: "/Guide Admin" })).toThrow(/ARTGUIDE_ADMIN_PATH must be a path/);
    expect(() => adminPathsFrom({ ADMIN_PATH: "/desk", ARTGUIDE_ADMIN_PATH: "/desk" })).toThrow(
      "ADMIN_PATH and ARTGUIDE_ADMIN_PATH must differ.",
    );
  });

  it("mount the admin screens where the build environment says", async () => {
    const defaults = await routesBuiltWith({});
    expect(mountOf(defaults, "routes/admin/adminLayout.tsx")).toBe("admin");
    expect(mountOf(defaults, "routes/admin/guideAdminLayout.tsx")).toBe("artguide/admin");
    const moved = await routesBuiltWith({ ADMIN_PATH: "/staff", ARTGUIDE_ADMIN_PATH: "/staff/guide" });
    expect(mountOf(moved, "routes/admin/adminLayout.tsx")).toBe("staff");
    expect(mountOf(moved, "routes/admin/guideAdminLayout.tsx")).toBe("staff/guide");
    // The guide admin's screens come along.
    const guideAdmin = moved.find((r) => r.file === "routes/admin/guideAdminLayout.tsx")!;
    expect(guideAdmin.children?.map((c) => c.path)).toContain("locations");
  });
});
