import { Link } from "../navigation/Link";
import { guidePaths, guideTexts } from "../../../machines/rules/guide";
import { useRootData } from "../../lib/rootData";
import { useOverlayActor } from "../shell/ShellProvider";

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
