import type { MouseEvent } from "react";
import { Link } from "#app/components/navigation/Link";
import { formatPrice } from "#machines/rules/shop/money";

import { isPrimaryPlan, shopTexts } from "#machines/rules/shop/shop";
import type { SubscriptionPlan } from "#machines/rules/shop/subscribeForm";

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * A subscription term: primary plans carry Best Deal!, the others are styled
 * secondary. The link chooses it without JavaScript; with it,
 * onChoose hands the choice to the subscription form machine.
 */
export function PlanCard({
  plan,
  selected,
  href,
  onChoose,
}: {
  plan: SubscriptionPlan;
  selected: boolean;
  href: string;
  onChoose?: (id: string) => void;
}) {
  const primary = isPrimaryPlan(plan.id);
  const reduced = plan.price < plan.fullPrice;
  const choose = (event: MouseEvent) => {
    if (!onChoose) return;
    event.preventDefault();
    onChoose(plan.id);
  };
  return (
    <li
      className={`shop-plan${primary ? " shop-plan--primary" : " shop-plan--secondary"}${selected ? " shop-plan--selected" : ""}`}
      data-plan-id={plan.id}
    >
      {primary && <span className="badge">{shopTexts.bestDeal}</span>}
      <h3 className="shop-plan__title">{plan.title}</h3>
      <p className="shop-plan__price">
        {reduced && <s className="shop-plan__full">{formatPrice(cents(plan.fullPrice))}</s>}{" "}
        {formatPrice(cents(plan.price))}
      </p>
      <p className="shop-plan__description">{plan.description}</p>
      <Link
        className={selected ? "button button--block" : "button button--secondary button--block"}
        to={href}
        preventScrollReset
        aria-current={selected ? "true" : undefined}
        onClick={choose}
      >
        {selected ? "Selected" : "Choose"}
      </Link>
    </li>
  );
}
