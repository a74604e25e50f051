import { describe, expect, it } from "vitest";
import { GUEST_CART_COOKIE } from "#workers/services/shop/guestCart";
import { privateCookie } from "./cookies";

describe("private cookies (session, guest cart)", () => {
  it("are HttpOnly, SameSite=Lax and Secure on the real site", () => {
    const header = privateCookie(new Request("https://artmagazine.example/cart"), GUEST_CART_COOKIE, "token", 60);
    expect(header).toBe("guest_cart=token; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=60");
  });

  it("leave Secure out on a developer's http://localhost only, where browsers would drop it", () => {
    expect(privateCookie(new Request("http://localhost:8787/cart"), GUEST_CART_COOKIE, "t", 1)).not.toContain("Secure");
    expect(privateCookie(new Request("http://127.0.0.1:8787/cart"), GUEST_CART_COOKIE, "t", 1)).not.toContain("Secure");
  });
});
