/**
 * Site sections of the Header behaviour. The section is derived from
 * the path so server and browser agree without extra state.
 */
export type SiteSection = "default" | "artguide" | "artguide_login" | "subscribe" | "invoice" | "admin";

/** Where the two back offices are mounted (build-time settings). */
const ADMIN_PATHS = [__ADMIN_PATH__, __ARTGUIDE_ADMIN_PATH__];

export function siteSectionOf(pathname: string): SiteSection {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/subscribe" || path.startsWith("/subscribe/")) return "subscribe";
  if (path === "/cart/checkout" || path.startsWith("/cart/checkout/")) return "invoice";
  if (path === "/invoice" || path.startsWith("/invoice/") || /\/invoices?(\/|$)/.test(path)) return "invoice";
  if (ADMIN_PATHS.some((admin) => path === admin || path.startsWith(`${admin}/`))) return "admin";
  if (path === "/artguide/login" || path.startsWith("/artguide/login/")) return "artguide_login";
  if (path === "/artguide" || path.startsWith("/artguide/")) return "artguide";
  return "default";
}

/** The top navigation is hidden on artguide_login, subscribe and invoice. */
export function showsTopNavigation(section: SiteSection): boolean {
  return section !== "artguide_login" && section !== "subscribe" && section !== "invoice";
}

/** The subscribe ad (header button and corner tab) is hidden on subscribe and invoice, and in the back offices (it would cover their tables and charts). */
export function showsSubscribeAd(section: SiteSection): boolean {
  return section !== "subscribe" && section !== "invoice" && section !== "admin";
}

/** The 970 leaderboard above the header shows everywhere but the subscribe, invoice and art-guide sign-in pages. */
export function showsLeaderboard(section: SiteSection): boolean {
  return section !== "subscribe" && section !== "invoice" && section !== "artguide_login";
}

/** The ads section of a page: "home" for the front page, else its first path segment (the channel, "artguide", "picks"...). */
export function adSectionOf(pathname: string): string {
  const first = pathname.split("/").find((part) => part !== "") ?? "";
  return first === "" ? "home" : first.toLowerCase();
}
