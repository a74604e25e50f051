import type { RouterContextProvider } from "react-router";
import type { AppContext } from "#workers/context";
import { accountContext, accountService } from "./account/accountService";
import { adminContext, adminService } from "./admin/adminService";
import { guideContext, guideService } from "./guide/guideService";
import { magazineContext, magazineService } from "./magazine/magazineService";
import { shopContext, shopService } from "./shop/shopService";

/**
 * Puts each area's service on a page request's context: route modules read and write through
 * them (`context.get(magazineContext)`), never through workers/db or a cache of their own, so
 * what is kept, for how long and for whom is decided in one module per area.
 */
export function provideAreaServices(context: RouterContextProvider, app: AppContext): void {
  context.set(magazineContext, magazineService(app));
  context.set(guideContext, guideService(app));
  context.set(shopContext, shopService(app));
  context.set(accountContext, accountService(app));
  context.set(adminContext, adminService(app));
}
