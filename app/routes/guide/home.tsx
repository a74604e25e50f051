import { redirect } from "react-router";
import * as v from "valibot";
import { GuideHeader } from "#app/components/guide/GuideHeader";
import { HighlightTile } from "#app/components/guide/HighlightTile";
import { MyguideLink } from "#app/components/guide/MyguideLink";
import { OpeningsList } from "#app/components/guide/OpeningsList";
import { Link } from "#app/components/navigation/Link";
import { keepDataOffline } from "#app/lib/pocket/keepDataOffline";
import { stylesheet } from "#app/lib/stylesheet";
import guideCss from "#app/styles/guide.css?url";
import { CATEGORY_SLUGS, CITY_DEFAULT_CATEGORY, guidePaths } from "#machines/rules/guide/guide";
import { countNoun } from "#machines/rules/shell/paging";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/home";

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

/** The city navigation's no-JavaScript GET lands here: ?place=&category= redirects to the city path. */
const NavQuery = v.object({
  place: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/)),
  category: v.optional(v.union([v.literal(""), v.picklist(CATEGORY_SLUGS)]), ""),
});

/** Offline, stepping back to this page keeps its data (app/lib/pocket/keepDataOffline.ts). */
export const shouldRevalidate = keepDataOffline;

export async function loader({ request, context }: Route.LoaderArgs) {
  const guide = context.get(guideContext);
  const url = new URL(request.url);
  if (url.searchParams.get("place")) {
    const nav = v.safeParse(NavQuery, Object.fromEntries(url.searchParams));
    if (nav.success) throw redirect(guidePaths.place(nav.output.place, nav.output.category || CITY_DEFAULT_CATEGORY));
  }
  const base = await guide.base();
  const { mustSee, openings, openingsTotal } = await guide.home(base.today);
  return { base, mustSee, openings, openingsTotal };
}

export function meta() {
  return [
    { title: "artguide: exhibitions and galleries worldwide" },
    {
      name: "description",
      content:
        "The city art guide: current exhibitions, openings and closings in galleries and museums in New York, Los Angeles, London, Berlin, Paris and beyond.",
    },
  ];
}

export default function GuideHome({ loaderData }: Route.ComponentProps) {
  const { base, mustSee, openings, openingsTotal } = loaderData;
  const priority = base.places.filter((p) => p.isPriority);
  const others = base.places.filter((p) => !p.isPriority);
  return (
    <div className="g-page">
      <GuideHeader
        title="artguide"
        subtitle="Exhibitions, openings and closings in galleries and museums worldwide"
        places={base.places}
      />
      <nav className="g-tabs" aria-label="Guide sections">
        <ul>
          <li>
            <Link to={guidePaths.place("new-york", "galleries")}>explore</Link>
          </li>
          <li>
            <Link to={guidePaths.mustsee}>must see</Link>
          </li>
          <li>
            <Link to={guidePaths.artfairs}>art fairs</Link>
          </li>
          <li>
            <Link to={guidePaths.special}>special events</Link>
          </li>
          <li>
            <MyguideLink />
          </li>
        </ul>
      </nav>
      <section className="g-section" aria-labelledby="g-cities">
        <header className="g-section__header">
          <h2 className="g-section__title" id="g-cities">
            Cities
          </h2>
        </header>
        <ul className="g-cities g-cities--priority">
          {priority.map((p) => (
            <CityLink key={p.place_url} city={p} />
          ))}
        </ul>
        <ul className="g-cities">
          {others.map((p) => (
            <CityLink key={p.place_url} city={p} />
          ))}
        </ul>
      </section>
      {openings.length > 0 && (
        <section className="g-section" aria-labelledby="g-openings">
          <header className="g-section__header">
            <h2 className="g-section__title" id="g-openings">
              Openings
            </h2>
            <p className="g-section__subtitle">
              {countNoun(openingsTotal, "reception", "receptions")} today and tomorrow
              {openingsTotal > openings.length ? `, the first ${openings.length} here` : ""}
            </p>
          </header>
          <OpeningsList items={openings} />
        </section>
      )}
      {mustSee.length > 0 && (
        <section className="g-section" aria-labelledby="g-mustsee">
          <header className="g-section__header">
            <h2 className="g-section__title" id="g-mustsee">
              Must See
            </h2>
            <div className="g-section__all">
              <Link className="g-option" to={guidePaths.mustsee}>
                all must-see shows →
              </Link>
            </div>
          </header>
          <div className="g-highlights">
            {mustSee.map((x, i) => (
              <HighlightTile key={x.id} exhibition={x} eager={i < 3} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

/** One city of the guide home's lists, with its number of shows. */
function CityLink({ city }: { city: { place: string; path: string; count: number } }) {
  return (
    <li>
      <Link to={city.path}>
        <span className="g-cities__name">{city.place}</span>
        <span className="g-cities__count">{city.count}</span>
      </Link>
    </li>
  );
}
