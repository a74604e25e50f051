import * as v from "valibot";
import { Link } from "react-router";
import { formatPrice, PRIMARY_PLAN_IDS } from "../../../machines/rules/shop";
import { appContext } from "../../../workers/context";
import { listPlans, type Recipient } from "../../../workers/db/shopPlans";
import { PlanCard } from "../../components/shop/PlanCard";
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
    plans: plans.map((p) => ({ id: p.id, title: p.title, description: p.description, priceCents: p.priceCents, digitalOnly: p.digitalOnly })),
    selectedId: selected?.id ?? null,
    keep: Object.fromEntries(["tid", "utm_campaign", "utm_medium", "utm_source"].flatMap((k) => (url.searchParams.get(k) ? [[k, url.searchParams.get(k) as string]] : []))),
  };
}

export function meta() {
  return [
    { title: "Subscribe | Artmagazine" },
    { name: "description", content: "Subscribe to the print and digital magazine: ten issues a year, the complete archive and every article online." },
  ];
}

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  const { recipient, country, plans, selectedId, signedIn, keep } = loaderData;
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
    </div>
  );
}
