import { appContext } from "../../../workers/context";
import { listExhibitions } from "../../../workers/db/exhibitions";
import { GUIDE_PAGE_SIZE, guidePaths } from "../../../machines/rules/guide";
import { FixedListPage } from "../../components/guide/FixedListPage";
import { assertPage, guideBase, pageParam } from "../../components/guide/guideData.server";
import guideCss from "../../styles/guide.css?url";
import type { Route } from "./+types/artfairs";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: guideCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const page = pageParam(new URL(request.url));
  const base = await guideBase(app);
  const list = await listExhibitions(app.db, { kind: "artfairs" }, { page, size: GUIDE_PAGE_SIZE, today: base.today });
  if (list.total > 0) assertPage(page, list.pages);
  return { base, list };
}

export function meta() {
  return [{ title: "Art Fairs | artguide" }, { name: "description", content: "Art fairs now on and coming up around the world, with dates, venues and hours." }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <FixedListPage
      kind="artfairs"
      title="Art Fairs"
      subtitle="Fairs now on and coming up, by city"
      base={loaderData.base}
      list={loaderData.list}
      path={guidePaths.artfairs}
    />
  );
}
