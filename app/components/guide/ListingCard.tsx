import { Html } from "#app/components/magazine/Html";
import { Link } from "#app/components/navigation/Link";
import { exhibitionHeadline, guidePaths, guideTexts } from "#machines/rules/guide/guide";
import type { ListingExhibition } from "#machines/rules/guide/guideTypes";
import type { ListLayout } from "#machines/rules/guide/listLayout";
import { Flags } from "./Flags";
import { ListingImage } from "./ListingImage";
import { MyguideToggle } from "./MyguideToggle";
import { ShareOption } from "./ShareOption";
import { ShowRunDates } from "./ShowRunDates";
import { VenueFacts } from "./VenueFacts";

export interface ListingOptions {
  baseUrl: string;
  /** Inside a featured-list section the list names are not repeated. */
  hideLists?: boolean;
  /** On the venue's own page the venue line is not repeated. */
  hideVenue?: boolean;
  eagerImage?: boolean;
  /** Lists that span cities (search, myguide by date) name the city beside the venue. */
  showPlace?: boolean;
  /** A city page's compact list (ListingRow) instead of cards. */
  layout?: ListLayout;
}

/** The guide listing card */
export function ListingCard({ exhibition: x, options }: { exhibition: ListingExhibition; options: ListingOptions }) {
  const venue = x.location;
  const headline = exhibitionHeadline(x);
  return (
    <article className="g-card" id={x.slug} data-exhibition-id={x.id}>
      {/* Click enlarges: the full image without JavaScript, the guide image viewer with it. */}
      <ListingImage exhibition={x} headline={headline} eager={options.eagerImage} />
      <div className="g-card__body">
        <Flags exhibition={x} hideLists={options.hideLists} />
        <h3 className="g-card__title">
          {x.artists && <span className="g-card__artists">{x.artists}</span>}
          <Html className="g-card__show" html={x.exhibitionTitle} />
        </h3>
        {x.subtitle && <p className="g-card__subtitle">{x.subtitle}</p>}
        <ShowRunDates className="g-card__dates" dates={x.dates} />
        {x.dates.reception && <p className="g-card__reception">{x.dates.reception}</p>}
        {!options.hideVenue && (
          <div className="g-card__venue">
            <p className="g-card__venue-name">
              <Link to={venue.path}>{venue.name}</Link>
              {options.showPlace && (
                <>
                  {" · "}
                  <Link to={venue.placePath}>{venue.place}</Link>
                </>
              )}
            </p>
            <VenueFacts venue={venue} contact />
          </div>
        )}
        {x.description && <Html as="div" className="g-card__description" html={x.description} />}
        {x.descriptionExtended && (
          <details className="g-disclosure g-card__more">
            <summary className="g-option">read more</summary>
            <Html as="div" className="g-press" html={x.descriptionExtended} />
          </details>
        )}
        <div className="g-card__options">
          <MyguideToggle exhibition={x} />
          {x.pressRelease && (
            <details className="g-disclosure">
              <summary className="g-option">{guideTexts.pressRelease}</summary>
              <Html as="div" className="g-press" html={x.pressRelease} />
            </details>
          )}
          <ShareOption
            title={headline}
            path={x.path}
            sharePage={guidePaths.share(venue.path, x.slug)}
            baseUrl={options.baseUrl}
          />
          <a className="g-option" href={guidePaths.exhibitionCalendar(x.id)} download>
            {guideTexts.addToCalendar}
          </a>
          {!options.hideVenue && venue.hasMoreExhibitions && (
            <Link className="g-option" to={venue.path}>
              {guideTexts.moreAtLocation}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
