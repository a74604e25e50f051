/**
 * The admin menus' links: React Router's NavLink, which marks the current
 * screen with aria-current. Reader-facing pages use the plain-anchor Link
 * beside it; the admin screens have few links, so its hooks cost nothing.
 */
export { NavLink } from "react-router";
