import { data, redirect } from "react-router";
import { appContext } from "#workers/context";
import { confirmationPath, settleFromCallback } from "#workers/services/shop/purchasePayment";
import type { Route } from "./+types/paymentCallback";

/** The payment sandbox's signed answer: settles the purchase once, then shows its confirmation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const target = await settleFromCallback(
    context.get(appContext),
    query.get("ref") ?? "",
    query.get("outcome") ?? "",
    query.get("signature") ?? "",
  );
  if (!target) throw data("This payment answer is not signed by the payment provider.", { status: 400 });
  return redirect(confirmationPath(target), { headers: { "cache-control": "private, no-store" } });
}
