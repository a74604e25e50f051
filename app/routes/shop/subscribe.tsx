import * as v from "valibot";
import { data, Form, Link, redirect } from "react-router";
import { formatPrice, PRIMARY_PLAN_IDS } from "../../../machines/rules/shop";
import { appContext } from "../../../workers/context";
import { listPlans, type Recipient } from "../../../workers/db/shopPlans";
import { subscribe } from "../../../workers/api/shop/subscribeForm";
import { startPayment } from "../../../workers/services/purchasePayment";
import { formObject } from "../../components/account/formData.server";
import { AddressFields } from "../../components/shop/AddressFields";
import { PlanCard } from "../../components/shop/PlanCard";
import { SubscribeButton } from "../../components/shop/SubscribeButton";
import shopCss from "../../styles/shop.css?url";
import type { Route } from "./+types/subscribe";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: shopCss }];

const RECIPIENTS: { value: Recipient; label: string }[] = [
  { value: "individual", label: "For myself" },
  { value: "gift", label: "As a gift" },
  { value: "student", label: "Student" },
  { value: "institution", label: "Institution" },
];

const COUNTRIES = [
  { value: "US", label: "U.S." },
  { value: "CA", label: "Canada" },
  { value: "INTL", label: "International" },
] as const;

const Query = v.object({
  recipient: v.optional(v.picklist(["individual", "gift", "student", "institution"]), "individual"),
  country: v.optional(v.picklist(["US", "CA", "INTL"]), "US"),
  id: v.optional(v.pipe(v.string(), v.maxLength(40))),
});

