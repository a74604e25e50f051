import type { ReactNode } from "react";
import { InAppNavigation } from "#app/components/navigation/InAppNavigation";
import { CartProvider } from "#app/components/shop/CartProvider";
import { lazyComponent } from "#app/lib/lazy";
import type { RootData } from "#app/lib/rootData";
import { slideMenuSections, subscribeMenuHref } from "#app/rules/shell/navigation";
import { showsLeaderboard, showsSubscribeAd } from "#app/rules/shell/siteSection";
import { LeaderboardSlot } from "./Leaderboard";
import { LoginStatusSync } from "./LoginStatusSync";
import { OverlayRoot } from "./OverlayHost";
import { PocketGuide } from "./PocketGuide";
import { PrivacyNotice } from "./PrivacyNotice";
import { ShellProvider, useActiveOverlay } from "./ShellProvider";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { SlideMenu } from "./SlideMenu";
import { SubscribeTab } from "./SubscribeAd";
import { staffMenuSections } from "./staffMenuSections";

// The sign-in and register overlays (and their forms) load when first opened: no page's first load carries them.
const LoginOverlay = lazyComponent<Record<string, never>>(
  () => import("./LoginOverlay").then((m) => ({ default: m.LoginOverlay })),
  { fallback: null },
);
const RegisterOverlay = lazyComponent<Record<string, never>>(
  () => import("./RegisterOverlay").then((m) => ({ default: m.RegisterOverlay })),
  { fallback: null },
);
// The search overlay (and its suggestion machine) loads when first opened too.
const SearchOverlay = lazyComponent<{ overlay: "search" | "mobileSearch" }>(
  () => import("./SearchOverlay").then((m) => ({ default: m.SearchOverlay })),
  { fallback: null },
);

/** The slide menu's and the site index's sections: the reader's, then any staff menu. */
function menuSections(data: RootData) {
  return [
    ...slideMenuSections(subscribeMenuHref(data.config.baseUrl, data.config.subscribeUrl)),
    ...staffMenuSections(data.viewer),
  ];
}

/** The shell's own overlays; pages render theirs through <OverlayHost>. */
function ShellOverlays({ data }: { data: RootData }) {
  const active = useActiveOverlay();
  const sections = menuSections(data);
  return (
    <>
      {active === "slideMenu" && <SlideMenu sections={sections} viewer={data.viewer} />}
      {active === "search" && <SearchOverlay overlay="search" />}
      {active === "mobileSearch" && <SearchOverlay overlay="mobileSearch" />}
      {active === "login" && <LoginOverlay />}
      {active === "register" && <RegisterOverlay />}
      {active === "privacyNotice" && <PrivacyNotice />}
      <OverlayRoot />
    </>
  );
}

/** The page shell around every page: header, main, footer, subscribe tab and overlays. */
export function Shell({ data, children }: { data: RootData; children: ReactNode }) {
  const sections = menuSections(data);
  const isSubscriber = data.viewer?.isSubscriber ?? false;
  return (
    <ShellProvider devInspect={data.config.devInspect}>
      <CartProvider signedIn={data.viewer !== null}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <LeaderboardSlot ad={showsLeaderboard(data.siteSection) ? data.leaderboard : null} />
        <SiteHeader viewer={data.viewer} siteSection={data.siteSection} subscribeUrl={data.config.subscribeUrl} />
        <main id="main" className="site-main" tabIndex={-1}>
          <PocketGuide apiPath={data.config.apiPath} />
          {children}
        </main>
        <SiteFooter sections={sections} viewer={data.viewer} />
        {showsSubscribeAd(data.siteSection) && (
          <SubscribeTab subscribeUrl={data.config.subscribeUrl} isSubscriber={isSubscriber} />
        )}
        <ShellOverlays data={data} />
        <LoginStatusSync signedIn={data.viewer !== null} />
        <InAppNavigation />
      </CartProvider>
    </ShellProvider>
  );
}
