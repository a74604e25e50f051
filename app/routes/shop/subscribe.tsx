import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { SubscribeForm, type SubscribePageData } from "#app/components/shop/SubscribeForm";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import { GIFT_TAB_ID } from "#app/rules/shell/navigation";
import shopCss from "#app/styles/shop.css?url";
import { RECIPIENT_CODES, recipientFlags, SUBSCRIBE_TEXTS } from "#machines/rules/shop/subscribeForm";
import { FORM_STATE_PARAMS, readSubscribeQuery } from "#machines/rules/shop/subscribeQuery";
import { subscribe } from "#workers/api/shop/subscribeForm";
import { subscriptionOptions } from "#workers/api/shop/subscriptionOptions";
import { appContext } from "#workers/context";
import { lookUpDiscountCode } from "#workers/services/shop/discountLookup";
import { startPayment } from "#workers/services/shop/purchasePayment";
import type { Route } from "./+types/subscribe";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

const KEPT = ["tid", "utm_campaign", "utm_medium", "utm_source"] as const;

/**
 * The first plan options, as GET /api/subscription/options answers them, for
 * the query's recipient, delivery and discount (rules/shop/subscribeQuery.ts:
 * the address holds the form); the term named by orderTerm or id is selected
 * by the form machine (else the first primary plan).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  // The subscribers' gift tab opens the gift form, unless the reader has chosen a recipient since.
  const query = readSubscribeQuery(url.searchParams, GIFT_TAB_ID);
  const lookup = await lookUpDiscountCode(app, request, query.discount || RECIPIENT_CODES[query.recipient]);
  const options = await subscriptionOptions(
    app.db,
    { countrycode: query.country, flags: recipientFlags(query.recipient) },
    lookup.limited ? null : lookup.code,
  );
  const page: SubscribePageData = {
    recipient: query.recipient,
    region: query.region,
    countryCode: query.country,
    plans: options.plans,
    wantedPlanId: query.orderTerm || query.id || null,
    discount: options.discount,
    codeError: lookup.limited
      ? SUBSCRIBE_TEXTS.tooManyCodeLookups
      : query.discount && !options.discount
        ? SUBSCRIBE_TEXTS.codeNotValid
        : null,
    signedIn: app.viewer !== null,
    key: crypto.randomUUID(),
    keep: Object.fromEntries(
      KEPT.flatMap((k) => (url.searchParams.get(k) ? [[k, url.searchParams.get(k) as string]] : [])),
    ),
  };
  return lookup.limited ? data(page, { status: 429 }) : page;
}

/**
 * With JavaScript the form machine writes its own state to the URL (recipient, delivery, code, term) and
 * loads its options itself, also when back or forward brings another entry's: those changes run no loader.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (u: URL) => {
    const q = new URLSearchParams(u.search);
    for (const name of FORM_STATE_PARAMS) q.delete(name);
    return q.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

/** Creates the pending subscription and sends the reader to pay for it (plain form; the same rules with JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await subscribe(app, request, await formObject(request));
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  return redirect(await startPayment(app, { kind: "subscription", id: result.subscriptionId }));
}

export function meta() {
  return [
    { title: "Subscribe | Artmagazine" },
    {
      name: "description",
      content:
        "Subscribe to the print and digital magazine: ten issues a year, the complete archive and every article online.",
    },
  ];
}

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  // A new recipient, delivery or code without JavaScript is a new page: a new form machine.
  const formKey = [
    loaderData.recipient,
    loaderData.countryCode,
    loaderData.discount?.code ?? "",
    loaderData.codeError ?? "",
  ].join("|");
  return (
    <div className="page shop-page subscribe-page">
      <header className="page-header subscribe-hero">
        <p className="kicker">Subscribe</p>
        <h1 className="page-title">The magazine, in print and online</h1>
        <p className="dek">
          Ten issues a year, every article on the site, and the complete digital archive, from the first issue to this
          month’s.
        </p>
      </header>
      <SubscribeForm key={formKey} data={loaderData} errors={actionData?.errors ?? {}} />
    </div>
  );
}
