import { menuSlug } from "#machines/rules/admin/admin";

/** Where the art-guide admin screens live (ARTGUIDE_ADMIN_PATH at build time); routes.ts mounts them there. */
export const GUIDE_ADMIN = __ARTGUIDE_ADMIN_PATH__;
/** Where the admin screens live (ADMIN_PATH at build time). */
export const ADMIN = __ADMIN_PATH__;

/** The art-guide screens by menu text: both menus lead to the same screen for the same task. */
const GUIDE_SCREENS: Record<string, string> = {
  artguide: GUIDE_ADMIN,
  locations: `${GUIDE_ADMIN}/locations`,
  exhibitions: `${GUIDE_ADMIN}/exhibitions`,
  members: `${GUIDE_ADMIN}/members`,
  notifications: `${GUIDE_ADMIN}/notifications`,
  "must-see": `${GUIDE_ADMIN}/must-see`,
  "must see": `${GUIDE_ADMIN}/must-see`,
  citypages: `${GUIDE_ADMIN}/citypages`,
  "featured lists": `${GUIDE_ADMIN}/featured-lists`,
  groups: `${GUIDE_ADMIN}/groups`,
  "location groups": `${GUIDE_ADMIN}/groups`,
  help: `${GUIDE_ADMIN}/help`,
  logout: "/logout",
};

/** The menu entries that are outside systems: links to their configured address, hidden when there is none. */
export const OUTSIDE_ENTRIES = ["instagram", "CMS", "CRM"] as const;
export type OutsideEntry = (typeof OUTSIDE_ENTRIES)[number];

export function isOutsideEntry(label: string): label is OutsideEntry {
  return (OUTSIDE_ENTRIES as readonly string[]).includes(label);
}

export function guideAdminHref(label: string): string {
  return GUIDE_SCREENS[label] ?? `${GUIDE_ADMIN}/${menuSlug(label)}`;
}

/**
 * An entry or sub-page of the admin menu: the art-guide screens for "artguide"
 * and its pages, the admin's help, else a page under its parent.
 */
export function adminHref(parent: string, page?: string): string {
  if (parent === "artguide") return page ? (GUIDE_SCREENS[page] ?? `${GUIDE_ADMIN}/${menuSlug(page)}`) : GUIDE_ADMIN;
  if (!page) return `${ADMIN}/${menuSlug(parent)}`;
  return `${ADMIN}/${menuSlug(parent)}/${menuSlug(page)}`;
}
