import type { ShellViewer } from "#app/lib/rootData";
import type { MenuItem, MenuSection } from "#app/rules/shell/navigation";
import { AccountLinks } from "./AccountLinks";
import { Dialog } from "./Dialog";
import { MenuLink } from "./MenuLink";

/** One entry with its visible subpages (hidden ones were skipped by the rules). */
function MenuEntry({ item }: { item: MenuItem }) {
  return (
    <li className="menu-list__item">
      <MenuLink
        to={item.path}
        className="menu-list__link"
        testId={item.label === "SUBSCRIBE" ? "menu-subscribe" : undefined}
      >
        {item.label}
      </MenuLink>
      {item.subpages && item.subpages.length > 0 && (
        <ul className="menu-list__subpages" aria-label={`${item.label} pages`}>
          {item.subpages.map((sub) => (
            <li key={sub.path + sub.label}>
              <MenuLink to={sub.path} className="menu-list__sublink">
                {sub.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Sections of links, shared by the slide menu and the footer's site index (the no-JavaScript menu). */
export function MenuSections({
  sections,
  headingLevel = "h3",
}: {
  sections: MenuSection[];
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <div className="menu-sections">
      {sections.map((section) => (
        <section key={section.title} className="menu-section">
          <Heading className="label menu-section__title">{section.title}</Heading>
          <ul className="menu-list">
            {section.items.map((item) => (
              <MenuEntry key={item.path + item.label} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The slide menu (hamburger): navigation, magazine channels and SUBSCRIBE as an external link. */
export function SlideMenu({ sections, viewer }: { sections: MenuSection[]; viewer: ShellViewer | null }) {
  return (
    <Dialog overlay="slideMenu" title="Menu" className="overlay--side">
      <nav className="slide-menu" aria-label="Site menu">
        <MenuSections sections={sections} />
      </nav>
      <div className="slide-menu__account">
        <AccountLinks viewer={viewer} className="account-links account-links--menu" />
      </div>
    </Dialog>
  );
}
