import type { ShouldRevalidateFunctionArgs } from "react-router";
import { networkUnreliable } from "#app/lib/pocket/keptPage";

/**
 * A route's shouldRevalidate for the pages the device keeps: offline, a
 * revalidation of the same page (the guide map's history entries step back
 * to it) keeps the data the page has. The network cannot answer then, and
 * the kept page's router data may not be on the device: the router would
 * show an error in place of a page that was working.
 */
export function keepDataOffline({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href === nextUrl.href && networkUnreliable()) return false;
  return defaultShouldRevalidate;
}
