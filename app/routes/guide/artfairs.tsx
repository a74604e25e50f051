import { FixedListPage } from "#app/components/guide/FixedListPage";
import { stylesheet } from "#app/lib/stylesheet";
import { loadFixedList } from "#app/routes/guide/guideData.server";
import guideCss from "#app/styles/guide.css?url";
import { guidePaths } from "#machines/rules/guide/guide";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/artfairs";

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFixedList(context.get(guideContext), request, "artfairs");
}

export function meta() {
  return [
    { title: "Art Fairs | artguide" },
    { name: "description", content: "Art fairs now on and coming up around the world, with dates, venues and hours." },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <FixedListPage
      kind="artfairs"
      title="Art Fairs"
      subtitle="Fairs now on and coming up, by city"
      base={loaderData.base}
      list={loaderData.list}
      show={loaderData.show}
      placeUrl={loaderData.placeUrl}
      placeCounts={loaderData.placeCounts}
      path={guidePaths.artfairs}
    />
  );
}
