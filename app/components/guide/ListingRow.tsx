import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import { exhibitionHeadline } from "#machines/rules/guide/guide";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";
import { GuideImage } from "./GuideImage";
import { ImageViewerLink } from "./ImageViewerLink";
import type { ListingOptions } from "./ListingCard";
import { MyguideToggle } from "./MyguideToggle";
import { ShowRunDates } from "./ShowRunDates";

/**
 * A listing in the compact list (a city page's ?view=list): the image as a
 * thumbnail, whole inside its square (it still enlarges), artists and title, dates and when the
 * show opens or closes, the venue, and +myguide; the venue's facts and the
 * description stay on the venue's page and the cards.
 */
export function ListingRow({ exhibition: x, options }: { exhibition: ListingExhibition; options: ListingOptions }) {
  const headline = exhibitionHeadline(x);
  const venue = x.location;
  return (
    <article className="g-row" id={x.slug} data-exhibition-id={x.id}>
      {x.primaryImage ? (
        <ImageViewerLink
          className="g-row__thumb"
          images={x.images.length > 0 ? x.images : [x.primaryImage]}
          title={headline}
        >
          <GuideImage image={x.primaryImage} alt={x.primaryImage.caption || headline} eager={options.eagerImage} />
        </ImageViewerLink>
      ) : (
        <span className="g-row__thumb g-row__thumb--none" />
      )}
      <div className="g-row__body">
        <h3 className="g-row__title">
          {x.artists && <span className="g-row__artists">{x.artists}</span>}
          <Html className="g-row__show" html={x.exhibitionTitle} />
        </h3>
        <ShowRunDates className="g-row__dates" dates={x.dates} />
        {!options.hideVenue && (
          <p className="g-row__venue">
            <Link to={venue.path}>{venue.name}</Link>
          </p>
        )}
      </div>
      <div className="g-row__options">
        <MyguideToggle exhibition={x} />
      </div>
    </article>
  );
}
