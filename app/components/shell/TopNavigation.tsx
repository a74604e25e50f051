import { NAVIGATION } from "../../../machines/rules/navigation";
import { MenuLink } from "./MenuLink";

/** The navigation table of spec 1 §2, exact labels and paths; SUBSCRIBE is not here (slide menu only). */
export function TopNavigation() {
  return (
    <nav className="top-nav" aria-label="artguide" data-testid="top-navigation">
      <ul className="top-nav__list">
        {NAVIGATION.map((item) => (
          <li key={item.path}>
            <MenuLink to={item.path} className="top-nav__link">
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
