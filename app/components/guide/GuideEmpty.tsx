import { Link } from "#app/components/navigation/Link";
import { guidePaths, guideTexts } from "#machines/rules/guide/guide";

/** Empty state of the API-driven page: a message and a link to the guide home. */
export function GuideEmpty({ message = guideTexts.emptyList }: { message?: string }) {
  return (
    <div className="g-empty">
      <p>{message}</p>
      <p>
        <Link to={guidePaths.home} className="g-option">
          {guideTexts.emptyLinkLabel}
        </Link>
      </p>
    </div>
  );
}
