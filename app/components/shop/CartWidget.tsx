import { Link } from "#app/components/navigation/Link";
import { useHydrated } from "#app/lib/useHydrated";
import { itemCount } from "#machines/rules/shop/cartItems";
import { useCart } from "./CartProvider";

/** The header cart link (also the guide area's cart item): the count of copies once hydrated, pulsing and flashing `in-cart` for 2 s after an add. */
export function CartWidget() {
  const hydrated = useHydrated();
  const count = useCart((s) => itemCount(s.context.items), 0);
  const pulse = useCart((s) => s.context.pulse, false);
  return (
    <Link
      to="/cart"
      className={[
        "cart-widget",
        pulse && "cart-widget--pulse in-cart",
        !(hydrated && count > 0) && "cart-widget--empty",
      ]
        .filter(Boolean)
        .join(" ")}
      data-testid="cart-widget"
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6 5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      <span className="cart-widget__label">CART</span>
      {hydrated && count > 0 && (
        <span className="cart-widget__count" data-testid="cart-count">
          {count}
        </span>
      )}
      {/* The name a screen reader hears starts with what is seen ("CART 2"), then says what the number counts. */}
      {hydrated && count > 0 && <span className="visually-hidden">{count === 1 ? " copy" : " copies"}</span>}
    </Link>
  );
}
