import { Link } from "#app/components/navigation/Link";
import { useMyguideSignInGate } from "#app/components/shell/useMyguideSignInGate";
import { guidePaths } from "#machines/rules/guide/guide";

/** The guide home's myguide link: visitors get the sign-in instead (the page says the same without JavaScript). */
export function MyguideLink() {
  const signInGate = useMyguideSignInGate();
  return (
    <Link to={guidePaths.myguide} onClick={signInGate}>
      myguide
    </Link>
  );
}
