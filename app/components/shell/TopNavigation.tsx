import { useRootData } from "#app/lib/rootData";
import { MYGUIDE_PATH, MYGUIDE_SIGN_IN_TEXT } from "#machines/rules/myguideAccess";
import { NAVIGATION } from "#machines/rules/navigation";
import { MenuLink } from "./MenuLink";
import { useOverlayActor } from "./ShellProvider";

/** The navigation table of spec 1 §2, exact labels and paths; SUBSCRIBE is not here (slide menu only). */
export function TopNavigation() {
  const { viewer } = useRootData();
  const overlay = useOverlayActor();
  // Spec 2 §5: a visitor's myguide link is blocked and the sign-in asks with
  // 'Sign in to access your myguide.' (without JavaScript the page says the same).
  const blockMyguide = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (viewer) return;
    event.preventDefault();
    overlay.send({ type: "OPEN", overlay: "login", prompt: MYGUIDE_SIGN_IN_TEXT });
  };
  return (
    <nav className="top-nav" aria-label="artguide" data-testid="top-navigation">
      <ul className="top-nav__list">
        {NAVIGATION.map((item) => (
          <li key={item.path}>
            <MenuLink
              to={item.path}
              className="top-nav__link"
              onClick={item.path === MYGUIDE_PATH ? blockMyguide : undefined}
            >
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
