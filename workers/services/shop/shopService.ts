import { createContext } from "react-router";
import type { IssueFormat } from "#machines/rules/shop/shop";
import type { AppContext } from "#workers/context";
import { addGuestLine, hasGuestLine, readGuestCart, removeGuestLine, updateGuestLine } from "#workers/db/guestCart";
import { getIssue, issueFormat } from "#workers/db/issues";
import { getOrder, type OrderAddresses, placeOrder } from "#workers/db/orders";
import {
  addCartLine,
  findCartLine,
  readCart,
  removeCartLine,
  takeCartNotice,
  updateCartLine,
} from "#workers/db/shopCart";
import { cartItemsOf } from "#workers/db/shopCartView";
import { orderStillInStock } from "#workers/db/unpaidOrders";
import { guestCartKey, startGuestCart } from "./guestCart";
import type { PaymentTarget } from "./payment";
import { ownOrder, startPayment } from "./purchasePayment";

/**
 * The shop area's reads and writes for its route modules, on the request context
 * (workers/services/areas.ts). It owns their caching: a route module calls it and composes none.
 * Nothing here is the same for every reader (carts, orders, stock), so nothing is kept.
 */
export function shopService(app: AppContext) {
  const { db } = app;
  return {
    /** The reader's server cart as the cart machine's items, with a sign-in merge's stock message (taken, so shown once). */
    readerCart: async (userId: number) => {
      const notice = await takeCartNotice(db, userId);
      return { items: cartItemsOf(await readCart(db, userId)), notice };
    },
    /** A visitor's guest cart (under the request's cookie) as the cart machine's items; none without the cookie. */
    guestCart: async (request: Request) => {
      const guest = await guestCartKey(request);
      return guest ? cartItemsOf(await readGuestCart(db, guest)) : [];
    },
    /** The cart a cart form edits: the reader's server cart, else the visitor's guest cart; null for a visitor without one. */
    cartEditor: async (request: Request, userId: number | null) => {
      if (userId !== null) {
        return {
          remove: (lineId: number) => removeCartLine(db, userId, lineId),
          update: (lineId: number, quantity: number) => updateCartLine(db, userId, lineId, quantity),
        };
      }
      const guest = await guestCartKey(request);
      if (!guest) return null;
      return {
        remove: (lineId: number) => removeGuestLine(db, guest, lineId),
        update: (lineId: number, quantity: number) => updateGuestLine(db, guest, lineId, quantity),
      };
    },
    /** The issue a purchase page's slug names (formats with price and stock), or null; a malformed slug names none. */
    issue: async (slug: string) => (/^[a-z0-9-]{1,120}$/.test(slug) ? getIssue(db, slug) : null),
    /**
     * Adds one copy of an issue format to the reader's server cart, else to the visitor's guest cart (started, with its
     * Set-Cookie, when there is none): whether it was added, and if not whether the format was in the cart already.
     */
    addToCart: async (
      request: Request,
      userId: number | null,
      issueId: number,
      format: IssueFormat,
      writeKey: string | null,
    ) => {
      const now = new Date().toISOString();
      if (userId !== null) {
        const added = await addCartLine(db, userId, issueId, format, 1, now, writeKey);
        const inCart = !added && (await findCartLine(db, userId, issueId, format)) !== null;
        return { added, inCart, setCookie: null };
      }
      // A visitor without JavaScript: the guest cart under its cookie.
      const guest = await startGuestCart(request);
      const added = await addGuestLine(db, guest.key, issueId, format, now, writeKey);
      const inCart = !added && (await hasGuestLine(db, guest.key, issueId, format));
      return { added, inCart, setCookie: guest.setCookie };
    },
    /** The stock and price of one format of an issue, or null when it does not exist. */
    formatStock: (issueId: number, format: IssueFormat) => issueFormat(db, issueId, format),
    /** Places the reader's cart as an order (one batch with the stock decrement; the same key places one order). */
    placeOrder: (userId: number, key: string, addresses: OrderAddresses) =>
      placeOrder(db, userId, key, addresses, new Date().toISOString()),
    /** Starts paying for a purchase: where the reader goes next (the hosted page, or the confirmation when nothing is due). */
    startPayment: (target: PaymentTarget) => startPayment(app, target),
    /** One of the reader's orders as its invoice shows it, or null when it is not theirs. */
    invoice: (userId: number, orderId: number) => getOrder(db, userId, orderId),
    /**
     * The reader's own order the address names (an awaited payment confirmed first) and, for one released unpaid,
     * whether its copies can still be had; null when the id is malformed or not theirs.
     */
    order: async (idParam: string) => {
      const order = await ownOrder(app, idParam);
      if (!order) return null;
      // A released order tells its reader whether the copies can still be had.
      const stillInStock = order.status === "expired" ? await orderStillInStock(db, order.id) : null;
      return { order, stillInStock };
    },
  };
}

export type ShopService = ReturnType<typeof shopService>;

export const shopContext = createContext<ShopService>();
