import { Link } from "#app/components/navigation/Link";
import type { ShellViewer } from "#app/lib/rootData";
import { type MenuSection, SUBSCRIBE_LABEL } from "#app/rules/shell/navigation";
import { accountTexts } from "#machines/rules/account/accountTexts";
import { NewsletterBox } from "./NewsletterBox";
import { MenuSections } from "./SlideMenu";
import { SocialLinks } from "./SocialLinks";

/**
 * Footer: newsletter box, the site index (also the menu for readers without
 * JavaScript: the header's menu link points here), social links, the legal
 * links and the copyright line.
 */
export function SiteFooter({ sections, viewer }: { sections: MenuSection[]; viewer: ShellViewer | null }) {
  const year = new Date().getUTCFullYear();
  // SUBSCRIBE belongs to the slide menu only; the footer's shop column keeps the rest.
  const index = sections.map((section) => ({
    ...section,
    items: section.items.filter((item) => item.label !== SUBSCRIBE_LABEL),
  }));
  return (
    <footer id="site-footer" className="site-footer" data-testid="site-footer">
      <div className="page site-footer__inner">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <p className="site-footer__wordmark" aria-hidden="true">
              <span className="masthead__art">ART</span>
              <span className="masthead__magazine">MAGAZINE</span>
            </p>
            <p className="site-footer__about">
              Criticism, news and a city guide to exhibitions, published in print ten times a year and online every day.
            </p>
            <SocialLinks />
          </div>
          <NewsletterBox />
        </div>
        <nav id="site-index" className="site-footer__index" aria-label="Site index" tabIndex={-1}>
          <MenuSections sections={index} headingLevel="h2" />
          <section className="menu-section" data-testid="footer-account">
            <h2 className="label menu-section__title">account</h2>
            <ul className="menu-list">
              {viewer ? (
                <>
                  <li className="menu-list__item">
                    <Link to="/profile" className="menu-list__link">
                      your profile
                    </Link>
                  </li>
                  {!viewer.isSubscriber && (
                    <li className="menu-list__item">
                      <Link to="/profile/activate" className="menu-list__link">
                        {accountTexts.subscriberActivate}
                      </Link>
                    </li>
                  )}
                </>
              ) : (
                <>
                  <li className="menu-list__item">
                    <Link to="/login?redirectTo=%2Fprofile%2Factivate" className="menu-list__link">
                      {accountTexts.subscriberLogin}
                    </Link>
                  </li>
                  <li className="menu-list__item">
                    <Link to="/register" className="menu-list__link">
                      register
                    </Link>
                  </li>
                </>
              )}
            </ul>
          </section>
          <section className="menu-section">
            <h2 className="label menu-section__title">about</h2>
            <ul className="menu-list">
              <li className="menu-list__item">
                <Link to="/contact" className="menu-list__link">
                  contact
                </Link>
              </li>
              <li className="menu-list__item">
                <Link to="/privacy" className="menu-list__link">
                  privacy policy
                </Link>
              </li>
              <li className="menu-list__item">
                <Link to="/terms" className="menu-list__link">
                  terms of use
                </Link>
              </li>
            </ul>
          </section>
        </nav>
        <div className="site-footer__legal">
          <p className="site-footer__copyright">© {year} Artmagazine Media LLC. All rights reserved.</p>
          <ul className="site-footer__legal-links">
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
