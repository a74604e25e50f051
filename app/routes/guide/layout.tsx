import { Outlet } from "react-router";
import { MyguideProvider } from "#app/components/guide/MyguideProvider";
import { appContext } from "#workers/context";
import { myguideIds } from "#workers/db/myguide";
import type { Route } from "./+types/layout";

/** Every guide page shares one myguide machine, seeded with the reader's ids. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return { myguideIds: app.viewer ? await myguideIds(app.db, app.viewer.id) : null };
}

export default function GuideLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MyguideProvider ids={loaderData.myguideIds}>
      <Outlet />
    </MyguideProvider>
  );
}
