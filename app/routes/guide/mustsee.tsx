import { FixedListPage } from "#app/components/guide/FixedListPage";
import { stylesheet } from "#app/lib/stylesheet";
import { loadFixedList } from "#app/routes/guide/guideData.server";
import guideCss from "#app/styles/guide.css?url";
import { guidePaths } from "#machines/rules/guide/guide";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/mustsee";

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFixedList(context.get(guideContext), request, "mustsee");
}

export function meta() {
  return [
    { title: "Must See | artguide" },
    { name: "description", content: "The exhibitions artguide's editors consider essential, city by city." },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <FixedListPage
      kind="mustsee"
      title="Must See"
      subtitle="The shows our editors consider essential, city by city"
      base={loaderData.base}
      list={loaderData.list}
      show={loaderData.show}
      placeUrl={loaderData.placeUrl}
      placeCounts={loaderData.placeCounts}
      path={guidePaths.mustsee}
    />
  );
}