/** The plan list for the reader's recipient and country (default: individual, U.S.), as subscription_plans holds it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = new URL(request.url);
  const parsed = v.safeParse(Query, Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.output : { recipient: "individual" as const, country: "US" as const, id: undefined };
  const plans = await listPlans(app.db, query.recipient, query.country);
  // The plan named by id, else the first of the primary plans (spec 1 §4), else the first.
  const selected =
    plans.find((p) => p.id === query.id) ??
    plans.find((p) => (PRIMARY_PLAN_IDS as readonly string[]).includes(p.id)) ??
    plans[0] ??
    null;
  return {
    recipient: query.recipient,
    country: query.country,
    signedIn: app.viewer !== null,
    plans: plans.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      priceCents: p.priceCents,
      digitalOnly: p.digitalOnly,
      needsBilling: p.needsBilling,
      flags: p.flags,
      termMonths: p.termMonths,
    })),
    selectedId: selected?.id ?? null,
    key: crypto.randomUUID(),
    discount: url.searchParams.get("discount") ?? "",
    keep: Object.fromEntries(["tid", "utm_campaign", "utm_medium", "utm_source"].flatMap((k) => (url.searchParams.get(k) ? [[k, url.searchParams.get(k) as string]] : []))),
  };
}

/** Creates the pending subscription and sends the reader to pay for it (plain form; the same rules with JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const result = await subscribe(app, await formObject(request));
  if (!result.ok) return data({ errors: result.errors }, { status: result.status });
  return redirect(await startPayment(app, { kind: "subscription", id: result.subscriptionId }));
}

export function meta() {
  return [
    { title: "Subscribe | Artmagazine" },
    { name: "description", content: "Subscribe to the print and digital magazine: ten issues a year, the complete archive and every article online." },
  ];
}

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { recipient, country, plans, selectedId, signedIn, keep, key, discount } = loaderData;
  const errors = actionData?.errors ?? {};
  const href = (next: Partial<{ recipient: string; country: string; id: string | null }>) => {
    const q = new URLSearchParams(keep);
    const r = next.recipient ?? recipient;
    const c = next.country ?? country;
    if (r !== "individual") q.set("recipient", r);
    if (c !== "US") q.set("country", c);
    const id = next.id === undefined ? null : next.id;
    if (id) q.set("id", id);
    const s = q.toString();
    return `/subscribe${s ? `?${s}` : ""}`;
  };
  const selected = plans.find((p) => p.id === selectedId) ?? null;
  return (
    <div className="page shop-page subscribe-page">
      <header className="page-header subscribe-hero">
        <p className="kicker">Subscribe</p>
        <h1 className="page-title">The magazine, in print and online</h1>
        <p className="dek">Ten issues a year, every article on the site, and the complete digital archive, from the first issue to this month’s.</p>
      </header>

      <section className="section" aria-labelledby="sub-recipient">
        <h2 className="section-heading" id="sub-recipient">Who is it for?</h2>
        <nav className="shop-choices" aria-label="Recipient">
          {RECIPIENTS.map((r) => (
            <Link key={r.value} to={href({ recipient: r.value })} aria-current={r.value === recipient ? "true" : undefined} preventScrollReset>
              {r.label}
            </Link>
          ))}
        </nav>
        <nav className="shop-choices shop-choices--small" aria-label="Delivery">
          {COUNTRIES.map((c) => (
            <Link key={c.value} to={href({ country: c.value })} aria-current={c.value === country ? "true" : undefined} preventScrollReset>
              {c.label}
            </Link>
          ))}
        </nav>
      </section>

      <section className="section" aria-labelledby="sub-term">
        <h2 className="section-heading" id="sub-term">Term</h2>
        {plans.length === 0 ? (
          <p>There are no subscriptions of this kind for this destination. Please choose another.</p>
        ) : (
          <ul className="shop-plans">
            {plans.map((p) => (
              <PlanCard key={p.id} plan={p} selected={p.id === selectedId} href={href({ id: p.id })} />
            ))}
          </ul>
        )}
      </section>

      {selected && (
        <section className="section shop-selected" aria-labelledby="sub-review">
          <h2 className="section-heading" id="sub-review">Review</h2>
          <p>
            <strong>{selected.title}</strong> · {formatPrice(selected.priceCents)}
            {selected.digitalOnly ? " · digital only, nothing is posted" : ""}
          </p>
          {!signedIn && (
            <p>
              Please sign in or register to subscribe.{" "}
              <Link className="text-link" to={`/login?redirectTo=${encodeURIComponent(href({ id: selected.id }))}`}>Sign in</Link> ·{" "}
              <Link className="text-link" to="/register">Register</Link>
            </p>
          )}
        </section>
      )}

      {selected && signedIn && (
        <Form method="post" className="form shop-checkout subscribe-form" noValidate>
          <input type="hidden" name="idempotencyKey" value={key} />
          <input type="hidden" name="order_term" value={selected.id} />
          <input type="hidden" name="product_id" value={selected.id} />
          <input type="hidden" name="productKey" value={selected.id} />
          {errors.form && (
            <p className="alert alert--error" role="alert" data-testid="subscribe-error">
              {errors.form}
            </p>
          )}
          {errors.order_term && (
            <p className="alert alert--error" role="alert">
              {errors.order_term}
            </p>
          )}
          <div className={errors.discountCode ? "field field--error" : "field"}>
            <label className="field__label" htmlFor="sub-discount">
              Discount code (optional)
            </label>
            <input className="field__input" id="sub-discount" name="discountCode" defaultValue={discount} maxLength={40} />
            <p className="meta">An active code is taken off the price when you subscribe.</p>
          </div>
          {recipient === "gift" && (
            <fieldset className="shop-address">
              <legend className="section-heading">The gift</legend>
              {(
                [
                  ["giftEmail", "Recipient's e-mail address"],
                  ["giftFrom", "From (your name)"],
                  ["giftMessage", "Message (optional)"],
                ] as const
              ).map(([name, label]) => (
                <div key={name} className={errors[name] ? "field field--error" : "field"}>
                  <label className="field__label" htmlFor={`sub-${name}`}>
                    {label}
                  </label>
                  <input className="field__input" id={`sub-${name}`} name={name} type={name === "giftEmail" ? "email" : "text"} maxLength={name === "giftMessage" ? 500 : 200} />
                  {errors[name] && <p className="field__error">{errors[name]}</p>}
                </div>
              ))}
            </fieldset>
          )}
          {recipient === "student" && (
            <p className="meta">
              Student rates need a valid college or university e-mail address on your account.{" "}
              <a href="/profile" target="_blank" rel="noreferrer">
                Change your account e-mail
              </a>
            </p>
          )}
          <fieldset className="shop-address" data-section="billing">
            <legend className="section-heading">Payment information</legend>
            <AddressFields prefix="billing_" errors={errors} />
          </fieldset>
          {!selected.digitalOnly && (
            <>
              <label className="checkbox shop-ship-to-billing">
                <input type="checkbox" name="shipToBilling" defaultChecked /> Ship to my billing address
              </label>
              <fieldset className="shop-address shop-shipping" data-section="shipping">
                <legend className="section-heading">Shipping information</legend>
                <AddressFields prefix="shipping_" errors={errors} />
              </fieldset>
            </>
          )}
          <SubscribeButton
            plans={plans.map((p) => ({ ...p, productKey: p.id, price: p.priceCents / 100, fullPrice: p.priceCents / 100 }))}
            selectedId={selected.id}
            recipient={recipient}
            signedIn={signedIn}
          />
        </Form>
      )}
    </div>
  );
}
