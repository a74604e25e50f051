/** The site's name, and the title pattern every page uses: "Page title | Artmagazine". */
export const SITE_NAME = "Artmagazine";

export function pageTitle(title?: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
