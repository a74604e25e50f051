/**
 * Navigation: the top-bar table with its exact labels and paths,
 * and the slide menu (navigation plus magazine channels, with subpages).
 * Pure data and rules so the header, the slide menu and tests share them.
 */

import { PRIORITY_CITIES } from "#machines/rules/guide/priorityCities";

export interface MenuItem {
  label: string;
  path: string;
  /** Hidden subpages are skipped. */
  hidden?: boolean;
  subpages?: MenuItem[];
}

export interface MenuSection {
  title: string;
  items: MenuItem[];
}

/** The navigation table, in order, exactly as the spec writes it. */
export const NAVIGATION: readonly MenuItem[] = [
  { label: "explore", path: "/artguide/place/new-york?category=galleries" },
  { label: "must see", path: "/artguide/mustsee" },
  { label: "art fairs", path: "/artguide/artfairs" },
  { label: "special events", path: "/artguide/special" },
  { label: "myguide", path: "/artguide/myguide" },
  { label: "about", path: "/artguide/help" },
  { label: "become a member", path: "/artguide/participate" },
];

/** The slide menu's SUBSCRIBE entry: the only place the top bar's subscribe link appears as text. */
export const SUBSCRIBE_LABEL = "SUBSCRIBE";

/** Magazine channels that exist as routes. */
export const MAGAZINE_CHANNELS: readonly MenuItem[] = [
  { label: "news", path: "/news" },
  {
    label: "picks",
    path: "/picks/new-york",
    subpages: PRIORITY_CITIES.map(({ place, place_url }) => ({ label: place, path: `/picks/${place_url}` })),
  },
  {
    label: "video",
    path: "/video",
    subpages: [{ label: "From Our Partners", path: "/video/from_our_sponsors" }],
  },
  { label: "print", path: "/print/archive", subpages: [{ label: "back issues", path: "/print/archive" }] },
  { label: "search", path: "/search" },
];

/** Links containing // open as external in a new tab. */
export function isExternalLink(path: string): boolean {
  return path.includes("//");
}

/** Anchor attributes for a menu link: external ones get a new tab and no opener. */
export function linkTarget(path: string): { target?: "_blank"; rel?: "noopener noreferrer" } {
  return isExternalLink(path) ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

/** A menu item with its hidden subpages skipped (recursively). */
export function visibleItem(item: MenuItem): MenuItem {
  if (!item.subpages) return item;
  return { ...item, subpages: visibleItems(item.subpages) };
}

/** Drops hidden entries at every level. */
export function visibleItems(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((item) => !item.hidden).map(visibleItem);
}

/**
 * The SUBSCRIBE target: the configured subscribe URL joined to the base URL,
 * so it contains // and opens in a new tab like every external menu link.
 */
export function subscribeMenuHref(baseUrl: string, subscribeUrl: string): string {
  if (isExternalLink(subscribeUrl)) return subscribeUrl;
  return `${baseUrl.replace(/\/+$/, "")}/${subscribeUrl.replace(/^\/+/, "")}`;
}

/** The tab id (query tid) of the subscribers' gift variant: /subscribe opens the gift form for it. */
export const GIFT_TAB_ID = "gift";

/** The subscribe button and corner tab link; subscribers get the gift variant. */
export function subscribeAdHref(subscribeUrl: string, isSubscriber: boolean): string {
  if (!isSubscriber) return subscribeUrl;
  return `${subscribeUrl}${subscribeUrl.includes("?") ? "&" : "?"}tid=${GIFT_TAB_ID}`;
}

/** The slide menu: navigation, magazine channels, then the shop with SUBSCRIBE. */
export function slideMenuSections(subscribeHref: string): MenuSection[] {
  return [
    { title: "artguide", items: visibleItems(NAVIGATION) },
    { title: "magazine", items: visibleItems(MAGAZINE_CHANNELS) },
    {
      title: "shop",
      items: visibleItems([
        { label: SUBSCRIBE_LABEL, path: subscribeHref },
        { label: "back issues", path: "/print/archive" },
        { label: "cart", path: "/cart" },
      ]),
    },
  ];
}

/** True when the link's path (without query) is the page being shown, for aria-current. */
export function isCurrentPath(linkPath: string, pathname: string): boolean {
  if (isExternalLink(linkPath)) return false;
  const base = linkPath.split("?")[0] ?? linkPath;
  return base === pathname;
}
