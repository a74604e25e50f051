import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";
import { GuideImage } from "./GuideImage";

/** A must-see highlight on the guide home: image, artists, title, venue and city. */
export function HighlightTile({ exhibition: x, eager = false }: { exhibition: ListingExhibition; eager?: boolean }) {
  return (
    <Link className="g-tile" to={x.path}>
      <span className="g-tile__media">
        {x.primaryImage && <GuideImage image={x.primaryImage} alt="" crop="path_large" eager={eager} />}
      </span>
      {x.artists && <span className="g-tile__artists">{x.artists}</span>}
      <Html className="g-tile__show" html={x.exhibitionTitle} />
      <span className="g-tile__meta">
        {x.location.name} · {x.location.place} · {x.dates.run}
      </span>
    </Link>
  );
}
