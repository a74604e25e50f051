import { describe, expect, it } from "vitest";
import { firstErrorField } from "./firstError";

describe("the first field with an error", () => {
  it("follows the page's order, not the answer's, and is none without field errors", () => {
    const order = ["billing_firstName", "billing_city", "shipping_firstName"];
    expect(firstErrorField({ shipping_firstName: "a", billing_city: "b" }, order)).toBe("billing_city");
    expect(firstErrorField({ form: "Your cart is empty." }, order)).toBeNull();
    expect(firstErrorField({ billing_firstName: "" }, order)).toBeNull();
  });
});
