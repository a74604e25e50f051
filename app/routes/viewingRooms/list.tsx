import { useCallback, useState } from "react";
import * as v from "valibot";
import { SimpleSlider } from "#app/components/home/SimpleSlider";
import { Toggle } from "#app/components/home/Toggle";
import { PageHeading } from "#app/components/magazine/PageHeading";
import { Link } from "#app/components/navigation/Link";
import { ViewingRoomCard } from "#app/components/viewingRooms/ViewingRoomCard";
import { lazyComponent } from "#app/lib/lazy";
import { pageTitle } from "#app/lib/meta";
import { useRootData } from "#app/lib/rootData";
import { stylesheet } from "#app/lib/stylesheet";
import homeCss from "#app/styles/home.css?url";
import magazineCss from "#app/styles/magazine.css?url";
import type { Article } from "#machines/rules/magazine/articleTypes";
import { countNoun } from "#machines/rules/shell/paging";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/list";

export const links: Route.LinksFunction = () => [stylesheet(magazineCss), stylesheet(homeCss)];

const ViewingRoomLightbox = lazyComponent(() => import("#app/components/viewingRooms/ViewingRoomLightbox"), {
  fallback: null,
});

const pageQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)), "1"),
});

/** GET /items/type/600?page&pageSize=12&sort_column=e.title&sort_order=ASC&flag=256, server-side. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = v.safeParse(pageQuery, Object.fromEntries(new URL(request.url).searchParams));
  const page = parsed.success ? parsed.output.page : 1;
  const { slides, ...list } = await context.get(guideContext).viewingRooms(page);
  if (list.rooms.length === 0 && page > 1) throw new Response("No such page", { status: 404 });
  // The simple slider takes its slides as a JSON list.
  return { ...list, slidesJson: JSON.stringify(slides) };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [
    { title: pageTitle(data && data.page > 1 ? `Viewing Rooms, page ${data.page}` : "Viewing Rooms") },
    { name: "description", content: "Online viewing rooms of the galleries and museums in the art guide." },
  ];
}

/** Viewing rooms: the listing, each room opening in the viewing-room lightbox. */
export default function ViewingRooms({ loaderData }: Route.ComponentProps) {
  const { rooms, page, pages, total, slidesJson } = loaderData;
  const { apiPath } = useRootData().config;
  const [open, setOpen] = useState<Article | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <div className="page mag-page home vr-page">
      <PageHeading label="Viewing Rooms" title="Viewing Rooms">
        <p className="vr-page__intro">
          {countNoun(total, "exhibition", "exhibitions")} to see online, from the galleries and museums of the guide.
        </p>
        <Toggle openText="About viewing rooms" closeText="Close">
          <p>
            Each viewing room gathers the images and films of one exhibition. Open a room to page through its works full
            screen with the arrow keys, or follow its link for the exhibition in the art guide.
          </p>
        </Toggle>
      </PageHeading>
      {page === 1 ? <SimpleSlider slidesJson={slidesJson} label="Featured viewing rooms" /> : null}
      <ul className="vr-grid" data-testid="viewing-rooms">
        {rooms.map((room) => (
          <li key={room.id}>
            <ViewingRoomCard room={room} onOpen={() => setOpen(room)} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="vr-pager" aria-label="Viewing room pages">
          {page > 1 ? (
            <Link to={`/viewing-rooms?page=${page - 1}`} className="mag-arrow-link">
              ← Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="home-counter">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={`/viewing-rooms?page=${page + 1}`} className="mag-arrow-link">
              Next →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {open ? <ViewingRoomLightbox room={open} apiPath={apiPath} onClose={close} /> : null}
    </div>
  );
}
