import { data } from "react-router";
import { ExhibitionJsonLd } from "#app/components/guide/ExhibitionJsonLd";
import { GuideHeader } from "#app/components/guide/GuideHeader";
import { ListingsSection } from "#app/components/guide/ListingsSection";
import { listingOptions } from "#app/components/guide/listingOptions";
import { VenueBlock } from "#app/components/guide/VenueBlock";
import { VenueGroupNote } from "#app/components/guide/VenueGroupNote";
import { keepDataOffline } from "#app/lib/pocket/keepDataOffline";
import { stylesheet } from "#app/lib/stylesheet";
import guideCss from "#app/styles/guide.css?url";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/venue";

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

/** Offline, stepping back to this page keeps its data (app/lib/pocket/keepDataOffline.ts). */
export const shouldRevalidate = keepDataOffline;

export async function loader({ params, context }: Route.LoaderArgs) {
  const guide = context.get(guideContext);
  const base = await guide.base();
  const venue = /^[a-z0-9-]{1,160}$/.test(params.venue) ? await guide.venue(params.venue, base.today) : null;
  if (!venue) throw data(`There is no venue "${params.venue}".`, { status: 404 });
  // The group is one indexed read, asked for alongside the venue's exhibitions.
  const [exhibitions, group] = await Promise.all([
    guide.venueExhibitions(venue.id, base.today),
    guide.venueGroup(venue.id),
  ]);
  return { base, venue, exhibitions, group };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Venue not found | artguide" }];
  const { venue } = loaderData;
  return [
    { title: `${venue.name}, ${venue.place} | artguide` },
    {
      name: "description",
      content: `${venue.name} in ${venue.place}: current exhibitions, address, opening hours and contact.`,
    },
  ];
}

export default function VenuePage({ loaderData }: Route.ComponentProps) {
  const { base, venue, exhibitions, group } = loaderData;
  const today = exhibitions.filter((x) => x.showStart <= base.today);
  const upcoming = exhibitions.filter((x) => x.showStart > base.today);
  const options = listingOptions(base, { hideVenue: true });
  return (
    <div className="g-page">
      <GuideHeader
        title={venue.place}
        titleAs="p"
        places={base.places}
        currentPlace={venue.place_url}
        mapPlace={venue.place_url}
        mapListedOnPage={exhibitions}
      />
      <VenueBlock venue={venue} mode="detail" baseUrl={base.baseUrl} />
      {group && <VenueGroupNote group={group} />}
      {/* Each exhibition's structured data lives here, on the page its url names; list pages link to it. */}
      {exhibitions.map((x) => (
        <ExhibitionJsonLd key={x.id} exhibition={x} baseUrl={base.baseUrl} />
      ))}
      {today.length > 0 && <ListingsSection title="Current exhibitions" entities={today} options={options} />}
      {upcoming.length > 0 && (
        <ListingsSection title="Upcoming" entities={upcoming} options={{ ...options, eagerImage: false }} />
      )}
      {exhibitions.length === 0 && (
        <div className="g-empty">
          <p>{venue.name} has no exhibitions listed at the moment.</p>
        </div>
      )}
    </div>
  );
}
