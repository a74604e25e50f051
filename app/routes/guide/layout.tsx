import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { MyguideProvider } from "#app/components/guide/MyguideProvider";
import { keepDataOffline } from "#app/lib/pocket/keepDataOffline";
import { appContext, ownViewer } from "#workers/context";
import { guideContext } from "#workers/services/guide/guideService";
import type { Route } from "./+types/layout";

/**
 * The reader's myguide may have changed elsewhere (another tab or device): every guide page reads
 * it afresh, which a layout's loader would not do by default when only the path changes. Offline,
 * stepping back to this page keeps its data (app/lib/pocket/keepDataOffline.ts).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return keepDataOffline({ ...args, defaultShouldRevalidate: true });
}

/** Every guide page shares one myguide machine, seeded with the reader's ids: the one read of them per page. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const viewer = ownViewer(app);
  return { myguideIds: viewer ? await context.get(guideContext).myguideIds(viewer.id) : null };
}

export default function GuideLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MyguideProvider ids={loaderData.myguideIds}>
      <Outlet />
    </MyguideProvider>
  );
}
