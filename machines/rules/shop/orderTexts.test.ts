import { describe, expect, it } from "vitest";
import { orderStanding } from "./orderTexts";

const order = (status: string) => ({ status, email: "ada@example.org", totalCents: 2_150 });

describe("what the order page says", () => {
  it("names each way an order stands, a released one with its stock", () => {
    expect(orderStanding(order("paid"), null)).toEqual({
      heading: "Thank you for your order",
      detail: "Paid. A confirmation goes to ada@example.org.",
    });
    expect(orderStanding(order("pending"), null).heading).toBe("Your order is waiting for payment");
    expect(orderStanding(order("failed"), null)).toEqual({
      heading: "The payment was declined",
      detail: "Nothing was charged. The copies are back in your cart: you are welcome to order again.",
      cartLink: "Go to your cart",
    });
    expect(orderStanding(order("expired"), true).cartLink).toBe("Go to your cart");
    expect(orderStanding(order("paid"), null).cartLink).toBeUndefined();
    expect(orderStanding(order("expired"), true).detail).toBe(
      "No payment arrived within 30 minutes, so the copies went back on sale. Nothing was charged. They are still in stock: you are welcome to order again.",
    );
    expect(orderStanding(order("expired"), false).detail).toMatch(/Some of them have sold out since/);
    expect(orderStanding(order("refunded"), null)).toEqual({
      heading: "Your payment was refunded",
      detail:
        "Your payment arrived after the order was released, and by then its copies had sold out. We gave back the full $21.50 and nothing will be sent.",
    });
  });
});
