import { Link } from "react-router";
import { GUIDE_PAGE_SIZE, guidePaths, guideTexts } from "../../../machines/rules/guide";
import { appContext } from "../../../workers/context";
import { searchGuide } from "../../../workers/db/guideSearch";
import { ListingsSection } from "../../components/guide/ListingsSection";
import { GuideHeader } from "../../components/guide/GuideHeader";
import { guideBase, pageParam } from "../../components/guide/guideData.server";
import { listingOptions } from "../../components/guide/listingOptions";
import guideCss from "../../styles/guide.css?url";
import type { Route } from "./+types/search";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: guideCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const search = (url.searchParams.get("search") ?? "").trim().slice(0, 200);
  const page = pageParam(url);
  const base = await guideBase(app);
  const found = search
    ? await searchGuide(app.db, search, { page, size: GUIDE_PAGE_SIZE, today: base.today })
    : { exhibitions: [], exhibitionTotal: 0, locations: [], locationTotal: 0 };
  const hasNext = page * GUIDE_PAGE_SIZE < Math.max(found.exhibitionTotal, found.locationTotal);
  return { base, search, page, found, nextPage: hasNext ? page + 1 : null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const term = loaderData?.search;
  return [{ title: term ? `“${term}” in the artguide | artguide` : "Search the artguide | artguide" }];
}

export default function GuideSearch({ loaderData }: Route.ComponentProps) {
  const { base, search, page, found, nextPage } = loaderData;
  const options = listingOptions(base, { showPlace: true });
  const none = search && found.exhibitions.length === 0 && found.locations.length === 0;
  return (
    <div className="g-page">
      <GuideHeader
        title={search ? `“${search}”` : "Search the artguide"}
        subtitle={search ? `${found.exhibitionTotal} exhibitions · ${found.locationTotal} venues` : "Artists, shows, venues and cities"}
        places={base.places}
        search={search}
      />
      {none && (
        <div className="g-empty">
          <p>{guideTexts.noSearchResults}</p>
          <p>
            <Link to={guidePaths.home} className="g-option">{guideTexts.emptyLinkLabel}</Link>
          </p>
        </div>
      )}
      {found.exhibitions.length > 0 && <ListingsSection title="artguide exhibitions" entities={found.exhibitions} options={options} />}
      {found.locations.length > 0 && (
        <ListingsSection title="artguide venues" entities={found.locations} options={{ ...options, eagerImage: false }} />
      )}
      {(page > 1 || nextPage) && (
        <nav className="g-pager" aria-label="Pages">
          {page > 1 ? <Link className="g-pager__link" rel="prev" to={guidePaths.search(search) + (page > 2 ? `&page=${page - 1}` : "")}>← Previous</Link> : <span />}
          <span className="g-pager__status">Page {page}</span>
          {nextPage ? (
            <Link className="g-pager__link g-pager__link--next" rel="next" to={`${guidePaths.search(search)}&page=${nextPage}`} data-next-page={nextPage}>
              Next page →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
