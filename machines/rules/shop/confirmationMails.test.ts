import { describe, expect, it } from "vitest";
import { giftNoticeMail, orderConfirmationMail, subscriptionConfirmationMail } from "./confirmationMails";

const subscription = {
  id: 7,
  buyerEmail: "ada@example.org",
  buyerName: "ada",
  planTitle: "Two years, print and digital",
  priceCents: 11_000,
  discountCode: "WELCOME10",
  endsText: "November 26, 2028",
  gift: null,
};

describe("the shop's confirmation mails", () => {
  it("an order's lists its lines and totals, shipping none when there is none", () => {
    const mail = orderConfirmationMail(
      {
        id: 3,
        email: "ada@example.org",
        createdText: "November 26, 2026",
        subtotalCents: 1_099,
        shippingCents: 0,
        totalCents: 1_099,
        lines: [{ title: "December 2026", format: "digital", quantity: 1, unitPriceCents: 1_099 }],
      },
      "https://example.org/order/3",
    );
    expect(mail.to).toBe("ada@example.org");
    expect(mail.subject).toBe("Your Artmagazine order 3");
    expect(mail.body).toContain(
      "Order 3, placed November 26, 2026:\n\nDecember 2026 (digital), quantity 1: $10.99\n\nSubtotal: $10.99\nShipping: none\nTotal: $10.99",
    );
  });

  it("a subscription's names its plan, discount and term", () => {
    const mail = subscriptionConfirmationMail(subscription, "https://example.org/subscription/7");
    expect(mail.body).toContain(
      "Subscription 7: Two years, print and digital, $110.\nDiscount code WELCOME10 applied.\nIt runs until November 26, 2028.",
    );
  });

  it("a gift's notice goes to its recipient from the buyer's name, without the price or an empty message", () => {
    const mail = giftNoticeMail({ ...subscription, gift: { email: "bo@example.org", message: " ", from: "" } }, "/");
    expect(mail.to).toBe("bo@example.org");
    expect(mail.subject).toBe("ada has given you a subscription to Artmagazine");
    expect(mail.body).not.toContain("writes:");
    expect(mail.body).not.toContain("$");
  });
});
