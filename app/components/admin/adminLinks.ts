import { menuSlug } from "#machines/rules/admin";

/** Where the art-guide admin screens live (ARTGUIDE_ADMIN_PATH at build time); routes.ts mounts them there. */
export const GUIDE_ADMIN = __ARTGUIDE_ADMIN_PATH__;
/** Where the admin screens live (ADMIN_PATH at build time). */
export const ADMIN = __ADMIN_PATH__;

/** Screens that exist; every other menu entry leads to the honest 'not available yet' page under its own path. */
const GUIDE_SCREENS: Record<string, string> = {
  artguide: GUIDE_ADMIN,
  locations: `${GUIDE_ADMIN}/locations`,
  exhibitions: `${GUIDE_ADMIN}/exhibitions`,
  "must-see": `${GUIDE_ADMIN}/must-see`,
  "must see": `${GUIDE_ADMIN}/must-see`,
  "featured lists": `${GUIDE_ADMIN}/featured-lists`,
  logout: "/logout",
};

export function guideAdminHref(label: string): string {
  return GUIDE_SCREENS[label] ?? `${GUIDE_ADMIN}/${menuSlug(label)}`;
}

/** A sub-page of the admin menu: the art-guide screens where they exist, else a page under its parent. */
export function adminHref(parent: string, page?: string): string {
  if (!page) return `${ADMIN}/${menuSlug(parent)}`;
  if (parent === "artguide" && GUIDE_SCREENS[page]) return GUIDE_SCREENS[page]!;
  return `${ADMIN}/${menuSlug(parent)}/${menuSlug(page)}`;
}
