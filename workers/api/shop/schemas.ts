import * as v from "valibot";
import { ISSUE_FORMATS, MAX_LINE_QUANTITY } from "#machines/rules/shop/shop";

/** Valibot schemas of the cart, order and subscription calls. */

/** Ids arrive as numbers from the cart machine and as strings from forms. */
const id = (name: string) =>
  v.optional(
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${name} must be a positive whole number.`))],
        `${name} must be a positive whole number.`,
      ),
      v.transform(Number),
      v.integer(`${name} must be a positive whole number.`),
      v.minValue(1, `${name} must be a positive whole number.`),
      v.maxValue(2_000_000_000, `${name} is out of range.`),
    ),
    "",
  );

const quantity = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.regex(/^\d{1,4}$/, "quantity must be a whole number."))],
    "quantity must be a whole number.",
  ),
  v.transform(Number),
  v.integer("quantity must be a whole number."),
  v.minValue(1, "quantity must be at least 1."),
  v.maxValue(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}.`),
);

// A missing cart reads as an empty one, so it fails with "cart must hold at least one item.".
const cartOf = <T extends v.GenericSchema>(item: T) =>
  v.object({
    cart: v.optional(
      v.pipe(
        v.array(item, "cart must be a list of items."),
        v.minLength(1, "cart must hold at least one item."),
        v.maxLength(50, "cart holds at most 50 items per call."),
      ),
      [],
    ),
  });

/** A client's key for one write (a retry sends it again and is applied once). */
export const WriteKeySchema = v.pipe(
  v.string("writeKey must be text."),
  v.regex(/^[A-Za-z0-9_-]{8,64}(\.\d{1,6})?$/, "writeKey must be 8 to 64 letters, digits, hyphens or underscores."),
);

export const CartAddSchema = v.object({
  ...cartOf(
    v.object({
      itemId: id("itemId"),
      type: v.pipe(
        v.optional(v.string(), ""),
        v.picklist(ISSUE_FORMATS, `type must be one of ${ISSUE_FORMATS.join(", ")}.`),
      ),
      quantity: v.optional(quantity, 1),
    }),
  ).entries,
  writeKey: v.optional(WriteKeySchema),
});

export const CartRemoveSchema = cartOf(v.object({ id: id("id"), itemIndex: v.optional(v.number()) }));

export const CartUpdateSchema = cartOf(
  v.object({ id: id("id"), quantity: v.optional(quantity, ""), itemIndex: v.optional(v.number()) }),
);

export const CodeSchema = v.pipe(
  v.string("code is required."),
  v.trim(),
  v.nonEmpty("code is required."),
  v.maxLength(40, "code is too long."),
  v.regex(/^[A-Za-z0-9_-]+$/, "code may hold only letters, digits, hyphens and underscores."),
);

export const OptionsQuerySchema = v.object({
  countrycode: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^([A-Z]{2}|INTL)$/, "countrycode must be a two-letter country code or INTL."),
    ),
    "US",
  ),
  discount: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(40, "discount is too long."),
      v.regex(/^[A-Za-z0-9_-]*$/, "discount may hold only letters, digits, hyphens and underscores."),
    ),
    "",
  ),
  flags: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "flags must be a whole number."),
      v.transform(Number),
      v.picklist([4, 36], "flags must be 4 (standard) or 36 (gift)."),
    ),
    "4",
  ),
});
