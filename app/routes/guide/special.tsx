import { FixedListPage } from "#app/components/guide/FixedListPage";
import { stylesheet } from "#app/lib/stylesheet";
import { loadFixedList } from "#app/routes/guide/guideData.server";
import guideCss from "#app/styles/guide.css?url";
import { guidePaths } from "#machines/rules/guide/guide";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/special";

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFixedList(context.get(guideContext), request, "special");
}

export function meta() {
  return [
    { title: "Special Events | artguide" },
    { name: "description", content: "Biennials, festivals, performances and one-off events, month by month." },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <FixedListPage
      kind="special"
      title="Special Events"
      subtitle="Biennials, festivals, performances and one-off events, by month"
      base={loaderData.base}
      list={loaderData.list}
      show={loaderData.show}
      placeUrl={loaderData.placeUrl}
      placeCounts={loaderData.placeCounts}
      path={guidePaths.special}
    />
  );
}
