import { CartWidget } from "#app/components/shop/CartWidget";
import { useLazySelector } from "#app/lib/lazyActor";
import type { ShellViewer } from "#app/lib/rootData";
import { type SiteSection, showsSubscribeAd, showsTopNavigation } from "#app/rules/shell/siteSection";
import { HEADER_VIEW_AT_TOP, type HeaderView, headerView } from "#machines/rules/shell/headerView";
import { isMobileWidth } from "#machines/rules/shell/shellConstants";
import { AccountLinks } from "./AccountLinks";
import { catchEarlySearchTyping, takeEarlySearchTyping } from "./earlySearchTyping";
import { MenuIcon, SearchIcon } from "./icons";
import { Masthead } from "./Masthead";
import { useActiveOverlay, useHeaderActor, useOverlayActor } from "./ShellProvider";
import { SubscribeButton } from "./SubscribeAd";
import { TopNavigation } from "./TopNavigation";

const sameView = (a: HeaderView, b: HeaderView) =>
  a.sticky === b.sticky && a.navigationHidden === b.navigationHidden && a.headerHidden === b.headerHidden;

interface SiteHeaderProps {
  viewer: ShellViewer | null;
  siteSection: SiteSection;
  subscribeUrl: string;
}

/**
 * The header: menu and search controls, masthead, account
 * states, subscribe button and the top navigation. Its sticky, minimised and
 * hidden looks are the header machine's view, set as data attributes for CSS.
 */
export function SiteHeader({ viewer, siteSection, subscribeUrl }: SiteHeaderProps) {
  const overlay = useOverlayActor();
  const active = useActiveOverlay();
  const view = useLazySelector(useHeaderActor(), headerView, HEADER_VIEW_AT_TOP, sameView);
  const withNavigation = showsTopNavigation(siteSection);
  const withSubscribe = showsSubscribeAd(siteSection);

  const searchOverlay = () => (isMobileWidth(window.innerWidth) ? "mobileSearch" : "search");

  return (
    <div className="site-header-slot" data-navigation={withNavigation ? "shown" : "hidden"}>
      <header
        className="site-header"
        data-testid="site-header"
        data-sticky={view.sticky || undefined}
        data-navigation-hidden={view.navigationHidden || undefined}
        data-hidden={view.headerHidden || undefined}
      >
        <div className="site-header__bar">
          <div className="site-header__start">
            {/* Without JavaScript the menu link jumps to the site index in the footer. */}
            <a
              href="#site-index"
              className="icon-button header-control"
              aria-label="Menu"
              aria-haspopup="dialog"
              aria-expanded={active === "slideMenu"}
              data-testid="menu-button"
              onClick={(event) => {
                event.preventDefault();
                overlay.send({ type: "TOGGLE", overlay: "slideMenu" });
              }}
            >
              <MenuIcon />
              <span className="header-control__label">Menu</span>
            </a>
            <a
              href="/search"
              className="icon-button header-control header-control--search"
              aria-label="Search"
              aria-haspopup="dialog"
              aria-expanded={active === "search" || active === "mobileSearch"}
              data-testid="search-button"
              onClick={(event) => {
                event.preventDefault();
                const opening = active !== "search" && active !== "mobileSearch";
                if (opening) catchEarlySearchTyping();
                else takeEarlySearchTyping();
                overlay.send({ type: "TOGGLE", overlay: searchOverlay() });
              }}
            >
              <SearchIcon />
              <span className="header-control__label">Search</span>
            </a>
          </div>

          <Masthead />

          <div className="site-header__end">
            <AccountLinks viewer={viewer} />
            <CartWidget />
            {withSubscribe && (
              <SubscribeButton subscribeUrl={subscribeUrl} isSubscriber={viewer?.isSubscriber ?? false} />
            )}
          </div>
        </div>
        {withNavigation && <TopNavigation />}
      </header>
    </div>
  );
}
