import { type NavLinkProps, NavLink as RouterNavLink } from "react-router";

/**
 * The admin menus' links: React Router's NavLink, which marks the current
 * screen with aria-current. Reader-facing pages use the plain-anchor Link
 * beside it; the admin screens have few links, so its hooks cost nothing.
 * Its route is found when it is followed, as a site link's is (./Link.tsx).
 */
export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
