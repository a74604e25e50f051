import { onlyInStock, shopTexts } from "#machines/rules/shop/shop";
import type { ApiCall } from "#workers/api/call";
import { json, jsonBody, notFound, parseOrThrow, queryOf } from "#workers/api/http";
import { issueFormat } from "#workers/db/issues";
import { addCartLine, findCartLine, readCart, removeCartLine, updateCartLine } from "#workers/db/shopCart";
import { cartView, EMPTY_CART } from "#workers/db/shopCartView";
import { findDiscountCode } from "#workers/db/shopPlans";
import { ADDRESS_FIELDS } from "./addressSchema";
import { CartAddSchema, CartRemoveSchema, CartUpdateSchema, CodeSchema, OptionsQuerySchema } from "./schemas";
import { subscriptionOptions } from "./subscriptionOptions";

/**
 * Cart, order form and subscription calls The server cart is a
 * signed-in reader's (a visitor's cart lives in the browser and makes no
 * call), so writes answer 401 when signed out; reads are real for everyone.
 */

const PRIVATE = { "cache-control": "private, no-store" };

function signedOut(field: "errors" | "error"): Response {
  const body =
    field === "errors" ? { errors: [shopTexts.signInForServerCart] } : { error: shopTexts.signInForServerCart };
  return json(body, { status: 401, headers: PRIVATE });
}

export const shopCalls: ApiCall[] = [
  {
    method: "GET",
    path: "/cart",
    async handle({ app }) {
      const record = app.viewer ? await readCart(app.db, app.viewer.id) : EMPTY_CART;
      return json(cartView(record), { headers: PRIVATE });
    },
  },
  {
    method: "POST",
    path: "/cart/add",
    errorField: "errors",
    async handle({ request, app }) {
      const { cart } = parseOrThrow(CartAddSchema, await jsonBody(request));
      for (const item of cart) {
        if (!(await issueFormat(app.db, item.itemId, item.type))) {
          return json({ errors: [`There is no ${item.type} edition of item ${item.itemId}.`] }, { status: 404 });
        }
      }
      if (!app.viewer) return signedOut("errors");
      // Each item is added on its own (a single conditional statement), so pushing a local cart on
      // sign-in keeps every line that fits; the others answer their message.
      const errors: string[] = [];
      const now = new Date().toISOString();
      for (const item of cart) {
        if (await addCartLine(app.db, app.viewer.id, item.itemId, item.type, item.quantity, now)) continue;
        const line = await findCartLine(app.db, app.viewer.id, item.itemId, item.type);
        const format = await issueFormat(app.db, item.itemId, item.type);
        if (item.type === "digital" && line) errors.push(shopTexts.duplicateDigital);
        else errors.push(onlyInStock(format?.instock ?? 0));
      }
      const view = cartView(await readCart(app.db, app.viewer.id), errors);
      return json(view, { status: errors.length > 0 ? 409 : 200, headers: PRIVATE });
    },
  },
  {
    method: "POST",
    path: "/cart/remove",
    async handle({ request, app }) {
      const { cart } = parseOrThrow(CartRemoveSchema, await jsonBody(request));
      if (!app.viewer) return signedOut("error");
      for (const item of cart) {
        if (!(await removeCartLine(app.db, app.viewer.id, item.id)))
          return notFound(`Your cart has no line ${item.id}.`);
      }
      return json(cartView(await readCart(app.db, app.viewer.id)), { headers: PRIVATE });
    },
  },
  {
    method: "PATCH",
    path: "/cart/update",
    async handle({ request, app }) {
      const { cart } = parseOrThrow(CartUpdateSchema, await jsonBody(request));
      if (!app.viewer) return signedOut("error");
      const errors: string[] = [];
      for (const item of cart) {
        const result = await updateCartLine(app.db, app.viewer.id, item.id, item.quantity);
        if (result.status === "missing") return notFound(`Your cart has no line ${item.id}.`);
        if (result.status === "stock") {
          errors.push(result.format === "digital" ? shopTexts.duplicateDigital : onlyInStock(result.instock));
        }
      }
      const view = cartView(await readCart(app.db, app.viewer.id), errors);
      return json(errors.length > 0 ? { ...view, error: errors.at(-1) } : view, {
        status: errors.length > 0 ? 409 : 200,
        headers: PRIVATE,
      });
    },
  },
  {
    method: "GET",
    path: "/order/form/create",
    async handle() {
      return json({ shippingAddress: { fields: ADDRESS_FIELDS }, defaultCountry: "US" });
    },
  },
  {
    method: "GET",
    path: "/subscription/code/:code",
    async handle({ params, app }) {
      const code = parseOrThrow(CodeSchema, params.code);
      const found = await findDiscountCode(app.db, code);
      if (!found) return json({ isActive: false, code, error: `The code ${code} does not exist.` }, { status: 404 });
      return json({ isActive: found.isActive, code: found.code, rate: found.ratePercent, kind: found.kind });
    },
  },
  {
    method: "GET",
    path: "/subscription/options",
    async handle({ url, app }) {
      return json(await subscriptionOptions(app.db, parseOrThrow(OptionsQuerySchema, queryOf(url))));
    },
  },
];
