import { onlyInStock, shopTexts } from "#machines/rules/shop/shop";
import { SUBSCRIBE_TEXTS } from "#machines/rules/shop/subscribeForm";
import type { ApiCall } from "#workers/api/call";
import { json, jsonBody, notFound, parseOrThrow, queryOf } from "#workers/api/http";
import { ownViewer } from "#workers/context";
import { lineWriteKey } from "#workers/db/cartWriteKeys";
import { issueFormat } from "#workers/db/issues";
import { addCartLine, findCartLine, readCart, removeCartLine, updateCartLine } from "#workers/db/shopCart";
import { cartView, EMPTY_CART } from "#workers/db/shopCartView";
import { lookUpDiscountCode } from "#workers/services/shop/discountLookup";
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

function tooManyCodeLookups(): Response {
  return json({ error: SUBSCRIBE_TEXTS.tooManyCodeLookups }, { status: 429, headers: PRIVATE });
}

export const shopCalls: ApiCall[] = [
  {
    method: "GET",
    path: "/cart",
    async handle({ app }) {
      const viewer = ownViewer(app);
      const record = viewer ? await readCart(app.db, viewer.id) : EMPTY_CART;
      return json(cartView(record), { headers: PRIVATE });
    },
  },
  {
    method: "POST",
    path: "/cart/add",
    errorField: "errors",
    async handle({ request, app }) {
      const viewer = ownViewer(app);
      const { cart, writeKey } = parseOrThrow(CartAddSchema, await jsonBody(request));
      for (const item of cart) {
        if (!(await issueFormat(app.db, item.itemId, item.type))) {
          return json({ errors: [`There is no ${item.type} edition of item ${item.itemId}.`] }, { status: 404 });
        }
      }
      if (!viewer) return signedOut("errors");
      // Each item is added on its own (a single conditional statement), so pushing a local cart on
      // sign-in keeps every line that fits; the others answer their message.
      const errors: string[] = [];
      const now = new Date().toISOString();
      for (const item of cart) {
        const key = lineWriteKey(writeKey, item.itemId, item.type);
        if (await addCartLine(app.db, viewer.id, item.itemId, item.type, item.quantity, now, key)) continue;
        const line = await findCartLine(app.db, viewer.id, item.itemId, item.type);
        const format = await issueFormat(app.db, item.itemId, item.type);
        if (item.type === "digital" && line) errors.push(shopTexts.duplicateDigital);
        else errors.push(onlyInStock(format?.instock ?? 0));
      }
      const view = cartView(await readCart(app.db, viewer.id), errors);
      return json(view, { status: errors.length > 0 ? 409 : 200, headers: PRIVATE });
    },
  },
  {
    method: "POST",
    path: "/cart/remove",
    async handle({ request, app }) {
      const viewer = ownViewer(app);
      const { cart } = parseOrThrow(CartRemoveSchema, await jsonBody(request));
      if (!viewer) return signedOut("error");
      for (const item of cart) {
        if (!(await removeCartLine(app.db, viewer.id, item.id))) return notFound(`Your cart has no line ${item.id}.`);
      }
      return json(cartView(await readCart(app.db, viewer.id)), { headers: PRIVATE });
    },
  },
  {
    method: "PATCH",
    path: "/cart/update",
    async handle({ request, app }) {
      const viewer = ownViewer(app);
      const { cart } = parseOrThrow(CartUpdateSchema, await jsonBody(request));
      if (!viewer) return signedOut("error");
      const errors: string[] = [];
      for (const item of cart) {
        const result = await updateCartLine(app.db, viewer.id, item.id, item.quantity);
        if (result.status === "missing") return notFound(`Your cart has no line ${item.id}.`);
        if (result.status === "stock") {
          errors.push(result.format === "digital" ? shopTexts.duplicateDigital : onlyInStock(result.instock));
        }
      }
      const view = cartView(await readCart(app.db, viewer.id), errors);
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
    async handle({ request, params, app }) {
      const code = parseOrThrow(CodeSchema, params.code);
      const lookup = await lookUpDiscountCode(app, request, code);
      if (lookup.limited) return tooManyCodeLookups();
      // An inactive code is answered as an unknown one, echoing the code as typed: nothing tells them apart.
      if (!lookup.code)
        return json({ isActive: false, code, error: `The code ${code} does not exist.` }, { status: 404 });
      const found = lookup.code;
      return json({ isActive: true, code: found.code, rate: found.ratePercent, kind: found.kind });
    },
  },
  {
    method: "GET",
    path: "/subscription/options",
    async handle({ request, url, app }) {
      const { discount, ...query } = parseOrThrow(OptionsQuerySchema, queryOf(url));
      const lookup = await lookUpDiscountCode(app, request, discount);
      if (lookup.limited) return tooManyCodeLookups();
      return json(await subscriptionOptions(app.db, query, lookup.code));
    },
  },
];
