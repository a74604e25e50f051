import { Outlet } from "react-router";
import { MyguideProvider } from "#app/components/guide/MyguideProvider";
import { keepDataOffline } from "#app/lib/pocket/keepDataOffline";
import { appContext } from "#workers/context";
import { myguideIds } from "#workers/db/myguide";
import type { Route } from "./+types/layout";

/** Every guide page shares one myguide machine, seeded with the reader's ids. */
/** Offline, stepping back to this page keeps its data (app/lib/pocket/keepDataOffline.ts). */
export const shouldRevalidate = keepDataOffline;

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
