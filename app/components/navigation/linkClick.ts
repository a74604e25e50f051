/**
 * Which clicks on a site link (components/navigation/Link.tsx) become an
 * in-app navigation, by React Router's own rule for its <Link>: a plain
 * left click, nobody else handled it, the link opens in this tab, is not a
 * download and stays on this origin. Every other click is left to the browser.
 */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of the clicked <a> (an HTMLAnchorElement has them all) the rule reads. */
export interface ClickedLink {
  target: string;
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  hasAttribute(name: string): boolean;
}

export interface LinkNavigation {
  to: string;
  replace: boolean;
  preventScrollReset: boolean;
}

/** Where a click on `link` navigates in-app from `current` (the page's location), or null to let the browser follow it. */
export function navigationForClick(
  click: LinkClick,
  link: ClickedLink,
  current: { origin: string; path: string },
): LinkNavigation | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if (link.target !== "" && link.target !== "_self") return null;
  if (link.hasAttribute("download") || link.origin !== current.origin) return null;
  const to = `${link.pathname}${link.search}${link.hash}`;
  return {
    to,
    // As React Router's <Link>: following a link to the page you are on does not add a history entry.
    replace: link.hasAttribute("data-replace") || to === current.path,
    preventScrollReset: link.hasAttribute("data-prevent-scroll-reset"),
  };
}
