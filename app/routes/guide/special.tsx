import { appContext } from "../../../workers/context";
import { guidePaths } from "../../../machines/rules/guide";
import { FixedListPage } from "../../components/guide/FixedListPage";
import { loadFixedList } from "../../components/guide/guideData.server";
import guideCss from "../../styles/guide.css?url";
import { stylesheet } from "../../lib/stylesheet";
import type { Route } from "./+types/special";

export const links: Route.LinksFunction = () => [stylesheet(guideCss)];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFixedList(context.get(appContext), request, "special");
}

export function meta() {
  return [{ title: "Special Events | artguide" }, { name: "description", content: "Biennials, festivals, performances and one-off events, month by month." }];
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
