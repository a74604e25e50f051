import { Link } from "#app/components/navigation/Link";
import { useOverlayActor } from "#app/components/shell/ShellProvider";
import { useRootData } from "#app/lib/rootData";
import { guidePaths, guideTexts } from "#machines/rules/guide/guide";

/** The myguide link: visitors get the login overlay with 'Sign in to access your myguide.' instead (the page says the same without JavaScript). */
export function MyguideLink() {
  const { viewer } = useRootData();
  const overlay = useOverlayActor();
  return (
    <Link
      to={guidePaths.myguide}
      onClick={(event) => {
        if (viewer) return;
        event.preventDefault();
        overlay.send({ type: "OPEN", overlay: "login", prompt: guideTexts.myguideSignIn });
      }}
    >
      myguide
    </Link>
  );
}
