import type { AnchorHTMLAttributes, Ref } from "react";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A page of this site, as an absolute path ("/news?page=2"). */
  to: string;
  /** Keeps the scroll position when the page changes in place (React Router's option of that name). */
  preventScrollReset?: boolean;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** The rendered <a> (React 19 passes a ref as a prop). */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the site. It renders a plain <a>: the one click listener
 * of <InAppNavigation> turns its clicks into in-app navigations, and asks
 * React Router to discover the link's route when the reader reaches for it.
 * React Router's <Link> runs half a dozen hooks for every link on every server
 * render; pages carry 60 to 200 links, and doing without those hooks made a
 * rendered page about an eighth faster (BENCHMARKS.md).
 */
export function Link({ to, preventScrollReset, replace, ...anchor }: LinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      data-site-link=""
      data-prevent-scroll-reset={preventScrollReset ? "" : undefined}
      data-replace={replace ? "" : undefined}
    />
  );
}
