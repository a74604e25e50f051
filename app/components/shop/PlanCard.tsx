import { Link } from "react-router";
import { formatPrice, isPrimaryPlan, shopTexts } from "../../../machines/rules/shop";

export interface PlanView {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  digitalOnly: boolean;
}

/** A subscription term: primary plans carry Best Deal!, the others are styled secondary (spec 1 §4). */
export function PlanCard({ plan, selected, href }: { plan: PlanView; selected: boolean; href: string }) {
  const primary = isPrimaryPlan(plan.id);
  return (
    <li className={`shop-plan${primary ? " shop-plan--primary" : " shop-plan--secondary"}${selected ? " shop-plan--selected" : ""}`} data-plan-id={plan.id}>
      {primary && <span className="badge">{shopTexts.bestDeal}</span>}
      <h3 className="shop-plan__title">{plan.title}</h3>
      <p className="shop-plan__price">{formatPrice(plan.priceCents)}</p>
      <p className="shop-plan__description">{plan.description}</p>
      <Link className={selected ? "button button--block" : "button button--secondary button--block"} to={href} preventScrollReset aria-current={selected ? "true" : undefined}>
        {selected ? "Selected" : "Choose"}
      </Link>
    </li>
  );
}
