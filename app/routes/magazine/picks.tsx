import { data } from "react-router";
import { PageHeading } from "#app/components/magazine/PageHeading";
import { PicksFeed } from "#app/components/magazine/PicksFeed";
import { Link } from "#app/components/navigation/Link";
import { pageTitle } from "#app/lib/meta";
import { pageParam } from "#app/lib/pageParam.server";
import { stylesheet } from "#app/lib/stylesheet";
import magazineCss from "#app/styles/magazine.css?url";
import { magazineContext } from "#workers/services/magazine/magazineService";
import type { Route } from "./+types/picks";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss)];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = pageParam(new URL(request.url));
  const [result, ads] = await context.get(magazineContext).picksPage(params.place, page);
  if (!result || page > result.picks.pages) throw data(null, { status: 404 });
  return {
    place: result.place,
    places: result.places,
    nextPlace: result.nextPlace,
    picks: result.picks._embedded.items,
    page,
    pages: result.picks.pages,
    ads,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData ? `Critics' Picks: ${loaderData.place.place}` : "Page not found") }];
}

export default function Picks({ loaderData }: Route.ComponentProps) {
  const { place, places, nextPlace, picks, page, pages, ads } = loaderData;
  return (
    <div className="page mag-page mag-picks" data-place={place.place_url}>
      <PageHeading label="Critics' Picks" title={place.place} />
      <nav className="mag-places" aria-label="Picks by city">
        <ul>
          {places.map((p) => (
            <li key={p.place_url}>
              <Link to={p.path} aria-current={p.place_url === place.place_url ? "page" : undefined}>
                {p.place}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PicksFeed
        key={`${place.place_url}-${page}`}
        first={{ place, picks }}
        places={places}
        page={page}
        pages={pages}
        ads={ads}
      />
      {page >= pages && nextPlace.place_url !== place.place_url ? (
        <p className="mag-picks__next">
          Next: <Link to={nextPlace.path}>Critics' Picks in {nextPlace.place}</Link>
        </p>
      ) : null}
    </div>
  );
}
