import { adminHref, guideAdminHref, isOutsideEntry } from "#app/components/admin/adminLinks";
import type { ShellViewer } from "#app/lib/rootData";
import type { MenuItem, MenuSection } from "#app/rules/shell/navigation";
import { ADMIN_MENU, ARTGUIDE_ADMIN_MENU } from "#machines/rules/admin/admin";

/** Entries that only make sense inside a back office: outside systems and its own logout. */
const backOfficeOnly = (label: string) => isOutsideEntry(label) || label === "logout";

/**
 * The extra menus staff get on the public site, after the reader's sections: an
 * admin's menu (its art-guide entry leads to the guide's screens), or a guide
 * admin's. The server still checks every admin route; these are only links.
 */
export function staffMenuSections(viewer: ShellViewer | null): MenuSection[] {
  if (viewer?.isAdmin) {
    const items: MenuItem[] = ADMIN_MENU.filter((entry) => !backOfficeOnly(entry.label)).map((entry) => ({
      label: entry.label,
      path: adminHref(entry.label),
      subpages: entry.pages.map((page) => ({ label: page, path: adminHref(entry.label, page) })),
    }));
    return [{ title: "admin", items }];
  }
  if (viewer?.isArtguideAdmin) {
    const items = ARTGUIDE_ADMIN_MENU.filter((label) => !backOfficeOnly(label)).map((label) => ({
      label,
      path: guideAdminHref(label),
    }));
    return [{ title: "artguide admin", items }];
  }
  return [];
}
