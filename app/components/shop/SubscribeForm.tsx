import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAngleBracketGuard } from "#app/components/forms/useAngleBracketGuard";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { ErrorAlert } from "#app/components/shell/ErrorAlert";
import { useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import { GIFT_TAB_ID } from "#app/rules/shell/navigation";
import { COUNTRIES } from "#machines/rules/shop/countries";
import { formatPrice } from "#machines/rules/shop/money";

import {
  autoSelect,
  type DiscountAnswer,
  discountNote,
  firstIncomplete,
  hiddenFields,
  INTERNATIONAL,
  initialSubscribeContext,
  type Recipient,
  SUBSCRIBE_TEXTS,
  type SubscriptionPlan,
  sectionComplete,
  selectedPlan,
} from "#machines/rules/shop/subscribeForm";

import { readSubscribeQuery, subscribeSearch } from "#machines/rules/shop/subscribeQuery";
import { AddressFields } from "./AddressFields";

import { PlanCard } from "./PlanCard";

import { type SubscribeActor, SubscribeButton, SubscribeProgress, scrollToSection } from "./SubscribeButton";

export interface SubscribePageData {
  recipient: Recipient;
  region: "US" | "INTL";
  countryCode: string;
  plans: SubscriptionPlan[];
  wantedPlanId: string | null;
  discount: DiscountAnswer | null;
  codeError: string | null;
  signedIn: boolean;
  key: string;
  keep: Record<string, string>;
}

const RECIPIENTS: { value: Recipient; label: string }[] = [
  { value: "individual", label: "For myself" },
  { value: "gift", label: "As a gift" },
  { value: "student", label: "Student" },
  { value: "institution", label: "Institution" },
];

/**
 * The subscription form, driven by the subscribe form machine.
 * The server renders it from the machine's first snapshot (the loader's
 * options), and every choice is also a link or a GET form, so the page works
 * without JavaScript; with it, choices become machine events and options
 * reload from GET /api/subscription/options. The machine (and xstate) loads on
 * the reader's first interaction with the page, or once the browser is idle;
 * until it runs the form shows the machine's initial context, as the server did.
 */
export function SubscribeForm({ data, errors }: { data: SubscribePageData; errors: Record<string, string> }) {
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const angleBrackets = useAngleBracketGuard();
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  navigate.current = navigateNow;
  const pushInFlight = useRef<Promise<void> | null>(null);
  const input = {
    signedIn: data.signedIn,
    recipient: data.recipient,
    wantedPlanId: data.wantedPlanId,
    initial: { plans: data.plans, region: data.region, countryCode: data.countryCode, discount: data.discount },
  };
  // The machine's first context: what the form shows until the machine runs (a new page data is a new form, see the route's key).
  const [initial] = useState(() => initialSubscribeContext(input));
  const actor: SubscribeActor = useLazyActor(
    () =>
      import("./subscribeFormActor").then(({ subscribeFormWith }) =>
        subscribeFormWith((state, push) => {
          const next = `/subscribe${subscribeSearch(state, data.keep)}`;
          if (next === `${window.location.pathname}${window.location.search}`) return;
          // A navigation that interrupts a push in flight takes its place: it pushes too, or the entry would be lost.
          const replace = !push && pushInFlight.current === null;
          const going = Promise.resolve(navigate.current(next, { replace, preventScrollReset: true }));
          if (replace) return;
          pushInFlight.current = going;
          void going.finally(() => {
            if (pushInFlight.current === going) pushInFlight.current = null;
          });
        }),
      ),
    () => ({ input }),
    // Its events queue until then.
    "pageInteraction",
  );
  const context = useLazySelector(actor, (s) => s.context, initial);
  const loading = useLazySelector(
    actor,
    (s) => s.matches({ options: "loading" }) || s.matches({ options: "checkingCode" }),
    initial.plans.length === 0,
  );
  const plan = selectedPlan(context);
  const note = discountNote(context);
  const codeError = context.codeError ?? (context.discountRate ? null : data.codeError);

  // Back and forward navigation bring the form of their history entry back: recipient, delivery and term.
  const search = location.search;
  useEffect(() => {
    const wanted = readSubscribeQuery(new URLSearchParams(search), GIFT_TAB_ID);
    const now = actor.getSnapshot()?.context ?? initial;
    const orderTerm = wanted.orderTerm || wanted.id || null;
    // The term is the one the entry's page would select (none named: the form's own choice).
    const same =
      wanted.recipient === now.recipient &&
      wanted.region === now.region &&
      (wanted.region === "US" || wanted.country === now.countryCode) &&
      autoSelect(now.plans, orderTerm) === now.selectedPlanId;
    // Before the machine runs only the page's own address can be here: it waits for the machine (whose guards decide).
    if (!same)
      actor.sendWhenStarted({
        type: "RESTORE",
        recipient: wanted.recipient,
        region: wanted.region,
        countryCode: wanted.country,
        orderTerm,
      });
  }, [search, actor, initial]);

  // The address fields tell the machine which sections are complete.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new plan changes which sections the form shows
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const filled = (section: string) =>
      Array.from(form.querySelectorAll<HTMLInputElement>(`[data-section="${section}"] [data-required]`)).every(
        (el) => el.value.trim() !== "",
      );
    // At mount the facts wait for the machine; typing starts it.
    const update = (send: typeof actor.send) => {
      send({ type: "BILLING", complete: filled("billing") });
      send({ type: "SHIPPING", complete: filled("shipping") });
    };
    const onInput = () => update(actor.send);
    update(actor.sendWhenStarted);
    form.addEventListener("input", onInput);
    return () => form.removeEventListener("input", onInput);
  }, [actor, plan?.id]);

  // The links the choices are without JavaScript: the address of the form they lead to.
  const href = (next: { recipient?: Recipient; region?: "US" | "INTL"; orderTerm?: string }) => {
    const region = next.region ?? context.region;
    const state = {
      ...context,
      recipient: next.recipient ?? context.recipient,
      region,
      countryCode: region === "US" ? "US" : context.region === "INTL" ? context.countryCode : INTERNATIONAL,
      // Another recipient brings its own code; a term chosen keeps the code in use.
      discountRate: next.recipient ? 0 : context.discountRate,
      selectedPlanId: next.orderTerm ?? null,
    };
    return `/subscribe${subscribeSearch(state, data.keep)}`;
  };
  const on = (send: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    send();
  };
  const applyCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get("discount");
    actor.send({ type: "APPLY_CODE", code: typeof code === "string" ? code : "" });
  };
  const complete = (section: "authentication" | "term" | "billing" | "shipping") =>
    sectionComplete(context, section) ? "complete" : "incomplete";
  const redirectTo = encodeURIComponent(href({ orderTerm: plan?.id }));

  return (
    <>
      <SubscribeProgress actor={actor} initial={initial} />

      <section className="section subscribe-section" aria-labelledby="sub-recipient">
        <h2 className="section-heading" id="sub-recipient">
          Who is it for?
        </h2>
        <nav className="shop-choices" aria-label="Recipient">
          {RECIPIENTS.map((r) => (
            <Link
              key={r.value}
              to={href({ recipient: r.value })}
              aria-current={r.value === context.recipient ? "true" : undefined}
              preventScrollReset
              onClick={on(() => actor.send({ type: "RECIPIENT", recipient: r.value }))}
            >
              {r.label}
            </Link>
          ))}
        </nav>
        <div className="subscribe-delivery">
          <nav className="shop-choices shop-choices--small" aria-label="Delivery">
            <Link
              to={href({ region: "US" })}
              aria-current={context.region === "US" ? "true" : undefined}
              preventScrollReset
              onClick={on(() => actor.send({ type: "US" }))}
            >
              U.S.
            </Link>
            <Link
              to={href({ region: "INTL" })}
              aria-current={context.region === "INTL" ? "true" : undefined}
              preventScrollReset
              onClick={on(() => actor.send({ type: "INTERNATIONAL" }))}
            >
              International
            </Link>
          </nav>
          {context.region === "INTL" && (
            <Form method="get" action="/subscribe" className="subscribe-country" preventScrollReset>
              {Object.entries(data.keep).map(([k, v]) => (
                <input key={k} type="hidden" name={k} value={v} />
              ))}
              {context.recipient !== "individual" && <input type="hidden" name="recipient" value={context.recipient} />}
              <label className="field__label" htmlFor="sub-country">
                Country
              </label>
              <select
                className="field__input"
                id="sub-country"
                name="country"
                value={context.countryCode}
                onChange={(e) => actor.send({ type: "COUNTRY", countryCode: e.target.value })}
              >
                <option value={INTERNATIONAL}>{SUBSCRIBE_TEXTS.chooseCountry}</option>
                {COUNTRIES.filter((c) => c.code !== "US").map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className="button button--secondary">
                  Show plans
                </button>
              </noscript>
            </Form>
          )}
        </div>
      </section>

      <section
        className="section subscribe-section"
        data-section="authentication"
        data-state={complete("authentication")}
        aria-labelledby="sub-account"
      >
        <h2 className="section-heading" id="sub-account">
          Your account
        </h2>
        {context.signedIn ? (
          <p className="meta">You are signed in: the subscription goes on your account.</p>
        ) : (
          <p>
            {SUBSCRIBE_TEXTS.signInFirst}{" "}
            <Link className="button button--secondary" to={`/login?redirectTo=${redirectTo}`}>
              Sign in
            </Link>{" "}
            <Link className="button button--secondary" to={`/register?redirectTo=${redirectTo}`}>
              Register
            </Link>
          </p>
        )}
      </section>

      <section
        className="section subscribe-section"
        data-section="term"
        data-state={complete("term")}
        aria-labelledby="sub-term"
        aria-busy={loading}
      >
        <h2 className="section-heading" id="sub-term">
          Term
        </h2>
        {note ? (
          <p className="subscribe-discount-note" data-testid="discount-note">
            {note}
          </p>
        ) : (
          <Form method="get" action="/subscribe" className="subscribe-code" onSubmit={applyCode} preventScrollReset>
            {Object.entries(data.keep).map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v} />
            ))}
            {context.recipient !== "individual" && <input type="hidden" name="recipient" value={context.recipient} />}
            {context.region === "INTL" && <input type="hidden" name="country" value={context.countryCode} />}
            {plan && <input type="hidden" name="orderTerm" value={plan.id} />}
            <label className="field__label" htmlFor="sub-discount">
              Discount code
            </label>
            <div className="subscribe-code__row">
              <input
                key={context.codeClears}
                className="field__input"
                id="sub-discount"
                name="discount"
                maxLength={40}
                autoComplete="off"
                aria-invalid={codeError ? true : undefined}
              />
              <button type="submit" className="button button--secondary">
                Apply
              </button>
            </div>
            {codeError && (
              <p className="field__error" role="alert" data-testid="code-error">
                {codeError}
              </p>
            )}
          </Form>
        )}
        <ErrorAlert message={context.loadError} />
        {context.plans.length === 0 && !loading && !context.loadError ? (
          <p>{SUBSCRIBE_TEXTS.noPlans}</p>
        ) : (
          <ul className="shop-plans" data-testid="plans">
            {context.plans.map((p) => (
              <PlanCard
                key={p.id}
                plan={p}
                selected={p.id === context.selectedPlanId}
                href={href({ orderTerm: p.id })}
                onChoose={(id) => actor.send({ type: "SELECT_PLAN", id })}
              />
            ))}
          </ul>
        )}
      </section>

      <Form method="post" className="form shop-checkout subscribe-form" noValidate ref={formRef}>
        <input type="hidden" name="idempotencyKey" value={data.key} />
        {Object.entries(hiddenFields(context)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ErrorAlert message={errors.form} testId="subscribe-error" />
        <ErrorAlert message={errors.order_term} />
        <ErrorAlert message={errors.discountCode} />

        {context.recipient === "gift" && (
          <fieldset className="shop-address subscribe-gift">
            <legend className="section-heading">The gift</legend>
            {(
              [
                ["giftEmail", "Recipient's e-mail address", 200],
                ["name", "From (your name)", 100],
                ["giftMessage", "Message (optional)", 500],
              ] as const
            ).map(([name, label, max]) => {
              const error = errors[name] ?? angleBrackets.messageFor(name);
              return (
                <div key={name} className={error ? "field field--error" : "field"}>
                  <label className="field__label" htmlFor={`sub-${name}`}>
                    {label}
                  </label>
                  {name === "giftMessage" ? (
                    <textarea
                      className="field__input"
                      id={`sub-${name}`}
                      name={name}
                      maxLength={max}
                      rows={3}
                      {...angleBrackets.guard(name)}
                    />
                  ) : (
                    <input
                      className="field__input"
                      id={`sub-${name}`}
                      name={name}
                      type={name === "giftEmail" ? "email" : "text"}
                      maxLength={max}
                      {...angleBrackets.guard(name)}
                    />
                  )}
                  {error && (
                    <p className="field__error" role="alert">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        )}
        {context.recipient === "student" && (
          <p className="meta subscribe-student" data-testid="student-note">
            {SUBSCRIBE_TEXTS.studentNote}{" "}
            <a href="/profile" target="_blank" rel="noreferrer">
              Change your account e-mail
            </a>
          </p>
        )}

        <fieldset className="shop-address" data-section="billing" data-state={complete("billing")}>
          <legend className="section-heading">Payment information</legend>
          <p className="meta">Your card is taken on the payment page that follows; this is the billing address.</p>
          <AddressFields prefix="billing_" errors={errors} />
          {!sectionComplete(context, "billing") && (
            <a
              className="button button--secondary subscribe-continue"
              href="#sub-shipping"
              onClick={on(() => {
                if (formRef.current) markMissing(formRef.current);
                scrollToSection(firstIncomplete(context) ?? "shipping");
              })}
            >
              Continue
            </a>
          )}
        </fieldset>

        {!plan?.digitalOnly && (
          <div data-section="shipping" data-state={complete("shipping")} id="sub-shipping">
            <label className="checkbox shop-ship-to-billing">
              <input
                type="checkbox"
                name="shipToBilling"
                checked={context.shipToBilling}
                disabled={plan ? !plan.needsBilling : false}
                onChange={(e) => actor.send({ type: "SHIP_TO_BILLING", checked: e.target.checked })}
              />{" "}
              Ship to my billing address
            </label>
            {plan && !plan.needsBilling && <input type="hidden" name="shipToBilling" value="on" />}
            <fieldset className="shop-address shop-shipping">
              <legend className="section-heading">Shipping information</legend>
              <AddressFields prefix="shipping_" errors={errors} />
            </fieldset>
          </div>
        )}

        <aside className="subscribe-aside">
          {plan && (
            <section className="shop-selected subscribe-review" aria-labelledby="sub-review">
              <h2 className="section-heading" id="sub-review">
                Review
              </h2>
              <p data-testid="subscribe-review">
                <strong>{plan.title}</strong> · {formatPrice(Math.round(plan.price * 100))}
                {plan.digitalOnly ? " · digital only, nothing is posted" : ""}
                {context.recipient === "gift" ? " · a gift" : ""}
              </p>
            </section>
          )}
          <SubscribeButton
            actor={actor}
            initial={initial}
            onIncomplete={() => formRef.current && markMissing(formRef.current)}
          />
        </aside>
      </Form>
    </>
  );
}

/** Empty required fields of the visible sections get the error style until they are filled. */
function markMissing(form: HTMLFormElement) {
  for (const input of form.querySelectorAll<HTMLInputElement>("[data-required]")) {
    if (input.offsetParent === null) continue; // hidden: the shipping block while shipping to billing
    const missing = input.value.trim() === "";
    input.classList.toggle("field__input--missing", missing);
    if (missing) input.addEventListener("input", () => input.classList.remove("field__input--missing"), { once: true });
  }
}
