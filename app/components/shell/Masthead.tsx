import { Link } from "#app/components/navigation/Link";

/**
 * The wordmark: ART set heavy against a lighter MAGAZINE in the book serif,
 * tightly tracked caps with a hairline between, so the name reads as one
 * typographic object at every size. Text, not an image, so it stays sharp
 * and costs nothing.
 */
export function Masthead({ as: Tag = "div" }: { as?: "div" | "h1" }) {
  return (
    <Tag className="masthead">
      <Link to="/" className="masthead__link" aria-label="Artmagazine, home" data-testid="masthead">
        <span className="masthead__art" aria-hidden="true">
          ART
        </span>
        <span className="masthead__magazine" aria-hidden="true">
          MAGAZINE
        </span>
      </Link>
    </Tag>
  );
}
